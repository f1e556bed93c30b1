// The built-in writer with the season ledger (issue 38 items 3 and 4): every played game of the
// ledger league, by every persona, gives both records after the lede, the next games when the
// schedule has them, roster names in full on first mention and by surname after, and passes the
// claim checker.
import { describe, expect, it } from "vitest";
import { LEDGER_WEEKS, PLAYED_WEEKS } from "../../../../db/seed/ledger-league";
import { ledgerBrief, ledgerSeason } from "../../ledger/test/ledger-season";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { PERSONAS } from "../test/fixtures";
import { seasonMark } from "./context";
import { gameFacts } from "./facts";
import { sentencesOf } from "./text";

const data = ledgerSeason();
const games = LEDGER_WEEKS.slice(0, PLAYED_WEEKS).flatMap((week, w) => week.map(([home]) => [w, home] as const));
const articles = games.flatMap(([w, home], g) =>
  PERSONAS.map((persona, p) => {
    const brief = ledgerBrief(data, w, home, { persona, articleId: 5000 + g * 10 + p });
    return { brief, text: writeBuiltinArticle(brief) };
  }),
);

describe("built-in recaps in their season", () => {
  it(`every one of ${articles.length} articles passes the claim checker`, () => {
    for (const a of articles) expect(checkClaims(a.text, a.brief).problems, a.text).toEqual([]);
  });

  it("a featured player's season high or league lead in the ledger is never given way for length (decision 332)", () => {
    const lost: string[] = [];
    let marked = 0;
    for (const { brief, text } of articles) {
      const f = gameFacts(brief);
      const featured = [f.leaders.winner, f.leaders.loser].flatMap((x) => [x.qb, x.runner, x.receiver, x.defender]);
      const has = featured.some((l) => {
        const season = l && brief.context!.players.find((p) => p.id === l.row.id);
        return season && seasonMark(season) > 0;
      });
      if (!has) continue;
      marked++;
      if (!/season high|leads? the league/.test(text)) lost.push(`${brief.persona.id}: ${text}`);
    }
    expect(marked).toBeGreaterThan(50);
    expect(lost).toEqual([]);
  });

  it("a season high or league lead is said in the persona's words: no such sentence repeats across stories", () => {
    const seen = new Map<string, number>();
    for (const { text } of articles)
      for (const s of new Set(sentencesOf(text).filter((x) => /season high|leads? the league/.test(x))))
        seen.set(s, (seen.get(s) ?? 0) + 1);
    expect(seen.size).toBeGreaterThan(50);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  });

  it("the winner's record is in the first paragraph, and each side's next game closes the story", () => {
    for (const { brief, text } of articles) {
      const ctx = brief.context!;
      const winner = ctx.home.won ? ctx.home : ctx.away;
      const r = winner.record!.value;
      expect(text.split("\n\n")[0], text).toContain(`${r.wins}-${r.losses}`);
      const last = text.split("\n\n").at(-1)!;
      for (const t of [ctx.home, ctx.away]) expect(last, text).toContain(t.next!.value.opponent);
    }
  });

  it("a rostered player is named in full first, by surname after; the export's short form never appears", () => {
    const week2 = articles.filter((a) => a.brief.context!.game.week === 1 && a.text.includes("St. Brown"));
    expect(week2.length).toBeGreaterThan(0);
    for (const { text } of week2) {
      expect(text.indexOf("Amon St. Brown")).toBe(text.indexOf("St. Brown") - "Amon ".length);
      expect(text).not.toMatch(/\bA\.St\. Brown|\bBrown\b(?<!St\. Brown)/);
    }
    for (const { brief, text } of articles)
      for (const p of brief.players.filter((row) => brief.context!.players.some((x) => x.id === row.id && x.full)))
        expect(text, text).not.toContain(p.name);
  });

  it("without a roster the export's name is written the same way every time", () => {
    // The Eagles and the Herons exported no roster.
    const eagles = articles.filter((a) => a.brief.homeTeam === "Summit Eagles" && a.brief.awayTeam === "Delta Herons");
    expect(eagles.length).toBeGreaterThan(0);
    for (const { text } of eagles)
      for (const name of text.match(/\b[A-Z]\.[A-Z][a-z]+/g) ?? [])
        expect(text, name).not.toMatch(new RegExp(`(?<![A-Z]\\.)\\b${name.split(".")[1]}\\b`));
  });
});
