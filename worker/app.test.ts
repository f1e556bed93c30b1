import { describe, expect, it } from "vitest";
import { api, insertRecap } from "./test/helpers";

describe("error model and headers", () => {
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
    const bare = await api("/api/reactions/batch", { json: { recapIds: [] }, headers: { Origin: "null" } });
    expect(bare.status).toBe(403);
    const viaFetchSite = await api("/api/reactions/batch", {
      method: "POST",
      body: JSON.stringify({ recapIds: [] }),
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Origin: "" },
    });
    expect(viaFetchSite.status).toBe(200);
  });

  it("the reader and league deep links return the SPA", async () => {
    const recap = await insertRecap();
    for (const path of [`/read/${recap.id}`, "/league/NFL", "/community"]) {
      const res = await api(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});
