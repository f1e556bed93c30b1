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
} from "../../../../db/domain/newsroom";
import { baselineRosters, changedRosters, tradeLedger } from "../../../../db/seed/newsroom-fixtures";
import { SMALL_GAMES, SMALL_TEAMS, WEEK_TWO_STATS } from "../../../../db/seed/newsroom-small-league";
import { writeAwardsArticle } from "../builtin/newsroom/awards-article";
import type { NewsroomDraft } from "../builtin/newsroom/draft";
import { writePlayoffPicture } from "../builtin/newsroom/playoff-article";
import { writeRankingsColumn } from "../builtin/newsroom/rankings-column";
import { writeRosterArticle } from "../builtin/newsroom/roster-articles";
import { checkNewsroomClaims, type NewsroomFacts } from "./newsroom-claims";

const league = { teams: SMALL_TEAMS, games: SMALL_GAMES, stats: WEEK_TWO_STATS, season: 0 };
const weekOne = powerRankings({ ...league, week: 0, previous: null })!;
const weekTwo = powerRankings({ ...league, week: 1, previous: previousColumnOf(weekOne) })!;
const awards = weeklyAwards({ ...league, week: 1 })!;
const [injuries, trade, transactions, contracts] = rosterArticles(rosterChanges(baselineRosters(), changedRosters()));

/** The draft with one phrase replaced (which must be there), and the checker's problems with it. */
function edited(draft: NewsroomDraft, facts: NewsroomFacts, from: string, to: string) {
  expect(draft.body).toContain(from);
  return checkNewsroomClaims({ ...draft, body: draft.body.replace(from, to) }, facts).problems;
}

describe("the newsroom claim checker", () => {
  const column = writeRankingsColumn(weekTwo, "marcus-vale");
  const rankings = { kind: "rankings", column: weekTwo } as const;

  it("passes the drafts as written", () => {
    expect(checkNewsroomClaims(column, rankings).problems).toEqual([]);
  });

  it("refuses a wrong rank, in the list and in prose", () => {
    expect(edited(column, rankings, "2. Chico Comets", "1. Chico Comets")).toContain("The Chico Comets are not No. 1.");
    expect(edited(column, rankings, "The Bison beat", "The Bison, No. 2, beat")).toContain(
      "The Boise Bison are not No. 2.",
    );
    const title = column.title.replace("No. 1", "No. 2");
    expect(checkNewsroomClaims({ ...column, title }, rankings).problems).toContain("The Albany Anvils are not No. 2.");
  });

  it("refuses a wrong movement, a wrong last-week rank, and any movement where there is no last week", () => {
    expect(edited(column, rankings, "up 1 from No. 2", "up 3 from No. 2")).toContain(
      "The Albany Anvils did not move up 3.",
    );
    expect(edited(column, rankings, "holds at No. 3", "down 1 from No. 3")).toContain(
      "The Boise Bison did not move down 1.",
    );
    expect(edited(column, rankings, "up 1 from No. 2", "up 1 from No. 4")).toContain(
      "The Albany Anvils were not No. 4 last week.",
    );
    const first = writeRankingsColumn(weekOne, "marcus-vale");
    expect(
      edited(first, { kind: "rankings", column: weekOne }, "1. Chico Comets (1-0)", "1. Chico Comets (1-0), up 2"),
    ).toContain("The Chico Comets have no move from last week to report.");
  });

  it("reads a stat line after 'put up' as a line, not a climb", () => {
    expect(edited(column, rankings, "Tavon Carter", "Tavon Carter put up 22 carries, and Tavon Carter")).toEqual([]);
  });

  it("refuses a wrong record, a wrong result and a wrong standout line", () => {
    expect(edited(column, rankings, "Albany Anvils (2-0)", "Albany Anvils (1-1)")).toContain(
      "The Albany Anvils are 2-0, not 1-1.",
    );
    expect(edited(column, rankings, "beat the Chico Comets 17-10", "beat the Chico Comets 27-10")).toContain(
      "The Anvils did not beat the Chico Comets 27-10.".replace("Anvils", "Albany Anvils"),
    );
    expect(edited(column, rankings, "The Comets lost to", "The Comets beat")).toContain(
      "The Chico Comets did not beat the Albany Anvils 17-10.",
    );
    expect(edited(column, rankings, "22 carries", "25 carries")).toContain(
      "Tavon Carter: 25 carries is not in the data.",
    );
  });

  const article = writeAwardsArticle(awards, "marcus-vale");
  const awardFacts = { kind: "awards", awards } as const;

  it("refuses a wrong award line and the wrong winner", () => {
    expect(checkNewsroomClaims(article, awardFacts).problems).toEqual([]);
    expect(edited(article, awardFacts, "9 catches for 120", "9 catches for 132")).toEqual([
      "Eli Vance: 132 receiving yards is not in the data.",
      "The number 132 is not in the data.",
    ]);
    expect(edited(article, awardFacts, "2 sacks", "3 sacks")).toContain("Jalen Okafor: 3 sacks is not in the data.");
    expect(edited(article, awardFacts, "in a 17-10 win over", "in a 17-10 loss to")).toContain(
      "The Albany Anvils did not lose to the Chico Comets 17-10.",
    );
    expect(
      edited(
        article,
        awardFacts,
        "Offensive player of the week: Eli Vance",
        "Offensive player of the week: Jalen Okafor",
      ),
    ).toContain("Jalen Okafor is not the offensive player of the week.");
    expect(
      edited(
        article,
        awardFacts,
        "Game of the week: the Boise Bison beat the Duluth Drakes 24-20",
        "Game of the week: the Albany Anvils beat the Chico Comets 17-10",
      ),
    ).toContain("That is not the game of the week.");
  });

  it("refuses a wrong trade side", () => {
    const story = writeRosterArticle(trade!, "marcus-vale");
    const facts = { kind: "roster", article: trade! } as const;
    expect(checkNewsroomClaims(story, facts).problems).toEqual([]);
    expect(edited(story, facts, "The Albany Anvils receive halfback", "The Boise Bison receive halfback")).toContain(
      "Tavon Pryor does not go to the Boise Bison.",
    );
    expect(
      edited(
        story,
        facts,
        "Eli Jessup (age 25, 63 overall) from the Albany Anvils",
        "Eli Jessup (age 25, 63 overall) from the Boise Bison",
      ),
    ).toEqual(
      expect.arrayContaining([
        "Eli Jessup does not come from the Boise Bison.",
        "Darius Draper does not come from the Boise Bison.",
      ]),
    );
    const title = "Trade: the Anvils get Eli Jessup from the Bison for Tavon Pryor";
    expect(checkNewsroomClaims({ ...story, title }, facts).problems).toEqual([
      "Eli Jessup does not go to the Albany Anvils.",
      "Eli Jessup does not come from the Boise Bison.",
      "Tavon Pryor does not go to the Boise Bison.",
      "Tavon Pryor does not come from the Albany Anvils.",
    ]);
  });

  it("refuses a wrong season total, a total or a record the ledger does not hold, and a wrong record", () => {
    const ledger = tradeLedger(trade!);
    const facts = { kind: "roster", article: trade!, ledger } as const;
    const story = writeRosterArticle(trade!, "marcus-vale", ledger);
    expect(checkNewsroomClaims(story, facts).problems).toEqual([]);
    // Each wrong number below is one the facts hold (Draper's 230, a record's 3): only the claim catches it.
    expect(edited(story, facts, "Pryor has 412 rushing yards", "Pryor has 230 rushing yards")).toEqual([
      "Tavon Pryor: 230 rushing yards this season is not in the data.",
    ]);
    expect(
      edited(story, facts, "and 2 receiving touchdowns this season", "and 3 receiving touchdowns this season"),
    ).toEqual(["Darius Draper: 3 receiving touchdowns this season is not in the data."]);
    expect(edited(story, facts, "Jessup is on", "Jessup has 2 receiving touchdowns this season; he is on")).toEqual([
      "Eli Jessup: 2 receiving touchdowns this season is not in the data.",
    ]);
    expect(edited(story, facts, "the Bison are 2-3", "the Bison are 3-2")).toEqual([
      "The Boise Bison are 2-3, not 3-2.",
    ]);
    expect(edited(story, facts, "The Anvils are 5-0", "The Anvils are 3-2")).toEqual([
      "The Albany Anvils are 5-0, not 3-2.",
    ]);
    expect(
      edited(
        story,
        facts,
        "Jessup is on a 3-year contract with 2 years left",
        "Jessup is on a 3-year contract with 3 years left",
      ),
    ).toEqual(["Eli Jessup: years left 3 is not in the data."]);
    // The same story against the facts without a ledger (no game played yet): no total, no record.
    expect(checkNewsroomClaims(story, { kind: "roster", article: trade! }).problems).toEqual(
      expect.arrayContaining([
        "Tavon Pryor: 412 rushing yards this season is not in the data.",
        "The Albany Anvils have no record to report.",
        "The Boise Bison have no record to report.",
      ]),
    );
  });

  it("refuses a wrong injury, injured reserve, contract, signing, age or rating", () => {
    const report = writeRosterArticle(injuries!, "marcus-vale");
    const hurt = { kind: "roster", article: injuries! } as const;
    expect(edited(report, hurt, "is out 3 weeks", "is out 4 weeks")).toContain(
      "Marcus Okafor: out 4 is not in the data.",
    );
    expect(
      edited(report, hurt, "(age 26, 72 overall) is out", "(age 26, 72 overall) is on injured reserve, out"),
    ).toContain("Marcus Okafor: injured reserve is not in the data.");
    expect(edited(report, hurt, "age 26", "age 29")).toContain("Marcus Okafor: age 29 is not in the data.");
    const deals = writeRosterArticle(contracts!, "marcus-vale");
    expect(edited(deals, { kind: "roster", article: contracts! }, "5-year contract", "6-year contract")).toContain(
      "Quentin Oyelaran: contract length 6 is not in the data.",
    );
    const wire = writeRosterArticle(transactions!, "marcus-vale");
    expect(edited(wire, { kind: "roster", article: transactions! }, "Comets signed", "Comets released")).toContain(
      "Dante Whitlock was not released by the Cedar Falls Comets.",
    );
  });

  it("refuses a retirement, a draft pick or a move the changes do not hold", () => {
    const next = changedRosters();
    const gone = next.rosters[9]!.players.splice(2, 1)[0]!;
    const [moved] = next.rosters[10]!.players.splice(0, 1);
    next.rosters[11]!.players.push({ ...moved!, teamId: next.rosters[11]!.teamId });
    const wire = rosterArticles(rosterChanges(baselineRosters(), next)).find((a) => a.kind === "transactions")!;
    const d = writeRosterArticle(wire, "marcus-vale");
    const facts = { kind: "roster", article: wire } as const;
    const retired = `${gone.firstName} ${gone.lastName}`;
    const mover = `${moved!.firstName} ${moved!.lastName}`;
    expect(checkNewsroomClaims(d, facts).problems).toEqual([]);
    expect(d.body).toContain(`${mover} moved from the Knoxville Knights to the Laredo Lancers.`);
    expect(
      edited(
        d,
        facts,
        `${mover} moved from the Knoxville Knights to the Laredo Lancers`,
        `${mover} moved from the Laredo Lancers to the Knoxville Knights`,
      ),
    ).toEqual([`${mover} did not come from the Laredo Lancers.`, `${mover} did not go to the Knoxville Knights.`]);
    expect(edited(d, facts, `${retired} (`, `Dante Whitlock (`)).toContain("Dante Whitlock has not retired.");
    expect(edited(d, facts, "The Cedar Falls Comets signed", "The Cedar Falls Comets add draft pick")).toContain(
      "Dante Whitlock is not a draft pick.",
    );
  });

  it("refuses a wrong seed, a clinch or an elimination the status does not give, and a name in no data", () => {
    const row = (teamId: number, w: number, l: number, seed: number, playoffStatus: number): StandingRow => ({
      teamId,
      seasonIndex: 0,
      totalWins: w,
      totalLosses: l,
      seed,
      playoffStatus,
      conferenceName: "AFC",
    });
    const picture = playoffPicture({
      teams: SMALL_TEAMS,
      standings: [
        row(1, 9, 1, 1, PLAYOFF_STATUS.clinchedBerth),
        row(2, 8, 2, 2, 1),
        row(3, 7, 3, 0, 1),
        row(4, 2, 8, 0, 0),
      ],
      season: 0,
      week: 9,
    })!;
    const d = writePlayoffPicture(picture, "marcus-vale");
    const facts = { kind: "playoffs", picture } as const;
    expect(checkNewsroomClaims(d, facts).problems).toEqual([]);
    expect(edited(d, facts, "2. Boise Bison", "3. Boise Bison")).toContain("The Boise Bison are not the 3 seed.");
    expect(edited(d, facts, "Boise Bison (8-2)", "Boise Bison (8-2), clinched the division")).toContain(
      "The Boise Bison have not clinched the division.",
    );
    expect(edited(d, facts, "Eliminated: the Duluth Drakes", "Eliminated: the Chico Comets")).toContain(
      "The Chico Comets are not eliminated.",
    );
    expect(
      edited(d, facts, "Division leaders: the Anvils", "Division leaders: the Anvils and Marty Kowalski"),
    ).toContain('"Marty Kowalski" is not a player, team or person in the data.');
  });
});
