// /api/leagues: league records, their commissioner's settings, membership by invite link and the
// league's Discord webhook (issue 22, decision 220). Every permission is checked here, on the
// server: managing a league needs its commissioner or an admin.
import { type Context, Hono } from "hono";
import { setExportHash } from "../../../db/queries/export-rows";
import {
  addMember,
  approveMember,
  createLeague,
  getLeagueByInvite,
  listLeagues,
  mayManage,
  memberStatus,
  rotateInvite,
  setCommissioner,
  setLeagueWebhook,
  updateLeague,
} from "../../../db/queries/leagues";
import { listWriters } from "../../../db/queries/writers";
import type { AppEnv } from "../../env";
import { ApiError, badRequest, notFound } from "../../errors";
import { userWriteLimit } from "../../middleware/rate-limit";
import { KB, PUBLIC_CONTENT, privateRead, publicLeagueData, read, write } from "../../middleware/route-policy";
import { requireUser } from "../../middleware/session";
import { webhookBody } from "../../schemas/discord-body";
import {
  commissionerBodySchema,
  createLeagueSchema,
  inviteParamSchema,
  leagueParamSchema,
  memberParamSchema,
  patchLeagueSchema,
} from "../../schemas/league";
import { scheduleWeekParamSchema, seasonParamSchema, teamParamSchema } from "../../schemas/league-season";
import { imageJsonSchema } from "../../schemas/recap-write";
import { webhookUrlOf } from "../../services/discord-url";
import { checkedImage, storeChecked } from "../../services/image-upload";
import { exportSecretHash, exportUrl, newExportSecret } from "../../services/league-export/secret";
import { leadersPart, leagueSeason, leagueTeamSeason, schedulePart, standingsPart } from "../../services/league-season";
import { dropUnreferenced } from "../../services/unreferenced-images";
import { zv } from "../../validate";
import { actorOf, loadLeague, loadManaged } from "./access";
import { leagueExportRoutes } from "./export-upload";
import { leagueListingRoutes } from "./listings";
import { leagueNewsroomRoutes } from "./newsroom";
import { leagueManageView, leagueView } from "./views";

const SEASON_NOT_FOUND = "No season of this league has been exported";

/** A season page's part, or the 404 of a season that was never exported. */
function found<T>(view: T | undefined): T {
  if (!view) throw notFound(SEASON_NOT_FOUND);
  return view;
}

/** A persona id must name a persona of this site. */
async function assertPersona(c: Context<AppEnv>, personaId: string | null | undefined) {
  if (!personaId) return;
  if (!(await listWriters(c.var.db)).some((w) => w.id === personaId)) throw badRequest("No such reporter persona");
}

/** `/api/leagues/{league}/seasons/…`: the league is the path's third segment. */
const SEASON_DATA = publicLeagueData(3);

export const leagueRoutes = new Hono<AppEnv>()
  .route("/", leagueExportRoutes)
  .route("/", leagueListingRoutes)
  .route("/", leagueNewsroomRoutes)
  .get("/", read(PUBLIC_CONTENT), async (c) => c.json({ leagues: (await listLeagues(c.var.db)).map(leagueView) }))
  .post(
    "/",
    write({ bumps: "content" }),
    requireUser,
    zv("json", createLeagueSchema),
    userWriteLimit("post"),
    async (c) => {
      const input = c.req.valid("json");
      await assertPersona(c, input.personaId);
      const result = await createLeague(c.var.db, { ...input, commissionerId: c.var.user!.id });
      if (result.kind === "taken") throw new ApiError("conflict", "A league with this name already exists.");
      return c.json(await leagueManageView(c.var.db, result.league), 201);
    },
  )
  .post("/join/:code", write({ bumps: null }), requireUser, zv("param", inviteParamSchema), async (c) => {
    const league = await getLeagueByInvite(c.var.db, c.req.valid("param").code);
    if (!league) throw notFound("This invite link is not valid any more.");
    const status = await addMember(c.var.db, league.id, c.var.user!.id, league.joinApproval ? "pending" : "active");
    return c.json({ league: leagueView(league), status: status ?? "pending" });
  })
  .get("/:league", read(PUBLIC_CONTENT), zv("param", leagueParamSchema), async (c) =>
    c.json(leagueView(await loadLeague(c, c.req.valid("param").league))),
  )
  .get("/:league/seasons/:season", read(SEASON_DATA), zv("param", seasonParamSchema), async (c) => {
    const { league, season } = c.req.valid("param");
    const view = await leagueSeason({ env: c.env, db: c.var.db }, league, season);
    if (!view) throw notFound(SEASON_NOT_FOUND);
    return c.json(view);
  })
  // One season page's data (decision 228): what the page shows and embeds, no more.
  .get("/:league/seasons/:season/standings", read(SEASON_DATA), zv("param", seasonParamSchema), async (c) =>
    c.json(found(await standingsPart({ env: c.env, db: c.var.db }, c.req.valid("param")))),
  )
  .get("/:league/seasons/:season/leaders", read(SEASON_DATA), zv("param", seasonParamSchema), async (c) =>
    c.json(found(await leadersPart({ env: c.env, db: c.var.db }, c.req.valid("param")))),
  )
  .get("/:league/seasons/:season/schedule", read(SEASON_DATA), zv("param", seasonParamSchema), async (c) =>
    c.json(found(await schedulePart({ env: c.env, db: c.var.db }, c.req.valid("param"), null))),
  )
  .get(
    "/:league/seasons/:season/schedule/:week",
    read(SEASON_DATA),
    zv("param", scheduleWeekParamSchema),
    async (c) => {
      const { week, ...at } = c.req.valid("param");
      return c.json(found(await schedulePart({ env: c.env, db: c.var.db }, at, week)));
    },
  )
  .get("/:league/seasons/:season/teams/:teamId", read(SEASON_DATA), zv("param", teamParamSchema), async (c) => {
    const { league, season, teamId } = c.req.valid("param");
    const view = await leagueTeamSeason({ env: c.env, db: c.var.db }, league, season, teamId);
    if (!view) throw notFound("Team not found");
    return c.json(view);
  })
  .get("/:league/manage", privateRead, requireUser, zv("param", leagueParamSchema), async (c) =>
    c.json(await leagueManageView(c.var.db, await loadManaged(c, c.req.valid("param").league))),
  )
  .patch(
    "/:league",
    write({ bumps: "content" }),
    requireUser,
    zv("param", leagueParamSchema),
    zv("json", patchLeagueSchema),
    async (c) => {
      const row = await loadManaged(c, c.req.valid("param").league);
      const input = c.req.valid("json");
      await assertPersona(c, input.personaId);
      const updated = await updateLeague(c.var.db, row.id, input);
      return c.json(await leagueManageView(c.var.db, updated ?? row));
    },
  )
  .put(
    "/:league/commissioner",
    write({ bumps: "content" }),
    requireUser,
    zv("param", leagueParamSchema),
    zv("json", commissionerBodySchema),
    async (c) => {
      const row = await loadManaged(c, c.req.valid("param").league);
      const { userId } = c.req.valid("json");
      // A commissioner hands over to an active member; an admin may appoint anyone.
      if (!actorOf(c).isAdmin && (await memberStatus(c.var.db, row.id, userId)) !== "active")
        throw badRequest("The new commissioner must be an active member of the league");
      const updated = await setCommissioner(c.var.db, row.id, userId);
      return c.json(leagueView(updated ?? row));
    },
  )
  .post("/:league/invite", write({ bumps: null }), requireUser, zv("param", leagueParamSchema), async (c) => {
    const row = await loadManaged(c, c.req.valid("param").league);
    return c.json(await leagueManageView(c.var.db, (await rotateInvite(c.var.db, row.id)) ?? row));
  })
  .post(
    "/:league/members/:userId/approve",
    write({ bumps: null }),
    requireUser,
    zv("param", memberParamSchema),
    async (c) => {
      const { league, userId } = c.req.valid("param");
      const row = await loadManaged(c, league);
      if (!(await approveMember(c.var.db, row.id, userId))) throw notFound("This user has not asked to join");
      return c.json(await leagueManageView(c.var.db, row));
    },
  )
  .put(
    "/:league/webhook",
    write({ bumps: null }),
    requireUser,
    zv("param", leagueParamSchema),
    zv("json", webhookBody),
    async (c) => {
      const row = await loadManaged(c, c.req.valid("param").league);
      const webhookUrl = webhookUrlOf(c.req.valid("json").webhookUrl);
      const updated = await setLeagueWebhook(c.var.db, row.id, webhookUrl);
      return c.json(await leagueManageView(c.var.db, updated ?? row));
    },
  )
  .delete("/:league/webhook", write({ bumps: null }), requireUser, zv("param", leagueParamSchema), async (c) => {
    const row = await loadManaged(c, c.req.valid("param").league);
    const updated = await setLeagueWebhook(c.var.db, row.id, null);
    return c.json(await leagueManageView(c.var.db, updated ?? row));
  })
  .post(
    "/:league/icon",
    // A data URL of up to 5 MB (the article image limit) grows by a third in base64.
    write({ bumps: "content", maxBody: 7 * 1024 * KB }),
    requireUser,
    zv("param", leagueParamSchema),
    zv("json", imageJsonSchema),
    userWriteLimit("upload"),
    async (c) => {
      const row = await loadManaged(c, c.req.valid("param").league);
      // Raster only: the image walker checks JPEG/PNG/GIF/WebP structure; SVG is refused (decision 221).
      const key = await storeChecked(c.env.IMAGES, await checkedImage(c.req.valid("json").imageData));
      const updated = await updateLeague(c.var.db, row.id, { iconKey: key });
      if (row.iconKey !== key) await dropUnreferenced(c.env, c.var.db, [row.iconKey]);
      return c.json(leagueView(updated ?? row));
    },
  )
  .post("/:league/export-secret", write({ bumps: null }), requireUser, zv("param", leagueParamSchema), async (c) => {
    const row = await loadManaged(c, c.req.valid("param").league);
    if (row.game === "college")
      throw badRequest("College Football has no data export: college leagues post screenshots instead.");
    // Shown once, here: only its hash is kept, so a lost URL is replaced, never recovered.
    const secret = newExportSecret();
    await setExportHash(c.var.db, row.id, await exportSecretHash(secret));
    return c.json({ exportUrl: exportUrl(new URL(c.req.url).origin, secret) });
  })
  .delete("/:league/export-secret", write({ bumps: null }), requireUser, zv("param", leagueParamSchema), async (c) => {
    const row = await loadManaged(c, c.req.valid("param").league);
    return c.json(leagueView((await setExportHash(c.var.db, row.id, null)) ?? row));
  })
  .get("/:league/membership", privateRead, requireUser, zv("param", leagueParamSchema), async (c) => {
    const row = await loadLeague(c, c.req.valid("param").league);
    // `manages`: the league's page offers its commissioner (and admins) to remove what it lists.
    const status = (await memberStatus(c.var.db, row.id, c.var.user!.id)) ?? null;
    return c.json({ status, manages: mayManage(actorOf(c), row) });
  });
