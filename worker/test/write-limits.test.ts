// Issue 17 item 4: per-account limits on creating articles (each may be posted to Discord) and on
// image uploads, generous enough that a normal posting session never meets them.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recaps } from "../../db/schema";
import { atWindowStart, authApi, registerUser } from "./auth-helpers";
import { db } from "./helpers";
import { dataUrl, png } from "./posting-helpers";

const news = (n: number) => ({ type: "news", title: `Quick post ${n}`, content: "Text.", aiRequested: false });

describe("POST /api/recaps write limit", () => {
  it("security: the 11th article in a minute is refused with 429 and stores nothing; others still post", async () => {
    const author = await registerUser();
    const other = await registerUser();
    await atWindowStart();
    for (let n = 1; n <= 10; n++) {
      const res = await authApi("/api/recaps", { cookie: author.cookie, json: news(n) });
      expect(res.status, `article ${n}`).toBe(201);
    }
    const refused = await authApi("/api/recaps", { cookie: author.cookie, json: news(11) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    const message = "You are posting articles very quickly. Please wait a minute and try again.";
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message }, message });
    const mine = await db().select().from(recaps).where(eq(recaps.userId, author.user.id));
    expect(mine.length).toBe(10);
    expect((await authApi("/api/recaps", { cookie: other.cookie, json: news(1) })).status).toBe(201);
  }, 60_000);

  it("error: invalid forms do not spend the budget", async () => {
    const author = await registerUser();
    await atWindowStart();
    for (let n = 1; n <= 12; n++) {
      const res = await authApi("/api/recaps", { cookie: author.cookie, json: { title: "", content: "" } });
      expect(res.status).toBe(400);
    }
    expect((await authApi("/api/recaps", { cookie: author.cookie, json: news(1) })).status).toBe(201);
  }, 60_000);
});

describe("POST /api/recaps/:id/image write limit", () => {
  it("security: the 41st upload in a minute is refused with 429", async () => {
    const author = await registerUser();
    const created = await authApi("/api/recaps", { cookie: author.cookie, json: news(1) });
    const { id } = await created.json<{ id: number }>();
    await atWindowStart(25_000);
    for (let n = 1; n <= 40; n++) {
      const image = dataUrl(await png(`#${String(n).padStart(6, "0")}`));
      const res = await authApi(`/api/recaps/${id}/image`, { cookie: author.cookie, json: { imageData: image } });
      expect(res.status, `upload ${n}: ${res.status === 200 ? "" : await res.text()}`).toBe(200);
    }
    const refused = await authApi(`/api/recaps/${id}/image`, {
      cookie: author.cookie,
      json: { imageData: dataUrl(await png("#ffffff")) },
    });
    expect(refused.status).toBe(429);
    expect((await refused.json<{ message: string }>()).message).toBe(
      "You are uploading images very quickly. Please wait a minute and try again.",
    );
  }, 60_000);
});
