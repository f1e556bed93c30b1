// Issue 17 item 1: an author's edit is never lost to the reporter. While the story is being written
// an edit is refused (the draft would overwrite it); after a draft or a failure, the latest text the
// author saved is what the reporter writes from on the next confirm or retry.
import { describe, expect, it } from "vitest";
import type { PlayerStat } from "../../db/domain";
import { startRewrite } from "../../db/queries/recap-rewrites";
import { confirmBoxScore, retryGeneration } from "../../db/queries/recap-status";
import { getRecap } from "../../db/queries/recaps";
import { updateRecap } from "../../db/queries/recaps-write";
import { rewriteFailed } from "../services/recap-lifecycle";
import { openAiEnv, runGenerateJob } from "./ai-helpers";
import { client, errorOf, idParam } from "./client";
import { received, script, uniquePrefix } from "./fake/client";
import { db, insertRecap, signedIn } from "./helpers";

const TYPED = "Original notes: the Outlaws leaned on the run.";
const EDITED = "Edited notes: Dante Rhodes carried the Outlaws in the fourth quarter.";
const BOX = {
  homeTeam: "Austin Outlaws",
  awayTeam: "Portland Lumberjacks",
  homeScore: 27,
  awayScore: 20,
  players: [
    { id: "p1", name: "Dante Rhodes", team: "Austin Outlaws", position: "RB", carries: 19, rushingYards: 143 },
  ] as PlayerStat[],
};
const STORY = "The Austin Outlaws beat the Portland Lumberjacks 27-20. Dante Rhodes carried 19 times for 143 yards.";

async function authorsRecap(status: "draft" | "failed" | "generating" | "ready") {
  const { user, cookie } = await signedIn();
  const row = await insertRecap({
    type: "game_recap",
    category: null,
    title: "Outlaws hold off Lumberjacks",
    content: TYPED,
    notes: TYPED,
    ...BOX,
    userId: user.id,
    aiRequested: true,
    status,
  });
  return { row, cookie };
}

const edit = (cookie: string, id: number, content: string) =>
  client({ cookie }).recaps[":id"].$patch({ ...idParam(id), json: { content } });

/** Runs the generate job against a scripted model; answers with the prompt the reporter was sent. */
async function writeAndReadPrompt(id: number): Promise<string> {
  const prefix = uniquePrefix("edits-kept");
  await script(prefix, [
    { status: 200, body: { choices: [{ index: 0, message: { role: "assistant", content: STORY } }] } },
  ]);
  await runGenerateJob(openAiEnv(prefix), id);
  const sent = await received(prefix);
  expect(sent).toHaveLength(1);
  return JSON.parse(sent[0]!.body)
    .messages.map((m: { content: string }) => m.content)
    .join("\n");
}

describe("PATCH /api/recaps/:id during the recap lifecycle", () => {
  it("error: while the reporter is writing, an edit is a 409 the Edit page shows, and nothing changes", async () => {
    const { row, cookie } = await authorsRecap("generating");
    const res = await edit(cookie, row.id, EDITED);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      error: {
        code: "conflict",
        message: "Our reporter is writing this story right now. You can edit it as soon as it is ready.",
      },
      message: "Our reporter is writing this story right now. You can edit it as soon as it is ready.",
    });
    expect(await getRecap(db(), row.id)).toMatchObject({ content: TYPED, notes: TYPED, status: "generating" });
  });

  it("happy: a draft edited before 'Write my recap' is written from the edited text", async () => {
    const { row, cookie } = await authorsRecap("draft");
    expect((await edit(cookie, row.id, EDITED)).status).toBe(200);
    expect(await confirmBoxScore(db(), row.id, BOX)).toBe(true);
    const prompt = await writeAndReadPrompt(row.id);
    expect(prompt).toContain(EDITED);
    expect(prompt).not.toContain(TYPED);
    expect(await getRecap(db(), row.id)).toMatchObject({ status: "ready", content: STORY, notes: EDITED });
  });

  it("happy: a failed story edited before Retry is written from the edited text", async () => {
    const { row, cookie } = await authorsRecap("failed");
    expect((await edit(cookie, row.id, EDITED)).status).toBe(200);
    expect(await retryGeneration(db(), row.id)).toBe(true);
    const prompt = await writeAndReadPrompt(row.id);
    expect(prompt).toContain(EDITED);
    expect(prompt).not.toContain(TYPED);
    expect(await getRecap(db(), row.id)).toMatchObject({ status: "ready", notes: EDITED });
  });
});

describe("PATCH /api/recaps/:id while a correction is rewritten (issue 37 item 5)", () => {
  const REWRITING =
    "Our reporter is rewriting this story from its corrected box score. You can edit it as soon as the new text is up.";
  const correction = {
    ...BOX,
    homeScore: 24,
    gameDate: "2026-10-05",
    season: null,
    week: null,
    writerId: "marcus-vale",
  };

  it("error: an edit is a 409 the Edit page shows, nothing changes, and the edit is taken once the rewrite is done", async () => {
    const { row, cookie } = await authorsRecap("ready");
    expect(await startRewrite(db(), row.id, correction, row.userId!)).toBe(true);
    const res = await edit(cookie, row.id, EDITED);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ error: { code: "conflict", message: REWRITING }, message: REWRITING });
    expect(await getRecap(db(), row.id)).toMatchObject({ content: TYPED, notes: TYPED, status: "ready" });
    // The rewrite failed or finished: editing works again.
    await rewriteFailed(db(), row.id, "gave up");
    expect((await edit(cookie, row.id, EDITED)).status).toBe(200);
    expect(await getRecap(db(), row.id)).toMatchObject({ content: EDITED });
  });

  it("error: a rewrite started between the edit's read and its write refuses the write (one conditional UPDATE)", async () => {
    const { row } = await authorsRecap("ready");
    expect(await startRewrite(db(), row.id, correction, row.userId!)).toBe(true);
    expect(await updateRecap(db(), row.id, { content: EDITED })).toBeUndefined();
    expect(await getRecap(db(), row.id)).toMatchObject({ content: TYPED, notes: TYPED });
  });
});
