import { describe, expect, it } from "vitest";
import { client, idParam, site } from "./test/client";
import { api, insertRecap } from "./test/helpers";

describe("error model and headers", () => {
  // Unknown paths, oversized bodies and paths of every kind: the untyped helper sends what no typed
  // call can.
  it("unknown API paths answer the JSON error model with 404", async () => {
    const res = await api("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" }, message: "Not found" });
  });

  it("every Worker response carries the security headers", async () => {
    for (const path of ["/api/recaps", "/api/nope", "/read/1", "/league/NFL", "/media/x"]) {
      const res = await api(path);
      const h = res.headers;
      expect(h.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
      expect(h.get("Content-Security-Policy"), path).toContain("script-src 'self'");
      expect(h.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(h.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(h.get("X-Frame-Options"), path).toBe("DENY");
    }
  });

  it("oversize request bodies are refused with 413 before any work", async () => {
    const res = await api("/api/reactions/batch", { json: { recapIds: [1], pad: "x".repeat(20_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: "payload_too_large", message: "Request body is too large" },
      message: "Request body is too large",
    });
  });

  it("writes without Origin or Sec-Fetch-Site are refused; same-origin Sec-Fetch-Site is accepted", async () => {
    const batch = (headers: Record<string, string>) =>
      client({ headers }).reactions.batch.$post({ json: { recapIds: [] } });
    expect((await batch({ Origin: "null" })).status).toBe(403);
    expect((await batch({ "Sec-Fetch-Site": "same-origin", Origin: "" })).status).toBe(200);
  });

  it("the reader and league deep links return the SPA", async () => {
    const recap = await insertRecap();
    const pages = {
      reader: site().read[":id"].$get(idParam(recap.id)),
      league: site().league[":id"].$get({ param: { id: "NFL" } }),
      // Served from the static assets (no Worker route), so only a path can name it.
      community: api("/community"),
    };
    for (const [name, pending] of Object.entries(pages)) {
      const res = await pending;
      expect(res.status, name).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});
