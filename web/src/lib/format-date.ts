// Dates on cards and in the reader (spec §9: 'MMM d, yyyy'; invalid → 'Recent'). No date library:
// the home and reader chunks stay small.
import { seasonWeekLabel } from "../../../db/domain";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'Nov 3, 2026'. A date-only value (a game date) is shown as written, never shifted by the reader's
 * time zone; a timestamp is shown in the reader's local time. Anything unparseable is 'Recent'.
 */
export function formatDate(value: string | number | Date): string {
  if (typeof value === "string") {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return "Recent";
      return `${MONTHS[month - 1]} ${day}, ${year}`;
    }
    if (value.trim() === "") return "Recent";
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "Recent";
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** The date an article shows: its game date, else its creation date, else 'Unknown date'. */
export function articleDate(article: { gameDate?: string | null; createdAt?: string | null }): string {
  const value = article.gameDate?.trim() || article.createdAt?.trim();
  return value ? formatDate(value) : "Unknown date";
}

/**
 * A card's date and, when known, its season and week: 'Nov 3, 2026 · Season 4 · Week 1'. One string,
 * so a card's meta line is one text node beside the writer's name, not two or three (issue 42).
 */
export function articleDateLine(
  article: Parameters<typeof articleDate>[0] & Parameters<typeof seasonWeekLabel>[0],
): string {
  return [articleDate(article), seasonWeekLabel(article)].filter(Boolean).join(" · ");
}
