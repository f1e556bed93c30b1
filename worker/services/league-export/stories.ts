// After an export POST: a week whose schedule or player stats changed is looked at for finished
// games (a queued job; the POST never waits for a story).
import type { LeagueRow } from "../../../db/queries/leagues";
import { enqueue } from "../../jobs/types";
import { afterNewsroomExport } from "../newsroom/after-export";
import type { StoredExport } from "./store";

const STORY_INPUTS = new Set(["schedule", "passing", "rushing", "receiving", "defense"]);

/** `exportId`: the export these weeks came from, told when the league's AI budget leaves games without a story. */
export async function afterExport(env: Env, league: LeagueRow, stored: StoredExport, exportId?: number): Promise<void> {
  await afterNewsroomExport(env, league, stored);
  if (!STORY_INPUTS.has(stored.kind) || league.game === "college") return;
  for (const week of stored.weeks) await enqueue(env, { type: "export-week", leagueId: league.id, ...week, exportId });
}
