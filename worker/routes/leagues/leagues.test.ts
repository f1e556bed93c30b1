import { env } from "cloudflare:workers";
// /api/leagues (issue 22, decision 220): league records, their commissioner, invite links, the
// webhook only the commissioner sees, raster icons only, and names matched case- and
// space-insensitively everywhere (articles, RSS, the league page).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bumpContentVersion } from "../../../db/queries/content-version";
import { leagueMembers, leagues, recaps } from "../../../db/schema";
import { versionMirror } from "../../content-versions-object";
import { client, errorOf, okBody } from "../../test/client";
import { uniqueLeague } from "../../test/discord-helpers";
import { api, db, insertRecap, signedIn } from "../../test/helpers";
import { GIF_1X1 } from "../../test/image-fixtures";

const err = (code: string, message: string) => ({ error: { code, message }, message });
/** /api/leagues as the holder of `cookie` (a visitor when undefined). */
const leaguesAs = (cookie?: string) => client({ cookie }).leagues;
type CreateBody = Parameters<ReturnType<typeof leaguesAs>["$post"]>[0]["json"];
const create = (cookie: string | undefined, json: CreateBody) => leaguesAs(cookie).$post({ json });
/** The `:league` path parameter (a slug or a name). */
const at = (league: string) => ({ param: { league } });
const rss = (league: string) => client().rss.$get({ query: { league } });
const leagueRow = async (name: string) => (await db().select().from(leagues).where(eq(leagues.name, name)))[0];
const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${btoa(String.fromCharCode(...bytes))}`;
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function ownLeague() {
  const owner = await signedIn();
  const name = uniqueLeague("Owned");
  const res = await create(owner.cookie, { name, description: "Our league", color: "#1D4ED8", autoPublish: false });
  expect(res.status).toBe(201);
  return { owner, name, view: await okBody(res) };
}

describe("POST /api/leagues", () => {
  it("happy: the creator is commissioner and first member; the answer carries the invite code", async () => {
    const { owner, name, view } = await ownLeague();
    expect(view).toMatchObject({
      name,
      slug: name.toLowerCase().replaceAll(" ", ""),
      game: "pro",
      season: 26,
      description: "Our league",
      color: "#1d4ed8",
      autoPublish: false,
      personaId: null,
      joinApproval: false,
      commissionerId: owner.user.id,
      webhookUrl: null,
      hasExport: false,
      members: [{ userId: owner.user.id, username: owner.user.username, status: "active" }],
      storiesToRewrite: [],
    });
    expect(view.inviteCode).toMatch(/^[0-9a-f]{32}$/);
  });

  it("error: the same name in another case or spacing is taken (409); bad fields are 400; nothing stored", async () => {
    const { name } = await ownLeague();
    const other = await signedIn();
    const twin = await create(other.cookie, { name: `  ${name.toUpperCase().replace(" ", "  ")}` });
    expect(twin.status).toBe(409);
    expect(await twin.json()).toEqual(err("conflict", "A league with this name already exists."));
    const builtIn = await create(other.cookie, { name: "n f l" });
    expect(builtIn.status).toBe(409);

    const before = await db().select().from(leagues);
    for (const [body, message] of [
      [{ name: "x" }, "League name must be at least 2 characters"],
      [{ name: "Other" }, "'Other' is the page of every other league; pick another name"],
      [{ name: "Fine Name", color: "red" }, "Colour must look like #1d4ed8"],
      [{ name: "Fine Name", game: "arena" }, "Game must be pro or college"],
      [{ name: "Fine Name", personaId: "nobody" }, "No such reporter persona"],
    ] as const) {
      // Values the typed body refuses at compile time: sent through the untyped helper.
      const res = await api("/api/leagues", { cookie: other.cookie, json: body });
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    const unknown = await api("/api/leagues", { cookie: other.cookie, json: { name: "Fine Name", commissionerId: 1 } });
    expect(unknown.status).toBe(400);
    expect(await db().select().from(leagues)).toEqual(before);
  });

  it("a league that only articles named can be claimed by its first creator, keeping its articles", async () => {
    const name = uniqueLeague("Unclaimed");
    const article = await insertRecap({ leagueName: name });
    const claimer = await signedIn();
    const res = await create(claimer.cookie, { name: name.toLowerCase() });
    expect(res.status).toBe(201);
    const view = await okBody(res);
    expect(view).toMatchObject({ id: article.leagueId, name, commissionerId: claimer.user.id });
    expect((await create((await signedIn()).cookie, { name })).status).toBe(409);
  });

  it("security: a visitor is refused (401) and a cross-site request is refused (403)", async () => {
    expect((await create(undefined, { name: "Visitor League" })).status).toBe(401);
    const { cookie } = await signedIn();
    const cross = await client({ cookie, headers: { Origin: "https://evil.test" } }).leagues.$post({
      json: { name: "Cross League" },
    });
    expect(cross.status).toBe(403);
    expect(await leagueRow("Visitor League")).toBeUndefined();
    expect(await leagueRow("Cross League")).toBeUndefined();
  });
});

describe("GET /api/leagues/:league", () => {
  it("happy: anyone reads the public view by slug or name in any case; no secrets in it", async () => {
    const { name, view } = await ownLeague();
    for (const param of [view.slug, name.toUpperCase()]) {
      const body: Record<string, unknown> = await okBody(leaguesAs()[":league"].$get(at(param)));
      expect(body).toMatchObject({ id: view.id, name, color: "#1d4ed8", hasCommissioner: true });
      for (const secret of ["inviteCode", "webhookUrl", "members", "commissionerId", "exportSecretHash"])
        expect(body, secret).not.toHaveProperty(secret);
    }
    expect((await leaguesAs()[":league"].$get(at("no-such-league"))).status).toBe(404);
  });

  it("the built-in leagues keep the spec's colours and descriptions", async () => {
    const nfl = await okBody(leaguesAs()[":league"].$get(at("nfl")));
    expect(nfl).toMatchObject({ name: "NFL", color: "#1d4ed8", description: "Coverage of NFL-based franchise play." });
    const og = await okBody(leaguesAs()[":league"].$get(at("OGLEAGUE25")));
    expect(og.color).toBe("#b91c1c");
  });
});

describe("commissioner-only routes", () => {
  it("security: another member gets 403 and nothing changes; an admin may", async () => {
    const { name, view } = await ownLeague();
    const other = await signedIn();
    const admin = await signedIn("admin");
    const before = await leagueRow(name);
    const league = (cookie: string) => leaguesAs(cookie)[":league"];
    const p = at(view.slug);
    const calls = [
      (cookie: string) => league(cookie).manage.$get(p),
      (cookie: string) => league(cookie).$patch({ ...p, json: { description: "Hijacked" } }),
      (cookie: string) => league(cookie).invite.$post(p),
      (cookie: string) =>
        league(cookie).webhook.$put({
          ...p,
          json: { webhookUrl: "https://discord.com/api/webhooks/1234567/tokentokentokentoken" },
        }),
      (cookie: string) => league(cookie).commissioner.$put({ ...p, json: { userId: other.user.id } }),
      (cookie: string) => league(cookie).icon.$post({ ...p, json: { imageData: dataUrl("image/gif", GIF_1X1) } }),
    ];
    for (const call of calls) {
      const res = await call(other.cookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(err("forbidden", "Only this league's commissioner, or an admin, can do that."));
    }
    expect(await leagueRow(name)).toEqual(before);
    const byAdmin = await league(admin.cookie).$patch({ ...p, json: { description: "Set by an admin" } });
    expect(byAdmin.status).toBe(200);
    expect((await leagueRow(name))!.description).toBe("Set by an admin");
  });

  it("happy: settings, webhook (seen only by the commissioner) and a rotated invite", async () => {
    const { owner, view } = await ownLeague();
    const league = leaguesAs(owner.cookie)[":league"];
    const p = at(view.slug);
    const patched = await okBody(
      league.$patch({ ...p, json: { personaId: "marcus-vale", joinApproval: true, autoPublish: true, color: null } }),
    );
    expect(patched).toMatchObject({ personaId: "marcus-vale", joinApproval: true, color: "#7e22ce" });
    const hook = "https://discord.com/api/webhooks/1234567/tokentokentokentoken";
    expect((await okBody(league.webhook.$put({ ...p, json: { webhookUrl: hook } }))).webhookUrl).toBe(hook);
    expect(JSON.stringify(await okBody(leaguesAs()[":league"].$get(p)))).not.toContain("tokentoken");
    const rotated = await okBody(league.invite.$post(p));
    expect(rotated.inviteCode).not.toBe(view.inviteCode);
    const join = leaguesAs((await signedIn()).cookie).join[":code"].$post({ param: { code: view.inviteCode } });
    expect((await join).status).toBe(404);
    expect((await okBody(league.webhook.$delete(p))).webhookUrl).toBeNull();
  });

  it("icons: a raster image is stored; SVG is refused (415) and nothing changes", async () => {
    const { owner, name, view } = await ownLeague();
    const icon = (imageData: string) =>
      leaguesAs(owner.cookie)[":league"].icon.$post({ ...at(view.slug), json: { imageData } });
    const svg = await icon(dataUrl("image/svg+xml", SVG));
    expect(svg.status).toBe(415);
    expect((await leagueRow(name))!.iconKey).toBeNull();
    const body = await okBody(icon(dataUrl("image/gif", GIF_1X1)));
    expect(body.iconUrl).toMatch(/^\/media\/.+\.gif$/);
    // A media key holds a slash, which a typed path parameter would encode.
    const media = await api(body.iconUrl!);
    expect(media.status).toBe(200);
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(GIF_1X1);
  });
});

describe("membership by invite link", () => {
  it("joins at once, or waits for approval; the commissioner approves and may hand over to an active member", async () => {
    const { owner, view } = await ownLeague();
    const p = at(view.slug);
    const league = (cookie: string) => leaguesAs(cookie)[":league"];
    const join = (cookie: string) => leaguesAs(cookie).join[":code"].$post({ param: { code: view.inviteCode } });
    const first = await signedIn();
    expect(await okBody(join(first.cookie))).toMatchObject({ status: "active", league: { id: view.id } });

    await okBody(league(owner.cookie).$patch({ ...p, json: { joinApproval: true } }));
    const second = await signedIn();
    expect((await okBody(join(second.cookie))).status).toBe("pending");
    const handOver = () => league(owner.cookie).commissioner.$put({ ...p, json: { userId: second.user.id } });
    expect((await handOver()).status).toBe(400);
    const approve = (cookie: string) =>
      league(cookie).members[":userId"].approve.$post({ param: { ...p.param, userId: String(second.user.id) } });
    expect((await approve(second.cookie)).status).toBe(403);
    expect((await approve(owner.cookie)).status).toBe(200);
    expect(await okBody(league(second.cookie).membership.$get(p))).toEqual({ status: "active", manages: false });

    expect((await handOver()).status).toBe(200);
    expect((await league(owner.cookie).manage.$get(p)).status).toBe(403);
    expect((await league(second.cookie).manage.$get(p)).status).toBe(200);
    expect(await okBody(league(second.cookie).membership.$get(p))).toEqual({ status: "active", manages: true });
  });

  it("error: a malformed or unknown code; a visitor must sign in", async () => {
    const { cookie } = await signedIn();
    const join = (code: string, as?: string) => leaguesAs(as).join[":code"].$post({ param: { code } });
    expect((await join("nope", cookie)).status).toBe(400);
    expect((await join("0".repeat(32), cookie)).status).toBe(404);
    const { view } = await ownLeague();
    expect((await join(view.inviteCode)).status).toBe(401);
    expect(await db().select().from(leagueMembers).where(eq(leagueMembers.leagueId, view.id))).toHaveLength(1);
  });
});

describe("league names match case- and space-insensitively", () => {
  it("an article posted to 'n fl' is in the NFL league; RSS finds it by any spelling and under neither 'other'", async () => {
    const { cookie } = await signedIn();
    const { id } = await okBody(
      client({ cookie }).recaps.$post({
        json: {
          type: "news",
          title: "Spelling test story",
          content: "Body text of the story.",
          leagueName: "n fl",
          aiRequested: false,
        },
      }),
    );
    const [row] = await db().select().from(recaps).where(eq(recaps.id, id));
    expect(row).toMatchObject({ leagueName: "NFL", leagueId: (await leagueRow("NFL"))!.id });
    for (const spelling of ["NFL", "nfl", "N F L"]) {
      const xml = await (await rss(spelling)).text();
      expect(xml, spelling).toContain("Spelling test story");
    }
    const other = await (await rss("other")).text();
    expect(other).not.toContain("Spelling test story");
  });

  it("RSS ?league=other lists articles in no league and in community leagues, not the built-ins", async () => {
    const community = await insertRecap({ leagueName: uniqueLeague("Community"), title: "Community story" });
    const none = await insertRecap({ leagueName: null, title: "No league story" });
    const sla = await insertRecap({ leagueName: "sla", title: "SLA story" });
    expect(sla.leagueName).toBe("SLA");
    // Rows written straight to D1 do not bump the cached reads' content version as routes do.
    await bumpContentVersion(db(), "content", versionMirror(env));
    const res = await rss("other");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(community.title);
    expect(xml).toContain(none.title);
    expect(xml).not.toContain("SLA story");
  });
});
