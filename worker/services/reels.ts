// Highlight reels (decision 182): what the API answers for a reel, starting one, and the weekly
// reels of favourite teams that a newly published recap starts.
import type { Db } from "../../db/client";
import { leagueDisplay } from "../../db/domain/leagues";
import { personaOf } from "../../db/domain/personas";
import {
  REEL_DEFAULTS,
  type ReelFocusType,
  type ReelSegment,
  type ReelStatus,
  type ReelStyle,
  weekOf,
} from "../../db/domain/reels";
import { getLeagueByName } from "../../db/queries/leagues";
import { getRecap } from "../../db/queries/recaps";
import {
  autoReelSubscribers,
  getReelPreferences,
  insertReel,
  listSegments,
  type ReelRow,
  upsertAutoReel,
} from "../../db/queries/reels";
import { listWriters } from "../../db/queries/writers";
import { badRequest } from "../errors";
import { enqueue } from "../jobs/types";
import { assertMayPost } from "./league-posting";

/** The reel as the API answers it: the row, its league colour, its narrator and (when asked) its segments. */
export interface ReelView {
  id: number;
  title: string;
  description: string | null;
  leagueName: string | null;
  leagueColor: string;
  duration: number;
  style: ReelStyle;
  focusType: ReelFocusType;
  focusValue: string | null;
  startDate: string | null;
  endDate: string | null;
  status: ReelStatus;
  failureReason: string | null;
  createdAt: string;
  completedAt: string | null;
  /** Milliseconds the job took to pick the segments. */
  generationTime: number | null;
  /** The persona who narrates (the one byline rule); null shows the staff byline. */
  narrator: { id: string; name: string; color: string } | null;
  auto: boolean;
  segments: ReelSegment[];
}

/** Views of reels: one read of the writers and one of each league's colour, then the rows. */
export async function reelViews(db: Db, rows: ReelRow[], withSegments: boolean): Promise<ReelView[]> {
  const writers = await listWriters(db);
  const colors = new Map<string, string>();
  for (const name of new Set(rows.map((r) => r.leagueName).filter((n): n is string => n !== null))) {
    colors.set(name, (await getLeagueByName(db, name))?.color ?? leagueDisplay(name).color);
  }
  return Promise.all(
    rows.map(async (row) => {
      const narrator = personaOf(writers, row.writerId);
      const segments = withSegments ? await listSegments(db, row.id) : [];
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        leagueName: row.leagueName,
        leagueColor: (row.leagueName && colors.get(row.leagueName)) || leagueDisplay(row.leagueName).color,
        duration: row.duration,
        style: row.style as ReelStyle,
        focusType: row.focusType as ReelFocusType,
        focusValue: row.focusValue,
        startDate: row.startDate,
        endDate: row.endDate,
        status: row.status as ReelStatus,
        failureReason: row.failureReason,
        createdAt: row.createdAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
        generationTime: row.generationTime,
        narrator: narrator ? { id: narrator.id, name: narrator.name, color: narrator.color } : null,
        auto: row.autoKey !== null,
        segments: segments.map((s) => ({
          recapId: s.recapId,
          segmentType: s.segmentType as ReelSegment["segmentType"],
          startTime: s.startTime ?? 0,
          duration: s.duration ?? 0,
          playDescription: s.playDescription ?? "",
          playerStats: (s.playerStats as ReelSegment["playerStats"]) ?? null,
          textOverlay: s.textOverlay ?? "",
          transitionType: s.transitionType as ReelSegment["transitionType"],
        })),
      };
    }),
  );
}

export const reelView = async (db: Db, row: ReelRow) => (await reelViews(db, [row], true))[0]!;

const shortDate = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Austin Outlaws · Nov 2 – Nov 8, 2026" */
export const defaultReelTitle = (focus: string, start: string, end: string) =>
  `${focus} · ${start === end ? shortDate(start) : `${shortDate(start)} – ${shortDate(end)}`}, ${end.slice(0, 4)}`;

export interface ReelOrder {
  leagueName: string;
  focusType: ReelFocusType;
  focusValue?: string;
  startDate: string;
  endDate: string;
  duration?: number;
  style?: string;
  title?: string;
}

/** A new reel, pending, with its job queued. Duration and style: the order's, the user's, the defaults. */
export async function orderReel(env: Env, db: Db, userId: number, order: ReelOrder): Promise<ReelRow> {
  const league = await getLeagueByName(db, order.leagueName);
  if (!league) throw badRequest(`There is no league called ${order.leagueName}`);
  await assertMayPost(db, league, userId);
  const prefs = await getReelPreferences(db, userId);
  const focusValue = order.focusType === "league" ? league.name : order.focusValue!;
  const row = await insertReel(db, {
    userId,
    title: order.title ?? defaultReelTitle(focusValue, order.startDate, order.endDate),
    leagueName: league.name,
    duration: order.duration ?? prefs?.defaultDuration ?? REEL_DEFAULTS.duration,
    style: order.style ?? prefs?.preferredStyle ?? REEL_DEFAULTS.style,
    focusType: order.focusType,
    focusValue,
    startDate: order.startDate,
    endDate: order.endDate,
  });
  await enqueue(env, { type: "reel", reelId: row.id });
  return row;
}

/**
 * A recap was published: every user who asked for weekly reels of one of its teams gets that
 * team's reel of the game's week made (again). Called by the `auto-reels` job.
 */
export async function startAutoReels(env: Env, db: Db, recapId: number): Promise<{ started: number; busy: number }> {
  const recap = await getRecap(db, recapId);
  if (recap?.status !== "ready" || recap.type !== "game_recap" || !recap.leagueName) return { started: 0, busy: 0 };
  const teams = [recap.homeTeam, recap.awayTeam].filter((t): t is string => Boolean(t));
  const week = weekOf(recap.gameDate);
  let started = 0;
  let busy = 0;
  for (const sub of await autoReelSubscribers(db, teams)) {
    const team = teams.find((t) => t.toLowerCase() === sub.team.toLowerCase()) ?? sub.team;
    const prefs = await getReelPreferences(db, sub.userId);
    const row = await upsertAutoReel(db, {
      userId: sub.userId,
      autoKey: `${team.toLowerCase()}:${week.start}`,
      title: defaultReelTitle(team, week.start, week.end),
      description: "Your weekly reel",
      leagueName: recap.leagueName,
      duration: prefs?.defaultDuration ?? REEL_DEFAULTS.duration,
      style: prefs?.preferredStyle ?? REEL_DEFAULTS.style,
      focusType: "team",
      focusValue: team,
      startDate: week.start,
      endDate: week.end,
    });
    if (row?.status === "pending") {
      await enqueue(env, { type: "reel", reelId: row.id });
      started += 1;
    } else if (!row) busy += 1; // being made right now, from the recaps before this one
  }
  return { started, busy };
}
