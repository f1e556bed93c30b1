import { DurableObject } from "cloudflare:workers";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import { createDb } from "../db/client";
import type { ExportKind } from "../db/domain/league-export";
import {
  countExportRows,
  type ExportRowInput,
  type ExportScope,
  replaceExportRows,
  weekRows,
} from "../db/queries/export-rows";
import {
  type LeaderStat,
  listSeasons,
  playerSeasonTotals,
  seasonLeaders,
  seasonRows,
} from "../db/queries/league-season";
import {
  listRosterSnapshots,
  type RosterList,
  recordRosterSnapshot,
  snapshotRoster,
} from "../db/queries/roster-snapshots";
import { setStoreMeta, storeMetaValue } from "../db/queries/store-meta";
import { createStoreDb, type StoreDb } from "../db/store-client";
import migrations from "../db/store-migrations/migrations";
import { confirmCopied, copyFromD1 } from "./services/league-store/copy-from-d1";
import { hashRoster } from "./services/league-store/hash-roster";

/**
 * One league's store (decision 305): its export rows, roster snapshots and season totals, in the
 * SQLite database of its own Durable Object, named by the league's id. D1 keeps what is global.
 * The object applies the store's migrations when it starts, and the first time it starts it copies
 * the league's rows from D1 (services/league-store/copy-from-d1.ts). Until both are done no call
 * is answered. Each method is one league's read or one transaction; the Worker calls them on the
 * stub (`leagueStore(env, leagueId)`).
 */
export class LeagueStoreObject extends DurableObject<Env> {
  private readonly db: StoreDb;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = createStoreDb(ctx.storage);
    ctx.blockConcurrencyWhile(async () => {
      await migrate(this.db, migrations);
      const leagueId = leagueIdOf(ctx.id.name);
      const known = storeMetaValue(this.db, "league_id");
      if (known !== undefined && known !== String(leagueId))
        throw new Error(`League store ${ctx.id.name} holds league ${known}`);
      if (known === undefined) setStoreMeta(this.db, "league_id", String(leagueId));
      await copyFromD1(this.db, createDb(env.DB), leagueId);
    });
  }

  /** Replaces one POST's scope (decision 222); a roster or free-agent list is also kept as a snapshot. */
  async replaceRows(kind: ExportKind, scope: ExportScope, rows: ExportRowInput[], now = Date.now()): Promise<number> {
    const list: RosterList | null =
      kind === "roster" && "teamId" in scope
        ? { kind, teamId: scope.teamId }
        : kind === "freeagent"
          ? { kind, teamId: -1 }
          : null;
    const roster = list && (await hashRoster(rows.map((r) => r.data)));
    return this.ctx.storage.transactionSync(() => {
      const stored = replaceExportRows(this.db, kind, scope, rows);
      if (list && roster) recordRosterSnapshot(this.db, list, roster, new Date(now));
      return stored;
    });
  }

  async weekRows(kind: ExportKind, week: { season: number; stage: number; week: number }) {
    return weekRows(this.db, kind, week);
  }

  async listSeasons(): Promise<number[]> {
    return listSeasons(this.db);
  }

  async seasonRows(kind: ExportKind, season: number) {
    return seasonRows(this.db, kind, season);
  }

  async seasonLeaders(season: number, stats: readonly LeaderStat[], limit: number, teamId?: number) {
    return seasonLeaders(this.db, season, stats, limit, teamId);
  }

  async playerSeasonTotals(season: number, kinds: readonly ExportKind[], rosterIds: number[]) {
    return playerSeasonTotals(this.db, season, kinds, rosterIds);
  }

  async rosterSnapshots(list: RosterList) {
    return listRosterSnapshots(this.db, list);
  }

  async snapshotRoster(snapshotId: number) {
    return snapshotRoster(this.db, snapshotId);
  }

  /** The league's rows in D1 and how many of them this store holds (the move job's check, decision 307). */
  async confirmD1Copy(): Promise<{ d1Rows: number; stored: number }> {
    return confirmCopied(this.db, createDb(this.env.DB), leagueIdOf(this.ctx.id.name));
  }

  /** Rows by kind and the database's size in bytes (the bench and the tests read them). */
  async usage(): Promise<{ rows: Record<string, number>; bytes: number }> {
    return { rows: countExportRows(this.db), bytes: this.ctx.storage.sql.databaseSize };
  }
}

/** The object's name is the league's id (decimal). */
function leagueIdOf(name: string | undefined): number {
  const id = Number(name);
  if (!name || !Number.isSafeInteger(id) || id <= 0) throw new Error(`Not a league store: ${name}`);
  return id;
}

/**
 * What the Worker calls on a league's store. Every method answers plain data (rows, numbers, dates),
 * which RPC copies as it is, so the stub is typed with the class's own signatures: the RPC mapped
 * types of the JSON rows are too deep for tsc.
 */
export type LeagueStore = Pick<
  LeagueStoreObject,
  | "replaceRows"
  | "weekRows"
  | "listSeasons"
  | "seasonRows"
  | "seasonLeaders"
  | "playerSeasonTotals"
  | "rosterSnapshots"
  | "snapshotRoster"
  | "confirmD1Copy"
  | "usage"
>;

/** The stub of a league's store. */
export const leagueStore = (env: Env, leagueId: number): LeagueStore =>
  (env.LEAGUE_STORE as DurableObjectNamespace<LeagueStoreObject>).getByName(String(leagueId)) as unknown as LeagueStore;
