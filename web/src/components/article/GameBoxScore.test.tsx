import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PlayerStat } from "../../../../db/domain/players";
import { GameBoxScore } from "./GameBoxScore";

const line = (values: Partial<PlayerStat> & Pick<PlayerStat, "name" | "team" | "position">) =>
  ({ id: values.name, ...values }) as PlayerStat;

// Decision 325: on a phone the box score's tables are laid out only once the reader scrolls near
// them. Until then each holds the height its rows give it, so the page below does not move.
describe("GameBoxScore below a phone's first screen", () => {
  it("gives each table its number of lines (the header's and one per player) for its height before layout", () => {
    const html = renderToString(
      <GameBoxScore
        homeTeam="Austin Outlaws"
        awayTeam="Portland Lumberjacks"
        names={null}
        players={[
          line({ name: "Cal Brewer", team: "Austin Outlaws", position: "QB", passingYards: 250 }),
          line({ name: "Bo Renner", team: "Austin Outlaws", position: "DEF", tackles: 7 }),
          line({ name: "Ty Moss", team: "Austin Outlaws", position: "DEF", tackles: 3 }),
          line({ name: "Mekhi Rowan", team: "Portland Lumberjacks", position: "WR", receivingYards: 112 }),
        ]}
      />,
    );
    const tables = [...html.matchAll(/<section class="story-box__scroll"[^>]*style="--rows:(\d+)"[^>]*><table/g)];
    expect(tables.map((m) => Number(m[1]))).toEqual([2, 3, 2]);
  });

  it("the reader's stylesheet skips the tables and the reactions on a phone until near, with a placeholder height", () => {
    const css = readFileSync(new URL("../../styles/reader.css", import.meta.url), "utf8");
    const phone = /@media \(max-width: 600px\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
    for (const selector of [".story-box__scroll", ".reaction-bar"]) {
      const rule = new RegExp(`\\${selector} \\{([^}]*)\\}`).exec(phone)?.[1] ?? "";
      expect(rule, selector).toContain("content-visibility: auto;");
      expect(rule, selector).toMatch(/contain-intrinsic-size: auto \S/);
    }
    expect(phone).toContain("var(--rows");
  });

  it("keeps each table's caption on one line, as its height before layout counts it", () => {
    const css = readFileSync(new URL("../../styles/reader.css", import.meta.url), "utf8");
    const caption = /\.story-box__table caption \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(caption).toContain("white-space: nowrap;");
  });
});
