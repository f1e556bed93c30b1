// The claim checker through the queue: a scripted OpenAI-compatible model on 127.0.0.1 (the fake
// server) writes drafts; the generate job regenerates a refused draft once with its problems, then
// publishes or fails; the author corrects the box score and the story is published.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PlayerStat } from "../../../db/domain";
import { confirmBoxScore } from "../../../db/queries/generation";
import { getRecap } from "../../../db/queries/recaps";
import { openAiEnv, runGenerateJob } from "../../test/ai-helpers";
import { received, script, uniquePrefix } from "../../test/fake/client";
import { db, insertRecap, signedIn } from "../../test/helpers";
import { startGeneration } from "./start";

const TYPED = "Rivalry week. Rhodes ran hard all night.";
const box = (rushingYards: number) => ({
  homeTeam: "Austin Outlaws",
  awayTeam: "Portland Lumberjacks",
  homeScore: 27,
  awayScore: 20,
  players: [
    {
      id: "p1",
      name: "Dante Rhodes",
      team: "Austin Outlaws",
      position: "RB",
      carries: 19,
      rushingYards,
      rushingTouchdowns: 1,
    },
    {
      id: "p2",
      name: "Ty Harlan",
      team: "Portland Lumberjacks",
      position: "QB",
      completions: 25,
      attempts: 40,
      passingYards: 288,
    },
  ] as PlayerStat[],
});

async function recapWriting(rushingYards: number) {
  const { user } = await signedIn();
  const row = await insertRecap({
    type: "game_recap",
    category: null,
    title: "Outlaws hold off Lumberjacks",
    content: TYPED,
    homeTeam: "Austin Outlaws",
    awayTeam: "Portland Lumberjacks",
    homeScore: 27,
    awayScore: 20,
    userId: user.id,
    aiRequested: true,
  });
  await startGeneration(env, db(), row.id);
  expect(await confirmBoxScore(db(), row.id, box(rushingYards))).toBe(true);
  return row;
}

const completion = (content: string) => ({
  status: 200,
  body: { choices: [{ index: 0, message: { role: "assistant", content } }] },
});

const WRONG = "The Portland Lumberjacks beat the Austin Outlaws 27-20. Dante Rhodes carried 19 times for 143 yards.";
const RIGHT = "The Austin Outlaws beat the Portland Lumberjacks 27-20. Dante Rhodes carried 19 times for 143 yards.";

describe("generate job with the claim checker (scripted model)", () => {
  it("regenerate, then succeed: the second draft is published, and the retry named each false claim", async () => {
    const row = await recapWriting(143);
    const prefix = uniquePrefix("claims-ok");
    await script(prefix, [completion(WRONG), completion(RIGHT)]);
    await runGenerateJob(openAiEnv(prefix), row.id);
    const sent = await received(prefix);
    expect(sent).toHaveLength(2);
    const retry = JSON.parse(sent[1]!.body).messages.at(-1).content;
    expect(retry).toContain(
      "- The Austin Outlaws beat the Portland Lumberjacks 27-20; the draft says the Portland Lumberjacks won.",
    );
    expect(await getRecap(db(), row.id)).toMatchObject({ status: "ready", content: RIGHT, notes: TYPED });
  });

  it("regenerate, then fail: the author sees the problems, corrects the box score, and the story is published", async () => {
    // The author mistyped Rhodes' yards (112); the model, reading the game, says 143 twice.
    const row = await recapWriting(112);
    const prefix = uniquePrefix("claims-fail");
    await script(prefix, [completion(RIGHT), completion(RIGHT)]);
    await runGenerateJob(openAiEnv(prefix), row.id);
    expect(await received(prefix)).toHaveLength(2);
    expect(await getRecap(db(), row.id)).toMatchObject({
      status: "failed",
      content: TYPED,
      generationError: [
        "Our reporter's draft stated things your box score does not support, so it was not published. Check the box score (and correct it if it is wrong), then try again.",
        '- "143 yards": the box score shows Dante Rhodes with 112 rushing yards.',
      ].join("\n"),
    });

    expect(await confirmBoxScore(db(), row.id, box(143))).toBe(true);
    const again = uniquePrefix("claims-fixed");
    await script(again, [completion(RIGHT)]);
    await runGenerateJob(openAiEnv(again), row.id);
    expect(await getRecap(db(), row.id)).toMatchObject({ status: "ready", content: RIGHT, generationError: null });
  });
});
