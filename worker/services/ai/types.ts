// One interface for every AI provider (Workers AI, OpenAI-compatible HTTP, the built-in writer).
import type { PlayerStat } from "../../../db/domain";
import type { GameLedger, NewsLedger } from "../ledger/types";

export type ProviderName = "builtin" | "workers-ai" | "openai";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Everything a story may be built from. The text must not state a fact that is not in here. */
export interface ArticleBrief {
  articleId: number;
  type: "news" | "game_recap";
  persona: { id: string; name: string; role: string; style: string };
  title: string;
  leagueName: string | null;
  category: string | null;
  gameDate: string;
  /** The author's own typed content (news details, or notes for a recap). */
  details: string;
  homeTeam: string | null;
  awayTeam: string | null;
  homeScore: number;
  awayScore: number;
  venue: string | null;
  players: PlayerStat[];
  playerQuotes: string | null;
  keyMoments: string | null;
  gameSummary: string | null;
  injuries: string | null;
  bigPlays: string | null;
  /** The season ledger's facts of this game (decision 291), when the league's export holds it. */
  context?: GameLedger | null;
  /** For news: what the league's export proves about the players and teams it names (decision 297). */
  news?: NewsLedger | null;
}

export interface TextRequest {
  /** What LLM providers are sent (persona system prompt, the data, problems of a rejected draft). */
  messages: ChatMessage[];
  /** The same facts, structured, for the built-in writer. */
  brief: ArticleBrief;
  maxTokens: number;
}

export interface VisionRequest {
  prompt: string;
  /** base64 data URLs (data:image/jpeg;base64,...). */
  images: string[];
  /** JSON schema the answer must follow. */
  schema: Record<string, unknown>;
  schemaName: string;
  maxTokens: number;
}

export interface AiProvider {
  readonly name: ProviderName;
  /** False for the built-in writer: no point loading screenshots it cannot read. */
  readonly readsImages: boolean;
  generateText(req: TextRequest): Promise<string>;
  /** Parsed JSON, or null when the provider cannot read images (the built-in writer). */
  extractJson(req: VisionRequest): Promise<unknown | null>;
}

/**
 * A provider failure. `retryable` marks timeouts, 429 and 5xx (worth another try with backoff);
 * malformed output and 4xx are final: never published, never retried blindly.
 */
export class AiError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = "AiError";
    this.retryable = retryable;
  }
}
