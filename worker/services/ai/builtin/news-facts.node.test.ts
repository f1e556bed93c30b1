// News that adds what the league's data proves (issue 38 item 5, decision 297): a typed news story in
// the ledger league names a rostered quarterback and his team; the story keeps every typed sentence,
// adds his age, position, team, contract, injury and season totals and the team's record, and the
// checker refuses each of those claims when it is false. Each persona says them in its own words
// (decision 331).
import { describe, expect, it } from "vitest";
import { playerName } from "../../../../db/seed/ledger-league";
import { newsLedger } from "../../ledger/news";
import { ledgerSeason } from "../../ledger/test/ledger-season";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { newsBrief, PERSONAS } from "../test/fixtures";
import { sentencesOf } from "./text";

const [first, last] = playerName(0, 0);
const QB = `${first} ${last}`;
const TYPED = [
  `${QB} has been named the Harbor City Gulls' captain for the rest of the season.`,
  "The vote in the locker room was unanimous.",
];

function league() {
  const data = ledgerSeason();
  const row = data.roster.find((r) => r.firstName === first && r.lastName === last)!;
  Object.assign(row, { contractLength: 4, contractYearsLeft: 2, injuryLength: 1 });
  return newsLedger(data, `${TYPED.join(" ")}`);
}

const brief = (overrides = {}) =>
  newsBrief({
    title: `${QB} named captain`,
    category: "team-update",
    details: TYPED.join(" "),
    playerQuotes: null,
    news: league(),
    ...overrides,
  });

describe("the news ledger", () => {
  it("knows the named player's position, age, team, contract, injury and season, and the team's record", () => {
    const n = league();
    expect(n.through).toBe("Week 3");
    const qb = n.players.find((p) => p.full === QB)!;
    expect(qb).toMatchObject({ position: "QB", age: 23, team: "Harbor City Gulls", injuryWeeks: 1 });
    expect(qb.contract).toEqual({ length: 4, yearsLeft: 2 });
    expect(qb.totals?.value.passYds).toBeGreaterThan(0);
    expect(n.teams).toEqual([
      expect.objectContaining({
        name: "Harbor City Gulls",
        record: expect.objectContaining({ value: { wins: 2, losses: 1, ties: 0 } }),
      }),
    ]);
  });
});

describe("news from typed details in a league with an export", () => {
  for (const persona of PERSONAS)
    it(`${persona.id}: keeps every typed sentence and adds the data's facts, which pass the checker`, () => {
      const b = brief({ persona });
      const text = writeBuiltinArticle(b);
      for (const s of TYPED) expect(sentencesOf(text)).toContain(s);
      expect(text).toMatch(/23-year-old quarterback/);
      expect(text).toMatch(/2 years left on a 4-year contract/);
      expect(text).toMatch(/out 1 week\b/);
      expect(text).toMatch(new RegExp(`${b.news!.players[0]!.totals!.value.passYds} passing yards `));
      expect(text).toMatch(/Harbor City Gulls are 2-1 through Week 3|Gulls are 2-1/);
      expect(checkClaims(text, b).problems).toEqual([]);
    });

  it("each of the nine personas writes the data paragraph in its own words, and each passes the checker", () => {
    const paragraphs = PERSONAS.map((persona) => {
      const b = brief({ persona });
      const text = writeBuiltinArticle(b);
      expect(checkClaims(text, b).problems, persona.id).toEqual([]);
      return text.split("\n\n").find((p) => p.includes("23-year-old"))!;
    });
    expect(new Set(paragraphs).size).toBe(PERSONAS.length);
    // Not one sentence of it is shared by two personas: no line is the shared phrasing.
    const sentences = paragraphs.flatMap((p) => sentencesOf(p).map((s) => s.replace(/\d+/g, "#")));
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it("refuses each added claim when it is false", () => {
    const b = brief();
    const text = writeBuiltinArticle(b);
    const yards = b.news!.players[0]!.totals!.value.passYds!;
    const wrong: [string, string][] = [
      ["23-year-old", "27-year-old"],
      ["quarterback", "cornerback"],
      ["2 years left", "3 years left"],
      ["4-year contract", "5-year contract"],
      ["out 1 week", "out 4 weeks"],
      [`${yards} passing yards`, `${yards + 7} passing yards`],
      ["are 2-1", "are 3-0"],
      ["Week 3", "Week 4"],
    ];
    for (const [from, to] of wrong) {
      expect(text, from).toContain(from);
      const lie = text.replace(from, to);
      expect(checkClaims(lie, b).ok, to).toBe(false);
    }
    const team = text.replace(/(?:for|with) the Harbor City Gulls/, "for the Mesa Rattlers");
    expect(team).not.toBe(text);
    expect(checkClaims(team, b).ok).toBe(false);
  });

  it("the author's own sentences are theirs, and without an export nothing is added", () => {
    const typed = `${QB} is a 30-year-old quarterback.`;
    const b = brief({ details: typed });
    expect(checkClaims(writeBuiltinArticle(b), b).problems).toEqual([]);
    const bare = writeBuiltinArticle(brief({ news: null }));
    expect(bare).not.toMatch(/year-old|on the season/);
  });
});
