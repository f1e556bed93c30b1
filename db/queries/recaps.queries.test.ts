import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../client";
import type { ReactionEmoji } from "../domain";
import { type NewRecap, recaps } from "../schema";
import { addReaction, getReactions, getReactionsForRecaps } from "./reactions";
import {
  getPublishedRecapWithImages,
  getReaderPage,
  listRecapSummaries,
  listRecapSummariesWithReactions,
} from "./recaps";
import { replaceStatsImages } from "./recaps-write";
import { listWriters } from "./writers";

const db = () => createDb(env.DB);
let seq = 0;
/** A published story with no league, a minute after the previous one. */
async function insertRecap(values: Partial<NewRecap>) {
  seq += 1;
  const [row] = await db()
    .insert(recaps)
    .values({
      title: `Story ${seq}`,
      content: `Paragraph ${seq}.`,
      gameDate: "2026-11-01",
      type: "news",
      category: "general",
      writerId: "marcus-vale",
      createdAt: new Date(Date.UTC(2026, 10, 1) + seq * 60_000),
      ...values,
    })
    .returning();
  return row!;
}

// Decision 245: a list page read with its stories' counts, in one batch, is the same list and the
// same counts as reading them one after the other.
describe("listRecapSummariesWithReactions", () => {
  it("happy: the same page as listRecapSummaries, with the counts of exactly its stories", async () => {
    const stories = [];
    for (let i = 0; i < 5; i++) stories.push(await insertRecap({ season: 9, week: "3" }));
    await insertRecap({ season: 9, week: "4" }); // outside the filter below
    const [a, b, c]: [ReactionEmoji, ReactionEmoji, ReactionEmoji] = ["🔥", "👏", "💯"];
    await addReaction(db(), stories[0]!.id, a, "v1");
    await addReaction(db(), stories[0]!.id, b, "v1");
    await addReaction(db(), stories[0]!.id, b, "v2");
    await addReaction(db(), stories[3]!.id, c, "v1");
    await addReaction(db(), stories[4]!.id, a, "v3");

    for (const opts of [
      { limit: 50, page: 1 },
      { limit: 2, page: 2, season: 9, week: "3" }, // stories 2 and 1, newest first
      { limit: 2, page: 1, season: 9, week: "3" },
    ]) {
      const plain = await listRecapSummaries(db(), opts);
      const withCounts = await listRecapSummariesWithReactions(db(), opts);
      expect({ rows: withCounts.rows, total: withCounts.total }).toEqual(plain);
      const ids = plain.rows.map((r) => r.id);
      expect(withCounts.reactions).toEqual(await getReactionsForRecaps(db(), ids));
    }
    const page2 = await listRecapSummariesWithReactions(db(), { limit: 2, page: 2, season: 9, week: "3" });
    expect(page2.rows.map((r) => r.id)).toEqual([stories[2]!.id, stories[1]!.id]);
    expect(page2.reactions).toEqual({ [stories[2]!.id]: [], [stories[1]!.id]: [] });
    const page1 = await listRecapSummariesWithReactions(db(), { limit: 2, page: 1, season: 9, week: "3" });
    expect(page1.reactions).toEqual({
      [stories[4]!.id]: [{ reaction: a, count: 1 }],
      [stories[3]!.id]: [{ reaction: c, count: 1 }],
    });
  });
});

// Decision 247: a reader page's reads in one batch are the same as reading them one by one.
describe("getReaderPage", () => {
  it("happy: the article with its images, the personas and the story's counts, as the separate reads give them", async () => {
    const story = await insertRecap({});
    await replaceStatsImages(db(), story.id, "team", [`img/${"a".repeat(64)}.png`, `img/${"b".repeat(64)}.png`]);
    const fire: ReactionEmoji = "🔥";
    await addReaction(db(), story.id, fire, "v1");
    await addReaction(db(), story.id, fire, "v2");

    const page = await getReaderPage(db(), story.id);
    expect(page.article).toEqual(await getPublishedRecapWithImages(db(), story.id));
    expect(page.article?.statsImages.map((i) => i.index)).toEqual([0, 1]);
    expect(page.writers).toEqual(await listWriters(db()));
    expect(page.writers.length).toBeGreaterThan(0);
    expect(page.reactions).toEqual([{ reaction: fire, count: 2 }]);
    expect(page.reactions).toEqual(await getReactions(db(), story.id));
  });

  it("error: a draft is no article (the same as a missing id); the personas are still read", async () => {
    const draft = await insertRecap({ status: "draft" });
    const page = await getReaderPage(db(), draft.id);
    expect(page.article).toBeUndefined();
    expect(page.writers).toEqual(await listWriters(db()));
    expect((await getReaderPage(db(), 987_654_321)).article).toBeUndefined();
  });
});
