import { readConfig } from "../../config";
import { builtinProvider } from "./builtin";
import { openAiProvider } from "./openai";
import type { AiProvider } from "./types";
import { workersAiProvider } from "./workers-ai";

/** The provider configuration chooses; nothing configured means the offline built-in writer. */
export function providerFor(env: Env): AiProvider {
  const config = readConfig(env);
  const retry = { maxRetries: config.AI_MAX_RETRIES, baseMs: config.AI_RETRY_BASE_MS, timeoutMs: config.AI_TIMEOUT_MS };
  switch (config.AI_PROVIDER) {
    case "workers-ai":
      return workersAiProvider(env.AI, { textModel: config.AI_TEXT_MODEL, visionModel: config.AI_VISION_MODEL, retry });
    case "openai":
      return openAiProvider({
        baseUrl: config.OPENAI_BASE_URL,
        apiKey: config.OPENAI_API_KEY,
        textModel: config.OPENAI_TEXT_MODEL,
        visionModel: config.OPENAI_VISION_MODEL,
        retry,
      });
    default:
      return builtinProvider;
  }
}
