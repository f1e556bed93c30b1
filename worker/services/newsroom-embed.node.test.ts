import { describe, expect, it } from "vitest";
import { powerRankings, previousColumnOf, rosterArticles, rosterChanges, weeklyAwards } from "../../db/domain/newsroom";
import {
  baselineRosters,
  changedRosters,
  NEWSROOM_SEASON,
  newsroomGames,
  newsroomStats,
  newsroomTeams,
  newsroomWeeks,
} from "../../db/seed/newsroom-fixtures";
import type { NewsroomFacts } from "./ai/claims/newsroom-claims";
import { DISCORD_LIMITS } from "./discord-embed";
import { buildNewsroomMessage, MAX_FIELDS } from "./newsroom-embed";

const opts = { origin: "https://dgsn.example", siteName: "DGSN", staffName: "DGSN Staff" };
const article = (title: string) => ({
  id: 7,
  title,
  content: "First paragraph of the story.\n\nSecond.",
  type: "news",
  leagueName: "Test League",
  homeTeam: null,
  awayTeam: null,
  homeScore: 0,
  awayScore: 0,
  imageUrl: null,
  createdAt: new Date("2026-11-28T10:00:00Z"),
  writer: { name: "Marcus Vale", color: "#123456" },
});

const weeks = newsroomWeeks();
const input = {
  teams: newsroomTeams(),
  games: newsroomGames(weeks),
  stats: newsroomStats(weeks),
  season: NEWSROOM_SEASON,
};
const columnOf = (teams = input.teams) => {
  const before = powerRankings({ ...input, teams, week: 3, previous: null })!;
  return powerRankings({ ...input, teams, week: 4, previous: previousColumnOf(before) })!;
};

function withinLimits(m: ReturnType<typeof buildNewsroomMessage>) {
  const e = m.embeds![0]!;
  expect(m.allowed_mentions).toEqual({ parse: [] });
  expect(e.fields.length).toBeLessThanOrEqual(MAX_FIELDS);
  for (const f of e.fields) {
    expect(f.name.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldName);
    expect(f.value.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue);
  }
  const total =
    e.title.length +
    (e.description?.length ?? 0) +
    (e.author?.name.length ?? 0) +
    e.footer.text.length +
    e.fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
  expect(total).toBeLessThanOrEqual(DISCORD_LIMITS.embedTotal);
}

describe("newsroom Discord embeds", () => {
  it("posts the rankings as a table of every team with its record and move", () => {
    const column = columnOf();
    const m = buildNewsroomMessage(article("Week 5 power rankings"), { kind: "rankings", column }, opts);
    withinLimits(m);
    const table = m
      .embeds![0]!.fields.filter((f) => f.name.startsWith("Power rankings"))
      .flatMap((f) => f.value.split("\n"));
    expect(table).toHaveLength(32);
    const top = column.entries[0]!;
    expect(table[0]).toBe(`1. ${top.team.name} (${top.record.wins}-${top.record.losses}) (▲${top.movement})`);
  });

  it("posts each award winner's line and the game of the week (home team first, as the recap embed)", () => {
    const awards = weeklyAwards({ ...input, week: 4 })!;
    const m = buildNewsroomMessage(article("Week 5 awards"), { kind: "awards", awards }, opts);
    withinLimits(m);
    expect(m.embeds![0]!.fields.slice(2)).toEqual([
      {
        name: "Offensive player of the week",
        value: "**Eli Fairbanks** (Eugene Express): 13 catches for 162 receiving yards and 2 receiving touchdowns",
        inline: false,
      },
      {
        name: "Defensive player of the week",
        value: "**Xavier Ellery** (Spokane Stallions): 11 tackles and 2 interceptions",
        inline: false,
      },
      { name: "Game of the week", value: "Tulsa Tempest 21 – 42 Mobile Marlins", inline: false },
    ]);
  });

  it("posts a trade's two sides", () => {
    const [, trade] = rosterArticles(rosterChanges(baselineRosters(), changedRosters()));
    const m = buildNewsroomMessage(article("Trade"), { kind: "roster", article: trade! }, opts);
    withinLimits(m);
    expect(m.embeds![0]!.fields.slice(2)).toEqual([
      { name: "Albany Anvils receive", value: "Tavon Pryor", inline: true },
      { name: "Boise Bison receive", value: "Darius Draper\nEli Jessup", inline: true },
    ]);
  });

  it("keeps every limit and neutralises mentions and markdown with hostile, huge team names", () => {
    const hostile = input.teams.map((t, i) => ({ ...t, cityName: `@everyone **${"x".repeat(300)}** ${i}` }));
    const facts: NewsroomFacts = { kind: "rankings", column: columnOf(hostile) };
    const m = buildNewsroomMessage(article("@here rankings"), facts, opts);
    withinLimits(m);
    const text = JSON.stringify(m);
    expect(text).not.toMatch(/@everyone|@here/);
    expect(m.embeds![0]!.fields.some((f) => f.value.includes("\\*\\*"))).toBe(true);
  });
});
