import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, ORIGIN } from "../test/helpers";

// Paths no Worker route claims (decision 251): a static file, the SPA's shell for its own routes,
// and a 404 with the shell (whose router shows "Page Not Found") for everything else. The routes
// below are read from the SPA's route tables by the built page renderer, not listed in the Worker.

/** The build's index.html, straight from the static assets: the shell every app route gets. */
const shellFile = () => env.ASSETS.fetch(`${ORIGIN}/index.html`).then((r) => r.text());

describe("GET /index.html", () => {
  it("happy: is the SPA's own shell, not a redirect to the server-rendered home page", async () => {
    const res = await api("/index.html?__WB_REVISION__=abc", { redirect: "manual" });
    expect(res.status).toBe(200);
    const html = await res.text();
    // The plain app: only the script-free loading fallback in the root, no rendered page or its state.
    expect(html).toContain('<div id="root"><div class="boot-fallback"');
    expect(html).not.toContain('id="dgsn-state"');
    expect(html).toBe(await shellFile());
  });
});

describe("GET <a path of the SPA>", () => {
  it("happy: every app route answers 200 with the shell", async () => {
    const shell = await shellFile();
    for (const path of [
      "/login",
      "/signup",
      "/create",
      "/create/12/box-score",
      "/support",
      "/account",
      "/leagues/new",
      "/league/NFL/manage",
      "/join/abc123",
      "/my-articles",
      "/my-reels",
      "/edit/4",
      "/writer-manager",
      "/simple-image-fix",
      "/LOGIN",
      "/login/",
    ]) {
      const res = await api(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(shell);
    }
  });

  it("error: a path that is no route answers 404 with the shell, which shows 'Page Not Found'", async () => {
    const shell = await shellFile();
    for (const path of ["/no-such-page", "/login/extra", "/edit/4/more", "/leagues", "/league/NFL/manage/x", "/.env"]) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type"), path).toContain("text/html");
      expect(await res.text(), path).toBe(shell);
    }
  });

  it("happy: static files at the root are served as they are", async () => {
    const sw = await api("/sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("Content-Type")).toContain("javascript");
    expect(await sw.text()).toContain("precacheAndRoute");
    // web/public/_headers still applies: a deploy reaches readers at their next visit.
    expect(sw.headers.get("Cache-Control")).toBe("no-cache");
    const manifest = await api("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect((await manifest.json()) as { short_name: string }).toMatchObject({ short_name: "DGSN" });
  });

  it("error: a missing file under a static folder is a 404, and writes to app paths change nothing", async () => {
    expect((await api("/icon-9999.png")).status).toBe(404);
    const post = await api("/login", { method: "POST", json: {} });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
  });
});
