import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bumpContentVersion } from "../../db/queries/content-version";
import { getReel, saveReelPreferences } from "../../db/queries/reels";
import { highlightReels, recaps } from "../../db/schema";
import { runReel } from "../jobs/reel";
import { reelNotifyJob } from "../jobs/reel-notify";
import type { Job } from "../jobs/types";
import { mediaUrl } from "../schemas/article";
import { withHeldQueue } from "../test/ai-helpers";
import { client, errorOf, okBody, site } from "../test/client";
import { insertWebhook, newWebhook, posts, setDefaultLeague } from "../test/discord-helpers";
import { db, signedIn } from "../test/helpers";
import { freshLeague, gameRecap } from "../test/reel-helpers";

const RANGE = { startDate: "2026-11-01", endDate: "2026-11-08" };

/** POST /api/reels with a queue that only records; the test runs the job it queued. */
async function order(cookie: string, json: Parameters<ReturnType<typeof client>["reels"]["$post"]>[0]["json"]) {
  const { testEnv, held } = withHeldQueue();
  const res = await client({ cookie, env: testEnv }).reels.$post({ json });
  return { res, held: held as Job[] };
}

async function completedReel() {
  const league = await freshLeague();
  await gameRecap(league, "2026-11-02");
  const owner = await signedIn();
  const { res } = await order(owner.cookie, { leagueName: league, focusType: "league", ...RANGE });
  const { reel } = (await res.json()) as { reel: { id: number } };
  await runReel(env, reel.id);
  return { league, owner, id: reel.id };
}

describe("POST /api/reels", () => {
  it("happy: 202 with a pending reel (defaults 60 s, dramatic), its job queued; the job completes it", async () => {
    const league = await freshLeague();
    await gameRecap(league, "2026-11-02");
    const { cookie } = await signedIn();
    const { res, held } = await order(cookie, {
      leagueName: league.toLowerCase(),
      focusType: "team",
      focusValue: "Austin Outlaws",
      ...RANGE,
    });
    expect(res.status).toBe(202);
    const { reel } = (await res.json()) as { reel: Record<string, unknown> & { id: number } };
    expect(reel).toMatchObject({
      status: "pending",
      duration: 60,
      style: "dramatic",
      leagueName: league,
      focusType: "team",
      focusValue: "Austin Outlaws",
      title: "Austin Outlaws · Nov 1 – Nov 8, 2026",
      segments: [],
    });
    expect(held).toEqual([{ type: "reel", reelId: reel.id }]);

    await runReel(env, reel.id);
    const body = await okBody(client({ cookie }).reels[":id"].$get({ param: { id: String(reel.id) } }));
    expect(body.mine).toBe(true);
    expect(body.reel.status).toBe("completed");
    expect(body.reel.narrator).toMatchObject({ id: "marcus-vale", name: expect.any(String) });
    expect(body.reel.leagueColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.reel.segments.length).toBeGreaterThan(2);
    expect(body.reel.segments.every((s) => s.textOverlay && s.transitionType)).toBe(true);
  });

  it("happy: duration and style come from the user's preferences when the order leaves them out", async () => {
    const league = await freshLeague();
    const { user, cookie } = await signedIn();
    await saveReelPreferences(db(), user.id, {
      favoriteTeams: [],
      favoritePlayers: [],
      defaultDuration: 30,
      preferredStyle: "energetic",
      autoGenerate: false,
      notifyOnCompletion: true,
    });
    const { res } = await order(cookie, { leagueName: league, focusType: "league", ...RANGE });
    expect(await res.json()).toMatchObject({ reel: { duration: 30, style: "energetic", focusValue: league } });
  });

  it("error: bad input is a 400 with a clear message and creates nothing", async () => {
    const league = await freshLeague();
    const { user, cookie } = await signedIn();
    const base = { leagueName: league, focusType: "league" as const, ...RANGE };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, focusType: "team" }, "Name the team or player the reel is about"],
      [{ ...base, startDate: "2026-11-09" }, "The start date must be on or before the end date"],
      [{ ...base, endDate: "2026-02-30" }, "End date must be a real date"],
      [{ ...base, startDate: "yesterday" }, "Start date must be a date (YYYY-MM-DD)"],
      [{ ...base, startDate: "2025-01-01" }, "A reel covers at most 200 days"],
      [{ ...base, duration: 5 }, "Duration must be from 15 to 180 seconds"],
      [{ ...base, duration: 60.5 }, "Duration must be a whole number of seconds"],
      [{ ...base, style: "boring" }, "Style must be one of: dramatic, energetic, classic"],
      [{ ...base, focusType: "coach" }, "Focus must be league, team or player"],
      [{ ...base, leagueName: "No Such League 42" }, "There is no league called No Such League 42"],
    ];
    for (const [json, message] of cases) {
      const { res, held } = await order(cookie, json as Parameters<typeof order>[1]);
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
      expect(held).toEqual([]);
    }
    expect(await db().select().from(highlightReels).where(eq(highlightReels.userId, user.id))).toEqual([]);
  });

  it("security: a visitor gets 401; a cross-site post is refused", async () => {
    const league = await freshLeague();
    const visitor = await client().reels.$post({ json: { leagueName: league, focusType: "league", ...RANGE } });
    expect(visitor.status).toBe(401);
    const { cookie } = await signedIn();
    const crossSite = await client({ cookie, headers: { Origin: "https://evil.example" } }).reels.$post({
      json: { leagueName: league, focusType: "league", ...RANGE },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("GET /api/reels/:id, /api/reels/mine, /api/reels?league=", () => {
  it("security: a reel being made (or failed) is its owner's: anyone else gets the same 404 as a missing one", async () => {
    const league = await freshLeague();
    const owner = await signedIn();
    const { res } = await order(owner.cookie, { leagueName: league, focusType: "league", ...RANGE });
    const { reel } = (await res.json()) as { reel: { id: number } };
    const other = await signedIn();
    for (const cookie of [undefined, other.cookie]) {
      const r = await client({ cookie }).reels[":id"].$get({ param: { id: String(reel.id) } });
      expect(r.status).toBe(404);
      expect((await errorOf(r)).message).toBe("This reel does not exist");
    }
    expect((await client().reels[":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await client().reels[":id"].$get({ param: { id: "abc" } })).status).toBe(400);
    // It fails (no games): still only the owner's, with the reason.
    await runReel(env, reel.id);
    const mine = await okBody(client({ cookie: owner.cookie }).reels[":id"].$get({ param: { id: String(reel.id) } }));
    expect(mine.reel.status).toBe("failed");
    expect(mine.reel.failureReason).toContain("No published game recaps");
    expect((await client().reels[":id"].$get({ param: { id: String(reel.id) } })).status).toBe(404);
  });

  it("happy: a finished reel plays for anyone; mine lists only my reels; a league lists its finished ones, cached", async () => {
    const { league, owner, id } = await completedReel();
    const visitor = await okBody(client().reels[":id"].$get({ param: { id: String(id) } }));
    expect(visitor.mine).toBe(false);
    expect(visitor.reel.status).toBe("completed");

    const other = await signedIn();
    const { res } = await order(other.cookie, { leagueName: league, focusType: "league", ...RANGE });
    const pendingId = ((await res.json()) as { reel: { id: number } }).reel.id;
    const mine = await okBody(client({ cookie: owner.cookie }).reels.mine.$get());
    expect(mine.reels.map((r) => r.id)).toEqual([id]);
    expect(mine.notify).toBe(true);
    expect((await client().reels.mine.$get()).status).toBe(401);

    const listed = await client().reels.$get({ query: { league } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("Cache-Control")).toContain("s-maxage");
    const ids = (await listed.json()).reels.map((r) => r.id);
    expect(ids).toEqual([id]);
    expect(ids).not.toContain(pendingId);
    expect((await client().reels.$get({ query: { league: "" } })).status).toBe(400);
  });
});

describe("DELETE /api/reels/:id", () => {
  it("happy: the owner deletes a reel (segments go with it); error: a second delete is a 404", async () => {
    const { owner, id } = await completedReel();
    const me = client({ cookie: owner.cookie });
    expect((await me.reels[":id"].$delete({ param: { id: String(id) } })).status).toBe(200);
    expect(await getReel(db(), id)).toBeUndefined();
    expect((await me.reels[":id"].$delete({ param: { id: String(id) } })).status).toBe(404);
  });
});

describe("GET /reels/:id (the page)", () => {
  it("happy: a finished reel's page carries its link-preview tags in the league colour", async () => {
    const { id } = await completedReel();
    const res = await site().reels[":id"].$get({ param: { id: String(id) } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ · Nov 1 – Nov 8, 2026"/);
    expect(html).toContain(`<meta property="og:url" content="https://dgsn.test/reels/${id}"`);
    expect(html).toMatch(/<meta name="description" content="Highlight reel narrated by [^"]+Austin Outlaws 24–17/);
    expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/i);
  });

  it("happy: the preview's image is a published story's picture, and never a story taken down since", async () => {
    const league = await freshLeague();
    const pictured = await gameRecap(league, "2026-11-02", { imageKey: "images/reel-preview-test.jpg" });
    const owner = await signedIn();
    const { res } = await order(owner.cookie, { leagueName: league, focusType: "league", ...RANGE });
    const { reel } = (await res.json()) as { reel: { id: number } };
    await runReel(env, reel.id);
    const page = async () => await (await site().reels[":id"].$get({ param: { id: String(reel.id) } })).text();
    expect(await page()).toContain(
      `<meta property="og:image" content="https://dgsn.test${mediaUrl("images/reel-preview-test.jpg")}"`,
    );
    // Taken down outside the API, so the cached page's version is bumped by hand (as every API write does).
    await db().update(recaps).set({ status: "draft" }).where(eq(recaps.id, pictured.id));
    await bumpContentVersion(db(), "content");
    expect(await page()).not.toContain("og:image");
  });

  it("error: a missing reel is the app with a 404; one being made is the plain app (no preview of it)", async () => {
    expect((await site().reels[":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    const league = await freshLeague();
    const { cookie } = await signedIn();
    const { res } = await order(cookie, { leagueName: league, focusType: "league", ...RANGE });
    const { reel } = (await res.json()) as { reel: { id: number; title: string } };
    const page = await site().reels[":id"].$get({ param: { id: String(reel.id) } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(reel.title);
  });
});

describe("reel-notify job: the owner's league Discord channel", () => {
  it("posts a finished reel once where the owner set the league's webhook; not when they turned notifications off", async () => {
    const league = await freshLeague();
    await gameRecap(league, "2026-11-02");
    const hook = newWebhook();
    await insertWebhook(league, hook.url);
    const fan = await signedIn();
    await setDefaultLeague(fan.user.id, league);
    const { res } = await order(fan.cookie, { leagueName: league, focusType: "league", ...RANGE });
    const { reel } = (await res.json()) as { reel: { id: number } };
    // Held: the job this queues is run by hand below (the real queue would run it too).
    await runReel(withHeldQueue().testEnv, reel.id);
    expect(await reelNotifyJob.run({ type: "reel-notify", reelId: reel.id }, env, 1)).toEqual({ kind: "done" });
    const sent = await posts(hook.prefix);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.allowed_mentions).toEqual({ parse: [] });
    expect(sent[0]!.embeds![0]!.url).toMatch(new RegExp(`/reels/${reel.id}$`));
    expect(sent[0]!.embeds![0]!.description).toContain("Austin Outlaws 24–17 Portland Lumberjacks");

    // Notifications off: nothing more is posted.
    await saveReelPreferences(db(), fan.user.id, {
      favoriteTeams: [],
      favoritePlayers: [],
      defaultDuration: 60,
      preferredStyle: "dramatic",
      autoGenerate: false,
      notifyOnCompletion: false,
    });
    await reelNotifyJob.run({ type: "reel-notify", reelId: reel.id }, env, 1);
    // Another user whose default league is elsewhere: their reel is not posted either.
    const stranger = await signedIn();
    const second = await order(stranger.cookie, { leagueName: league, focusType: "league", ...RANGE });
    const strangerReel = ((await second.res.json()) as { reel: { id: number } }).reel.id;
    await runReel(withHeldQueue().testEnv, strangerReel);
    await reelNotifyJob.run({ type: "reel-notify", reelId: strangerReel }, env, 1);
    expect(await posts(hook.prefix)).toHaveLength(1);
  });
});

describe("/api/account/reel-preferences", () => {
  it("happy: the spec's defaults until saved; a save is read back (favourites de-duplicated)", async () => {
    const { cookie } = await signedIn();
    const me = client({ cookie });
    expect(await okBody(me.account["reel-preferences"].$get())).toEqual({
      favoriteTeams: [],
      favoritePlayers: [],
      defaultDuration: 60,
      preferredStyle: "dramatic",
      autoGenerate: false,
      notifyOnCompletion: true,
    });
    const saved = await okBody(
      me.account["reel-preferences"].$put({
        json: {
          favoriteTeams: ["Austin Outlaws", "austin outlaws", " Portland Lumberjacks "],
          favoritePlayers: ["Jalen Cross"],
          defaultDuration: 90,
          preferredStyle: "classic",
          autoGenerate: true,
          notifyOnCompletion: false,
        },
      }),
    );
    expect(saved.favoriteTeams).toEqual(["Austin Outlaws", "Portland Lumberjacks"]);
    expect(await okBody(me.account["reel-preferences"].$get())).toEqual(saved);
  });

  it("error: bad preferences are a 400 and change nothing", async () => {
    const { cookie } = await signedIn();
    const me = client({ cookie });
    const res = await me.account["reel-preferences"].$put({
      json: {
        favoriteTeams: Array(21).fill("Team"),
        favoritePlayers: [],
        autoGenerate: false,
        notifyOnCompletion: true,
      },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("At most 20 favourites");
    expect((await okBody(me.account["reel-preferences"].$get())).favoriteTeams).toEqual([]);
  });
});
