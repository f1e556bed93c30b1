// Which export route an uploaded export file belongs to (issue 22, decision 225): a commissioner
// without a bot uploads the JSON files the export sends, and each names itself by its list and
// rows. Browser-safe; the server validates the body against the route as it does a bot's POST.
import { EXPORT_LISTS, type ExportKind, STAGES, WEEKLY_TYPES } from "./league-export";

export type UploadRoute = { route: string; label: string } | { error: string };

const LIST_KINDS = new Map<string, ExportKind[]>();
for (const [kind, list] of Object.entries(EXPORT_LISTS) as [ExportKind, string][])
  LIST_KINDS.set(list, [...(LIST_KINDS.get(list) ?? []), kind]);

const URL_TYPE = Object.fromEntries(Object.entries(WEEKLY_TYPES).map(([word, kind]) => [kind, word])) as Record<
  string,
  string
>;

type Row = Record<string, unknown>;

/** The route (after the platform and league id) for a parsed export file, or why there is none. */
export function uploadRouteOf(body: unknown): UploadRoute {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { error: "This is not an export file (it should be a JSON object)." };
  const entry = Object.entries(body).find(([key, value]) => LIST_KINDS.has(key) && Array.isArray(value));
  if (!entry) return { error: "This file holds none of the export's lists." };
  const [list, value] = entry as [string, Row[]];
  const kinds = LIST_KINDS.get(list)!;
  const first = value[0];
  if (kinds.includes("roster")) {
    if (!first) return { error: "This roster is empty." };
    // Free agents are the roster of no team (teamId 0), as the export sends them.
    if (first.isFreeAgent === true || first.teamId === 0) return { route: "freeagents/roster", label: "Free agents" };
    if (typeof first.teamId !== "number") return { error: "The roster's rows name no team." };
    return { route: `team/${first.teamId}/roster`, label: `Roster of team ${first.teamId}` };
  }
  const kind = kinds[0]!;
  if (kind === "team") return { route: "leagueteams", label: "Teams" };
  if (kind === "standing") return { route: "standings", label: "Standings" };
  if (!first) return { error: "This week's list is empty, so it does not say which week it is." };
  const stage = first.stageIndex === STAGES.pre ? "pre" : first.stageIndex === STAGES.reg ? "reg" : null;
  if (stage === null || typeof first.weekIndex !== "number")
    return { error: "The rows do not say their stage and week (stageIndex, weekIndex)." };
  const week = first.weekIndex + 1;
  return {
    route: `week/${stage}/${week}/${URL_TYPE[kind]}`,
    label: `${stage === "pre" ? "Preseason week" : "Week"} ${week} ${URL_TYPE[kind]}`,
  };
}
