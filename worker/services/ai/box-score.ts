// Extraction of box scores from stats screenshots, and merging them with the author's typed data.
import { type ExtractedScore, type PlayerStat, POSITIONS, STAT_KEYS } from "../../../db/domain";
import { playerStatSchema } from "../../schemas/player-stat";
import type { VisionRequest } from "./types";

export interface BoxScore {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
  players: PlayerStat[];
}

const nullableInt = { type: ["integer", "null"] };

/** What the vision model must answer (strict JSON schema: every key present, null when not shown). */
export const EXTRACTION_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["homeTeam", "awayTeam", "homeScore", "awayScore", "players"],
  properties: {
    homeTeam: { type: ["string", "null"] },
    awayTeam: { type: ["string", "null"] },
    homeScore: nullableInt,
    awayScore: nullableInt,
    players: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "team", "position", ...STAT_KEYS],
        properties: {
          name: { type: "string" },
          team: { type: "string" },
          position: { type: "string", enum: POSITIONS },
          completions: nullableInt,
          attempts: nullableInt,
          passingYards: nullableInt,
          passingTouchdowns: nullableInt,
          interceptions: nullableInt,
          carries: nullableInt,
          rushingYards: nullableInt,
          rushingTouchdowns: nullableInt,
          fumbles: nullableInt,
          receptions: nullableInt,
          receivingYards: nullableInt,
          receivingTouchdowns: nullableInt,
          targets: nullableInt,
          tackles: nullableInt,
          sacks: { type: ["number", "null"] },
          defensiveInterceptions: nullableInt,
          forcedFumbles: nullableInt,
        },
      },
    },
  },
} as const;

export function extractionRequest(group: string, homeTeam: string, awayTeam: string, images: string[]): VisionRequest {
  return {
    prompt: [
      `These are ${group} statistics screenshots from a football video game (${homeTeam} at home, ${awayTeam} away).`,
      "Read only what the images show: team names, final score, and one row per player with their statistics.",
      "Use null for anything not visible. Never guess a number or a name.",
    ].join(" "),
    images,
    schema: EXTRACTION_SCHEMA as unknown as Record<string, unknown>,
    schemaName: "box_score",
    maxTokens: 2048,
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
 * The final score the screenshots show: the first extraction (as saved in `rawAnalysis`) that
 * read both numbers, or null when none did.
 */
export function extractedScore(rawAnalysis: string | null): ExtractedScore | null {
  if (!rawAnalysis) return null;
  let saved: { extractions?: { data?: Extracted | null }[] };
  try {
    saved = JSON.parse(rawAnalysis);
  } catch {
    return null;
  }
  for (const e of saved.extractions ?? []) {
    const { homeScore, awayScore } = e.data ?? {};
    if (Number.isInteger(homeScore) && Number.isInteger(awayScore))
      return { homeScore: homeScore as number, awayScore: awayScore as number };
  }
  return null;
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
