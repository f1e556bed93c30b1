// A fake Discord for e2e: a plain HTTP server on 127.0.0.1 that records every webhook post and
// answers 204 like Discord does. The e2e server sends validated Discord webhook URLs here
// (DISCORD_WEBHOOK_ORIGIN_OVERRIDE, see playwright.config.ts).
import { createServer } from "node:http";

export interface FakePost {
  path: string;
  body: {
    content: string;
    allowed_mentions?: { parse: string[] };
    embeds?: { title: string; url: string; description?: string; fields: { name: string; value: string }[] }[];
  };
}

export async function startFakeDiscord(port: number) {
  const posts: FakePost[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      posts.push({ path: req.url ?? "", body: text ? JSON.parse(text) : {} });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    /** Posts received for one webhook id. */
    postsFor: (webhookId: string) => posts.filter((p) => p.path.startsWith(`/api/webhooks/${webhookId}/`)),
    all: posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
