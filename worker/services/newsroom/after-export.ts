// What an export POST starts in the newsroom (issue 41, decision 311): a regular-season week's
// schedule, player stats or standings → the week's job (which writes once every game is played and
// has its stats); a roster or the free-agent pool → counted, and the roster news job queued after a
// quiet spell. The POST never waits for them.

import { createDb } from "../../../db/client";
import { STAGES } from "../../../db/domain/league-export";
import type { LeagueRow } from "../../../db/queries/leagues";
import { noteRosterList } from "../../../db/queries/newsroom";
import type { RosterList } from "../../../db/queries/roster-snapshots";
import { enqueue } from "../../jobs/types";
import type { StoredExport } from "../league-export/store";
import { listKey, ROSTER_QUIET_SECONDS } from "./roster-facts";

const WEEK_INPUTS = new Set(["schedule", "passing", "rushing", "receiving", "defense", "standing"]);

/**
 * A roster or the pool came in, changed or not: it is counted as part of this roster export (an
 * unchanged list is still current, so a round whose other lists changed is whole) and the roster
 * job is queued after the quiet spell.
 */
export async function rosterListCame(env: Env, league: LeagueRow, list: RosterList): Promise<void> {
  if (league.game === "college") return;
  const at = await noteRosterList(createDb(env.DB), league.id, listKey(list));
  await enqueue(
    env,
    { type: "newsroom-rosters", leagueId: league.id, postedAt: at.getTime() },
    { delaySeconds: ROSTER_QUIET_SECONDS },
  );
}

export async function afterNewsroomExport(env: Env, league: LeagueRow, stored: StoredExport): Promise<void> {
  if (league.game === "college" || stored.rows === 0) return;
  if (stored.kind === "roster" || stored.kind === "freeagent")
    return rosterListCame(env, league, { kind: stored.kind, teamId: stored.teamId ?? -1 });
  if (!WEEK_INPUTS.has(stored.kind)) return;
  for (const w of stored.weeks)
    if (w.stage === STAGES.reg)
      await enqueue(env, { type: "newsroom-week", leagueId: league.id, season: w.season, week: w.week });
}
