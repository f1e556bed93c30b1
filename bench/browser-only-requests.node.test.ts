import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserOnlyPaths, type DelayingProxy, delayingProxy } from "./browser-only-requests";

describe("browserOnlyPaths", () => {
  it("happy: /favicon.ico, the build's icon, apple-touch and manifest links, and the manifest's icons", async () => {
    const dir = await mkdtemp(join(tmpdir(), "dgsn-bench-"));
    await writeFile(
      join(dir, "index.html"),
      '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link rel="apple-touch-icon" href="/apple-touch-icon.png" />' +
        '<link rel="stylesheet" href="/assets/app.css"><link rel="manifest" href="/manifest.webmanifest"></head>',
    );
    await writeFile(
      join(dir, "manifest.webmanifest"),
      JSON.stringify({ icons: [{ src: "/icon-192.png" }, { src: "/icon.svg" }] }),
    );
    expect([...browserOnlyPaths(dir)].sort()).toEqual(
      [
        "/favicon.ico",
        "/favicon.svg",
        "/apple-touch-icon.png",
        "/manifest.webmanifest",
        "/icon-192.png",
        "/icon.svg",
      ].sort(),
    );
  });
});

describe("delayingProxy", () => {
  const DELAY_MS = 1_000;
  let upstream: Server;
  let proxy: DelayingProxy;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.writeHead(200, { "Content-Type": "text/plain", "X-Path": req.url ?? "" });
      res.end(`body of ${req.url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as AddressInfo;
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
    const proxyPort = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    proxy = await delayingProxy(`http://127.0.0.1:${port}`, proxyPort, new Set(["/favicon.ico"]), DELAY_MS);
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("happy: a page's request is forwarded whole", async () => {
    const res = await fetch(`${proxy.url}/read/1?x=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Path")).toBe("/read/1?x=2");
    expect(await res.text()).toBe("body of /read/1?x=2");
  });

  it("happy: a browser-only request gets its headers at once and its body no sooner than the delay", async () => {
    const started = performance.now();
    const res = await fetch(`${proxy.url}/favicon.ico`);
    const headersAt = performance.now() - started;
    expect(res.headers.get("X-Path")).toBe("/favicon.ico");
    expect(await res.text()).toBe("body of /favicon.ico");
    const bodyAt = performance.now() - started;
    expect(bodyAt).toBeGreaterThanOrEqual(DELAY_MS - 5);
    // Headers first: Lantern reads the server's response time from the first byte.
    expect(bodyAt - headersAt).toBeGreaterThan(DELAY_MS / 2);
  });
});
