import { describe, expect, it } from "vitest";
import { freshIp } from "../../test/auth-helpers";
import { client, errorOf, idParam } from "../../test/client";
import { api, cookiesFrom, insertRecap, signedIn } from "../../test/helpers";

type Reaction = Parameters<ReturnType<typeof client>["recaps"][":id"]["reactions"]["$post"]>[0]["json"]["reaction"];

// Each call from its own address: new visitors per address and article are capped (decision 150).
// `reaction` is any string: some calls send an unknown emoji on purpose.
const react = (id: number, reaction: string, cookie?: string, remove = false) => {
  const route = client({ cookie, ip: freshIp() }).recaps[":id"].reactions;
  const args = { ...idParam(id), json: { reaction: reaction as Reaction } };
  return remove ? route.remove.$post(args) : route.$post(args);
};
const countsOf = async (id: number) => (await client().recaps[":id"].reactions.$get(idParam(id))).json();
/** The toggle's answer, after checking it is one. */
async function toggled(res: Awaited<ReturnType<typeof react>>) {
  if (res.status !== 200) throw new Error(`the toggle answered ${res.status}`);
  return res.json();
}

describe("POST /api/recaps/:id/reactions", () => {
  it("happy: a visitor gets a voter cookie; adding twice counts once; removing restores", async () => {
    const recap = await insertRecap();
    const first = await react(recap.id, "🔥");
    expect(first.status).toBe(200);
    const cookie = cookiesFrom(first);
    expect(cookie).toMatch(/^__Host-dgsn_voter=[A-Za-z0-9_-]{22,}$/);
    const setCookie = first.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await first.json()).toEqual({ recapId: recap.id, reactions: [{ reaction: "🔥", count: 1 }], mine: ["🔥"] });

    const again = await react(recap.id, "🔥", cookie);
    expect(await again.json()).toEqual({ recapId: recap.id, reactions: [{ reaction: "🔥", count: 1 }], mine: ["🔥"] });

    const other = await react(recap.id, "🔥");
    expect((await toggled(other)).reactions).toEqual([{ reaction: "🔥", count: 2 }]);

    const removed = await react(recap.id, "🔥", cookie, true);
    expect(await removed.json()).toEqual({ recapId: recap.id, reactions: [{ reaction: "🔥", count: 1 }], mine: [] });
    expect(await countsOf(recap.id)).toEqual([{ reaction: "🔥", count: 1 }]);
  });

  it("happy: a signed-in user votes as the user, not by cookie", async () => {
    const recap = await insertRecap();
    const { cookie } = await signedIn();
    const res = await react(recap.id, "👍", cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    await react(recap.id, "👍", cookie);
    const mine = await client({ cookie }).recaps[":id"].reactions.mine.$get(idParam(recap.id));
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await mine.json()).toEqual({ recapId: recap.id, mine: ["👍"] });
    expect(await countsOf(recap.id)).toEqual([{ reaction: "👍", count: 1 }]);
  });

  it("removing a vote you never gave changes nothing and counts never go below 0", async () => {
    const recap = await insertRecap();
    const voter = cookiesFrom(await react(recap.id, "👀"));
    const stranger = await react(recap.id, "👀", undefined, true);
    expect(stranger.status).toBe(200);
    expect((await toggled(stranger)).reactions).toEqual([{ reaction: "👀", count: 1 }]);
    await react(recap.id, "👀", voter, true);
    await react(recap.id, "👀", voter, true);
    expect(await countsOf(recap.id)).toEqual([]);
  });

  it("error: unknown emoji, bad body, unknown or bad article id change nothing", async () => {
    const recap = await insertRecap();
    const bad = await react(recap.id, "💩");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: "bad_request", message: "Unknown reaction" },
      message: "Unknown reaction",
    });
    // Bodies the typed client cannot send: the untyped request helper sends them on purpose.
    expect((await api(`/api/recaps/${recap.id}/reactions`, { json: {} })).status).toBe(400);
    const broken = await api(`/api/recaps/${recap.id}/reactions`, {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).error.code).toBe("bad_request");
    expect((await react(999999, "🔥")).status).toBe(404);
    expect((await client().recaps[":id"].reactions.$get(idParam(999999))).status).toBe(404);
    expect((await react(0, "🔥")).status).toBe(400);
    expect(await countsOf(recap.id)).toEqual([]);
  });

  it("security: a cross-site or non-JSON write is refused", async () => {
    const recap = await insertRecap();
    const foreign = await client({ headers: { Origin: "https://evil.example" } }).recaps[":id"].reactions.$post({
      ...idParam(recap.id),
      json: { reaction: "🔥" },
    });
    expect(foreign.status).toBe(403);
    const form = await api(`/api/recaps/${recap.id}/reactions`, {
      method: "POST",
      body: "reaction=%F0%9F%94%A5",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(await countsOf(recap.id)).toEqual([]);
  });

  it("concurrency: many parallel adds and removes leave exact counts", async () => {
    const recap = await insertRecap();
    // 40 distinct visitors add 🔥 in parallel; then 15 of them remove it in parallel while
    // 10 others add 💯 twice each (duplicates must not count).
    const voters = await Promise.all(Array.from({ length: 40 }, () => react(recap.id, "🔥").then(cookiesFrom)));
    await Promise.all([
      ...voters.slice(0, 15).map((c) => react(recap.id, "🔥", c, true)),
      ...voters.slice(20, 30).flatMap((c) => [react(recap.id, "💯", c), react(recap.id, "💯", c)]),
    ]);
    expect(await countsOf(recap.id)).toEqual([
      { reaction: "🔥", count: 25 },
      { reaction: "💯", count: 10 },
    ]);
  });
});

describe("POST /api/reactions/batch", () => {
  it("happy: answers every requested id in one map, unknown ids empty", async () => {
    const a = await insertRecap();
    const b = await insertRecap();
    await react(a.id, "🔥");
    await react(a.id, "👍");
    await react(a.id, "👍");
    const res = await client().reactions.batch.$post({ json: { recapIds: [a.id, b.id, 999999, String(a.id)] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      [a.id]: [
        { reaction: "👍", count: 2 },
        { reaction: "🔥", count: 1 },
      ],
      [b.id]: [],
      999999: [],
    });
  });

  it("error: more than 100 ids or bad ids are a 400", async () => {
    const many = await client().reactions.batch.$post({
      json: { recapIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    });
    expect(many.status).toBe(400);
    expect((await errorOf(many)).message).toBe("At most 100 article ids per batch");
    for (const recapIds of [[-1], ["x"], "1,2", [1.5]]) {
      expect((await api("/api/reactions/batch", { json: { recapIds } })).status, JSON.stringify(recapIds)).toBe(400);
    }
  });
});
