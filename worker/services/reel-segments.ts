// Picks a reel's segments from published box scores (decision 182). Every number and name a segment
// shows is copied from one recap's confirmed box score (teams, final score, a player's stat fields);
// nothing is inferred, summed across games or taken from typed free text (big plays typed by an
// author are not checked against the box score, so they are not used).
import { type PlayerStat, POSITION_COLUMNS, STATS, type StatKey } from "../../db/domain/players";
import {
  REEL_DEFAULTS,
  REEL_STYLES,
  type ReelFocusType,
  type ReelSegment,
  type ReelStyle,
  type SegmentType,
} from "../../db/domain/reels";
import type { ReelSourceRecap } from "../../db/queries/reels";

export interface ReelRequest {
  focusType: ReelFocusType;
  focusValue: string;
  style: ReelStyle;
  duration: number;
  title: string;
}

export type PickResult =
  | { ok: true; segments: ReelSegment[]; recapIds: number[]; writerId: string | null }
  | { ok: false; reason: string };

/** A segment before timing, with how much it is worth showing. */
interface Candidate {
  recap: ReelSourceRecap;
  type: Exclude<SegmentType, "intro">;
  weight: number;
  overlay: string;
  description: string;
  stats: Record<string, number | string> | null;
}

/** Long segments drag: a reel with few facts is shorter than asked rather than slow. */
const MAX_SEGMENT_SECONDS = 10;

const same = (a: string | null | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

const scoreLine = (r: ReelSourceRecap) => `${r.homeTeam} ${r.homeScore}–${r.awayScore} ${r.awayTeam}`;

/** The recaps a focus is about: the whole league, games a team played, or games a player has a line in. */
export function recapsInFocus(recaps: ReelSourceRecap[], focusType: ReelFocusType, focusValue: string) {
  const usable = recaps.filter((r) => r.homeTeam && r.awayTeam);
  if (focusType === "team") return usable.filter((r) => same(r.homeTeam, focusValue) || same(r.awayTeam, focusValue));
  if (focusType === "player") return usable.filter((r) => r.players.some((p) => same(p.name, focusValue)));
  return usable;
}

function playersInFocus(r: ReelSourceRecap, focusType: ReelFocusType, focusValue: string): PlayerStat[] {
  if (focusType === "team") return r.players.filter((p) => same(p.team, focusValue));
  if (focusType === "player") return r.players.filter((p) => same(p.name, focusValue));
  return r.players;
}

/** The fields of a player's line the box score has (a zero is a fact too, but not a highlight). */
function shownStats(p: PlayerStat): [StatKey, number][] {
  return POSITION_COLUMNS[p.position]
    .map((k) => [k, p[k]] as [StatKey, number | undefined])
    .filter((e): e is [StatKey, number] => typeof e[1] === "number" && e[1] > 0);
}

/** How big a line is: yards, with touchdowns and takeaways worth a long gain each. */
function lineWeight(p: PlayerStat): number {
  const n = (k: StatKey) => p[k] ?? 0;
  return (
    n("passingYards") / 3 +
    n("rushingYards") +
    n("receivingYards") +
    25 * (n("passingTouchdowns") + n("rushingTouchdowns") + n("receivingTouchdowns")) +
    30 * (n("defensiveInterceptions") + n("forcedFumbles")) +
    20 * n("sacks") +
    2 * n("tackles")
  );
}

/** Big plays a box score proves: touchdowns, takeaways and sacks, each a count from one line. */
const BIG_PLAYS: { key: StatKey; one: string; many: string; weight: number }[] = [
  { key: "passingTouchdowns", one: "touchdown pass", many: "touchdown passes", weight: 40 },
  { key: "rushingTouchdowns", one: "rushing touchdown", many: "rushing touchdowns", weight: 40 },
  { key: "receivingTouchdowns", one: "touchdown catch", many: "touchdown catches", weight: 40 },
  { key: "defensiveInterceptions", one: "interception", many: "interceptions", weight: 45 },
  { key: "forcedFumbles", one: "forced fumble", many: "forced fumbles", weight: 35 },
  { key: "sacks", one: "sack", many: "sacks", weight: 30 },
];

function candidatesOf(r: ReelSourceRecap, req: ReelRequest): Candidate[] {
  const game = scoreLine(r);
  const out: Candidate[] = [
    {
      recap: r,
      type: "final_score",
      // Every game's result matters more than any one line in it.
      weight: 1000,
      overlay: game,
      description: `Final: ${r.homeTeam} ${r.homeScore}, ${r.awayTeam} ${r.awayScore} (${r.gameDate.slice(0, 10)})`,
      stats: { homeTeam: r.homeTeam!, homeScore: r.homeScore, awayTeam: r.awayTeam!, awayScore: r.awayScore },
    },
  ];
  for (const p of playersInFocus(r, req.focusType, req.focusValue)) {
    const line = shownStats(p);
    if (line.length === 0) continue;
    const stats = { name: p.name, team: p.team, position: p.position, ...Object.fromEntries(line) };
    out.push({
      recap: r,
      type: "stat_line",
      weight: lineWeight(p),
      overlay: `${p.name} · ${line.map(([k, v]) => `${v} ${STATS[k].prompt}`).join(" · ")}`,
      description: `${p.name} (${p.team}) in ${game}: ${line.map(([k, v]) => `${v} ${STATS[k].prompt}`).join(", ")}`,
      stats,
    });
    for (const play of BIG_PLAYS) {
      const count = p[play.key] ?? 0;
      if (count < 1) continue;
      const what = `${count} ${count === 1 ? play.one : play.many}`;
      out.push({
        recap: r,
        type: "big_play",
        weight: play.weight * count,
        overlay: `${what} — ${p.name}`,
        description: `${p.name} (${p.team}): ${what} in ${game}`,
        stats: { name: p.name, team: p.team, position: p.position, [play.key]: count },
      });
    }
  }
  return out;
}

/** The persona who wrote most of the games shown (ties: the latest game's), or none. */
function narratorOf(recaps: ReelSourceRecap[]): string | null {
  const counts = new Map<string, number>();
  for (const r of recaps) if (r.writerId) counts.set(r.writerId, (counts.get(r.writerId) ?? 0) + 1);
  let best: string | null = null;
  for (const r of recaps) {
    if (!r.writerId) continue;
    if (best === null || counts.get(r.writerId)! > counts.get(best)!) best = r.writerId;
  }
  return best;
}

/**
 * The reel: a title card, then the best facts that fit the duration, in game order (oldest game
 * first, each game's score before its lines and plays). `recaps` are newest first.
 */
export function pickSegments(recaps: ReelSourceRecap[], req: ReelRequest, noneReason: string): PickResult {
  const inFocus = recapsInFocus(recaps, req.focusType, req.focusValue);
  if (inFocus.length === 0) return { ok: false, reason: noneReason };
  const style = REEL_STYLES[req.style];
  const slots = Math.max(2, Math.floor(req.duration / style.segmentSeconds));
  const all = inFocus.flatMap((r) => candidatesOf(r, req));
  const chosen = [...all].sort((a, b) => b.weight - a.weight).slice(0, slots - 1);
  const order: Record<Candidate["type"], number> = { final_score: 0, stat_line: 1, big_play: 2 };
  const byGame = (c: Candidate) => inFocus.length - inFocus.indexOf(c.recap);
  chosen.sort((a, b) => byGame(a) - byGame(b) || order[a.type] - order[b.type] || b.weight - a.weight);

  const count = chosen.length + 1;
  const seconds = Math.min(MAX_SEGMENT_SECONDS, Math.max(style.segmentSeconds, Math.floor(req.duration / count)));
  const segments: ReelSegment[] = [
    {
      recapId: null,
      segmentType: "intro",
      startTime: 0,
      duration: seconds,
      playDescription: `${req.title}: ${inFocus.length} ${inFocus.length === 1 ? "game" : "games"}`,
      playerStats: null,
      textOverlay: req.title,
      transitionType: REEL_DEFAULTS.transition,
    },
    ...chosen.map((c, i) => ({
      recapId: c.recap.id,
      segmentType: c.type,
      startTime: (i + 1) * seconds,
      duration: seconds,
      playDescription: c.description,
      playerStats: c.stats,
      textOverlay: c.overlay,
      transitionType: c.type === "big_play" ? style.bigPlayTransition : REEL_DEFAULTS.transition,
    })),
  ];
  const used = inFocus.filter((r) => chosen.some((c) => c.recap === r));
  return { ok: true, segments, recapIds: used.map((r) => r.id).reverse(), writerId: narratorOf(used) };
}
