// One export POST into stored rows (decision 222): validated, keyed on (season, stage, week, id),
// and replacing what the same POST stored before, so every write is idempotent. The rows go to the
// league's own store (decision 305), in one transaction of its Durable Object.
import { EXPORT_LISTS, type ExportKind } from "../../../db/domain/league-export";
import type { ExportRowInput, ExportScope } from "../../../db/queries/export-rows";
import { ApiError } from "../../errors";
import { leagueStore } from "../../league-store-object";
import { exportBodySchema } from "../../schemas/league-export";
import type { ExportTarget } from "./paths";

export interface StoredExport {
  kind: ExportKind | "extra";
  rows: number;
  /** The weeks this POST replaced (the story job looks for finished games in them). */
  weeks: { season: number; stage: number; week: number }[];
  /** A roster's team (the newsroom's roster job names the list that came in). */
  teamId?: number;
}

const NONE = -1;
type Row = Record<string, unknown> & { seasonIndex?: number; stageIndex?: number; weekIndex?: number };

function parseRows(kind: ExportKind, body: unknown): Row[] | null {
  const parsed = exportBodySchema(kind).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` at ${issue.path.join(".")}` : "";
    throw new ApiError("bad_request", `Invalid export: ${issue.message}${where}`);
  }
  if (parsed.data.success === false) return null;
  const list = parsed.data[EXPORT_LISTS[kind]];
  if (!Array.isArray(list)) throw new ApiError("bad_request", `Invalid export: ${EXPORT_LISTS[kind]} is missing`);
  return list as Row[];
}

const int = (v: unknown) => (typeof v === "number" ? v : null);

export async function storeExport(
  env: Env,
  leagueId: number,
  target: ExportTarget,
  body: unknown,
): Promise<StoredExport> {
  if (target.kind === "extra") return { kind: "extra", rows: 0, weeks: [] };
  const rows = parseRows(target.kind, body);
  if (!rows) return { kind: target.kind, rows: 0, weeks: [] };

  let scope: ExportScope;
  let stored: ExportRowInput[];
  let weeks: StoredExport["weeks"] = [];
  switch (target.kind) {
    case "team":
    case "freeagent":
      scope = { all: true };
      stored = rows.map((r) => ({
        season: NONE,
        stage: NONE,
        week: NONE,
        rowId: (target.kind === "team" ? r.teamId : r.rosterId) as number,
        teamId: int(r.teamId),
        scheduleId: null,
        data: r,
      }));
      break;
    case "roster":
      scope = { teamId: target.teamId };
      stored = rows.map((r) => ({
        season: NONE,
        stage: NONE,
        week: NONE,
        rowId: r.rosterId as number,
        teamId: target.teamId,
        scheduleId: null,
        data: r,
      }));
      break;
    case "standing":
      scope = { seasons: [...new Set(rows.map((r) => r.seasonIndex as number))] };
      stored = rows.map((r) => ({
        season: r.seasonIndex as number,
        stage: NONE,
        week: NONE,
        rowId: r.teamId as number,
        teamId: int(r.teamId),
        scheduleId: null,
        data: r,
      }));
      break;
    default: {
      // A weekly list: every row must be the URL's week (the URL is 1-based, weekIndex 0-based).
      const { stage, week } = target;
      for (const [i, r] of rows.entries()) {
        if (r.stageIndex !== stage || r.weekIndex !== week)
          throw new ApiError(
            "bad_request",
            `Invalid export: row ${i} is stage ${r.stageIndex} weekIndex ${r.weekIndex}, but the URL is stage ${stage} week ${week + 1} (weekIndex ${week})`,
          );
      }
      weeks = [...new Set(rows.map((r) => r.seasonIndex as number))].map((season) => ({ season, stage, week }));
      scope = { weeks };
      stored = rows.map((r) => ({
        season: r.seasonIndex as number,
        stage,
        week,
        rowId: (target.kind === "schedule" ? r.scheduleId : r.statId) as number,
        teamId: int(r.teamId),
        scheduleId: int(r.scheduleId),
        data: r,
      }));
    }
  }
  await leagueStore(env, leagueId).replaceRows(target.kind, scope, stored);
  return {
    kind: target.kind,
    rows: stored.length,
    weeks,
    ...(target.kind === "roster" ? { teamId: target.teamId } : {}),
  };
}
