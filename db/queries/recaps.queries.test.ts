import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../client";
import type { ReactionEmoji } from "../domain";
import { type NewRecap, recaps } from "../schema";
import { addReaction, getReactionsForRecaps } from "./reactions";
import { listRecapSummaries, listRecapSummariesWithReactions } from "./recaps";

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
