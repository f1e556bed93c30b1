// Correcting an exported game's box score (issue 37 item 10): the league's commissioner may read
// and correct the box score of a story the export wrote — also after a handover, when the story's
// author is the former commissioner — and the correction is rewritten like any other (decision 202).
// Anyone else still gets 403 and changes nothing.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setCommissioner } from "../../../db/queries/leagues";
import { exportGames, recaps } from "../../../db/schema";
import { exportWeek } from "../../../db/seed/export-fixtures";
import { writeWeekStories } from "../../jobs/export-week";
import { runGeneration } from "../../jobs/generate";
import type { Job } from "../../jobs/types";
import { withHeldQueue } from "../../test/ai-helpers";
import { client, errorOf, idParam, okBody } from "../../test/client";
import { exportedLeague } from "../../test/export-helpers";
import { db, signedIn } from "../../test/helpers";

const recapRow = async (id: number) => (await db().select().from(recaps).where(eq(recaps.id, id)))[0]!;

async function publishedExportStory() {
  const { owner, league, send } = await exportedLeague("Fixes");
  const week = exportWeek({ season: 0, weekIndex: 3, games: 1 });
  await send(week);
  await writeWeekStories(env, { type: "export-week", leagueId: league.id, season: 0, stage: 1, week: 3 });
  const [game] = await db()
    .select()
    .from(exportGames)
    .where(and(eq(exportGames.leagueId, league.id), eq(exportGames.scheduleId, week.games[0]!.scheduleId)));
  const id = game!.recapId!;
  await runGeneration(env, id);
  expect(await recapRow(id)).toMatchObject({ status: "ready", userId: owner.user.id });
  return { owner, league, id };
}

describe("PUT /api/recaps/:id/box-score of an export story", () => {
  it("happy: the league's new commissioner reads and corrects it; the rewrite is queued", {
    timeout: 60_000,
  }, async () => {
    const { league, id } = await publishedExportStory();
    const next = await signedIn();
    await setCommissioner(db(), league.id, next.user.id);
    const { testEnv, held } = withHeldQueue();
    const api = client({ cookie: next.cookie, env: testEnv }).recaps[":id"];

    const box = await okBody(api["box-score"].$get(idParam(id)));
    const players = box.players.map((p, i) => (i === 0 ? { ...p, name: `${p.name} Jr.` } : p));
    const res = await api["box-score"].$put({
      ...idParam(id),
      json: {
        homeTeam: box.homeTeam,
        awayTeam: box.awayTeam,
        homeScore: box.homeScore,
        awayScore: box.awayScore,
        players,
        acknowledgeWarnings: true,
      },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ id, status: "ready", rewrite: "writing" });
    expect((held as Job[]).filter((j) => j.type === "rewrite")).toHaveLength(1);
  });

  it("security: a signed-in stranger gets 403 on read and correction, and nothing changes", async () => {
    const { id } = await publishedExportStory();
    const before = await recapRow(id);
    const stranger = await signedIn();
    const { testEnv, held } = withHeldQueue();
    const api = client({ cookie: stranger.cookie, env: testEnv }).recaps[":id"];
    const read = await api["box-score"].$get(idParam(id));
    expect(read.status).toBe(403);
    const put = await api["box-score"].$put({
      ...idParam(id),
      json: {
        homeTeam: before.homeTeam!,
        awayTeam: before.awayTeam!,
        homeScore: before.homeScore,
        awayScore: before.awayScore,
        players: before.players,
        acknowledgeWarnings: true,
      },
    });
    expect(put.status).toBe(403);
    expect((await errorOf(put)).message).toBe("You can only change your own articles");
    expect(await recapRow(id)).toEqual(before);
    expect(held).toEqual([]);
  });
});
