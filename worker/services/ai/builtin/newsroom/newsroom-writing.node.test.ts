import { describe, expect, it } from "vitest";
import {
  PLAYOFF_STATUS,
  playoffPicture,
  powerRankings,
  previousColumnOf,
  rosterArticles,
  rosterChanges,
  type StandingRow,
  weeklyAwards,
} from "../../../../../db/domain/newsroom";
import { baselineRosters, changedRosters, tradeLedger } from "../../../../../db/seed/newsroom-fixtures";
import { SMALL_GAMES, SMALL_TEAMS, WEEK_TWO_STATS } from "../../../../../db/seed/newsroom-small-league";
import { checkNewsroomClaims } from "../../claims/newsroom-claims";
import { VOICES } from "../voices";
import { writeAwardsArticle } from "./awards-article";
import { writePlayoffPicture } from "./playoff-article";
import { writeRankingsColumn } from "./rankings-column";
import { writeRosterArticle } from "./roster-articles";

const PERSONAS = Object.keys(VOICES);
const league = { teams: SMALL_TEAMS, games: SMALL_GAMES, stats: WEEK_TWO_STATS, season: 0 };
const weekOne = powerRankings({ ...league, week: 0, previous: null })!;
const weekTwo = powerRankings({ ...league, week: 1, previous: previousColumnOf(weekOne) })!;
const awards = weeklyAwards({ ...league, week: 1 })!;
const paragraphs = (body: string) => body.split("\n\n");

describe("the power rankings column", () => {
  it("ranks every team with its record, its move, this week's result and its standout line", () => {
    const d = writeRankingsColumn(weekTwo, "marcus-vale");
    expect(d).toMatchObject({
      kind: "rankings",
      category: "general",
      title: "Week 2 power rankings: the Anvils climb to No. 1",
    });
    expect(paragraphs(d.body).slice(2, 6)).toEqual([
      "1. Albany Anvils (2-0), up 1 from No. 2. The Anvils beat the Chico Comets 17-10. Eli Vance posted 9 catches for 120 receiving yards and 1 receiving touchdown.",
      "2. Chico Comets (1-1), down 1 from No. 1. The Comets lost to the Albany Anvils 17-10. Cole Bishop had 12 tackles.",
      "3. Boise Bison (1-1), holds at No. 3. The Bison beat the Duluth Drakes 24-20. Tavon Carter put up 22 carries for 140 rushing yards and 1 rushing touchdown.",
      "4. Duluth Drakes (0-2), holds at No. 4. The Drakes lost to the Boise Bison 24-20. Jalen Okafor put up 7 tackles, 2 sacks and 1 interception.",
    ]);
  });

  it("says in week 1 that there is no last week, and moves no team", () => {
    const d = writeRankingsColumn(weekOne, "marcus-vale");
    expect(d.title).toBe("Week 1 power rankings: the Comets open at No. 1");
    expect(d.body).toContain("This is the first column of the season, so there is no last week to move from.");
    expect(d.body).not.toMatch(/\b(up|down) \d|holds at|from No\./);
  });
});

describe("the awards article", () => {
  it("names both players of the week with the line that earned it, and the game of the week with its reason", () => {
    const d = writeAwardsArticle(awards, "marcus-vale");
    expect(d).toMatchObject({
      kind: "awards",
      category: "awards",
      title: "Week 2 awards: Eli Vance and Jalen Okafor take player of the week",
    });
    expect(paragraphs(d.body).slice(1, 4)).toEqual([
      "Offensive player of the week: Eli Vance of the Albany Anvils, with 9 catches for 120 receiving yards and 1 receiving touchdown in a 17-10 win over the Chico Comets.",
      "Defensive player of the week: Jalen Okafor of the Duluth Drakes, with 7 tackles, 2 sacks and 1 interception in a 24-20 loss to the Boise Bison.",
      "Game of the week: the Boise Bison beat the Duluth Drakes 24-20, the closest game of the week, decided by 4 points.",
    ]);
  });
});

describe("the playoff picture", () => {
  const row = (teamId: number, w: number, l: number, seed: number, playoffStatus: number): StandingRow => ({
    teamId,
    seasonIndex: 0,
    totalWins: w,
    totalLosses: l,
    seed,
    playoffStatus,
    conferenceName: "AFC",
  });
  it("writes seeds, leaders, the hunt and the eliminated, and 'clinched' only where the status says so", () => {
    const standings = [
      row(1, 9, 1, 1, PLAYOFF_STATUS.clinchedBerth),
      row(2, 8, 2, 2, PLAYOFF_STATUS.undecided),
      row(3, 7, 3, 0, PLAYOFF_STATUS.undecided),
      row(4, 2, 8, 0, PLAYOFF_STATUS.eliminated),
    ];
    const p = playoffPicture({ teams: SMALL_TEAMS, standings, season: 0, week: 9 })!;
    const d = writePlayoffPicture(p, "marcus-vale");
    expect(d).toMatchObject({
      kind: "playoffs",
      category: "playoffs",
      title: "Week 10 playoff picture: the Anvils top the AFC",
    });
    expect(paragraphs(d.body)[1]).toBe(
      "AFC seeds: 1. Albany Anvils (9-1), clinched a playoff berth; 2. Boise Bison (8-2). Division leaders: the Anvils in the AFC East. In the hunt: the Chico Comets (7-3), 1 game behind the last seed. Eliminated: the Duluth Drakes (2-8).",
    );
  });
});

const articles = rosterArticles(rosterChanges(baselineRosters(), changedRosters()));

describe("roster news", () => {
  const drafts = articles.map((a) => writeRosterArticle(a, "marcus-vale"));

  it("writes one article per kind with its spec category", () => {
    expect(drafts.map((d) => [d.kind, d.category, d.title])).toEqual([
      ["injury-report", "injury", "Injury report: 2 players hurt, 1 to injured reserve"],
      ["trade", "trade", "Trade: the Anvils get Tavon Pryor from the Bison for Darius Draper and Eli Jessup"],
      ["transactions", "signing", "Transactions: 1 signing and 1 release"],
      ["contracts", "contract", "Contracts: 1 new deal"],
    ]);
  });

  it("tells a trade's two sides with each player's position, age, rating and contract", () => {
    expect(paragraphs(drafts[1]!.body)[1]).toBe(
      "The Albany Anvils and the Boise Bison have made a trade. The Albany Anvils receive halfback Tavon Pryor (age 24, 64 overall) from the Boise Bison. Pryor is on a 3-year contract with 2 years left. The Boise Bison receive tight end Darius Draper (age 28, 66 overall) and wide receiver Eli Jessup (age 25, 63 overall) from the Albany Anvils. Draper is on a 3-year contract with 2 years left. Jessup is on a 3-year contract with 2 years left.",
    );
  });

  it("gives each injury its length and says which went to injured reserve", () => {
    expect(paragraphs(drafts[0]!.body)[1]).toBe(
      "El Paso Eagles: quarterback Marcus Okafor (age 26, 72 overall) is out 3 weeks. The Fresno Foxes placed cornerback Xavier Vance (age 33, 93 overall) on injured reserve; he is out 8 weeks.",
    );
  });
});

describe("draft news", () => {
  it("names each rookie with his round and pick", () => {
    const next = changedRosters();
    next.rosters[7]!.players.push({
      rosterId: 1,
      teamId: next.rosters[7]!.teamId,
      firstName: "Rookie",
      lastName: "Langford",
      position: "WR",
      age: 21,
      playerBestOvr: 68,
      yearsPro: 0,
      draftRound: 2,
      draftPick: 15,
      presentationId: 1,
      birthYear: 2005,
      birthMonth: 1,
      birthDay: 1,
    });
    const draft = rosterArticles(rosterChanges(baselineRosters(), next)).find((a) => a.kind === "draft")!;
    const d = writeRosterArticle(draft, "marcus-vale");
    expect(d).toMatchObject({ category: "draft", title: "Draft picks join: 1 rookie" });
    expect(paragraphs(d.body)[1]).toBe(
      "The Helena Hornets add draft pick wide receiver Rookie Langford (age 21, 68 overall), taken in round 2 with pick 15.",
    );
    expect(checkNewsroomClaims(d, { kind: "roster", article: draft }).problems).toEqual([]);
  });
});

describe("roster news with the ledger", () => {
  const trade = articles[1]!;
  const ledger = tradeLedger(trade);

  it("adds each player's season so far and the teams' records, one sentence each", () => {
    expect(paragraphs(writeRosterArticle(trade, "marcus-vale", ledger).body)[1]).toBe(
      "The Albany Anvils and the Boise Bison have made a trade. The Albany Anvils receive halfback Tavon Pryor (age 24, 64 overall) from the Boise Bison. Pryor has 412 rushing yards and 3 rushing touchdowns this season; he is on a 3-year contract with 2 years left. The Boise Bison receive tight end Darius Draper (age 28, 66 overall) and wide receiver Eli Jessup (age 25, 63 overall) from the Albany Anvils. Draper has 230 receiving yards and 2 receiving touchdowns this season; he is on a 3-year contract with 2 years left. Jessup is on a 3-year contract with 2 years left. The Anvils are 5-0 and the Bison are 2-3.",
    );
  });

  it("says them in every persona's article, with no label opening, and every draft passes the checker", () => {
    for (const persona of PERSONAS) {
      const d = writeRosterArticle(trade, persona, ledger);
      expect(d.body).toContain("Pryor has 412 rushing yards and 3 rushing touchdowns this season;");
      expect(d.body).toContain("The Anvils are 5-0 and the Bison are 2-3.");
      // The ledger's sentences sit in the story's facts, after the voice's opening, and open with no label.
      const facts = paragraphs(d.body).slice(1).join(" ");
      expect(facts.split(/(?<=\.)\s+/).filter((x) => /^[\w ]+: /.test(x))).toEqual([]);
      expect(checkNewsroomClaims(d, { kind: "roster", article: trade, ledger }).problems).toEqual([]);
    }
  });

  it("a league with no games played (no ledger) or no totals and records yet: nothing is invented", () => {
    const bare = writeRosterArticle(trade, "marcus-vale", null);
    expect(bare.body).not.toMatch(/this season|\bare \d+-\d+/);
    expect(writeRosterArticle(trade, "marcus-vale", { week: 0, records: {}, seasons: {} })).toEqual(bare);
    expect(checkNewsroomClaims(bare, { kind: "roster", article: trade }).problems).toEqual([]);
  });

  it("calls a player by his full name when another in the story shares his surname", () => {
    const twin = structuredClone(trade);
    const c = twin.changes[0]!;
    if (c.kind !== "trade") throw new Error("Not a trade");
    c.gets[1][1]!.row.lastName = "Pryor";
    c.gets[1][1]!.name = "Eli Pryor";
    const d = writeRosterArticle(twin, "marcus-vale", ledger);
    expect(d.body).toContain("Tavon Pryor has 412 rushing yards");
    expect(d.body).toContain("Eli Pryor is on a 3-year contract");
    expect(checkNewsroomClaims(d, { kind: "roster", article: twin, ledger }).problems).toEqual([]);
  });
});

describe("every persona", () => {
  it("frames each kind in its own voice, and every draft passes the claim checker", () => {
    const framings = new Set<string>();
    for (const persona of PERSONAS) {
      const all = [
        { draft: writeRankingsColumn(weekTwo, persona), facts: { kind: "rankings", column: weekTwo } as const },
        { draft: writeAwardsArticle(awards, persona), facts: { kind: "awards", awards } as const },
        ...articles.map((article) => ({
          draft: writeRosterArticle(article, persona),
          facts: { kind: "roster", article } as const,
        })),
      ];
      for (const { draft, facts } of all) expect(checkNewsroomClaims(draft, facts).problems).toEqual([]);
      framings.add(paragraphs(all[0]!.draft.body)[0]!);
    }
    expect(framings.size).toBeGreaterThan(5);
  });
});

describe("the opening line", () => {
  it("says the title's news once, never the whole headline again ('…No. 1: here is what we know')", () => {
    for (const persona of PERSONAS)
      for (const d of [
        writeRankingsColumn(weekTwo, persona),
        writeAwardsArticle(awards, persona),
        ...articles.map((a) => writeRosterArticle(a, persona)),
      ]) {
        const opening = paragraphs(d.body)[0]!;
        expect(opening).not.toContain(d.title);
        expect(opening).toMatch(/^[\p{Lu}\d]/u);
        expect(opening.split(": ").length).toBeLessThanOrEqual(2);
      }
    expect(paragraphs(writeRankingsColumn(weekTwo, "marcus-vale").body)[0]).toMatch(
      /the Anvils climb to No\. 1|The Anvils climb to No\. 1/,
    );
  });
});
