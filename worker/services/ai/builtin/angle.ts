// The story's angle: what a beat writer would lead with, chosen from the numbers by rules in a fixed
// order (thresholds.ts ANGLES). The lede is the result plus this angle, and the sentence that carries
// it moves up into the lede; the rest of the story supports it.
import type { PlayerStat } from "../../../../db/domain";
import type { GameLedger, TeamLedger } from "../../ledger/types";
import { type GameFacts, type Leader, n } from "./facts";
import { ANGLES as A, THRESHOLDS as T } from "./thresholds";

export type Angle =
  | { kind: "upset"; by: "report" | "record" }
  | { kind: "turnovers" }
  | { kind: "defence" }
  | { kind: "rushing"; runner: Leader | undefined }
  | { kind: "performer"; player: Leader }
  | { kind: "streak"; team: "winner" | "loser" }
  | { kind: "result" };

const giveaways = (s: GameFacts["winner"]) => s.interceptionsThrown + s.fumbles;

/** A winner's leader whose line carries the game on its own, the biggest first; undefined when none does. */
export function decisivePerformer(f: GameFacts): Leader | undefined {
  const w = f.leaders.winner;
  const carries = (l: Leader | undefined, test: (p: PlayerStat) => boolean) =>
    l && l.verdict === "good" && test(l.row) ? l : undefined;
  return (
    carries(
      w.qb,
      (p) => n(p.passingYards) >= A.performerPassingYards || n(p.passingTouchdowns) >= A.performerTouchdowns,
    ) ??
    carries(
      w.runner,
      (p) => n(p.rushingYards) >= A.performerRushingYards || n(p.rushingTouchdowns) >= A.performerTouchdowns,
    ) ??
    carries(
      w.receiver,
      (p) => n(p.receivingYards) >= A.performerReceivingYards || n(p.receivingTouchdowns) >= A.performerTouchdowns,
    ) ??
    carries(
      w.defender,
      (p) => n(p.defensiveInterceptions) + n(p.forcedFumbles) >= A.performerTakeaways || n(p.sacks) >= A.performerSacks,
    )
  );
}

const sideLedger = (f: GameFacts, ctx: GameLedger | null | undefined, winner: boolean): TeamLedger | undefined =>
  ctx ? [ctx.home, ctx.away].find((t) => t.name === (winner ? f.winner.name : f.loser.name)) : undefined;

/** The angle of a decided game; a tie has none ("result"). */
export function chooseAngle(f: GameFacts, ctx?: GameLedger | null): Angle {
  if (f.tie) return { kind: "result" };
  const w = sideLedger(f, ctx, true);
  const l = sideLedger(f, ctx, false);
  if (f.shape === "upset") return { kind: "upset", by: "report" };
  const wb = w?.recordBefore?.value;
  const lb = l?.recordBefore?.value;
  if (wb && lb && lb.wins - wb.wins >= A.upsetWins) return { kind: "upset", by: "record" };
  if (giveaways(f.loser) - giveaways(f.winner) >= A.turnoverGap) return { kind: "turnovers" };
  if (f.loser.score <= A.defensiveStandAllowed) return { kind: "defence" };
  const [wr, lr] = [f.winner.rushingYards, f.loser.rushingYards];
  if (wr !== null && wr >= A.rushingYards && wr >= (lr ?? 0) + T.hingeRushingYards)
    return { kind: "rushing", runner: f.leaders.winner.runner };
  const star = decisivePerformer(f);
  if (star) return { kind: "performer", player: star };
  if ((w?.streak?.value ?? 0) >= A.streak || (w?.streakBefore?.value ?? 0) <= -A.streak)
    return { kind: "streak", team: "winner" };
  if ((l?.streakBefore?.value ?? 0) >= A.streak) return { kind: "streak", team: "loser" };
  return { kind: "result" };
}
