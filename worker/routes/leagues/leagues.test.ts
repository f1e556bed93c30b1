// /api/leagues (issue 22, decision 220): league records, their commissioner, invite links, the
// webhook only the commissioner sees, raster icons only, and names matched case- and
// space-insensitively everywhere (articles, RSS, the league page).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bumpContentVersion } from "../../../db/queries/content-version";
import { leagueMembers, leagues, recaps } from "../../../db/schema";
import { uniqueLeague } from "../../test/discord-helpers";
import { api, db, insertRecap, signedIn } from "../../test/helpers";
import { GIF_1X1 } from "../../test/image-fixtures";

const err = (code: string, message: string) => ({ error: { code, message }, message });
const create = (cookie: string | undefined, json: unknown) => api("/api/leagues", { cookie, json });
const leagueRow = async (name: string) => (await db().select().from(leagues).where(eq(leagues.name, name)))[0];
const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${btoa(String.fromCharCode(...bytes))}`;
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function ownLeague() {
  const owner = await signedIn();
  const name = uniqueLeague("Owned");
  const res = await create(owner.cookie, { name, description: "Our league", color: "#1D4ED8", autoPublish: false });
  expect(res.status).toBe(201);
  return { owner, name, view: await res.json<any>() };
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
      const res = await create(other.cookie, body);
      expect(res.status, message).toBe(400);
      expect(((await res.json()) as any).message).toBe(message);
    }
    const unknown = await create(other.cookie, { name: "Fine Name", commissionerId: 1 });
    expect(unknown.status).toBe(400);
    expect(await db().select().from(leagues)).toEqual(before);
  });

  it("a league that only articles named can be claimed by its first creator, keeping its articles", async () => {
    const name = uniqueLeague("Unclaimed");
    const article = await insertRecap({ leagueName: name });
    const claimer = await signedIn();
    const res = await create(claimer.cookie, { name: name.toLowerCase() });
    expect(res.status).toBe(201);
    const view = await res.json<any>();
    expect(view).toMatchObject({ id: article.leagueId, name, commissionerId: claimer.user.id });
    expect((await create((await signedIn()).cookie, { name })).status).toBe(409);
  });

  it("security: a visitor is refused (401) and a cross-site request is refused (403)", async () => {
    expect((await create(undefined, { name: "Visitor League" })).status).toBe(401);
    const { cookie } = await signedIn();
    const cross = await api("/api/leagues", {
      cookie,
      json: { name: "Cross League" },
      headers: { Origin: "https://evil.test" },
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
      const res = await api(`/api/leagues/${encodeURIComponent(param)}`);
      expect(res.status).toBe(200);
      const body = await res.json<Record<string, unknown>>();
      expect(body).toMatchObject({ id: view.id, name, color: "#1d4ed8", hasCommissioner: true });
      for (const secret of ["inviteCode", "webhookUrl", "members", "commissionerId", "exportSecretHash"])
        expect(body, secret).not.toHaveProperty(secret);
    }
    expect((await api("/api/leagues/no-such-league")).status).toBe(404);
  });

  it("the built-in leagues keep the spec's colours and descriptions", async () => {
    const nfl = await (await api("/api/leagues/nfl")).json<any>();
    expect(nfl).toMatchObject({ name: "NFL", color: "#1d4ed8", description: "Coverage of NFL-based franchise play." });
    const og = await (await api("/api/leagues/OGLEAGUE25")).json<any>();
    expect(og.color).toBe("#b91c1c");
  });
});

describe("commissioner-only routes", () => {
  it("security: another member gets 403 and nothing changes; an admin may", async () => {
    const { name, view } = await ownLeague();
    const other = await signedIn();
    const admin = await signedIn("admin");
    const before = await leagueRow(name);
    const path = `/api/leagues/${view.slug}`;
    const calls = [
      (cookie: string) => api(`${path}/manage`, { cookie }),
      (cookie: string) => api(path, { method: "PATCH", cookie, json: { description: "Hijacked" } }),
      (cookie: string) => api(`${path}/invite`, { method: "POST", cookie }),
      (cookie: string) =>
        api(`${path}/webhook`, {
          method: "PUT",
          cookie,
          json: { webhookUrl: "https://discord.com/api/webhooks/1234567/tokentokentokentoken" },
        }),
      (cookie: string) => api(`${path}/commissioner`, { method: "PUT", cookie, json: { userId: other.user.id } }),
      (cookie: string) => api(`${path}/icon`, { cookie, json: { imageData: dataUrl("image/gif", GIF_1X1) } }),
    ];
    for (const call of calls) {
      const res = await call(other.cookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(err("forbidden", "Only this league's commissioner, or an admin, can do that."));
    }
    expect(await leagueRow(name)).toEqual(before);
    const byAdmin = await api(path, {
      method: "PATCH",
      cookie: admin.cookie,
      json: { description: "Set by an admin" },
    });
    expect(byAdmin.status).toBe(200);
    expect((await leagueRow(name))!.description).toBe("Set by an admin");
  });

  it("happy: settings, webhook (seen only by the commissioner) and a rotated invite", async () => {
    const { owner, view } = await ownLeague();
    const path = `/api/leagues/${view.slug}`;
    const patched = await api(path, {
      method: "PATCH",
      cookie: owner.cookie,
      json: { personaId: "marcus-vale", joinApproval: true, autoPublish: true, color: null },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ personaId: "marcus-vale", joinApproval: true, color: "#7e22ce" });
    const hook = "https://discord.com/api/webhooks/1234567/tokentokentokentoken";
    const put = await api(`${path}/webhook`, { method: "PUT", cookie: owner.cookie, json: { webhookUrl: hook } });
    expect(((await put.json()) as any).webhookUrl).toBe(hook);
    expect(JSON.stringify(await (await api(path)).json())).not.toContain("tokentoken");
    const rotated = await (await api(`${path}/invite`, { method: "POST", cookie: owner.cookie })).json<any>();
    expect(rotated.inviteCode).not.toBe(view.inviteCode);
    expect(
      (await api(`/api/leagues/join/${view.inviteCode}`, { method: "POST", cookie: (await signedIn()).cookie })).status,
    ).toBe(404);
    const removed = await api(`${path}/webhook`, { method: "DELETE", cookie: owner.cookie });
    expect(((await removed.json()) as any).webhookUrl).toBeNull();
  });

  it("icons: a raster image is stored; SVG is refused (415) and nothing changes", async () => {
    const { owner, name, view } = await ownLeague();
    const path = `/api/leagues/${view.slug}/icon`;
    const svg = await api(path, { cookie: owner.cookie, json: { imageData: dataUrl("image/svg+xml", SVG) } });
    expect(svg.status).toBe(415);
    expect((await leagueRow(name))!.iconKey).toBeNull();
    const gif = await api(path, { cookie: owner.cookie, json: { imageData: dataUrl("image/gif", GIF_1X1) } });
    expect(gif.status).toBe(200);
    const body = await gif.json<any>();
    expect(body.iconUrl).toMatch(/^\/media\/.+\.gif$/);
    const media = await api(body.iconUrl);
    expect(media.status).toBe(200);
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(GIF_1X1);
  });
});

describe("membership by invite link", () => {
  it("joins at once, or waits for approval; the commissioner approves and may hand over to an active member", async () => {
    const { owner, view } = await ownLeague();
    const path = `/api/leagues/${view.slug}`;
    const first = await signedIn();
    const joined = await api(`/api/leagues/join/${view.inviteCode}`, { method: "POST", cookie: first.cookie });
    expect(await joined.json()).toMatchObject({ status: "active", league: { id: view.id } });

    await api(path, { method: "PATCH", cookie: owner.cookie, json: { joinApproval: true } });
    const second = await signedIn();
    const pending = await api(`/api/leagues/join/${view.inviteCode}`, { method: "POST", cookie: second.cookie });
    expect(((await pending.json()) as any).status).toBe("pending");
    const notYet = await api(`${path}/commissioner`, {
      method: "PUT",
      cookie: owner.cookie,
      json: { userId: second.user.id },
    });
    expect(notYet.status).toBe(400);
    const selfApprove = await api(`${path}/members/${second.user.id}/approve`, {
      method: "POST",
      cookie: second.cookie,
    });
    expect(selfApprove.status).toBe(403);
    const approved = await api(`${path}/members/${second.user.id}/approve`, { method: "POST", cookie: owner.cookie });
    expect(approved.status).toBe(200);
    const membership = await (await api(`${path}/membership`, { cookie: second.cookie })).json();
    expect(membership).toEqual({ status: "active" });

    const handed = await api(`${path}/commissioner`, {
      method: "PUT",
      cookie: owner.cookie,
      json: { userId: second.user.id },
    });
    expect(handed.status).toBe(200);
    expect((await api(`${path}/manage`, { cookie: owner.cookie })).status).toBe(403);
    expect((await api(`${path}/manage`, { cookie: second.cookie })).status).toBe(200);
  });

  it("error: a malformed or unknown code; a visitor must sign in", async () => {
    const { cookie } = await signedIn();
    expect((await api("/api/leagues/join/nope", { method: "POST", cookie })).status).toBe(400);
    expect((await api(`/api/leagues/join/${"0".repeat(32)}`, { method: "POST", cookie })).status).toBe(404);
    const { view } = await ownLeague();
    expect((await api(`/api/leagues/join/${view.inviteCode}`, { method: "POST" })).status).toBe(401);
    expect(await db().select().from(leagueMembers).where(eq(leagueMembers.leagueId, view.id))).toHaveLength(1);
  });
});

describe("league names match case- and space-insensitively", () => {
  it("an article posted to 'n fl' is in the NFL league; RSS finds it by any spelling and under neither 'other'", async () => {
    const { cookie } = await signedIn();
    const res = await api("/api/recaps", {
      cookie,
      json: {
        type: "news",
        title: "Spelling test story",
        content: "Body text of the story.",
        leagueName: "n fl",
        aiRequested: false,
      },
    });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    const [row] = await db().select().from(recaps).where(eq(recaps.id, id));
    expect(row).toMatchObject({ leagueName: "NFL", leagueId: (await leagueRow("NFL"))!.id });
    for (const spelling of ["NFL", "nfl", "N F L"]) {
      const xml = await (await api(`/api/rss?league=${encodeURIComponent(spelling)}`)).text();
      expect(xml, spelling).toContain("Spelling test story");
    }
    const other = await (await api("/api/rss?league=other")).text();
    expect(other).not.toContain("Spelling test story");
  });

  it("RSS ?league=other lists articles in no league and in community leagues, not the built-ins", async () => {
    const community = await insertRecap({ leagueName: uniqueLeague("Community"), title: "Community story" });
    const none = await insertRecap({ leagueName: null, title: "No league story" });
    const sla = await insertRecap({ leagueName: "sla", title: "SLA story" });
    expect(sla.leagueName).toBe("SLA");
    // Rows written straight to D1 do not bump the cached reads' content version as routes do.
    await bumpContentVersion(db(), "content");
    const res = await api("/api/rss?league=other");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(community.title);
    expect(xml).toContain(none.title);
    expect(xml).not.toContain("SLA story");
  });
});
