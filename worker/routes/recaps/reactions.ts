import { type Context, Hono } from "hono";
import { z } from "zod";
import { addReaction, getReactions, getVoterReactions, removeReaction } from "../../../db/queries/reactions";
import { publishedRecapExists } from "../../../db/queries/recaps";
import type { AppEnv } from "../../env";
import { ApiError, notFound } from "../../errors";
import { PUBLIC_REACTIONS, privateRead, read, write } from "../../middleware/route-policy";
import { idParamSchema } from "../../schemas/common";
import { reactionSchema } from "../../schemas/reaction";
import { existingVoter, NETWORK_VOTES_FULL, voterForVote } from "../../services/voter";
import { zv } from "../../validate";

const reactionBody = z.object({ reaction: reactionSchema });
export interface ReactionToggleResult {
  recapId: number;
  reactions: { reaction: string; count: number }[];
  /** The emoji this visitor has chosen on this article. */
  mine: string[];
}

async function toggle(c: Context<AppEnv>, id: number, reaction: z.infer<typeof reactionSchema>, add: boolean) {
  const db = c.var.db;
  if (!(await publishedRecapExists(db, id))) throw notFound("Article not found");
  let voter: string | null;
  if (add) {
    const voting = await voterForVote(c, id);
    if (!(await addReaction(db, id, reaction, voting.key, voting.network)))
      throw new ApiError("rate_limited", NETWORK_VOTES_FULL);
    voter = voting.key;
  } else {
    voter = await existingVoter(c);
    if (voter) await removeReaction(db, id, reaction, voter);
  }
  const result: ReactionToggleResult = {
    recapId: id,
    reactions: await getReactions(db, id),
    mine: voter ? await getVoterReactions(db, id, voter) : [],
  };
  return c.json(result);
}

/** One article's reactions: counts (public), the visitor's own, and the toggles. */
export const recapReactionRoutes = new Hono<AppEnv>()
  .get("/:id/reactions", read(PUBLIC_REACTIONS), zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await publishedRecapExists(c.var.db, id))) throw notFound("Article not found");
    return c.json(await getReactions(c.var.db, id));
  })
  .get("/:id/reactions/mine", privateRead, zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const voter = await existingVoter(c);
    return c.json({ recapId: id, mine: voter ? await getVoterReactions(c.var.db, id, voter) : [] });
  })
  .post("/:id/reactions", write({ bumps: "reactions" }), zv("param", idParamSchema), zv("json", reactionBody), (c) =>
    toggle(c, c.req.valid("param").id, c.req.valid("json").reaction, true),
  )
  .post(
    "/:id/reactions/remove",
    write({ bumps: "reactions" }),
    zv("param", idParamSchema),
    zv("json", reactionBody),
    (c) => toggle(c, c.req.valid("param").id, c.req.valid("json").reaction, false),
  );
