// The season around a game (issue 38 item 2): the next game ("next up: at the Jets"), earlier
// meetings ("avenged a Week 1 loss"), season highs, league leads and ranks, and season totals, each
// checked against the season ledger. Companion of context-claims.ts, which runs these readers.
import type { GameLedger, Meeting, PlayerSeason, SeasonStat } from "../../ledger/types";
import { type Finding, ledgerTeamOf, teamAt } from "./context-teams";
import type { Facts, TeamFacts } from "./facts";
import { type NumberExpr, numbersIn } from "./numbers";
import { winLoss } from "./result-claims";
import type { Sentence } from "./text";
import { claimedSide, sideIsRight } from "./winner";

const norm = (s: string) => s.trim().toLowerCase();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const shift = (ns: NumberExpr[], by: number) => ns.map((n) => ({ ...n, start: n.start + by, end: n.end + by }));

/** Stat words after (or right before) a claim, as the ledger names the stat; null when none is said. */
const STAT_WORDS: [RegExp, SeasonStat | "points" | "pointsAllowed"][] = [
  [/\bpassing (?:yards|yardage)|yards passing|yards through the air/i, "passYds"],
  [/\btouchdown passes|passing touchdowns|td passes|touchdown throws/i, "passTDs"],
  [/\brushing (?:yards|yardage)|yards rushing|yards on the ground/i, "rushYds"],
  [/\brushing touchdowns|touchdown runs|rushing scores/i, "rushTDs"],
  [/\breceiving (?:yards|yardage)|yards receiving/i, "recYds"],
  [/\breceiving touchdowns|touchdown catches|scoring catches/i, "recTDs"],
  [/\btackles\b/i, "tackles"],
  [/\bsacks\b/i, "sacks"],
  [/\binterceptions|picks\b/i, "ints"],
  [/\bpoints allowed|fewest points|allowed the fewest/i, "pointsAllowed"],
  [/\bpoints\b/i, "points"],
];
const YARDS_BY_POSITION: Record<string, SeasonStat> = { QB: "passYds", RB: "rushYds", WR: "recYds" };

function statIn(text: string, position: string | null): SeasonStat | "points" | "pointsAllowed" | null {
  for (const [re, stat] of STAT_WORDS) if (re.test(text)) return stat;
  if (/\byards\b/i.test(text) && position) return YARDS_BY_POSITION[position] ?? null;
  return null;
}

/** The player a claim at `pos` is about, and his season in the ledger. */
function playerAt(
  s: Sentence,
  ctx: GameLedger,
  pos: number,
): { name: string; season: PlayerSeason | null; position: string } | null {
  const m =
    s.mentions.filter((x) => x.player && x.end <= pos).at(-1) ?? s.mentions.find((x) => x.player && x.start >= pos);
  if (!m?.player) return null;
  return {
    name: m.player.name,
    season: ctx.players.find((p) => p.id === m.player!.row.id) ?? null,
    position: m.player.row.position,
  };
}

function teamClaim(stat: "points" | "pointsAllowed", team: ReturnType<typeof ledgerTeamOf>, kind: "high" | "lead") {
  if (!team) return "the draft does not say which team";
  if (kind === "high")
    return stat === "points" && team.seasonHighPoints?.value
      ? null
      : `the ${team.name} did not score a season high here`;
  const rank = stat === "points" ? team.pointsForRank : team.pointsAgainstRank;
  if (!rank) return `the league's export does not show the ${team.name}' rank`;
  return rank.value.rank === 1 && !rank.value.tied
    ? null
    : `the ${team.name} rank ${rank.value.rank}${rank.value.tied ? " (tied)" : ""} of ${rank.value.of} (${rank.source})`;
}

function highsAndLeads(s: Sentence, ctx: GameLedger, carry: TeamFacts | null): Finding[] {
  const out: Finding[] = [];
  const re =
    /\bseason[- ](?:high|best)\b|\bbest (?:game|day|outing) of the season\b|\b(?:lead|leads|leading|led|tops|top|paces|pacing)\s+the\s+league\b|\bleague[- ](?:leading|best|high)\b|\bleague lead\b|\b(?:most|fewest) in the league\b|\bbest in the league\b/gi;
  for (const m of s.text.matchAll(re)) {
    const span = { start: m.index, end: m.index + m[0].length };
    const high = /season|best (?:game|day|outing)/i.test(m[0]);
    const tiedLead = /\btied for\b[^.]{0,12}$/i.test(s.text.slice(0, m.index));
    const player = playerAt(s, ctx, m.index);
    const around = s.text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40);
    const stat =
      statIn(s.text.slice(m.index, m.index + m[0].length + 40), player?.position ?? null) ??
      statIn(around, player?.position ?? null);
    let problem: string | null;
    if (stat === "points" || stat === "pointsAllowed" || !player)
      problem =
        stat === "points" || stat === "pointsAllowed"
          ? teamClaim(stat, ledgerTeamOf(ctx, teamAt(s, m.index, carry)), high ? "high" : "lead")
          : "the draft does not say whose";
    else if (!stat) problem = "the draft does not say in what";
    else if (!player.season) problem = `the league's export does not show ${player.name}'s season`;
    else if (high)
      problem = player.season.seasonHighs.includes(stat)
        ? null
        : `this is not ${player.name}'s season high in that (the league's results)`;
    else {
      const total = player.season.totals[stat];
      problem = !total
        ? `the league's export does not show ${player.name}'s season total`
        : total.value.rank.rank === 1 && total.value.rank.tied === tiedLead
          ? null
          : `${player.name} ranks ${total.value.rank.rank}${total.value.rank.tied ? " (tied)" : ""} in the league with ${total.value.total} (${total.source})`;
    }
    out.push({ ...span, problem: problem && `"${m[0]}": ${problem}.` });
  }
  return out;
}

/** "624 passing yards on the season", "his season total to 9 touchdown passes". */
function totals(s: Sentence, ctx: GameLedger): Finding[] {
  const out: Finding[] = [];
  const cue =
    /\b(?:on the season|this season|so far this season|for the season|on the year|season total(?:s)?(?: of| to)?)\b/gi;
  for (const c of s.text.matchAll(cue)) {
    const window = [Math.max(0, c.index - 50), Math.min(s.text.length, c.index + c[0].length + 40)] as const;
    for (const n of numbersIn(s.text.slice(...window)).filter((x) => !x.atLeast)) {
      const at = n.start + window[0];
      const player = playerAt(s, ctx, at);
      const stat = statIn(s.text.slice(at + n.raw.length, at + n.raw.length + 30), player?.position ?? null);
      if (!stat || stat === "points" || stat === "pointsAllowed" || !player) continue;
      const total = player.season?.totals[stat];
      const [used] = shift([n], window[0]);
      out.push({
        start: Math.min(at, c.index),
        end: Math.max(at + n.raw.length, c.index + c[0].length),
        used: [used!],
        problem: !total
          ? `"${n.raw}": the league's export does not show ${player.name}'s season total.`
          : total.value.total === n.value
            ? null
            : `"${n.raw}": ${player.name} has ${total.value.total} for the season (${total.source}).`,
      });
    }
  }
  return out;
}

/** Teams of the league other than the two in this game, as a sentence may name them. */
function otherTeams(s: Sentence, facts: Facts, ctx: GameLedger) {
  const playing = new Set(facts.teams.map((t) => norm(t.name)));
  const found: { name: string; start: number; end: number }[] = [];
  for (const name of ctx.teamNames.filter((n) => !playing.has(norm(n)))) {
    const words = name.split(" ");
    const aliases = [name, words.at(-1)!, words.slice(0, -1).join(" ")].filter(Boolean);
    for (const a of aliases)
      for (const m of s.text.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(a)}(?![\\p{L}])`, "gu")))
        if (!found.some((f) => m.index < f.end && m.index + a.length > f.start))
          found.push({ name, start: m.index, end: m.index + a.length });
  }
  return found;
}

/** Words right before a next opponent ("host the", "visit the", "against the"). */
const OPPONENT_BEFORE =
  /\b(?:host|hosts|hosting|visit|visits|visiting|at|against|face|faces|play|plays|head to|heads to|travel to|travels to|welcome|welcomes)\s+(?:the\s+)?$/i;

function nextGames(s: Sentence, facts: Facts, ctx: GameLedger, carry: TeamFacts | null): Finding[] {
  const out: Finding[] = [];
  const cue = s.text.match(/\b(?:next|up next|coming week|this week)\b/i);
  // The next opponent may be the team just played (a rematch): a game team named after another one
  // in a next-game sentence is read as the opponent too.
  const rematch = cue
    ? s.mentions.filter(
        (m) =>
          m.team &&
          s.mentions.some((o) => o.team && o.team !== m.team && o.end <= m.start) &&
          OPPONENT_BEFORE.test(s.text.slice(0, m.start)),
      )
    : [];
  const named = [
    ...otherTeams(s, facts, ctx),
    ...rematch.map((m) => ({ name: m.team!.name, start: m.start, end: m.end })),
  ];
  for (const t of named) {
    const span = { start: Math.min(t.start, cue?.index ?? t.start), end: t.end };
    if (!cue) {
      out.push({ ...span, problem: `"${s.text.slice(t.start, t.end)}": that team did not play in this game.` });
      continue;
    }
    const team = ledgerTeamOf(ctx, teamAt(s, t.start, carry));
    const next = team?.next;
    const before = s.text.slice(Math.max(0, t.start - 24), t.start);
    const away =
      /\b(?:at|visit|visits|visiting|travel to|travels to|head to|heads to|on the road (?:at|against))\s+(?:the\s+)?$/i.test(
        before,
      );
    const home = /\b(?:host|hosts|hosting|welcome|welcomes|at home|home against|home to)\b/i.test(s.text);
    const week = s.text.match(/\bweek (\d{1,2})\b/i);
    let problem: string | null = null;
    if (!team || !next)
      problem = `the league's schedule does not show ${team ? `the ${team.name}' next game` : "whose next game this is"}`;
    else if (norm(next.value.opponent) !== norm(t.name))
      problem = `the ${team.name} play the ${next.value.opponent} next (${next.source})`;
    else if ((away && next.value.home) || (home && !next.value.home))
      problem = `the ${team.name} are ${next.value.home ? "at home" : "away"} next (${next.source})`;
    else if (week && `Week ${week[1]}` !== next.value.weekLabel)
      problem = `the next game is in ${next.value.weekLabel}`;
    const used = week ? shift(numbersIn(week[0]), week.index!) : [];
    if (week) span.end = Math.max(span.end, week.index! + week[0].length);
    out.push({ ...span, used, problem: problem && `"${s.text.slice(t.start, t.end)}": ${problem}.` });
  }
  return out;
}

/** The facts of an earlier meeting, shaped as the result readers check a game's result. */
function meetingFacts(facts: Facts, x: Meeting): Facts {
  const team = (name: string | null) => facts.teams.find((t) => name && norm(t.name) === norm(name)) ?? null;
  const winner = team(x.winner);
  const loser = winner ? (facts.teams.find((t) => t !== winner) ?? null) : null;
  return { ...facts, winner, loser, margin: Math.abs(x.homeScore - x.awayScore), total: x.homeScore + x.awayScore };
}

function meetings(s: Sentence, facts: Facts, ctx: GameLedger, carry: TeamFacts | null): Finding[] {
  const out: Finding[] = [];
  const re =
    /\b(?:rematch|earlier this season|season series|avenged|avenging|avenge|revenge|swept|sweep|second meeting|first meeting|(?:met|meeting|lost|won|loss|win|defeat) (?:in|back in) week (\d{1,2})|week (\d{1,2}) (?:meeting|loss|win|defeat|game))\b/gi;
  const list = ctx.meetings.value;
  for (const m of s.text.matchAll(re)) {
    const span = { start: m.index, end: m.index + m[0].length };
    const team = ledgerTeamOf(ctx, teamAt(s, m.index, carry));
    const word = m[0].toLowerCase();
    const week = m[1] ?? m[2];
    const mine = (w: string | null) => Boolean(team && w && norm(w) === norm(team.name));
    const ok = /first meeting/.test(word)
      ? list.length === 0
      : /aveng|revenge/.test(word)
        ? Boolean(team?.won && list.some((x) => x.winner && !mine(x.winner)))
        : /swe/.test(word)
          ? Boolean(team?.won && list.length > 0 && list.every((x) => mine(x.winner)))
          : week
            ? list.some((x) => x.weekLabel === `Week ${week}`)
            : list.length > 0;
    const used = week ? shift(numbersIn(week), m.index + m[0].lastIndexOf(week)) : [];
    out.push({
      ...span,
      used,
      earlierGame: true,
      problem: ok ? null : `"${m[0]}": the teams' earlier games this season do not show that (${ctx.meetings.source}).`,
    });
  }
  if (!out.length) return out;
  // Who won the meeting the sentence speaks of (the one of its week, else the only one) is checked too.
  const week = s.text.match(/\bweek (\d{1,2})\b/i)?.[1];
  const meant = list.filter((x) => !week || x.weekLabel === `Week ${week}`);
  if (meant.length !== 1) return out;
  const x = meant[0]!;
  for (const problem of winLoss(s, meetingFacts(facts, x)))
    out.push({ start: 0, end: 0, problem: `${x.weekLabel}: ${problem}` });
  const hi = Math.max(x.homeScore, x.awayScore);
  const lo = Math.min(x.homeScore, x.awayScore);
  for (const p of s.text.matchAll(new RegExp(`\\b${hi}\\s*(?:-|–|to)\\s*${lo}\\b`, "g"))) {
    const said = claimedSide(s, p.index);
    const wrong = said && !sideIsRight(said, x.winner);
    out.push({
      start: p.index,
      end: p.index + p[0].length,
      used: shift(numbersIn(p[0]), p.index),
      problem: wrong ? `"${p[0]}": the ${x.winner} won the ${x.weekLabel} meeting.` : null,
    });
  }
  return out;
}

export function seasonFindings(s: Sentence, facts: Facts, ctx: GameLedger, carry: TeamFacts | null): Finding[] {
  return [
    ...highsAndLeads(s, ctx, carry),
    ...totals(s, ctx),
    ...nextGames(s, facts, ctx, carry),
    ...meetings(s, facts, ctx, carry),
  ];
}
