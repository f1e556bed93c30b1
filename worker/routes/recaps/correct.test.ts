// Correcting a published recap (issue 20 item 6, decision 202): the author (or an admin) fixes the
// teams, score, date and box score and asks the same or another reporter to rewrite it. The
// published text stays live until the rewrite passes the claim checker, then is replaced (the old
// text kept); a rewrite that fails leaves the published one and says why.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getRewrite } from "../../../db/queries/recap-rewrites";
import { getRecap } from "../../../db/queries/recaps";
import { recaps } from "../../../db/schema";
import { apiWithEnv, openAiEnv, runJob, withHeldQueue } from "../../test/ai-helpers";
import { client, idParam, okBody } from "../../test/client";
import { script, uniquePrefix } from "../../test/fake/client";
import { db, insertRecap, signedIn } from "../../test/helpers";

const PUBLISHED = "The Outlaws beat the Lumberjacks 27-20 at home.";

async function publishedRecap(userId: number) {
  return insertRecap({
    type: "game_recap",
    category: null,
    title: "Outlaws hold off Lumberjacks",
    content: PUBLISHED,
    notes: "Big divisional game.",
    homeTeam: "Austin Outlaws",
    awayTeam: "Portland Lumberjacks",
    homeScore: 27,
    awayScore: 20,
    gameDate: "2026-10-04",
    writerId: "marcus-vale",
    userId,
    aiRequested: true,
    status: "ready",
    players: [
      {
        id: "p1",
        name: "Cal Brewer",
        team: "Austin Outlaws",
        position: "QB",
        completions: 22,
        attempts: 31,
        passingYards: 301,
      },
    ],
  });
}

/** The author's correction: the real score was 24-20, the game a day later, in week 6 of season 2. */
const correction = {
  homeTeam: "Austin Outlaws",
  awayTeam: "Portland Lumberjacks",
  homeScore: 24,
  awayScore: 20,
  gameDate: "2026-10-05",
  season: 2,
  week: "6" as const,
  writerId: "rita-castellanos",
  players: [
    {
      id: "p1",
      name: "Cal Brewer",
      team: "Austin Outlaws",
      position: "QB" as const,
      completions: 22,
      attempts: 31,
      passingYards: 287,
      passingTouchdowns: 2,
    },
  ],
};

const publicRead = async (id: number) => {
  const res = await client().recaps[":id"].$get(idParam(id));
  return { status: res.status, body: (await res.json()) as { content: string; homeScore: number; writerId: string } };
};

describe("correcting a published recap", () => {
  it("happy: stays live while rewritten by another reporter, then the corrected story replaces it", async () => {
    const { user, cookie } = await signedIn();
    const row = await publishedRecap(user.id);
    const { testEnv, held } = withHeldQueue();

    const res = await apiWithEnv(testEnv, `/api/recaps/${row.id}/box-score`, {
      method: "PUT",
      cookie,
      json: correction,
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ id: row.id, status: "ready", rewrite: "writing" });
    expect(held).toEqual([{ type: "rewrite", recapId: row.id }]);

    // While the reporter writes: readers keep the published story, unchanged.
    const during = await publicRead(row.id);
    expect([during.status, during.body.content, during.body.homeScore]).toEqual([200, PUBLISHED, 27]);
    const view = await okBody(client({ cookie }).recaps[":id"]["box-score"].$get(idParam(row.id)));
    expect(view.rewrite).toMatchObject({ state: "writing", error: null, writerId: "rita-castellanos" });
    // A second correction while one is being written is refused, and changes nothing.
    const again = await apiWithEnv(testEnv, `/api/recaps/${row.id}/box-score`, {
      method: "PUT",
      cookie,
      json: correction,
    });
    expect(again.status).toBe(409);

    await runJob(testEnv, { type: "rewrite", recapId: row.id });
    const after = (await getRecap(db(), row.id))!;
    expect(after.status).toBe("ready");
    expect([after.homeScore, after.awayScore, after.gameDate, after.season, after.week, after.writerId]).toEqual([
      24,
      20,
      "2026-10-05",
      2,
      "6",
      "rita-castellanos",
    ]);
    expect(after.content).not.toBe(PUBLISHED);
    expect(after.content).toContain("24-20");
    expect(after.content).not.toContain("27-20");
    expect(after.players[0]!.passingYards).toBe(287);
    // Nothing lost: the replaced text is kept with the correction.
    const rewrite = (await getRewrite(db(), row.id))!;
    expect([rewrite.state, rewrite.previousContent]).toEqual(["done", PUBLISHED]);
    // A repeated delivery of the same job changes nothing.
    await runJob(testEnv, { type: "rewrite", recapId: row.id });
    expect((await getRecap(db(), row.id))!.content).toBe(after.content);
  });

  it("sad: a rewrite the claim checker refuses leaves the published story and says why", async () => {
    const { user, cookie } = await signedIn();
    const row = await publishedRecap(user.id);
    const prefix = uniquePrefix("rewrite-refused");
    const testEnv = openAiEnv(prefix);
    const held: unknown[] = [];
    Object.defineProperty(testEnv, "JOBS", { value: { send: async (b: unknown) => void held.push(b) } });
    // Both drafts invent a score the corrected box score does not support.
    const invented = "The Outlaws won 31-20 behind Cal Brewer.";
    await script(prefix, [
      { status: 200, body: { choices: [{ index: 0, message: { role: "assistant", content: invented } }] } },
      { status: 200, body: { choices: [{ index: 0, message: { role: "assistant", content: invented } }] } },
    ]);
    const res = await apiWithEnv(testEnv, `/api/recaps/${row.id}/box-score`, {
      method: "PUT",
      cookie,
      json: { ...correction, writerId: undefined },
    });
    expect(res.status).toBe(202);
    await runJob(testEnv, { type: "rewrite", recapId: row.id });

    const after = (await getRecap(db(), row.id))!;
    expect([after.status, after.content, after.homeScore, after.writerId]).toEqual([
      "ready",
      PUBLISHED,
      27,
      "marcus-vale",
    ]);
    const view = await okBody(client({ cookie }).recaps[":id"]["box-score"].$get(idParam(row.id)));
    expect(view.rewrite?.state).toBe("failed");
    expect(view.rewrite?.error).toMatch(/^Our reporter's draft stated things your box score does not support/);
    // The same reporter was asked (no writerId given).
    expect(view.rewrite?.writerId).toBe("marcus-vale");
  });

  it("permissions and input: someone else 403, an admin may, an unknown reporter or a bad week 400, news 400", async () => {
    const author = await signedIn();
    const other = await signedIn();
    const admin = await signedIn("admin");
    const row = await publishedRecap(author.user.id);
    const { testEnv, held } = withHeldQueue();
    const put = (cookie: string, json: unknown, id = row.id) =>
      apiWithEnv(testEnv, `/api/recaps/${id}/box-score`, { method: "PUT", cookie, json });

    expect((await put(other.cookie, correction)).status).toBe(403);
    expect((await put(author.cookie, { ...correction, writerId: "nobody" })).status).toBe(400);
    expect((await put(author.cookie, { ...correction, week: "99" })).status).toBe(400);
    expect((await put(author.cookie, { ...correction, gameDate: "2026-13-01" })).status).toBe(400);
    expect(held).toEqual([]);
    expect(await getRewrite(db(), row.id)).toBeUndefined();

    expect((await put(admin.cookie, correction)).status).toBe(202);
    expect(held).toEqual([{ type: "rewrite", recapId: row.id }]);

    const news = await insertRecap({ userId: author.user.id, status: "ready" });
    expect((await put(author.cookie, correction, news.id)).status).toBe(400);
    await db().delete(recaps).where(eq(recaps.id, news.id));
  });
});
