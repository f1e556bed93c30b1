import { describe, expect, it } from "vitest";
import { fakeUrl, received, script, uniquePrefix } from "./client";

describe("fake upstream server", () => {
  it("answers scripted responses in order and records requests from inside workerd", async () => {
    const prefix = uniquePrefix("selftest");
    await script(prefix, [{ status: 429, body: { retry_after: 0.5 } }, { status: 204 }]);
    const first = await fetch(`${fakeUrl()}${prefix}/hook`, { method: "POST", body: '{"a":1}' });
    expect(first.status).toBe(429);
    expect(await first.json()).toEqual({ retry_after: 0.5 });
    const second = await fetch(`${fakeUrl()}${prefix}/hook`, { method: "POST", body: '{"a":2}' });
    expect(second.status).toBe(204);
    const seen = await received(prefix);
    expect(seen.map((r) => JSON.parse(r.body).a)).toEqual([1, 2]);
  });
});
