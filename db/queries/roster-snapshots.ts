// Rosters over time, for the roster news (decision 305): every roster export whose content differs
// from the same list's previous one is kept as a snapshot of the league's store. A player's row is
// stored once per distinct content, so a week in which he did not change costs one small row.
import { and, asc, desc, eq } from "drizzle-orm";
import type { StoreDb } from "../store-client";
import { playerVersions, rosterSnapshots, snapshotPlayers } from "../store-schema";
import { jsonChunks } from "./json-chunks";

/** Which list a snapshot is of: a team's roster, or the free agents (team -1). */
export interface RosterList {
  kind: "roster" | "freeagent";
  teamId: number;
}

/** A list as sent, with the SHA-256 of each row's JSON and of the whole list (made before the transaction). */
export interface HashedRoster {
  hash: string;
  players: { hash: string; rosterId: number | null; data: Record<string, unknown> }[];
}

/** Adds a snapshot unless the list's latest one has the same content; returns its id, or null. Runs in the caller's transaction. */
export function recordRosterSnapshot(
  db: StoreDb,
  list: RosterList,
  roster: HashedRoster,
  takenAt: Date,
): number | null {
  const [latest] = db
    .select({ hash: rosterSnapshots.hash })
    .from(rosterSnapshots)
    .where(and(eq(rosterSnapshots.kind, list.kind), eq(rosterSnapshots.teamId, list.teamId)))
    .orderBy(desc(rosterSnapshots.id))
    .limit(1)
    .all();
  if (latest?.hash === roster.hash) return null;
  const [snapshot] = db
    .insert(rosterSnapshots)
    .values({ ...list, takenAt, hash: roster.hash, players: roster.players.length })
    .returning({ id: rosterSnapshots.id })
    .all();
  const sql = db.$client.sql;
  const items = roster.players.map((p, position) =>
    JSON.stringify([p.hash, p.rosterId, JSON.stringify(p.data), position]),
  );
  for (const json of jsonChunks(items)) {
    sql.exec(
      "insert or ignore into player_versions (hash, data) select value ->> 0, value ->> 2 from json_each(?)",
      json,
    );
    sql.exec(
      `insert into snapshot_players (snapshot_id, position, roster_id, version)
       select ?, value ->> 3, value ->> 1, value ->> 0 from json_each(?)`,
      snapshot!.id,
      json,
    );
  }
  return snapshot!.id;
}

/** A list's snapshots, oldest first (the roster news compares each with the one before). */
export function listRosterSnapshots(db: StoreDb, list: RosterList) {
  return db
    .select({ id: rosterSnapshots.id, takenAt: rosterSnapshots.takenAt, players: rosterSnapshots.players })
    .from(rosterSnapshots)
    .where(and(eq(rosterSnapshots.kind, list.kind), eq(rosterSnapshots.teamId, list.teamId)))
    .orderBy(asc(rosterSnapshots.id))
    .all();
}

/** The players of one snapshot, in the order they were sent. */
export function snapshotRoster(db: StoreDb, snapshotId: number) {
  return db
    .select({ rosterId: snapshotPlayers.rosterId, data: playerVersions.data })
    .from(snapshotPlayers)
    .innerJoin(playerVersions, eq(playerVersions.hash, snapshotPlayers.version))
    .where(eq(snapshotPlayers.snapshotId, snapshotId))
    .orderBy(asc(snapshotPlayers.position))
    .all();
}
