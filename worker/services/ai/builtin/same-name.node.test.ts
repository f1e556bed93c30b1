// The built-in writer on games where two players share a name (issue 37 item 10): on generated
// games with one player renamed after another (either team, any positions), every article passes
// the claim checker, and a shared name is always said with its team and position.
import { describe, expect, it } from "vitest";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { gameBrief, PERSONAS } from "../test/fixtures";
import type { ArticleBrief } from "../types";

const PAIRS = [
  ["QB", "QB", "away"],
  ["RB", "RB", "away"],
  ["WR", "DEF", "away"],
  ["RB", "WR", "home"],
  ["DEF", "DEF", "home"],
] as const;

/** The brief with a second player renamed after a home player of the first position. */
function withTwin(seed: number, [first, second, side]: (typeof PAIRS)[number]): ArticleBrief {
  const b = gameBrief(seed, PERSONAS[seed % PERSONAS.length]);
  const model = b.players.find((p) => p.team === b.homeTeam && p.position === first)!;
  const team = side === "home" ? b.homeTeam : b.awayTeam;
  const other = b.players.find((p) => p !== model && p.team === team && p.position === second)!;
  return { ...b, players: b.players.map((p) => (p === other ? { ...p, name: model.name } : p)) };
}

const cases = PAIRS.flatMap((pair) => Array.from({ length: 12 }, (_, seed) => ({ pair, brief: withTwin(seed, pair) })));

describe("built-in recaps when two players share a name", () => {
  it(`every one of ${cases.length} articles passes the claim checker`, () => {
    for (const { pair, brief } of cases) {
      const text = writeBuiltinArticle(brief);
      expect(checkClaims(text, brief).problems, `${pair.join("/")}\n${text}`).toEqual([]);
    }
  });

  it("says a shared name only with its team and position", () => {
    for (const { brief } of cases) {
      const text = writeBuiltinArticle(brief);
      const name = brief.players.find((p, i) => brief.players.findIndex((o) => o.name === p.name) !== i)!.name;
      for (const m of text.matchAll(new RegExp(name, "g")))
        expect(text.slice(Math.max(0, m.index - 40), m.index), text).toMatch(
          /(?:quarterback|running back|receiver|defender) $/,
        );
    }
  });
});
