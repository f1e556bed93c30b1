// Issue 17 item 9: typed text is stored NFC, without control characters, and malformed text is a
// clear 400 that stores nothing.
import { describe, expect, it } from "vitest";
import { recaps } from "../../db/schema";
import { authApi, registerUser } from "./auth-helpers";
import { db } from "./helpers";

describe("POST /api/recaps text fields", () => {
  it("happy: NFC, control characters removed, newlines kept only in the content", async () => {
    const { cookie } = await registerUser();
    const res = await authApi("/api/recaps", {
      cookie,
      json: {
        type: "news",
        title: "Cafe\u0301\u0007 opens\nlate",
        content: "Line one\r\nLine\u0000 two\tend",
        leagueName: "S\u0001LA",
        aiRequested: false,
      },
    });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    const article = await (await authApi(`/api/recaps/${id}`)).json<Record<string, unknown>>();
    expect(article.title).toBe("Café opens late");
    expect(article.content).toBe("Line one\nLine two\tend");
    expect(article.leagueName).toBe("SLA");
  });

  it("error: a lone surrogate is a 400 with a clear message and nothing is stored", async () => {
    const { cookie } = await registerUser();
    const before = (await db().select().from(recaps)).length;
    // Sent as raw JSON text: a JSON escape is the only way a lone surrogate reaches the server.
    const res = await authApi("/api/recaps", {
      cookie,
      body: '{"type":"news","title":"Broken \\ud800 title","content":"Text","aiRequested":false}',
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
    const message = "Title contains characters that are not valid text";
    expect(await res.json()).toEqual({ error: { code: "bad_request", message }, message });
    expect((await db().select().from(recaps)).length).toBe(before);
  });
});
