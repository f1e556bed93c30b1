import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { GameWeekFilterBar } from "./GameWeekFilterBar";

// Decision 344: laying the league page's filter out never measures the selects' options. Each
// field is a block (its label, then its select, both blocks) whose width comes from the form's
// row alone; as a grid, or with a flex item's content-based minimum, the browser measured every
// option's text (the week select has 27) for the select's intrinsic width before the first paint.
describe("GameWeekFilterBar's layout", () => {
  it("is a form of fields, each its label then its select", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/league/NFL"]}>
        <GameWeekFilterBar seasons={[26]} weeks={["3"]} />
      </MemoryRouter>,
    );
    const fields = [...html.matchAll(/<div><label [^>]*>[^<]+<\/label><select /g)];
    expect(html).toMatch(/^<form class="game-week-filter"/);
    expect(fields).toHaveLength(2);
  });

  it("gives each field, label and select block layout and no content-based minimum width", () => {
    const css = readFileSync(new URL("../styles/league.css", import.meta.url), "utf8");
    const rule = (selector: string) =>
      new RegExp(`\\n${selector.replace(/[.>]/g, "\\$&")} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
    const field = rule(".game-week-filter > div");
    expect(field).toContain("min-width: 0;");
    expect(field).not.toMatch(/display: (grid|flex|inline)/);
    expect(rule(".game-week-filter label")).toContain("display: block;");
    expect(rule(".game-week-filter select")).toContain("display: block;");
    expect(rule(".game-week-filter select")).toContain("width: 100%;");
  });
});
