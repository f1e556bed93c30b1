// The story's angle for each game shape (issue 38 item 4): chosen by the rules of angle.ts in their
// order, and the sentence that carries it follows the result in the lede.
import { describe, expect, it } from "vitest";
import type { PlayerStat } from "../../../../db/domain";
import type { GameLedger, TeamLedger, WinLoss } from "../../ledger/types";
import { writeBuiltinArticle } from "../builtin";
import { recapBrief } from "../test/fixtures";
import { chooseAngle } from "./angle";
import { gameFacts } from "./facts";

const base = recapBrief();
/** The fixture's players with some rows changed (by id). */
const players = (changes: Record<string, Partial<PlayerStat>>) =>
  base.players.map((p) => ({ ...p, ...changes[p.id] }) as PlayerStat);
const clean = { p4: { interceptions: 0 } };
const lede = (text: string) => text.split("\n\n")[0]!;

const fact = <T>(value: T) => ({ value, source: "test" });
const wl = (wins: number, losses: number): WinLoss => ({ wins, losses, ties: 0 });
/** A ledger of the two sides with only what an angle reads (records before and streaks). */
function ledger(w: { before: WinLoss; streak: number; was: number }, l: { before: WinLoss; was: number }) {
  const team = (name: string, won: boolean, t: { before: WinLoss; streak?: number; was: number }) =>
    ({
      name,
      won,
      lost: !won,
      recordBefore: fact(t.before),
      streak: fact(t.streak ?? -1),
      streakBefore: fact(t.was),
    }) as unknown as TeamLedger;
  return { home: team("Austin Outlaws", true, w), away: team("Portland Lumberjacks", false, l) } as GameLedger;
}

describe("the story's angle", () => {
  it("turnovers that swung it: the loser gave it away twice more, and the lede says so", () => {
    const brief = recapBrief();
    expect(chooseAngle(gameFacts(brief)).kind).toBe("turnovers");
    expect(lede(writeBuiltinArticle(brief))).toMatch(/2 interceptions/);
  });

  it("a defensive stand: the loser held to 10 or fewer, and the winner's defender leads", () => {
    const brief = recapBrief({ homeScore: 27, awayScore: 10, players: players(clean) });
    expect(chooseAngle(gameFacts(brief)).kind).toBe("defence");
    expect(lede(writeBuiltinArticle(brief))).toContain("Reggie Stone");
  });

  it("a rushing attack that controlled it: 150 yards and 50 more than the loser; the runner leads", () => {
    const brief = recapBrief({ players: players({ ...clean, p2: { rushingYards: 160 } }) });
    const angle = chooseAngle(gameFacts(brief));
    expect(angle.kind).toBe("rushing");
    expect(lede(writeBuiltinArticle(brief))).toContain("Dante Rhodes");
    expect(lede(writeBuiltinArticle(brief))).toContain("160");
  });

  it("the decisive performer: a winner's good line of 300 passing yards", () => {
    const brief = recapBrief({ players: players(clean) });
    const angle = chooseAngle(gameFacts(brief));
    expect(angle.kind === "performer" && angle.player.row.name).toBe("Cal Brewer");
    expect(lede(writeBuiltinArticle(brief))).toContain("301");
  });

  it("no performer when the winner's lines are ordinary, and no angle at all in a plain game", () => {
    const plain = players({
      ...clean,
      p1: { passingYards: 210, passingTouchdowns: 1, completions: 18, attempts: 31 },
      p2: { rushingYards: 70, rushingTouchdowns: 0 },
      p3: { receivingYards: 80, receivingTouchdowns: 1 },
      p5: { sacks: 1, defensiveInterceptions: 0 },
    });
    expect(chooseAngle(gameFacts(recapBrief({ homeScore: 24, awayScore: 21, players: plain }))).kind).toBe("result");
  });

  it("an upset: by the author's report first, and by record with the ledger (two or more wins fewer)", () => {
    const typed = recapBrief({ details: "The Lumberjacks were the favourites." });
    expect(chooseAngle(gameFacts(typed))).toEqual({ kind: "upset", by: "report" });
    const f = gameFacts(recapBrief({ players: players(clean) }));
    const upset = ledger({ before: wl(0, 3), streak: 1, was: -3 }, { before: wl(2, 1), was: 2 });
    expect(chooseAngle(f, upset)).toEqual({ kind: "upset", by: "record" });
    const even = ledger({ before: wl(1, 2), streak: 1, was: -1 }, { before: wl(2, 1), was: 1 });
    expect(chooseAngle(f, even).kind).toBe("performer");
  });

  it("a streak extended or snapped, when no number of the game carries it", () => {
    const plain = players({
      ...clean,
      p1: { passingYards: 210, passingTouchdowns: 1 },
      p2: { rushingYards: 70 },
      p3: { receivingYards: 80, receivingTouchdowns: 1 },
      p5: { sacks: 1, defensiveInterceptions: 0 },
    });
    const f = gameFacts(recapBrief({ homeScore: 24, awayScore: 21, players: plain }));
    const run = ledger({ before: wl(2, 0), streak: 3, was: 2 }, { before: wl(1, 1), was: -1 });
    expect(chooseAngle(f, run)).toEqual({ kind: "streak", team: "winner" });
    const snapped = ledger({ before: wl(2, 2), streak: 1, was: -1 }, { before: wl(3, 1), was: 3 });
    expect(chooseAngle(f, snapped)).toEqual({ kind: "streak", team: "loser" });
  });
});
