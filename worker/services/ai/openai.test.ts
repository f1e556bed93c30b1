// The OpenAI-compatible provider against the fake upstream server on 127.0.0.1.
import { describe, expect, it } from "vitest";
import { fakeUrl, received, script, uniquePrefix } from "../../test/fake/client";
import type { ScriptedResponse } from "../../test/fake/server";
import { openAiProvider } from "./openai";
import { recapBrief } from "./test/fixtures";
import { AiError } from "./types";

const completion = (content: string): ScriptedResponse => ({
  status: 200,
  body: {
    id: "chatcmpl-1",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content } }],
  },
});

async function setup(responses: ScriptedResponse[], timeoutMs = 2_000) {
  const prefix = uniquePrefix("openai");
  await script(prefix, responses);
  const provider = openAiProvider({
    baseUrl: `${fakeUrl()}${prefix}/v1/`,
    apiKey: "sk-test",
    textModel: "text-model-x",
    visionModel: "vision-model-y",
    retry: { maxRetries: 2, baseMs: 5, timeoutMs },
  });
  return { prefix, provider };
}

const textRequest = () => ({
  messages: [
    { role: "system" as const, content: "You are Marcus Vale." },
    { role: "user" as const, content: "Write a game recap from this data." },
  ],
  brief: recapBrief(),
  maxTokens: 1024,
});

describe("openai provider: text", () => {
  it("happy: posts model, messages and max_tokens with the key, and returns the content", async () => {
    const { prefix, provider } = await setup([completion("The Austin Outlaws won.")]);
    await expect(provider.generateText(textRequest())).resolves.toBe("The Austin Outlaws won.");
    const [req, ...rest] = await received(prefix);
    expect(rest).toEqual([]);
    expect(req!.method).toBe("POST");
    expect(req!.path).toBe(`${prefix}/v1/chat/completions`);
    expect(req!.headers.authorization).toBe("Bearer sk-test");
    expect(JSON.parse(req!.body)).toEqual({
      model: "text-model-x",
      messages: textRequest().messages,
      max_tokens: 1024,
      temperature: 0.7,
    });
  });

  it("retries 429 and 500 with backoff, then succeeds", async () => {
    const { prefix, provider } = await setup([
      { status: 429, body: { error: "slow down" } },
      { status: 500 },
      completion("Done."),
    ]);
    await expect(provider.generateText(textRequest())).resolves.toBe("Done.");
    expect(await received(prefix)).toHaveLength(3);
  });

  it("gives up after the bounded number of retries on 5xx", async () => {
    const { prefix, provider } = await setup([{ status: 503 }]);
    const err = await provider.generateText(textRequest()).catch((e) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(err.message).toBe("The AI provider answered 503");
    expect(await received(prefix)).toHaveLength(3);
  });

  it("a slow answer is a timeout and is retried", async () => {
    const { prefix, provider } = await setup(
      [{ ...completion("Too late."), delayMs: 1_500 }, completion("On time.")],
      300,
    );
    await expect(provider.generateText(textRequest())).resolves.toBe("On time.");
    expect(await received(prefix)).toHaveLength(2);
  });

  it("broken JSON and a missing message are malformed: failed at once, not retried", async () => {
    const broken = await setup([
      { status: 200, body: '{"choices": [', headers: { "content-type": "application/json" } },
    ]);
    await expect(broken.provider.generateText(textRequest())).rejects.toThrow("malformed answer (not JSON)");
    expect(await received(broken.prefix)).toHaveLength(1);
    const empty = await setup([{ status: 200, body: { choices: [] } }]);
    await expect(empty.provider.generateText(textRequest())).rejects.toThrow("malformed answer (no message content)");
  });

  it("a 400 is the request's fault: not retried", async () => {
    const { prefix, provider } = await setup([{ status: 400, body: { error: { message: "bad model" } } }]);
    await expect(provider.generateText(textRequest())).rejects.toThrow("The AI provider answered 400");
    expect(await received(prefix)).toHaveLength(1);
  });
});

describe("openai provider: box-score extraction", () => {
  const images = ["data:image/png;base64,iVBORw0KGgo=", "data:image/jpeg;base64,/9j/4AAQ"];
  const request = {
    prompt: "Read the passing stats.",
    images,
    schema: { type: "object", properties: { players: { type: "array" } } },
    schemaName: "box_score",
    maxTokens: 2048,
  };

  it("sends the images as data URLs with a JSON-schema response_format and parses the answer", async () => {
    const answer = { players: [{ name: "Cal Brewer", position: "QB", passingYards: 301 }] };
    const { prefix, provider } = await setup([completion(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``)]);
    await expect(provider.extractJson(request)).resolves.toEqual(answer);
    const [req] = await received(prefix);
    expect(JSON.parse(req!.body)).toEqual({
      model: "vision-model-y",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Read the passing stats." },
            { type: "image_url", image_url: { url: images[0] } },
            { type: "image_url", image_url: { url: images[1] } },
          ],
        },
      ],
      max_tokens: 2048,
      temperature: 0,
      response_format: {
        type: "json_schema",
        json_schema: { name: "box_score", strict: true, schema: request.schema },
      },
    });
  });

  it("content that is not JSON is a malformed extraction", async () => {
    const { provider } = await setup([completion("I see a football game with some numbers.")]);
    await expect(provider.extractJson(request)).rejects.toThrow("malformed JSON for the box score");
  });
});
