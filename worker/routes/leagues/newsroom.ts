// The commissioner's newsroom controls (issue 41, decision 311): which kinds are written
// automatically, and the approval of articles held by a league that does not publish at once (the
// league's `autoPublish`, the same switch as export recaps, set with PATCH /api/leagues/:league).
// Every route needs the league's commissioner or an admin.
import { Hono } from "hono";
import type { Db } from "../../../db/client";
import { kindsOn, NEWSROOM_KIND_LABELS, NEWSROOM_KINDS } from "../../../db/domain/newsroom/kinds";
import type { LeagueRow } from "../../../db/queries/leagues";
import { articleOfRecap, getNewsroomLeague, heldArticles, setNewsroomKinds } from "../../../db/queries/newsroom";
import { approveDraft } from "../../../db/queries/recap-status";
import type { AppEnv } from "../../env";
import { ApiError, notFound } from "../../errors";
import { privateRead, write } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import { leagueParamSchema } from "../../schemas/league";
import { type NewsroomSettingsView, newsroomArticleParamSchema, newsroomKindsBodySchema } from "../../schemas/newsroom";
import * as lifecycle from "../../services/recap-lifecycle";
import { zv } from "../../validate";
import { loadManaged } from "./access";

async function settingsView(db: Db, league: LeagueRow): Promise<NewsroomSettingsView> {
  const row = await getNewsroomLeague(db, league.id);
  const on = kindsOn(row?.kinds);
  return {
    kinds: NEWSROOM_KINDS.map((kind) => ({ kind, label: NEWSROOM_KIND_LABELS[kind], on: on.includes(kind) })),
    held: await heldArticles(db, league.id),
    rostersComparedAt: row?.comparedAt?.toISOString() ?? null,
  };
}

export const leagueNewsroomRoutes = new Hono<AppEnv>()
  .get("/:league/newsroom", privateRead, requireUser, zv("param", leagueParamSchema), async (c) =>
    c.json(await settingsView(c.var.db, await loadManaged(c, c.req.valid("param").league))),
  )
  .put(
    "/:league/newsroom",
    write({ bumps: null }),
    requireUser,
    zv("param", leagueParamSchema),
    zv("json", newsroomKindsBodySchema),
    async (c) => {
      const league = await loadManaged(c, c.req.valid("param").league);
      await setNewsroomKinds(c.var.db, league.id, c.req.valid("json").kinds);
      return c.json(await settingsView(c.var.db, league));
    },
  )
  .post(
    "/:league/newsroom/:recapId/approve",
    write({ bumps: "content" }),
    requireUser,
    zv("param", newsroomArticleParamSchema),
    async (c) => {
      const { league: param, recapId } = c.req.valid("param");
      const league = await loadManaged(c, param);
      const article = await articleOfRecap(c.var.db, recapId);
      if (article?.leagueId !== league.id) throw notFound("No newsroom article of this league has that id");
      if (!(await approveDraft(c.var.db, recapId)))
        throw new ApiError("conflict", "This article is not waiting for approval.");
      await lifecycle.publish(c.env, recapId);
      return c.json(await settingsView(c.var.db, league));
    },
  );
