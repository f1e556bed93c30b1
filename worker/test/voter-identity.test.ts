// Issue 17 item 3: a script that drops or invents voter cookies cannot add a vote per request.
// Issue 37 item 12 (decision 252): one network's anonymous votes count at most
// ANONYMOUS_VOTES_PER_NETWORK per emoji of an article, however many voter cookies it holds.
import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_VOTES_PER_NETWORK,
  clientNetwork,
  NETWORK_VOTES_FULL,
  NEW_VOTERS_PER_ADDRESS,
  TOO_MANY_NEW_VOTERS,
  VOTER_COOKIE,
} from "../services/voter";
import { freshIp, registerUser } from "./auth-helpers";
import { client, errorOf, idParam } from "./client";
import { cookiesFrom, insertRecap } from "./helpers";

const react = (id: number, ip: string, cookie?: string, reaction: "🔥" | "👍" = "🔥") =>
  client({ cookie, ip }).recaps[":id"].reactions.$post({ ...idParam(id), json: { reaction } });
const fireCount = async (id: number) => {
  const res = await client().recaps[":id"].reactions.$get(idParam(id));
  if (res.status !== 200) throw new Error(`reactions answered ${res.status}`);
  return (await res.json()).find((r) => r.reaction === "🔥")?.count ?? 0;
};

describe("POST /api/recaps/:id/reactions voter identity", () => {
  it("security: 50 requests that drop or invent cookies from one address add at most the network's share", async () => {
    const recap = await insertRecap();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 50; n++) {
      const invented = n % 2 ? `${VOTER_COOKIE}=${"A".repeat(22)}${String(n).padStart(20, "0")}` : undefined;
      const res = await react(recap.id, ip, invented);
      statuses.push(res.status);
      if (res.status === 429) {
        const { message } = await errorOf(res);
        expect([NETWORK_VOTES_FULL, TOO_MANY_NEW_VOTERS]).toContain(message);
      } else await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200).length).toBe(ANONYMOUS_VOTES_PER_NETWORK);
    expect(statuses.filter((s) => s === 429).length).toBe(50 - ANONYMOUS_VOTES_PER_NETWORK);
    expect(await fireCount(recap.id)).toBe(ANONYMOUS_VOTES_PER_NETWORK);
  });

  it("security: voter cookies collected elsewhere add at most the network's share when sent from one address", async () => {
    const recap = await insertRecap();
    // 20 valid voters, each issued from an address of its own (on another story, so no mint cap here).
    const elsewhere = (await insertRecap()).id;
    const pool = await Promise.all(Array.from({ length: 20 }, () => react(elsewhere, freshIp()).then(cookiesFrom)));
    const ip = freshIp();
    const answers = await Promise.all(pool.map((cookie) => react(recap.id, ip, cookie)));
    const full = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(ANONYMOUS_VOTES_PER_NETWORK);
    expect(full).toHaveLength(20 - ANONYMOUS_VOTES_PER_NETWORK);
    const message = NETWORK_VOTES_FULL;
    expect(await full[0]!.json()).toEqual({ error: { code: "rate_limited", message }, message });
    expect(await fireCount(recap.id)).toBe(ANONYMOUS_VOTES_PER_NETWORK);
    // The refused voters' "mine" is honest: their vote was not kept.
    const refusedMine = await Promise.all(
      pool.map(async (cookie) => {
        const res = await client({ cookie }).recaps[":id"].reactions.mine.$get(idParam(recap.id));
        return (await res.json()).mine;
      }),
    );
    expect(refusedMine.filter((m) => m.length === 0)).toHaveLength(20 - ANONYMOUS_VOTES_PER_NETWORK);

    // Each emoji has its own share; a counted voter can take theirs back, which frees a place.
    const counted = pool.filter((_, i) => answers[i]!.status === 200);
    expect((await react(recap.id, ip, counted[0], "👍")).status).toBe(200);
    const remove = client({ cookie: counted[0], ip }).recaps[":id"].reactions.remove;
    expect((await remove.$post({ ...idParam(recap.id), json: { reaction: "🔥" } })).status).toBe(200);
    const waiting = pool.find((_, i) => answers[i]!.status === 429);
    expect((await react(recap.id, ip, waiting)).status).toBe(200);
    expect(await fireCount(recap.id)).toBe(ANONYMOUS_VOTES_PER_NETWORK);
  });

  it("security: a forged or altered cookie is not a voter; the issued one votes once however often it is sent", async () => {
    const recap = await insertRecap();
    const ip = freshIp();
    const first = await react(recap.id, ip);
    const cookie = cookiesFrom(first);
    expect(cookie).toMatch(new RegExp(`^${VOTER_COOKIE}=[A-Za-z0-9_-]{75}$`));
    for (let n = 0; n < 5; n++) expect((await react(recap.id, freshIp(), cookie)).status).toBe(200);
    expect(await fireCount(recap.id)).toBe(1);
    // Another id with the first one's signature: refused as a voter, so it gets a new id of its own.
    const value = cookie.split("=")[1]!;
    const altered = `${VOTER_COOKIE}=${value.slice(0, 31)}${value[31] === "A" ? "B" : "A"}${value.slice(32)}`;
    const res = await react(recap.id, ip, altered);
    expect(cookiesFrom(res)).not.toBe(altered);
    expect(cookiesFrom(res)).toMatch(new RegExp(`^${VOTER_COOKIE}=`));
    expect(await fireCount(recap.id)).toBe(2);
    // Its "mine" is empty: the altered cookie is nobody.
    const mine = await client({ cookie: altered }).recaps[":id"].reactions.mine.$get(idParam(recap.id));
    expect((await mine.json()).mine).toEqual([]);
  });

  it("happy: other addresses and signed-in readers are not held by one address's cap", async () => {
    const recap = await insertRecap();
    const ip = freshIp();
    for (let n = 0; n < ANONYMOUS_VOTES_PER_NETWORK; n++) expect((await react(recap.id, ip)).status).toBe(200);
    expect((await react(recap.id, ip)).status).toBe(429);
    expect((await react(recap.id, freshIp())).status).toBe(200);
    const { cookie } = await registerUser();
    expect((await react(recap.id, ip, cookie)).status).toBe(200);
    // The cap is per article: the same address still brings new voters to another story.
    expect((await react((await insertRecap()).id, ip)).status).toBe(200);
    expect(await fireCount(recap.id)).toBe(ANONYMOUS_VOTES_PER_NETWORK + 2);
  });

  it("security: one address gets at most NEW_VOTERS_PER_ADDRESS new voter ids per article and day", async () => {
    const recap = await insertRecap();
    const ip = freshIp();
    const issued = new Set<string>();
    for (let n = 0; n < NEW_VOTERS_PER_ADDRESS + 3; n++) {
      const res = await react(recap.id, ip);
      if (cookiesFrom(res)) issued.add(cookiesFrom(res));
      await res.arrayBuffer();
    }
    expect(issued.size).toBe(NEW_VOTERS_PER_ADDRESS);
    const message = TOO_MANY_NEW_VOTERS;
    expect(await (await react(recap.id, ip)).json()).toEqual({ error: { code: "rate_limited", message }, message });
  });
});

describe("clientNetwork", () => {
  it("keeps an IPv4 address and reduces IPv6 to its /64", () => {
    expect(clientNetwork("198.51.100.7")).toBe("198.51.100.7");
    expect(clientNetwork("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:0db8:0001:0002::9")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
