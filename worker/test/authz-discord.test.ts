// Who may use the Discord webhook routes: visitor, member (same default league, not its
// commissioner), registrant (the league's commissioner, decision 220), admin. Every refusal leaves the league's webhook row exactly as
// it was, and nothing is sent to Discord.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leagues } from "../../db/schema";
import { client } from "./client";
import { insertWebhook, newWebhook, setDefaultLeague, uniqueLeague } from "./discord-helpers";
import { received } from "./fake/client";
import { db, signedIn } from "./helpers";

type Who = "visitor" | "member" | "registrant" | "admin";
const WHO: Who[] = ["visitor", "member", "registrant", "admin"];

interface RouteCase {
  name: string;
  /** Who gets through; the rest are refused (visitors 401, others 403). */
  allowed: Who[];
  call: (cookie: string | undefined, url: string) => Promise<{ status: number; text(): Promise<string> }>;
}

const ROUTES: RouteCase[] = [
  {
    name: "GET /api/account/discord-webhook",
    allowed: ["member", "registrant", "admin"],
    call: (cookie) => client({ cookie }).account["discord-webhook"].$get(),
  },
  {
    name: "PUT /api/account/discord-webhook",
    allowed: ["registrant", "admin"],
    call: (cookie, url) => client({ cookie }).account["discord-webhook"].$put({ json: { webhookUrl: url } }),
  },
  {
    name: "DELETE /api/account/discord-webhook",
    allowed: ["registrant", "admin"],
    call: (cookie) => client({ cookie }).account["discord-webhook"].$delete(),
  },
  {
    name: "POST /api/test-discord-webhook",
    allowed: ["member", "registrant", "admin"],
    call: (cookie, url) => client({ cookie })["test-discord-webhook"].$post({ json: { webhookUrl: url } }),
  },
];

async function scene() {
  const leagueName = uniqueLeague("Authz");
  const [member, registrant, admin] = await Promise.all([signedIn(), signedIn(), signedIn("admin")]);
  for (const u of [member, registrant, admin]) await setDefaultLeague(u.user.id, leagueName);
  const row = await insertWebhook(leagueName, newWebhook().url, registrant.user.id);
  const cookies: Record<Who, string | undefined> = {
    visitor: undefined,
    member: member.cookie,
    registrant: registrant.cookie,
    admin: admin.cookie,
  };
  return { row, cookies };
}

const rowOf = async (id: number) => (await db().select().from(leagues).where(eq(leagues.id, id)))[0];

describe("authorization: Discord webhook routes", () => {
  for (const route of ROUTES) {
    for (const who of WHO) {
      const allowed = route.allowed.includes(who);
      const status = allowed ? 200 : who === "visitor" ? 401 : 403;
      it(`security: ${route.name} as ${who} → ${status}`, async () => {
        const { row, cookies } = await scene();
        const target = newWebhook();
        const res = await route.call(cookies[who], target.url);
        expect(res.status, await res.text()).toBe(status);
        if (!allowed) {
          expect(await rowOf(row.id)).toEqual(row);
          expect(await received(target.prefix)).toEqual([]);
        }
      });
    }
  }
});
