// Posting to a league's page and Discord channel needs membership, and the commissioner removes what
// the page lists (issue 37 item 4, decision 261).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getReel, insertReel } from "../../../db/queries/reels";
import { highlightReels, recaps } from "../../../db/schema";
import { runReel } from "../../jobs/reel";
import { reelNotifyJob } from "../../jobs/reel-notify";
import { withHeldQueue } from "../../test/ai-helpers";
import { client, errorOf, idParam, okBody } from "../../test/client";
import { newWebhook, posts, setDefaultLeague, uniqueLeague } from "../../test/discord-helpers";
import { db, signedIn } from "../../test/helpers";
import { gameRecap } from "../../test/reel-helpers";

type Caller = Awaited<ReturnType<typeof signedIn>>;
const RANGE = { startDate: "2026-11-01", endDate: "2026-11-08" };
const INVITE_TITLE = "Join our server instead: discord.gg/elsewhere";

/** A league run by its commissioner, that approves its members, with a webhook and one published recap. */
async function runLeague() {
  const commissioner = await signedIn();
  const leagues = client({ cookie: commissioner.cookie }).leagues;
  const league = await okBody(leagues.$post({ json: { name: uniqueLeague("Listed"), joinApproval: true } }));
  const hook = newWebhook();
  await okBody(leagues[":league"].webhook.$put({ param: { league: league.slug }, json: { webhookUrl: hook.url } }));
  await gameRecap(league.name, "2026-11-02", { userId: commissioner.user.id });
  const { inviteCode } = await okBody(leagues[":league"].manage.$get({ param: { league: league.slug } }));
  /** A user who asked to join: pending, or active once the commissioner approves. */
  const join = async (approve: boolean) => {
    const who = await signedIn();
    await okBody(client({ cookie: who.cookie }).leagues.join[":code"].$post({ param: { code: inviteCode } }));
    if (approve)
      await okBody(
        leagues[":league"].members[":userId"].approve.$post({
          param: { league: league.slug, userId: String(who.user.id) },
        }),
      );
    await setDefaultLeague(who.user.id, league.name);
    return who;
  };
  return { commissioner, league, hook, join };
}

const orderReel = (who: Caller, leagueName: string) => {
  const { testEnv, held } = withHeldQueue();
  const res = client({ cookie: who.cookie, env: testEnv }).reels.$post({
    json: { leagueName, focusType: "league", title: INVITE_TITLE, ...RANGE },
  });
  return { res, held };
};

const postArticle = (who: Caller, leagueName: string) =>
  client({ cookie: who.cookie }).recaps.$post({
    json: { type: "news", title: INVITE_TITLE, content: "Come over to our server.", leagueName, aiRequested: false },
  });

const leagueReels = async (leagueName: string) =>
  (await okBody(client().reels.$get({ query: { league: leagueName } }))).reels.map((r) => r.id);

const NOT_A_MEMBER = (name: string) =>
  `Only members of ${name} can post to its page and Discord channel. Ask its commissioner for an invite link.`;

describe("posting to a league someone runs", () => {
  it("security: a non-member whose default league it is cannot make a reel of it or post to it; nothing reaches its channel", async () => {
    const { league, hook, join } = await runLeague();
    const outsider = await join(false);

    const reel = orderReel(outsider, league.name);
    const refused = await reel.res;
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(NOT_A_MEMBER(league.name));
    expect(reel.held).toEqual([]);
    const article = await postArticle(outsider, league.name);
    expect(article.status).toBe(403);
    expect((await errorOf(article)).message).toBe(NOT_A_MEMBER(league.name));
    const mine = await db().select().from(recaps).where(eq(recaps.userId, outsider.user.id));
    expect(mine).toEqual([]);
    // Nor can an article of theirs be moved into the league.
    const elsewhere = await okBody(postArticle(outsider, uniqueLeague("Open")));
    const moved = await client({ cookie: outsider.cookie }).recaps[":id"].$patch({
      ...idParam(elsewhere.id),
      json: { leagueName: league.name },
    });
    expect(moved.status).toBe(403);

    // A reel made before this rule (inserted as the old route did) is neither posted nor listed.
    const old = await insertReel(db(), {
      userId: outsider.user.id,
      title: INVITE_TITLE,
      leagueName: league.name,
      duration: 60,
      style: "dramatic",
      focusType: "league",
      focusValue: league.name,
      ...RANGE,
    });
    await runReel(withHeldQueue().testEnv, old.id);
    expect((await getReel(db(), old.id))!.status).toBe("completed");
    await reelNotifyJob.run({ type: "reel-notify", reelId: old.id }, env, 1);
    expect(await posts(hook.prefix)).toEqual([]);
    expect(await leagueReels(league.name)).toEqual([]);
  });

  it("happy: an active member's reel is made, posted once to the channel and listed; their article is taken", async () => {
    const { league, hook, join } = await runLeague();
    const member = await join(true);
    const reel = orderReel(member, league.name);
    const { reel: made } = (await (await reel.res).json()) as { reel: { id: number } };
    await runReel(withHeldQueue().testEnv, made.id);
    await reelNotifyJob.run({ type: "reel-notify", reelId: made.id }, env, 1);
    expect(await posts(hook.prefix)).toHaveLength(1);
    expect(await leagueReels(league.name)).toEqual([made.id]);
    expect((await postArticle(member, league.name)).status).toBe(201);
  });
});

describe("DELETE /api/leagues/:league/articles/:id and /reels/:id", () => {
  it("happy: the commissioner removes an article and a reel from the league's page; their authors keep them", async () => {
    const { commissioner, league, join } = await runLeague();
    const member = await join(true);
    const { id: articleId } = await okBody(postArticle(member, league.name));
    const reel = orderReel(member, league.name);
    const { reel: made } = (await (await reel.res).json()) as { reel: { id: number } };
    await runReel(withHeldQueue().testEnv, made.id);
    const at = client({ cookie: commissioner.cookie }).leagues[":league"];
    const param = (id: number) => ({ param: { league: league.slug, id: String(id) } });

    expect(await okBody(at.articles[":id"].$delete(param(articleId)))).toEqual({ id: articleId, removed: true });
    expect(await okBody(at.reels[":id"].$delete(param(made.id)))).toEqual({ id: made.id, removed: true });
    const [article] = await db().select().from(recaps).where(eq(recaps.id, articleId));
    expect(article).toMatchObject({ leagueId: null, leagueName: null, userId: member.user.id, title: INVITE_TITLE });
    const [kept] = await db().select().from(highlightReels).where(eq(highlightReels.id, made.id));
    expect(kept).toMatchObject({ leagueName: null, userId: member.user.id, status: "completed" });
    expect(await leagueReels(league.name)).toEqual([]);
    // Already removed: nothing of this league's page by that id.
    expect((await at.articles[":id"].$delete(param(articleId))).status).toBe(404);
    expect((await at.reels[":id"].$delete(param(made.id))).status).toBe(404);
  });

  it("security: a member or a stranger gets 403, another league's item 404, and an admin may", async () => {
    const { commissioner, league, join } = await runLeague();
    const member = await join(true);
    const [listed] = await db().select().from(recaps).where(eq(recaps.userId, commissioner.user.id));
    const remove = (who: Caller, id: number) =>
      client({ cookie: who.cookie }).leagues[":league"].articles[":id"].$delete({
        param: { league: league.slug, id: String(id) },
      });
    expect((await remove(member, listed!.id)).status).toBe(403);
    expect((await remove(await signedIn(), listed!.id)).status).toBe(403);
    const other = await runLeague();
    const [theirs] = await db().select().from(recaps).where(eq(recaps.userId, other.commissioner.user.id));
    expect((await remove(commissioner, theirs!.id)).status).toBe(404);
    expect((await db().select().from(recaps).where(eq(recaps.id, theirs!.id)))[0]!.leagueId).toBe(other.league.id);
    expect((await remove(await signedIn("admin"), listed!.id)).status).toBe(200);
  });
});
