// The commissioner's upload of export files and the one-click rewrite (issue 22, decision 225).
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exportGames, recaps } from "../../../db/schema";
import { exportWeek, leagueTeams, weekPath } from "../../../db/seed/export-fixtures";
import { writeWeekStories } from "../../jobs/export-week";
import { runGeneration } from "../../jobs/generate";
import { runRewrite } from "../../jobs/rewrite";
import { client, errorOf, okBody } from "../../test/client";
import { uniqueLeague } from "../../test/discord-helpers";
import { exportedLeague, exportIngested, exportSettled } from "../../test/export-helpers";
import { api, db, signedIn } from "../../test/helpers";
import { storeRowCount } from "../../test/store-helpers";

// The body is a raw export file, not a typed JSON body: sent with api() like the page's upload.
const upload = (slug: string, route: string, json: unknown, cookie?: string) =>
  api(`/api/leagues/${slug}/export-upload?route=${encodeURIComponent(route)}`, { cookie, json });
const received = { success: true, id: expect.any(Number), state: "received" };
/** The league's last export once its ingest job has settled it. */
const lastExport = async (leagueId: number) => (await exportSettled(leagueId)).at(-1)!;

// The rows live in the league's store (decision 305).
const rowsOf = (leagueId: number) => storeRowCount(leagueId);

async function plainLeague(game: "pro" | "college" = "pro") {
  const owner = await signedIn();
  const league = await okBody(
    client({ cookie: owner.cookie }).leagues.$post({ json: { name: uniqueLeague("Upload"), game } }),
  );
  return { owner, league };
}

describe("POST /api/leagues/:league/export-upload", () => {
  it("happy: the commissioner's files are stored like the bot's POSTs, with no export URL", async () => {
    const { owner, league } = await plainLeague();
    const teams = await upload(league.slug, "leagueteams", leagueTeams(), owner.cookie);
    expect([teams.status, await teams.json()]).toEqual([202, received]);
    expect(await lastExport(league.id)).toMatchObject({ source: "upload", state: "ingested", rows: 32 });
    const week = exportWeek({ season: 0, weekIndex: 0, games: 2 });
    const res = await upload(league.slug, "week/reg/1/schedules", week.schedules, owner.cookie);
    expect(await res.json()).toEqual(received);
    expect(await lastExport(league.id)).toMatchObject({ route: "week/reg/1/schedules", state: "ingested", rows: 2 });
    // Any case, like the export routes.
    expect((await upload(league.slug, "Week/REG/1/Passing", week.passing, owner.cookie)).status).toBe(202);
    await exportSettled(league.id);
    expect(await rowsOf(league.id)).toBe(32 + 2 + 4);
    // Sent again: replaced, not doubled.
    await upload(league.slug, "week/reg/1/schedules", week.schedules, owner.cookie);
    await exportSettled(league.id);
    expect(await rowsOf(league.id)).toBe(32 + 2 + 4);
  });

  it("error: a file for another week, an unknown route, a bad query and a college league change nothing", async () => {
    const { owner, league } = await plainLeague();
    const week = exportWeek({ season: 0, weekIndex: 0, games: 1 });
    const wrongWeek = await upload(league.slug, "week/reg/2/schedules", week.schedules, owner.cookie);
    expect(wrongWeek.status).toBe(202);
    expect((await lastExport(league.id)).detail).toBe(
      "Invalid export: row 0 is stage 1 weekIndex 0, but the URL is stage 1 week 2 (weekIndex 1)",
    );
    const unknown = await upload(league.slug, "week/reg/1/highlights", week.schedules, owner.cookie);
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toBe("Not an export route");
    expect((await upload(league.slug, "../../etc", week.schedules, owner.cookie)).status).toBe(400);
    const notJson = await api(`/api/leagues/${league.slug}/export-upload?route=leagueteams`, {
      cookie: owner.cookie,
      body: "{nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(202);
    expect(await lastExport(league.id)).toMatchObject({ state: "refused", detail: "The export body is not JSON" });
    expect(await rowsOf(league.id)).toBe(0);

    const college = await plainLeague("college");
    const refused = await upload(college.league.slug, "leagueteams", leagueTeams(), college.owner.cookie);
    expect(refused.status).toBe(400);
    expect(await rowsOf(college.league.id)).toBe(0);
  });

  it("security: a visitor, a member who is not the commissioner and a cross-site form store nothing", async () => {
    const { league } = await plainLeague();
    const stranger = await signedIn();
    expect((await upload(league.slug, "leagueteams", leagueTeams())).status).toBe(401);
    expect((await upload(league.slug, "leagueteams", leagueTeams(), stranger.cookie)).status).toBe(403);
    const crossSite = await api(`/api/leagues/${league.slug}/export-upload?route=leagueteams`, {
      json: leagueTeams(),
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(await rowsOf(league.id)).toBe(0);
  });
});

describe("POST /api/leagues/:league/stories/:recapId/rewrite", () => {
  it("happy: a story flagged by a corrected export is written again from the corrected box score", {
    timeout: 120_000,
  }, async () => {
    const { owner, league, base, send } = await exportedLeague("Rewrite");
    const week = exportWeek({ season: 0, weekIndex: 3, games: 1 });
    await send(week);
    await writeWeekStories(env, { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 3 });
    const [story] = await db().select().from(recaps).where(eq(recaps.leagueId, league.id));
    await runGeneration(env, story!.id);
    const [published] = await db().select().from(recaps).where(eq(recaps.id, story!.id));

    const rewrite = () =>
      client({ cookie: owner.cookie }).leagues[":league"].stories[":recapId"].rewrite.$post({
        param: { league: league.slug, recapId: String(story!.id) },
      });
    // Nothing to rewrite yet.
    expect((await rewrite()).status).toBe(409);

    const corrected = structuredClone(week.passing);
    const row = (corrected.playerPassingStatInfoList as { passYds: number; fullName: string }[])[0]!;
    row.passYds += 41;
    expect((await exportIngested(league.id, `${base}${weekPath(week, "passing")}`, corrected)).state).toBe("ingested");
    await writeWeekStories(env, { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 3 });

    const stranger = await signedIn();
    const refused = await client({ cookie: stranger.cookie }).leagues[":league"].stories[":recapId"].rewrite.$post({
      param: { league: league.slug, recapId: String(story!.id) },
    });
    expect(refused.status).toBe(403);

    const res = await rewrite();
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ recapId: story!.id, status: "rewriting" });
    // The published story stays up, with its old numbers, while the reporter writes again.
    const [during] = await db().select().from(recaps).where(eq(recaps.id, story!.id));
    expect(during).toMatchObject({ status: "ready", content: published!.content });
    expect(during!.players.find((p) => p.name === row.fullName)?.passingYards).toBe(row.passYds - 41);
    const [game] = await db()
      .select()
      .from(exportGames)
      .where(and(eq(exportGames.leagueId, league.id), eq(exportGames.recapId, story!.id)));
    expect(game!.needsRewrite).toBe(false);
    // An edit while the reporter rewrites would be replaced by the rewrite: refused, and nothing changes
    // (issue 37 item 5).
    const edit = await client({ cookie: owner.cookie }).recaps[":id"].$patch({
      param: { id: String(story!.id) },
      json: { content: "The commissioner's own words." },
    });
    expect(edit.status).toBe(409);
    expect((await errorOf(edit)).message).toBe(
      "Our reporter is rewriting this story from its corrected box score. You can edit it as soon as the new text is up.",
    );
    expect((await db().select().from(recaps).where(eq(recaps.id, story!.id)))[0]!.content).toBe(published!.content);
    await runRewrite(env, story!.id);
    const [after] = await db().select().from(recaps).where(eq(recaps.id, story!.id));
    expect(after!.status).toBe("ready");
    expect(after!.players.find((p) => p.name === row.fullName)?.passingYards).toBe(row.passYds);
    expect(after!.content).toContain(`${row.passYds}`);
    // Done: a second click has nothing to do.
    expect((await rewrite()).status).toBe(409);
  });

  it("error: a story that is not this league's export story is a 404", async () => {
    const { owner, league } = await plainLeague();
    const res = await client({ cookie: owner.cookie }).leagues[":league"].stories[":recapId"].rewrite.$post({
      param: { league: league.slug, recapId: "999999" },
    });
    expect(res.status).toBe(404);
  });
});
