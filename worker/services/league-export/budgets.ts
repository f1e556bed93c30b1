// What one export may hold (decision 302): limits no real league reaches, so a body past them is a
// confused or hostile sender, refused whole with the reason the commissioner reads. They also bound
// what an export costs downstream: at most one week of one season, so at most 16 games, so at most
// 16 stories (and AI drafts, which the league's daily AI budget counts too: league-ai-budget.ts).
import { EXPORT_LISTS, type ExportKind, weekLabel } from "../../../db/domain/league-export";
import { badRequest } from "../../errors";
import type { ExportTarget } from "./paths";

/** Rows in one body. A league's largest list, its free-agent pool, holds about 3,000 players. */
export const EXPORT_MAX_ROWS = 10_000;
/** Games in one week: 32 teams play at most 16 games. */
export const GAMES_PER_WEEK = 16;
/** Seasons in one standings body: a Madden franchise lasts at most 30 seasons. */
export const STANDINGS_MAX_SEASONS = 30;

const refuse = (message: string) => badRequest(message.charAt(0).toUpperCase() + message.slice(1));
const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/** Throws a 400 naming the first limit the body passes. Run on the parsed body, before it is stored. */
export function checkExportBudgets(target: ExportTarget, body: unknown): void {
  if (target.kind === "extra" || typeof body !== "object" || body === null) return;
  const list = (body as Record<string, unknown>)[EXPORT_LISTS[target.kind as ExportKind]];
  if (!Array.isArray(list)) return; // left to the schema's own message
  if (list.length > EXPORT_MAX_ROWS)
    throw refuse(`this export has ${plural(list.length, "row")}; one export may hold at most 10,000`);
  const rows = list.filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null);
  const seasons = new Set(rows.map((r) => r.seasonIndex));
  if (target.kind === "standing" && seasons.size > STANDINGS_MAX_SEASONS)
    throw refuse(`these standings cover ${plural(seasons.size, "season")}; a franchise lasts at most 30`);
  if (!("week" in target)) return;
  if (seasons.size > 1)
    throw refuse(`a week's list holds one season, and this one holds ${plural(seasons.size, "season")}`);
  const games = new Set(rows.map((r) => r.scheduleId));
  if (games.size > GAMES_PER_WEEK)
    throw refuse(`${weekLabel(target.stage, target.week)} has ${plural(games.size, "game")}; a week has at most 16`);
}
