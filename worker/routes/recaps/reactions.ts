import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { addReaction, getReactions, getVoterReactions, removeReaction } from "../../../db/queries/reactions";
import { recapExists } from "../../../db/queries/recaps";
import type { AppEnv } from "../../env";
import { notFound } from "../../errors";
import { randomId } from "../../lib/random";
import { PUBLIC_REACTIONS, privateRead, read, write } from "../../middleware/route-policy";
import { idParamSchema } from "../../schemas/common";
import { reactionSchema } from "../../schemas/reaction";
import { zv } from "../../validate";

const VOTER_COOKIE = "__Host-dgsn_voter";

/**
 * Who is voting: the signed-in user, else a random first-party cookie id (set on first use), so
 * one visitor has one vote per emoji and counts cannot be inflated by repeating a request.
 */
function voterKey(c: Context<AppEnv>, create: boolean): string | null {
  if (c.var.user) return `u:${c.var.user.id}`;
  const existing = getCookie(c, VOTER_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing)) return `v:${existing}`;
  if (!create) return null;
  const id = randomId();
  setCookie(c, VOTER_COOKIE, id, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: 60 * 60 * 24 * 400,
  });
  return `v:${id}`;
}

const reactionBody = z.object({ reaction: reactionSchema });
export interface ReactionToggleResult {
  recapId: number;
  reactions: { reaction: string; count: number }[];
  /** The emoji this visitor has chosen on this article. */
  mine: string[];
}

async function toggle(c: Context<AppEnv>, id: number, reaction: z.infer<typeof reactionSchema>, add: boolean) {
  const db = c.var.db;
  if (!(await recapExists(db, id))) throw notFound("Article not found");
  const voter = voterKey(c, add);
  if (voter) await (add ? addReaction : removeReaction)(db, id, reaction, voter);
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
    if (!(await recapExists(c.var.db, id))) throw notFound("Article not found");
    return c.json(await getReactions(c.var.db, id));
  })
  .get("/:id/reactions/mine", privateRead, zv("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const voter = voterKey(c, false);
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
