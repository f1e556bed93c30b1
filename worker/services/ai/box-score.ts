// Extraction of box scores from stats screenshots, and merging them with the author's typed data.
import type { PlayerStat } from "../../../db/domain";
import type { ExtractedScore } from "../../../db/domain/box-score-checks";
import {
  combineScreens,
  linesFromText,
  matchTeam,
  readScreen,
  type ScreenRead,
  type TypedTeams,
  type UnreadLine,
} from "../../../db/domain/box-score-screens";
import { playerStatSchema } from "../../schemas/player-stat";
import type { VisionRequest } from "./types";

export interface BoxScore {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  players: PlayerStat[];
}

/**
 * What the vision model must answer (strict JSON schema): a transcription of each screenshot, not
 * the box score itself. The same parser as the on-device OCR (db/domain/box-score-screens) reads
 * it, so a model's answer meets the same checks: a line that does not parse is unread, never guessed.
 */
export const EXTRACTION_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["screens"],
  properties: {
    screens: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["team", "lines"],
        properties: {
          team: { type: ["string", "null"] },
          lines: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
} as const;

export function extractionRequest(group: string, homeTeam: string, awayTeam: string, images: string[]): VisionRequest {
  return {
    prompt: [
      `These are ${group} statistics screenshots from a football video game (${homeTeam} at home, ${awayTeam} away).`,
      "Transcribe each screenshot as one entry of `screens`: `lines` are its text lines from top to bottom",
      "(the score line, the team tabs, the title, the table's header row, then one line per player),",
      "with a table's cells separated by ' | '; `team` is the team whose players the table lists (the",
      "selected tab), or null when you cannot tell. Copy names and numbers exactly as printed",
      "(e.g. 'D. Kest', '18/27'). Never add, complete or correct anything; leave out a line you cannot read.",
    ].join(" "),
    images,
    schema: EXTRACTION_SCHEMA as unknown as Record<string, unknown>,
    schemaName: "box_score_screens",
    maxTokens: 2048,
  };
}

/** A model's transcriptions (one answer) → the screens, read by the shared parser. */
export function readTranscripts(answer: unknown, teams: TypedTeams): ScreenRead[] {
  const screens = (answer as { screens?: unknown } | null)?.screens;
  if (!Array.isArray(screens)) return [];
  return screens.flatMap((screen: { team?: unknown; lines?: unknown } | null) => {
    if (!screen || !Array.isArray(screen.lines)) return [];
    const text = screen.lines.filter((l): l is string => typeof l === "string").join("\n");
    const read = readScreen(linesFromText(text), teams);
    // A transcription has no tab brightness: the model says which tab is selected.
    const named = typeof screen.team === "string" ? matchTeam(screen.team, teams) : null;
    return [{ ...read, team: read.team ?? named }];
  });
}

/** The parsed screens as box-score rows (validated like any typed row) and what did not read. */
export function readBoxScore(screens: ScreenRead[], teams: TypedTeams) {
  const read = combineScreens(screens, teams);
  const players = playersFrom({
    players: read.players.map((p) => ({
      name: p.name,
      team: p.team,
      position: p.position,
      ...Object.fromEntries(Object.entries(p.stats).map(([key, cell]) => [key, cell.value])),
    })),
  });
  return {
    homeScore: read.homeScore?.value ?? null,
    awayScore: read.awayScore?.value ?? null,
    players,
    unread: read.unread,
  };
}

interface Extracted {
  homeTeam?: unknown;
  awayTeam?: unknown;
  homeScore?: unknown;
  awayScore?: unknown;
  players?: unknown;
}

/**
 * The final score the screenshots show: the parsed reading (as saved in `rawAnalysis`), or the
 * first extraction of an older reading that read both numbers, or null when none did.
 */
export function extractedScore(rawAnalysis: string | null): ExtractedScore | null {
  if (!rawAnalysis) return null;
  let saved: { read?: Extracted | null; extractions?: { data?: Extracted | null }[] };
  try {
    saved = JSON.parse(rawAnalysis);
  } catch {
    return null;
  }
  for (const e of [{ data: saved.read }, ...(saved.extractions ?? [])]) {
    const { homeScore, awayScore } = e.data ?? {};
    if (Number.isInteger(homeScore) && Number.isInteger(awayScore))
      return { homeScore: homeScore as number, awayScore: awayScore as number };
  }
  return null;
}

/** The transcribed lines that did not parse, as saved in `rawAnalysis` (none for older readings). */
export function unreadLines(rawAnalysis: string | null): UnreadLine[] {
  try {
    const unread = rawAnalysis ? JSON.parse(rawAnalysis)?.read?.unread : null;
    return Array.isArray(unread) ? (unread as UnreadLine[]) : [];
  } catch {
    return [];
  }
}

/** Keeps the valid player rows of one extraction (nulls dropped); anything else is ignored. */
export function playersFrom(raw: unknown): PlayerStat[] {
  const rows = (raw as Extracted | null)?.players;
  if (!Array.isArray(rows)) return [];
  const out: PlayerStat[] = [];
  for (const row of rows) {
    if (!row || typeof row !== "object") continue;
    const clean = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));
    const parsed = playerStatSchema.safeParse({ id: "", team: "", ...clean });
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

const rowKey = (p: PlayerStat) => `${p.name.trim().toLowerCase()}|${p.team.trim().toLowerCase()}|${p.position}`;

/**
 * One box score from the typed data, the rows already saved and every extraction. Typed teams and
 * scores always win; the same player seen on two screenshots becomes one row.
 */
export function mergeBoxScore(typed: BoxScore, extractions: unknown[]): BoxScore {
  const rows = new Map<string, PlayerStat>();
  for (const p of [...typed.players, ...extractions.flatMap(playersFrom)]) {
    const key = rowKey(p);
    rows.set(key, { ...p, ...rows.get(key) });
  }
  const players = [...rows.values()].map((p, i) => ({ ...p, id: p.id || `p${i + 1}` }));
  return { ...typed, players };
}
