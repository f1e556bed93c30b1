// What Chromium fetches for its own use once a page has loaded: the tab's icon (/favicon.ico when a
// page names none), the web manifest and the manifest's icons. They never delay a reader's first
// paint, but Lighthouse's simulation (Lantern) puts every request that ended before the observed
// LCP into its LCP graph, and these end a few milliseconds before or after that moment by chance.
// One of them in the graph adds ~150 ms to a page's simulated LCP: the "two groups" that moved the
// LCP ratio by up to 0.14 between runs (decision 246, bench/README.md).
//
// bench/lighthouse.ts loads every page, the static one too, through `delayingProxy`, which ends
// these answers late enough that they always end after the observed LCP. Blocking them instead is
// worse: a blocked request ends at once, so it is always in the graph.
import { readFileSync } from "node:fs";
import { Agent, createServer, request as httpRequest } from "node:http";

/** The paths of the browser's own requests, read from the build: its index.html links and manifest. */
export function browserOnlyPaths(clientDir = "dist/client"): Set<string> {
  const html = readFileSync(`${clientDir}/index.html`, "utf8");
  const links = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const manifestPath = links.find((l) => l.endsWith(".webmanifest"));
  const manifest = manifestPath
    ? (JSON.parse(readFileSync(`${clientDir}${manifestPath}`, "utf8")) as { icons?: { src: string }[] })
    : {};
  return new Set(["/favicon.ico", ...links, ...(manifest.icons ?? []).map((i) => i.src)]);
}

export interface DelayingProxy {
  url: string;
  close: () => Promise<void>;
}

/**
 * An HTTP proxy on 127.0.0.1:`port` to `target` that ends the answers to `delayed` paths `delayMs`
 * late. Their headers go at once: Lantern estimates the server's response time from every request's
 * time to first byte, so a late first byte would slow every simulated request of the page.
 */
export async function delayingProxy(
  target: string,
  port: number,
  delayed: Set<string>,
  delayMs: number,
): Promise<DelayingProxy> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const late = delayed.has(new URL(req.url ?? "/", "http://x").pathname);
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!late) return answer.pipe(res);
        res.flushHeaders();
        // The body stays buffered in `answer` until it is piped.
        setTimeout(() => answer.pipe(res), delayMs);
      },
    );
    out.on("error", (err) => res.destroy(err));
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
