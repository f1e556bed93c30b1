import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The server-rendered pages' sheets (web/src/ssr/page-css.ts inlines them): each size and weight
// their first screens use is one more font to set up before the first layout (decisions 194, 374).
const dir = new URL("./", import.meta.url);
const sheets = readdirSync(dir)
  .filter((f) => f.endsWith(".css"))
  .map((f) => ({ name: f, css: readFileSync(new URL(f, dir), "utf8") }));
const values = (css: string, property: string) =>
  [...css.matchAll(new RegExp(`(?<![-\\w])${property}:\\s*([^;]+);`, "g"))].map((m) => m[1]!.trim());

describe("the reading pages' type scale", () => {
  it("declares three sizes and the desktop headline's, nothing between body text and headings", () => {
    const root = sheets.find((s) => s.name === "shell.css")!.css;
    const tokens = [...root.matchAll(/--text-([a-z]+):/g)].map((m) => m[1]);
    expect(tokens).toEqual(["s", "m", "story", "xl", "xxl"]);
  });

  it.each(sheets)("$name sizes text only from the scale (fields keep 16 px)", ({ css }) => {
    for (const size of values(css, "font-size"))
      expect(size).toMatch(/^var\(--text-(s|m|story|xl|xxl)\)$|^max\(1rem, 16px\)$/);
  });

  it("keeps the story's size for the reader's story text alone", () => {
    const users = sheets.filter(({ css }) => values(css, "font-size").includes("var(--text-story)"));
    expect(users.map((s) => s.name)).toEqual(["reader.css"]);
    expect(values(users[0]!.css, "font-size").filter((v) => v === "var(--text-story)")).toHaveLength(1);
  });

  it("sizes the reader's headings by their level: a section's h2 is the page's h2, not body-sized", () => {
    // 24 px bold is already the reader's h1 on a phone (no font more); at 16 px the box score's
    // heading was its teams' and its tables rose into the content-visibility margin (decision 325).
    const reader = sheets.find((s) => s.name === "reader.css")!.css;
    const headingSizes = [...reader.matchAll(/([^{}]*\bh[2-6])\s*\{([^}]*)\}/g)]
      .filter(([, , body]) => /(?<![-\w])font-size:/.test(body!))
      .map(([, selector]) => selector!.trim());
    expect(headingSizes).toEqual([]);
  });

  it.each(sheets)("$name weighs text 400 or 700 only", ({ css }) => {
    for (const weight of values(css, "font-weight")) expect(weight).toMatch(/^(400|700)$/);
  });
});
