// Any OpenAI-compatible /chat/completions endpoint: OpenAI itself, Workers AI's compatible
// endpoint, Ollama or llama.cpp on a laptop.
import { isRetryableStatus, type RetryPolicy, withRetry } from "./retry";
import { AiError, type AiProvider, type TextRequest, type VisionRequest } from "./types";

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  textModel: string;
  visionModel: string;
  retry: RetryPolicy;
}

type ContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };

interface ChatBody {
  model: string;
  messages: { role: string; content: string | ContentPart[] }[];
  max_tokens: number;
  temperature: number;
  response_format?: unknown;
}

export function openAiProvider(opts: OpenAiOptions): AiProvider {
  const url = `${opts.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  const complete = (body: ChatBody) =>
    withRetry(opts.retry, async (signal) => {
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal,
        });
      } catch (err) {
        // Network failures (connection refused, reset, aborted) are transient from our side.
        throw new AiError(`Could not reach the AI provider: ${String(err)}`, true);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new AiError(`The AI provider answered ${res.status}`, isRetryableStatus(res.status));
      }
      const text = await res.text();
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        throw new AiError("The AI provider sent a malformed answer (not JSON)", false);
      }
      const content = (data as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
      if (typeof content !== "string" || !content.trim())
        throw new AiError("The AI provider sent a malformed answer (no message content)", false);
      return content;
    });

  return {
    name: "openai",
    readsImages: true,
    async generateText(req: TextRequest) {
      return complete({ model: opts.textModel, messages: req.messages, max_tokens: req.maxTokens, temperature: 0.7 });
    },
    async extractJson(req: VisionRequest) {
      const content = await complete({
        model: opts.visionModel,
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: req.prompt },
              ...req.images.map((url): ContentPart => ({ type: "image_url", image_url: { url } })),
            ],
          },
        ],
        max_tokens: req.maxTokens,
        temperature: 0,
        response_format: {
          type: "json_schema",
          json_schema: { name: req.schemaName, strict: true, schema: req.schema },
        },
      });
      return parseJsonAnswer(content);
    },
  };
}

/** Models sometimes wrap JSON in a code fence; anything else that is not JSON is a failure. */
export function parseJsonAnswer(content: string): unknown {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    return JSON.parse(unfenced);
  } catch {
    throw new AiError("The AI provider sent malformed JSON for the box score", false);
  }
}
