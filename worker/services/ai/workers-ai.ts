// Workers AI through the `AI` binding. Locally (`wrangler dev --local`) every call throws
// "Binding AI needs to be run remotely", which is why builtin is the default provider.
import { parseJsonAnswer } from "./openai";
import type { RetryPolicy } from "./retry";
import { withRetry } from "./retry";
import { AiError, type AiProvider, type TextRequest, type VisionRequest } from "./types";

/** The part of the binding we use, so tests can pass an object with the same interface. */
export interface AiBinding {
  run(model: string, inputs: Record<string, unknown>): Promise<unknown>;
}

export interface WorkersAiOptions {
  textModel: string;
  visionModel: string;
  retry: RetryPolicy;
}

/** Workers AI errors carry the upstream status in the message ("3040: Capacity temporarily exceeded", "429", …). */
function classify(err: unknown): AiError {
  if (err instanceof AiError) return err;
  const message = err instanceof Error ? err.message : String(err);
  const retryable = /\b(429|5\d\d|3040|3043|capacity|timeout|timed out|rate limit|overloaded|internal)\b/i.test(
    message,
  );
  return new AiError(`Workers AI: ${message}`, retryable);
}

export function workersAiProvider(ai: AiBinding, opts: WorkersAiOptions): AiProvider {
  const run = (model: string, inputs: Record<string, unknown>) =>
    withRetry(opts.retry, async () => {
      try {
        return await ai.run(model, inputs);
      } catch (err) {
        throw classify(err);
      }
    });

  return {
    name: "workers-ai",
    readsImages: true,
    async generateText(req: TextRequest) {
      // max_tokens defaults to 256 on Workers AI, which cuts a 300-word story in half.
      const out = (await run(opts.textModel, { messages: req.messages, max_tokens: req.maxTokens })) as {
        response?: unknown;
      };
      if (typeof out?.response !== "string" || !out.response.trim())
        throw new AiError("Workers AI sent a malformed answer (no response text)", false);
      return out.response;
    },
    async extractJson(req: VisionRequest) {
      const out = (await run(opts.visionModel, {
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: req.prompt },
              ...req.images.map((url) => ({ type: "image_url", image_url: { url } })),
            ],
          },
        ],
        response_format: { type: "json_schema", json_schema: req.schema },
        max_tokens: req.maxTokens,
      })) as { response?: unknown };
      // JSON mode answers an object already; some models still answer a string.
      if (out?.response && typeof out.response === "object") return out.response;
      if (typeof out?.response === "string") return parseJsonAnswer(out.response);
      throw new AiError("Workers AI sent a malformed answer (no JSON)", false);
    },
  };
}
