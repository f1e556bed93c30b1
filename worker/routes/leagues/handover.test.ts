// Handing a league over (issue 37 item 8): the former commissioner keeps no right. The export URL and
// the invite link they have seen stop working, the export's stories become the new commissioner's,
// and the stories to rewrite never list a story that no longer exists.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recaps } from "../../../db/schema";
import { exportWeek, weekPath } from "../../../db/seed/export-fixtures";
import { writeWeekStories } from "../../jobs/export-week";
import { runGeneration } from "../../jobs/generate";
import { client, idParam, okBody } from "../../test/client";
import { exportedLeague, exportIngested, exportPost } from "../../test/export-helpers";
import { db, signedIn } from "../../test/helpers";

type Caller = Awaited<ReturnType<typeof signedIn>>;

const leaguesOf = (who: Caller) => client({ cookie: who.cookie }).leagues;
const manage = (who: Caller, slug: string) => leaguesOf(who)[":league"].manage.$get({ param: { league: slug } });

describe("PUT /api/leagues/:league/commissioner", () => {
  it("security: the former commissioner's export URL, invite link and story rights end; the new one has them all", {
    timeout: 120_000,
  }, async () => {
    const { owner, league, base, send } = await exportedLeague("Handover");
    const week = exportWeek({ season: 0, weekIndex: 4, games: 2 });
    await send(week);
    await writeWeekStories(env, { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 4 });
    const stories = await db().select().from(recaps).where(eq(recaps.leagueId, league.id)).orderBy(recaps.id);
    expect(stories).toHaveLength(2);
    for (const s of stories) await runGeneration(env, s.id);
    const [kept, removed] = stories as [(typeof stories)[0], (typeof stories)[0]];

    // Both games are corrected by the export and flagged for a rewrite.
    const corrected = structuredClone(week.passing);
    for (const r of corrected.playerPassingStatInfoList as { passYds: number }[]) r.passYds += 7;
    expect((await exportIngested(league.id, `${base}${weekPath(week, "passing")}`, corrected)).state).toBe("ingested");
    await writeWeekStories(env, { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 4 });

    const heir = await signedIn();
    const oldInvite = (await okBody(manage(owner, league.slug))).inviteCode;
    expect((await leaguesOf(heir).join[":code"].$post({ param: { code: oldInvite } })).status).toBe(200);
    const handOver = await leaguesOf(owner)[":league"].commissioner.$put({
      param: { league: league.slug },
      json: { userId: heir.user.id },
    });
    expect(handOver.status).toBe(200);

    // The old export URL is gone: a bot still using it stores nothing.
    expect((await exportPost(`${base}${weekPath(week, "passing")}`, corrected)).status).toBe(404);
    // The former commissioner manages nothing, and their invite link no longer works.
    expect((await manage(owner, league.slug)).status).toBe(403);
    const stranger = await signedIn();
    expect((await leaguesOf(stranger).join[":code"].$post({ param: { code: oldInvite } })).status).toBe(404);

    // The export's stories are the new commissioner's to edit and delete; the former one's 403.
    const stories$ = (who: Caller) => client({ cookie: who.cookie }).recaps[":id"];
    const edit = (who: Caller, id: number) =>
      stories$(who).$patch({ ...idParam(id), json: { title: "Retitled by the commissioner" } });
    expect((await edit(owner, kept.id)).status).toBe(403);
    expect((await stories$(owner).$delete(idParam(kept.id))).status).toBe(403);
    expect((await edit(heir, kept.id)).status).toBe(200);
    expect((await stories$(heir).$delete(idParam(removed.id))).status).toBe(200);

    // The new commissioner's page: no export URL (a new one must be made), and only stories that exist.
    const view = await okBody(manage(heir, league.slug));
    expect(view).toMatchObject({ hasExport: false, commissionerId: heir.user.id });
    expect(view.inviteCode).not.toBe(oldInvite);
    expect(view.storiesToRewrite).toEqual([
      { recapId: kept.id, season: 0, stage: 1, week: 4, scheduleId: expect.any(Number) },
    ]);
    const fresh = await okBody(leaguesOf(heir)[":league"]["export-secret"].$post({ param: { league: league.slug } }));
    const freshBase = new URL(fresh.exportUrl).pathname;
    expect((await exportIngested(league.id, `${freshBase}${weekPath(week, "passing")}`, corrected)).state).toBe(
      "ingested",
    );
  });
});
