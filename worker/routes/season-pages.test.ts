// Season pages as HTML (issue 22, decision 224): what a reader with JavaScript off gets is the whole
// page, rendered on the server: standings, a week's games with links to their stories, a team, leaders.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { exportWeek, standings, TEAMS } from "../../db/seed/export-fixtures";
import { writeWeekStories } from "../jobs/export-week";
import { runGeneration } from "../jobs/generate";
import { exportedLeague, exportIngested } from "../test/export-helpers";
import { ORIGIN } from "../test/helpers";

const page = async (path: string) => {
  const res = await exports.default.fetch(new Request(`${ORIGIN}${path}`));
  return { res, html: await res.text() };
};

/** The text of #root, the server-rendered page (tags dropped, entities left as they are). */
const rootText = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, " ");

describe("GET /league/:id/season…", () => {
  it("happy: standings, the schedule with each story's link, a team page and the leaders are in the HTML", {
    timeout: 120_000,
  }, async () => {
    const { league, base, send } = await exportedLeague("Pages");
    const week = exportWeek({ season: 0, weekIndex: 0, games: 2 });
    await send(week);
    expect((await exportIngested(league.id, `${base}/ps5/1/standings`, standings(0, [week]))).state).toBe("ingested");
    await writeWeekStories(env, { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 0 });
    const drafts = await env.DB.prepare("select id from recaps where league_id = ?")
      .bind(league.id)
      .all<{ id: number }>();
    for (const d of drafts.results) await runGeneration(env, d.id);

    const standingsPage = await page(`/league/${league.slug}/season`);
    expect(standingsPage.res.status).toBe(200);
    const text = rootText(standingsPage.html);
    expect(text).toContain("Standings");
    expect(text).toContain(TEAMS[0]!.divName);
    expect(text).toContain(`${TEAMS[0]!.cityName} ${TEAMS[0]!.nickName}`);
    expect(standingsPage.html).toContain('id="dgsn-state"');

    const schedule = await page(`/league/${league.slug}/season/1/schedule/1`);
    expect(schedule.res.status).toBe(200);
    const storyLinks = [...schedule.html.matchAll(/href="\/read\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(storyLinks.sort()).toEqual(drafts.results.map((d) => d.id).sort());
    const game = week.games[0]!;
    const home = TEAMS.find((t) => t.teamId === game.home)!;
    expect(rootText(schedule.html)).toContain(`${home.cityName} ${home.nickName}`);

    const team = await page(`/league/${league.slug}/season/1/teams/${game.home}`);
    expect(team.res.status).toBe(200);
    expect(rootText(team.html)).toContain("Team leaders");
    expect(team.html).toMatch(/href="\/read\/\d+"/);

    const leaders = await page(`/league/${league.slug}/season/1/leaders`);
    expect(rootText(leaders.html)).toContain("Passing yards");
    expect(rootText(leaders.html)).toContain("Field goals made");
  });

  it("each page embeds only what it shows: its section, and the schedule one week's games", {
    timeout: 120_000,
  }, async () => {
    const { league, base, send } = await exportedLeague("Pages");
    const weeks = [
      exportWeek({ season: 0, weekIndex: 0, games: 2 }),
      exportWeek({ season: 0, weekIndex: 1, games: 2 }),
    ];
    for (const w of weeks) await send(w);
    expect((await exportIngested(league.id, `${base}/ps5/1/standings`, standings(0, weeks))).state).toBe("ingested");
    const state = (html: string) =>
      /<script type="application\/json" id="dgsn-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const scheduleIds = (w: (typeof weeks)[number]) => w.games.map((g) => `"scheduleId":${g.scheduleId},`);

    const first = state((await page(`/league/${league.slug}/season/1/schedule/1`)).html);
    for (const id of scheduleIds(weeks[0]!)) expect(first).toContain(id);
    for (const id of scheduleIds(weeks[1]!)) expect(first).not.toContain(id);
    expect(first).not.toContain('"standings"');
    expect(first).not.toContain('"leaders"');

    const table = state((await page(`/league/${league.slug}/season`)).html);
    expect(table).toContain('"standings"');
    expect(table).not.toContain('"scheduleId"');
    expect(table).not.toContain('"leaders"');

    const boards = state((await page(`/league/${league.slug}/season/1/leaders`)).html);
    expect(boards).toContain('"leaders"');
    expect(boards).not.toContain('"scheduleId"');
    expect(boards).not.toContain('"standings"');
  });

  it("error: a league without an export, a season never sent and a path that is no season page are 404s", async () => {
    const { league, send } = await exportedLeague("Pages");
    expect((await page(`/league/${league.slug}/season`)).res.status).toBe(404);
    await send(exportWeek({ season: 0, weekIndex: 0, games: 1 }));
    expect((await page(`/league/${league.slug}/season`)).res.status).toBe(200);
    expect((await page(`/league/${league.slug}/season/3/leaders`)).res.status).toBe(404);
    expect((await page(`/league/${league.slug}/season/1/teams/999`)).res.status).toBe(404);
    const notAPage = await page(`/league/${league.slug}/season/1/nonsense`);
    expect(notAPage.html).not.toContain('id="dgsn-state"');
  });
});
