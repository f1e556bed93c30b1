// The season around a game, in the built-in writer's words (issue 38 item 4, decision 294): the
// records after the game right after the lede, then the streak, the division and the players'
// seasons, and the next games to close. Every fact is the season ledger's (decision 291), said in
// the phrasings the claim checker reads (claims/context-claims.ts), and only when the ledger has it.
import type { PlayerStat } from "../../../../db/domain";
import type { GameLedger, PlayerSeason, SeasonStat, TeamLedger, WinLoss } from "../../ledger/types";
import type { Pick } from "./pick";
import type { Voice } from "./voice";

const record = (r: WinLoss) => `${r.wins}-${r.losses}${r.ties ? `-${r.ties}` : ""}`;
const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const count = (n: number) => WORDS[n] ?? String(n);

export interface SeasonLines {
  /** After the lede: both records, and a first win or a streak the result started, extended or ended. */
  records: string[];
  /** The division and the players' seasons; a player is named through `name` (the story's namer). */
  context: ((name: (row: PlayerStat) => string) => string)[];
  /**
   * The strongest of the players' season lines (a season high that leads the league, a lead, a high),
   * always among `context` (its index there): the length budget keeps it ahead of body filler.
   */
  strongest: number | null;
  /** The next game of each side, one sentence each. */
  next: string[];
}

/** "The Rattlers (1-2) earned their first win of the season and snapped a two-game losing streak." */
function resultLine(t: TeamLedger, pick: Pick, voice: Voice["season"]): string | null {
  if (!t.record) return null;
  const r = record(t.record.value);
  const before = t.recordBefore?.value;
  const streak = t.streak?.value ?? 0;
  const was = t.streakBefore?.value ?? 0;
  const parts: string[] = [];
  const say = (slot: string, forms: string[]) => parts.push(pick(forms, `${slot}:${t.teamId}`));
  if (t.won && before && before.wins === 0 && before.losses > 0)
    say("first", [
      "earned their first win of the season",
      "picked up their first win of the season",
      "have their first win of the season",
    ]);
  if (t.won && was <= -2)
    say("snap", [`snapped a ${count(-was)}-game losing streak`, `ended a ${count(-was)}-game losing streak`]);
  if (t.lost && was >= 2)
    say("ended", [
      `had a ${count(was)}-game winning streak snapped`,
      `had their ${count(was)}-game winning streak stopped`,
    ]);
  if (t.won && streak >= 3)
    say("run", [
      `have won ${count(streak)} in a row`,
      `have won ${count(streak)} straight`,
      `have now won ${count(streak)} in a row`,
    ]);
  if (t.lost && streak <= -3)
    say("skid", [`have lost ${count(-streak)} in a row`, `have lost ${count(-streak)} straight`]);
  if (parts.length) return pick(voice.streak, `recs:${t.teamId}`)({ T: t.nickname, r, parts: parts.join(" and ") });
  return pick(t.won ? voice.won : voice.lost, `rec:${t.teamId}`)({ T: t.nickname, r });
}

const PLACE = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];

function divisionLine(ctx: GameLedger, t: TeamLedger, pick: Pick, voice: Voice["season"]): string | null {
  const place = t.divisionPlace?.value;
  if (!place || !t.division || !PLACE[place.rank]) return null;
  const spot = `${place.tied ? "tied for" : "alone in"} ${PLACE[place.rank]} place in the ${t.division}`;
  const rival = ctx.divisionGame && t.divisionRecord ? `, ${record(t.divisionRecord.value)} in the division` : "";
  return pick(voice.place, `div:${t.teamId}`)({ T: t.nickname, spot, rival });
}

const STAT_WORDS: Partial<Record<SeasonStat, string>> = {
  passYds: "passing yards",
  passTDs: "touchdown passes",
  rushYds: "rushing yards",
  recYds: "receiving yards",
  sacks: "sacks",
  tackles: "tackles",
};

/** The stat a featured player's season line is about: a season high the data proves, or a league lead. */
const markedStat = (p: PlayerSeason) =>
  (Object.keys(STAT_WORDS) as SeasonStat[]).find(
    (s) => p.seasonHighs.includes(s) || (p.totals[s]?.value.rank.rank === 1 && !p.totals[s]?.value.rank.tied),
  );

/** A player's season line's strength: 3 a season high that leads the league, 2 a lead, 1 a high, 0 none. */
export function seasonMark(p: PlayerSeason): number {
  const stat = markedStat(p);
  if (!stat) return 0;
  const total = p.totals[stat]?.value;
  const leads = !!total && total.rank.rank === 1 && !total.rank.tied;
  return (leads ? 2 : 0) + (p.seasonHighs.includes(stat) ? 1 : 0);
}

/**
 * A featured player's season: a season high that the data proves, and a league lead, each in the
 * voice's own form (both: the high, then the lead, naming him again as the story does after a first
 * mention). `name` is called once per mention.
 */
function playerLine(p: PlayerSeason, name: () => string, pick: Pick, voice: Voice["season"]): string | null {
  const stat = markedStat(p);
  if (!stat) return null;
  const words = STAT_WORDS[stat]!;
  const total = p.totals[stat]?.value;
  const leads = total && total.rank.rank === 1 && !total.rank.tied;
  const high = p.seasonHighs.includes(stat) ? pick(voice.high, `high:${p.id}`)({ who: name(), stat: words }) : null;
  const lead = leads
    ? pick(voice.lead, `lead:${p.id}`)({ who: name(), total: total.total, stat: `${words} on the season` })
    : null;
  return [high, lead].filter(Boolean).join(" ") || null;
}

function nextLine(t: TeamLedger, pick: Pick, voice: Voice["season"]): string | null {
  const n = t.next?.value;
  if (!n) return null;
  const go = n.home ? `host the ${n.opponent}` : `visit the ${n.opponent}`;
  return pick(voice.next, `next:${t.teamId}`)({ T: t.nickname, go, week: n.weekLabel });
}

/** The season's lines for a game the ledger knows, the winner's first; `featured` are the story's leading players. */
export function seasonLines(
  ctx: GameLedger,
  winnerName: string,
  featured: PlayerStat[],
  pick: Pick,
  voice: Voice["season"],
): SeasonLines {
  const winnerFirst = ctx.home.name === winnerName ? [ctx.home, ctx.away] : [ctx.away, ctx.home];
  const records = winnerFirst.flatMap((t) => resultLine(t, pick, voice) ?? []);
  const context: SeasonLines["context"] = [];
  const avenged = winnerFirst[0]!.won && ctx.meetings.value.some((m) => m.winner === winnerFirst[1]!.name);
  const lastMeeting = ctx.meetings.value.at(-1);
  if (avenged && lastMeeting && ctx.meetings.value.length === 1)
    context.push(() => pick(voice.avenged, "avenged")({ T: winnerFirst[0]!.nickname, week: lastMeeting.weekLabel }));
  for (const t of winnerFirst) {
    const line = divisionLine(ctx, t, pick, voice);
    if (line) context.push(() => line);
  }
  const seasons = featured.flatMap((row) => {
    const season = ctx.players.find((p) => p.id === row.id);
    return season && seasonMark(season) > 0 ? [{ row, season }] : [];
  });
  // The first of the strongest is always written; the others only while there is room for four lines.
  const top = seasons.reduce<(typeof seasons)[number] | null>(
    (a, x) => (a && seasonMark(a.season) >= seasonMark(x.season) ? a : x),
    null,
  );
  let strongest: number | null = null;
  for (const x of seasons) {
    if (x !== top && context.length >= 4 - (top && strongest === null ? 1 : 0)) continue;
    if (x === top) strongest = context.length;
    context.push((name) => playerLine(x.season, () => name(x.row), pick, voice)!);
  }
  return { records, context, strongest, next: winnerFirst.flatMap((t) => nextLine(t, pick, voice) ?? []) };
}
