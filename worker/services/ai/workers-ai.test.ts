// The Workers AI provider against an object with the real `AI.run(model, inputs)` interface.
import { describe, expect, it } from "vitest";
import { recapBrief } from "./test/fixtures";
import { type AiBinding, workersAiProvider } from "./workers-ai";

type Answer = unknown | Error;

function fakeAi(answers: Answer[]) {
  const calls: { model: string; inputs: Record<string, unknown> }[] = [];
  const binding: AiBinding = {
    async run(model, inputs) {
      calls.push({ model, inputs });
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  const provider = workersAiProvider(binding, {
    textModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
    visionModel: "@cf/meta/llama-3.2-11b-vision-instruct",
    retry: { maxRetries: 2, baseMs: 5, timeoutMs: 1_000 },
  });
  return { calls, provider };
}

const messages = [{ role: "user" as const, content: "Write it." }];

describe("workers-ai provider", () => {
  it("text: runs the text model with messages and a raised max_tokens", async () => {
    const { calls, provider } = fakeAi([{ response: "The Austin Outlaws won." }]);
    await expect(provider.generateText({ messages, brief: recapBrief(), maxTokens: 1024 })).resolves.toBe(
      "The Austin Outlaws won.",
    );
    expect(calls).toEqual([
      { model: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", inputs: { messages, max_tokens: 1024 } },
    ]);
  });

  it("retries capacity errors and 5xx, but not a bad request", async () => {
    const busy = fakeAi([
      new Error("3040: Capacity temporarily exceeded, please try again."),
      new Error("AiError: 502"),
      { response: "Ok." },
    ]);
    await expect(busy.provider.generateText({ messages, brief: recapBrief(), maxTokens: 1024 })).resolves.toBe("Ok.");
    expect(busy.calls).toHaveLength(3);
    const bad = fakeAi([new Error("5006: Invalid input: required properties at '/' are 'messages'")]);
    await expect(bad.provider.generateText({ messages, brief: recapBrief(), maxTokens: 1024 })).rejects.toThrow(
      "Workers AI: 5006",
    );
    expect(bad.calls).toHaveLength(1);
  });

  it("an answer without text is malformed", async () => {
    const { provider } = fakeAi([{ usage: { prompt_tokens: 3 } }]);
    await expect(provider.generateText({ messages, brief: recapBrief(), maxTokens: 1024 })).rejects.toThrow(
      "malformed",
    );
  });

  it("extraction: image data URLs and a JSON-schema response_format; object or string answers", async () => {
    const schema = { type: "object" };
    const req = {
      prompt: "Read it.",
      images: ["data:image/png;base64,AAAA"],
      schema,
      schemaName: "box_score",
      maxTokens: 2048,
    };
    const { calls, provider } = fakeAi([
      { response: { players: [] } },
      { response: '{"players":[{"name":"Cal Brewer"}]}' },
      { response: "no idea" },
    ]);
    await expect(provider.extractJson(req)).resolves.toEqual({ players: [] });
    await expect(provider.extractJson(req)).resolves.toEqual({ players: [{ name: "Cal Brewer" }] });
    await expect(provider.extractJson(req)).rejects.toThrow("malformed JSON");
    expect(calls[0]).toEqual({
      model: "@cf/meta/llama-3.2-11b-vision-instruct",
      inputs: {
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: "Read it." },
              { type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } },
            ],
          },
        ],
        response_format: { type: "json_schema", json_schema: schema },
        max_tokens: 2048,
      },
    });
  });
});
