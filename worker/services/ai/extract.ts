// Reading a recap's stats screenshots into its box score with the configured vision provider.
import { Buffer } from "node:buffer";
import type { Db } from "../../../db/client";
import type { ScreenRead } from "../../../db/domain/box-score-screens";
import type { ExtractionResult } from "../../../db/queries/recap-status";
import { listStatsImages } from "../../../db/queries/recaps";
import type { Recap } from "../../../db/schema";
import { extractionRequest, mergeBoxScore, readBoxScore, readTranscripts } from "./box-score";
import { providerFor } from "./provider";
import { AiError } from "./types";

/** Shown on the box-score page when the provider could not read the screenshots. */
export const SCREENSHOTS_UNREAD =
  "We could not read the screenshots just now. Please fill in the box score by hand, or read them again.";

async function imageDataUrl(bucket: R2Bucket, key: string): Promise<string | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const bytes = Buffer.from(await object.arrayBuffer());
  return `data:${object.httpMetadata?.contentType ?? "image/jpeg"};base64,${bytes.toString("base64")}`;
}

/**
 * Every stats group's screenshots, transcribed by the provider (when it reads images), parsed by
 * the same reader as the on-device OCR and merged with the author's typed box score: typed teams
 * and scores win. A provider failure is an outcome, not an exception: the typed box score stays and
 * the reason is kept for the author.
 */
export async function readStatsImages(env: Env, db: Db, row: Recap): Promise<ExtractionResult> {
  const provider = providerFor(env);
  const typed = {
    homeTeam: row.homeTeam ?? "",
    awayTeam: row.awayTeam ?? "",
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    players: row.players,
  };
  const extractions: { group: string; data: unknown }[] = [];
  let error: string | null = null;
  let providerError: string | null = null;
  if (provider.readsImages) {
    const byGroup = new Map<string, string[]>();
    for (const image of await listStatsImages(db, row.id)) {
      const url = await imageDataUrl(env.IMAGES, image.key);
      if (url) byGroup.set(image.group, [...(byGroup.get(image.group) ?? []), url]);
    }
    try {
      for (const [group, images] of byGroup) {
        const data = await provider.extractJson(extractionRequest(group, typed.homeTeam, typed.awayTeam, images));
        extractions.push({ group, data });
      }
    } catch (err) {
      if (!(err instanceof AiError)) throw err;
      // The provider's own words stay in rawAnalysis (the author's private working field) and the log.
      console.error("AI provider failed while reading screenshots", row.id, err.message);
      providerError = err.message;
      error = SCREENSHOTS_UNREAD;
    }
  }
  const teams = { home: typed.homeTeam, away: typed.awayTeam };
  const screens: ScreenRead[] = extractions.flatMap((e) => readTranscripts(e.data, teams));
  const read = readBoxScore(screens, teams);
  const merged = mergeBoxScore(typed, [read]);
  return {
    players: merged.players,
    rawAnalysis: JSON.stringify({ provider: provider.name, extractions, read, error: providerError }),
    error,
  };
}

/** Whether stored screenshots are worth a queued reading (the built-in provider reads none). */
export const readsImages = (env: Env) => providerFor(env).readsImages;
