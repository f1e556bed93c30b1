// The roster news of one export, one article per kind (db/domain/newsroom/roster-articles.ts): the
// injury report, the trade story, the transactions wire, contract news and draft news. Every
// sentence comes from one change's facts (names, teams, positions, ages, ratings, lengths, the
// contract on the roster row) or from the ledger (a player's season so far, the teams' records).
import {
  type ChangeOf,
  playersOfChange,
  ROSTER_ARTICLES,
  type RosterArticleFacts,
  type RosterArticleKind,
  type RosterLedger,
} from "../../../../../db/domain/newsroom";
import { framed, type NewsroomDraft } from "./draft";
import { callerOf, playerSentence, recordsSentence } from "./ledger-lines";
import { count, list, playerTag, withPosition } from "./words";

type Ref = ChangeOf<"signing">["player"];
const who = (p: Ref) => `${withPosition(p.row, p.name)}${playerTag(p.row)}`;
const weeks = (n: number) => count(n, "week");

/** What a story knows beyond its changes, and how it calls a player after his first mention. */
interface Context {
  ledger: RosterLedger | null;
  call: (p: Ref) => string;
}
/** The sentence about one player's season, and his contract where it is news (none when nothing is known). */
const about = (p: Ref, x: Context, contract: boolean) =>
  [playerSentence(p, x.call(p), x.ledger, contract)].filter(Boolean);

function injuries(cs: ChangeOf<"injury">[], x: Context): [string, string[]] {
  const ir = cs.filter((c) => c.injuredReserve).length;
  const title = `Injury report: ${count(cs.length, "player")} hurt${ir ? `, ${ir} to injured reserve` : ""}`;
  const lines = cs.flatMap((c) => [
    c.injuredReserve
      ? `The ${c.team.name} placed ${who(c.player)} on injured reserve${c.weeks ? `; he is out ${weeks(c.weeks)}` : ""}.`
      : `${c.team.name}: ${who(c.player)} is out ${weeks(c.weeks)}.`,
    ...about(c.player, x, false),
  ]);
  return [title, lines];
}

function trades(cs: ChangeOf<"trade">[], x: Context): [string, string[]] {
  const side = (c: ChangeOf<"trade">, i: 0 | 1) => list(c.gets[i].map((p) => p.name));
  const first = cs[0]!;
  const title =
    cs.length === 1
      ? `Trade: the ${first.teams[0].short} get ${side(first, 0)} from the ${first.teams[1].short} for ${side(first, 1)}`
      : `${count(cs.length, "trade")} this week`;
  const lines = cs
    .flatMap((c) => [
      `The ${c.teams[0].name} and the ${c.teams[1].name} have made a trade.`,
      ...([0, 1] as const).flatMap((i) => [
        `The ${c.teams[i].name} receive ${list(c.gets[i].map(who))} from the ${c.teams[1 - i]!.name}.`,
        ...c.gets[i].flatMap((p) => about(p, x, true)),
      ]),
      recordsSentence(c.teams, x.ledger),
    ])
    .filter(Boolean);
  return [title, lines];
}

function transactions(cs: ChangeOf<"signing" | "release" | "move" | "retirement">[], x: Context): [string, string[]] {
  const n = (k: string) => cs.filter((c) => c.kind === k).length;
  const counts = [
    n("signing") && count(n("signing"), "signing"),
    n("release") && count(n("release"), "release"),
    n("move") && count(n("move"), "move"),
    n("retirement") && count(n("retirement"), "retirement"),
  ].filter(Boolean) as string[];
  const line = (c: (typeof cs)[number]) => {
    if (c.kind === "signing") return `The ${c.team.name} signed ${who(c.player)}.`;
    if (c.kind === "release") return `The ${c.team.name} released ${who(c.player)}.`;
    if (c.kind === "move") return `${c.player.name} moved from the ${c.from.name} to the ${c.to.name}.`;
    return c.team ? `${who(c.player)} of the ${c.team.name} has retired.` : `Free agent ${who(c.player)} has retired.`;
  };
  // A released or retired player's contract is over: only a signing's or a move's is news.
  const lines = cs.flatMap((c) => [line(c), ...about(c.player, x, c.kind === "signing" || c.kind === "move")]);
  return [`Transactions: ${list(counts)}`, lines];
}

function contracts(cs: ChangeOf<"extension" | "restructure">[], x: Context): [string, string[]] {
  const lines = cs.flatMap((c) => [deal(c), ...about(c.player, x, false)]);
  return [`Contracts: ${count(cs.length, "new deal")}`, lines];
}

function deal(c: ChangeOf<"extension" | "restructure">): string {
  const left = c.after.yearsLeft !== undefined ? ` with ${count(c.after.yearsLeft, "year")} left` : "";
  if (c.kind === "extension")
    return `The ${c.team.name} extended ${who(c.player)}${c.after.length !== undefined ? `: a ${c.after.length}-year contract${left}` : ""}.`;
  return `The ${c.team.name} restructured the contract of ${who(c.player)}${left ? `, which runs${left.replace(" with", "")}` : ""}.`;
}

function draft(cs: ChangeOf<"draft">[], x: Context): [string, string[]] {
  const lines = cs.flatMap((c) => [
    `The ${c.team.name} add draft pick ${who(c.player)}, taken in round ${c.round}${c.pick !== null ? ` with pick ${c.pick}` : ""}.`,
    ...about(c.player, x, true),
  ]);
  return [`Draft picks join: ${count(cs.length, "rookie")}`, lines];
}

/** `ledger`: where the season stands, or null (a league with no game played: the changes alone). */
export function writeRosterArticle(
  a: RosterArticleFacts,
  personaId: string,
  ledger: RosterLedger | null = null,
): NewsroomDraft {
  const call = callerOf(a.changes.flatMap(playersOfChange));
  const [title, lines] = compose(a, { ledger, call });
  return {
    kind: a.kind,
    title,
    category: ROSTER_ARTICLES[a.kind].category,
    body: framed(personaId, a.kind, title, [lines.join(" ")]),
  };
}

function compose(a: RosterArticleFacts, x: Context): [string, string[]] {
  const cs = a.changes as never;
  const by: Record<RosterArticleKind, (cs: never, x: Context) => [string, string[]]> = {
    "injury-report": injuries,
    trade: trades,
    transactions,
    contracts,
    draft,
  };
  return by[a.kind](cs, x);
}
