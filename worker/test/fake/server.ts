// A scriptable fake of the HTTP services we do not own (Discord, OpenAI-compatible providers),
// served on 127.0.0.1 by Vitest's global setup. Tests inside workerd script it and read what it
// was sent over plain HTTP:
//   POST /__script  {prefix, responses: [{status, body?, headers?, delayMs?}]}  queue answers for
//                   requests whose path starts with `prefix` (each test uses its own random prefix)
//   GET  /__requests?prefix=P                                                  what was received
// Unscripted requests get 204. The last scripted answer repeats when the queue runs dry.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ScriptedResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

export async function startFakeServer(): Promise<{ url: string; server: Server }> {
  const scripts = new Map<string, ScriptedResponse[]>();
  const received: RecordedRequest[] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    if (url.pathname === "/__script" && req.method === "POST") {
      const { prefix, responses } = JSON.parse(body) as { prefix: string; responses: ScriptedResponse[] };
      scripts.set(prefix, responses);
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === "/__requests") {
      const prefix = url.searchParams.get("prefix") ?? "";
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(received.filter((r) => r.path.startsWith(prefix))));
      return;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
    received.push({ method: req.method ?? "GET", path: url.pathname + url.search, headers, body });

    const prefix = [...scripts.keys()].find((p) => url.pathname.startsWith(p));
    const queue = prefix ? scripts.get(prefix)! : [];
    const answer: ScriptedResponse = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 204 };
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    const payload =
      answer.body === undefined ? "" : typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      ...(answer.body !== undefined && typeof answer.body !== "string" ? { "content-type": "application/json" } : {}),
      ...answer.headers,
    });
    res.end(payload);
  });

  // Node closes an idle keep-alive connection after 5 s; workerd may pick that pooled connection for
  // its next request at the same moment and lose it ("Network connection lost"). A test that waits
  // longer than that between two posts must not fail on it: idle connections stay open.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
