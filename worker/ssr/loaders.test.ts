import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import type { ReactionEmoji } from "../../db/domain";
import { addReaction, getReactionsForRecaps } from "../../db/queries/reactions";
import { db, insertRecap } from "../test/helpers";
import { recordingD1 } from "../test/recording-d1";
import { pageLoaders } from "./loaders";

// Decision 245: a page that shows counts on its cards reads them with its list.
describe("pageLoaders", () => {
  it("happy: with countsWithLists, the counts of a list's stories come in its batch; reactionBatch of them reads no D1", async () => {
    const stories = [await insertRecap(), await insertRecap(), await insertRecap()];
    const [fire, clap]: [ReactionEmoji, ReactionEmoji] = ["🔥", "👏"];
    await addReaction(db(), stories[0]!.id, fire, "v1");
    await addReaction(db(), stories[2]!.id, clap, "v1");
    await addReaction(db(), stories[2]!.id, clap, "v2");
    const { DB, sent } = recordingD1();
    const counted = createDb(DB);
    const load = pageLoaders(env, counted, { countsWithLists: true });

    const list = await load.recapList(50);
    expect(list.recaps.map((r) => r.id)).toEqual(stories.map((s) => s.id).reverse());
    expect(sent.statements).toBe(3); // the rows, the total and the counts: one batch
    const shown = [stories[2]!.id, stories[0]!.id];
    expect(await load.reactionBatch(shown)).toEqual(await getReactionsForRecaps(db(), shown));
    expect(await load.reactionBatch(shown)).toEqual({
      [stories[2]!.id]: [{ reaction: clap, count: 2 }],
      [stories[0]!.id]: [{ reaction: fire, count: 1 }],
    });
    expect(sent.statements).toBe(3);

    // A story the lists did not hold is read from D1.
    const other = await insertRecap({ status: "draft" });
    expect(await load.reactionBatch([stories[0]!.id, other.id])).toEqual({
      [stories[0]!.id]: [{ reaction: fire, count: 1 }],
      [other.id]: [],
    });
    expect(sent.statements).toBe(4);
  });

  it("happy: without it (the community page), a list reads no counts", async () => {
    await insertRecap();
    const { DB, sent } = recordingD1();
    const counted = createDb(DB);
    await pageLoaders(env, counted).recapList(50);
    expect(sent.statements).toBe(2);
  });
});
