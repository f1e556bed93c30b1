// Every screen of a game → one box score. The same abbreviated name on the same team is one player
// across the passing, rushing and receiving screens (a QB's runs, a back's catches); defense rows
// are their own players. A name read two ways only by OCR's letter swaps is one player, marked for the
// author (readAlike). Rows whose team tab was not read are kept apart, never merged by name.
import type { PlayerStat } from "../players";
import { DOUBTFUL } from "./rows";
import { unlikely } from "./score";
import { doubtRushingTotals, doubtTeamRelations, doubtTouchdowns } from "./team-checks";
import type { BoxScoreRead, ReadCell, ReadPlayer, ScreenRead, ScreenRow, TypedTeams, UnreadLine } from "./types";

const POSITION_OF_NEW: Record<"passing" | "rushing" | "receiving" | "defense", PlayerStat["position"]> = {
  passing: "QB",
  rushing: "RB",
  receiving: "WR",
  defense: "DEF",
};
const ORDER = ["passing", "rushing", "receiving", "defense"] as const;

/** "D. Kest", "D.Kest" and "d. kest" are one name. */
export const nameKey = (name: string) => name.replace(/\s+/g, "").toLowerCase();

/**
 * One spelling for the letters OCR swaps in a name: a lower-case l, a 1 or a bar for a capital I
 * ("R. lwu"), a 0 for an O, a bracket for the J of "Jr.", and spaces and periods. Case is kept, so
 * "L. Kest" and "I. Kest" stay two players; no swap that turns one real name into another ("rn"
 * and "m": Horn and Hom) and no dropped letter or suffix is forgiven.
 */
export const readAlike = (name: string) =>
  name
    .replace(/\](?=[rR]\.?$)/, "J")
    .replace(/[\s.]/g, "")
    .replace(/[l1|]/g, "I")
    .replace(/0/g, "O");

/**
 * `teams`, the names as typed, tie each team to its points for the touchdowns' check
 * (team-checks.ts); without them that check is left out.
 */
export function combineScreens(screens: ScreenRead[], teams?: TypedTeams): BoxScoreRead {
  const players: ReadPlayer[] = [];
  const unread: UnreadLine[] = screens.flatMap((s) => s.unread);
  // Rows already taken per screen kind, so a screenshot chosen twice does not double a player.
  const seen = new Map<string, ScreenRow>();
  for (const kind of ORDER) {
    for (const screen of screens.filter((s) => s.kind === kind)) {
      for (const row of screen.rows) {
        const team = screen.team;
        const rowKey = `${kind}|${team ?? "?"}|${nameKey(row.name)}`;
        const before = seen.get(rowKey);
        if (before) {
          if (!sameCells(before, row))
            unread.push({ screen: kind, text: row.name, reason: "read twice with different numbers" });
          continue;
        }
        seen.set(rowKey, row);
        const offense =
          team === null || kind === "defense" ? [] : players.filter((p) => p.team === team && p.position !== "DEF");
        let mates = offense.filter((p) => nameKey(p.name) === nameKey(row.name));
        // A name read two ways on two screens ("R. Iwu", "R. lwu") is one player when it is the only
        // such name on the team, none of its stats came from this screen kind, and the card is
        // marked for the author to check.
        let alike = false;
        if (mates.length === 0) {
          const near = offense.filter((p) => readAlike(p.name) === readAlike(row.name));
          const fresh = near.length === 1 && Object.keys(row.cells).every((k) => !(k in near[0]!.stats));
          if (fresh) {
            mates = near;
            alike = true;
          }
        }
        if (mates.length > 1) {
          unread.push({ screen: kind, text: row.name, reason: "more than one player with this name" });
          continue;
        }
        const mate = mates[0];
        if (mate) {
          mate.stats = { ...mate.stats, ...row.cells };
          mate.nameConfidence = Math.min(mate.nameConfidence, row.nameConfidence, alike ? DOUBTFUL : 100);
        } else
          players.push({
            name: row.name,
            team: team ?? "",
            position: POSITION_OF_NEW[kind],
            nameConfidence: row.nameConfidence,
            stats: { ...row.cells },
          });
      }
    }
  }
  doubtTeamRelations(players);
  doubtRushingTotals(players, screens.find((s) => s.rushingTotals)?.rushingTotals);
  const homeScore = pointsOf(screens, "home");
  const awayScore = pointsOf(screens, "away");
  return {
    homeScore: teams ? doubtTouchdowns(players, teams.home, homeScore) : homeScore,
    awayScore: teams ? doubtTouchdowns(players, teams.away, awayScore) : awayScore,
    players,
    unread,
  };
}

/**
 * A team's points: every screen of a game shows the same score bug, so where screens read it two
 * ways one of them is wrong, and which is not known. The value most screens read wins (on a tie, the
 * team-stats screen's, then the first screen's) and is marked doubtful; a score every screen read
 * alike is as sure as its least sure read (one screen's read of the same bug found it doubtful).
 * Only reads not in doubt vote when there are any: a digit the reads put in doubt may be misread
 * alike on several screens of one photo ("371" for 31 at 50 on five screens of style 198's photo,
 * 31 at 72–86 on three), where the sure reads agree on the points.
 */
function pointsOf(screens: ScreenRead[], side: "home" | "away"): ReadCell | null {
  const all = [...screens.filter((s) => s.kind === "game"), ...screens.filter((s) => s.kind !== "game")].flatMap((s) =>
    s.score ? [s.score[side]] : [],
  );
  const sure = all.filter((r) => r.confidence >= DOUBTFUL);
  const voting = sure.length > 0 ? sure : all;
  // Points no team is likely to score lose to any read of points it may have scored (score.ts).
  const likely = voting.filter((r) => !unlikely(r.value));
  const reads = likely.length > 0 ? likely : voting;
  const count = (value: number) => reads.filter((r) => r.value === value).length;
  const best = reads.reduce<ReadCell | null>((a, r) => (a && count(a.value) >= count(r.value) ? a : r), null);
  if (!best) return null;
  if (all.every((r) => r.value === best.value))
    return { ...best, confidence: Math.min(...all.map((r) => r.confidence)) };
  return { ...best, confidence: Math.min(best.confidence, DOUBTFUL) };
}

function sameCells(a: ScreenRow, b: ScreenRow): boolean {
  const keys = new Set([...Object.keys(a.cells), ...Object.keys(b.cells)]) as Set<keyof ScreenRow["cells"]>;
  return [...keys].every((k) => a.cells[k]?.value === b.cells[k]?.value);
}
