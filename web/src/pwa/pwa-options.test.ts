import type { VitePWAOptions } from "vite-plugin-pwa";
import { describe, expect, it } from "vitest";
import { pwaOptions } from "./pwa-options";

// Which cache, if any, the generated service worker would use for a request.
type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions["workbox"]>["runtimeCaching"]>[number];
const rules = pwaOptions.workbox!.runtimeCaching as RuntimeCaching[];
function cacheFor(path: string, { method = "GET", mode = "cors", origin = "https://dgsn.example" } = {}) {
  const url = new URL(path, origin);
  const request = { method, mode, url: url.href };
  for (const rule of rules) {
    if ((rule.method ?? "GET") !== method) continue;
    const match = rule.urlPattern as (o: { request: unknown; url: URL; sameOrigin: boolean }) => boolean;
    if (match({ request, url, sameOrigin: url.origin === "https://dgsn.example" })) return rule.options?.cacheName;
  }
  return undefined;
}
const navigatesToShell = (path: string) =>
  !pwaOptions.workbox!.navigateFallbackDenylist!.some((re) => re.test(new URL(path, "https://x").pathname));

describe("service worker caching rules", () => {
  it("never caches account calls or any write", () => {
    for (const path of ["/api/user", "/api/login", "/api/logout", "/api/register", "/api/account/settings"]) {
      for (const method of ["GET", "POST"]) expect(cacheFor(path, { method }), `${method} ${path}`).toBeUndefined();
    }
    for (const method of ["POST", "PATCH", "DELETE", "PUT"]) {
      for (const path of ["/api/recaps", "/api/recaps/3", "/api/recaps/3/reactions", "/media/abc"]) {
        expect(cacheFor(path, { method }), `${method} ${path}`).toBeUndefined();
      }
    }
  });

  it("keeps recently read articles, their reactions, lists and images", () => {
    expect(cacheFor("/api/recaps/12")).toBe("dgsn-articles");
    expect(cacheFor("/api/recaps/12/reactions")).toBe("dgsn-articles");
    expect(cacheFor("/api/recaps?limit=50")).toBe("dgsn-lists");
    expect(cacheFor("/api/writers")).toBe("dgsn-lists");
    expect(cacheFor("/media/ab/cd.jpg")).toBe("dgsn-media");
    expect(cacheFor("/api/league-icons")).toBe("dgsn-lists");
    expect(cacheFor("/api/league-icons/NFL?v=3")).toBe("dgsn-league-icons");
    expect(cacheFor("/api/league-icons/NFL/extra")).toBeUndefined();
    expect(cacheFor("/read/12", { mode: "navigate" })).toBe("dgsn-pages");
    expect(cacheFor("/league/NFL", { mode: "navigate" })).toBe("dgsn-pages");
    expect(cacheFor("/", { mode: "navigate" })).toBe("dgsn-pages");
    expect(cacheFor("/community", { mode: "navigate" })).toBeUndefined();
  });

  it("does not cache other sites or non-navigation fetches of pages", () => {
    expect(cacheFor("https://evil.example/api/recaps/1")).toBeUndefined();
    expect(cacheFor("/read/12", { mode: "cors" })).toBeUndefined();
    expect(cacheFor("/api/recaps/12/image")).toBeUndefined();
  });

  it("serves the shell for app routes offline, but not for API, media or Worker-served pages", () => {
    for (const path of ["/community", "/create", "/my-articles"]) expect(navigatesToShell(path), path).toBe(true);
    for (const path of ["/", "/api/rss", "/media/x", "/read/1", "/league/NFL"])
      expect(navigatesToShell(path), path).toBe(false);
  });

  it("never precaches the OCR engine, its worker or its data", () => {
    expect(pwaOptions.workbox!.globIgnores).toEqual(["ocr/**", "assets/ocr.worker-*.js", "assets/screen-reader-*.js"]);
    expect(cacheFor("/ocr/tesseract-7.0.0/worker.min.js")).toBeUndefined();
    expect(cacheFor("/ocr/tesseract-7.0.0/eng-4.0.0_best_int/eng.traineddata.gz")).toBeUndefined();
  });

  it("keeps the last 20 articles read", () => {
    const pages = rules.find((r) => r.options?.cacheName === "dgsn-pages");
    expect(pages?.options?.expiration?.maxEntries).toBe(20);
    expect(pages?.options?.precacheFallback).toEqual({ fallbackURL: "index.html" });
  });
});

describe("the web app manifest", () => {
  it("names PNG icons only: an SVG icon is decoded as an SVG document on the page's main thread (issue 42, decision 344)", () => {
    const icons = (pwaOptions.manifest as { icons: { src: string; type?: string }[] }).icons;
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(icon).toMatchObject({ src: expect.stringMatching(/\.png$/), type: "image/png" });
  });
});
