// Which export route a path names (decision 222). Routes are matched case-insensitively, as the
// receivers in use do: `/{platform}/{leagueId}/leagueteams`, `/standings`,
// `/week/{reg|pre}/{n}/{type}`, `/team/{teamId}/roster`, `/freeagents/roster`, `/extra`.
import { type ExportKind, STAGES, WEEKLY_TYPES, weekIndexOfUrl } from "../../../db/domain/league-export";
import { badRequest } from "../../errors";

export type ExportTarget =
  | { kind: Exclude<ExportKind, "roster" | "standing" | ExportWeekly> }
  | { kind: "standing" }
  | { kind: ExportWeekly; stage: number; week: number }
  | { kind: "roster"; teamId: number }
  | { kind: "extra" };
type ExportWeekly = (typeof WEEKLY_TYPES)[keyof typeof WEEKLY_TYPES];

const ID = /^\d{1,12}$/;

/**
 * The decoded segments after `/export/{secret}`. A percent-escape that does not decode is the
 * client's mistake: a 400, never an exception that would reach the error log with the secret.
 */
export function exportSegments(path: string): string[] {
  try {
    return path.split("/").slice(3).filter(Boolean).map(decodeURIComponent);
  } catch {
    throw badRequest("The export path has a malformed percent-escape");
  }
}

/** The route a path names, as it is recorded: after the platform and league id, lower case. */
export const routeOf = (segments: string[]) =>
  segments
    .slice(2)
    .map((s) => s.toLowerCase())
    .join("/");

/** The target of a recorded route (routeOf). */
export const targetOfRoute = (route: string) => exportTarget(["recorded", "0", ...route.split("/")]);

/** The target of the path after the secret, or null for a route the export does not have. */
export function exportTarget(segments: string[]): ExportTarget | null {
  const [platform, leagueId, ...rest] = segments.map((s) => s.toLowerCase());
  if (!platform || !leagueId) return null;
  const path = rest.join("/");
  if (path === "leagueteams") return { kind: "team" };
  if (path === "standings") return { kind: "standing" };
  if (path === "freeagents/roster") return { kind: "freeagent" };
  if (path === "extra") return { kind: "extra" };
  if (rest.length === 3 && rest[0] === "team" && rest[2] === "roster" && ID.test(rest[1]!))
    return { kind: "roster", teamId: Number(rest[1]) };
  if (rest.length === 4 && rest[0] === "week") {
    const [, stage, n, type] = rest as [string, string, string, string];
    if (stage !== "reg" && stage !== "pre") return null;
    const kind = Object.hasOwn(WEEKLY_TYPES, type) ? WEEKLY_TYPES[type as keyof typeof WEEKLY_TYPES] : null;
    const week = /^\d{1,2}$/.test(n) ? weekIndexOfUrl(stage, Number(n)) : null;
    if (!kind || week === null) return null;
    return { kind, stage: STAGES[stage], week };
  }
  return null;
}
