// After an export POST: finished games get their story queued (issue 22 slice 3).
import type { Db } from "../../../db/client";
import type { LeagueRow } from "../../../db/queries/leagues";
import type { StoredExport } from "./store";

export async function afterExport(_env: Env, _db: Db, _league: LeagueRow, _stored: StoredExport): Promise<void> {}
