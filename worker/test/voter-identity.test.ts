// Issue 17 item 3: a script that drops or invents voter cookies cannot add a vote per request.
import { describe, expect, it } from "vitest";
import { clientNetwork, NEW_VOTERS_PER_ADDRESS, TOO_MANY_NEW_VOTERS, VOTER_COOKIE } from "../services/voter";
import { freshIp, registerUser } from "./auth-helpers";
import { client, idParam } from "./client";
import { cookiesFrom, insertRecap } from "./helpers";

const react = (id: number, ip: string, cookie?: string) =>
  client({ cookie, ip }).recaps[":id"].reactions.$post({ ...idParam(id), json: { reaction: "🔥" } });
const fireCount = async (id: number) => {
  const res = await client().recaps[":id"].reactions.$get(idParam(id));
  if (res.status !== 200) throw new Error(`reactions answered ${res.status}`);
  return (await res.json()).find((r) => r.reaction === "🔥")?.count ?? 0;
};

describe("POST /api/recaps/:id/reactions voter identity", () => {
  it("security: 50 requests that drop or invent cookies from one address add at most the cap", async () => {
    const recap = await insertRecap();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 50; n++) {
      const invented = n % 2 ? `${VOTER_COOKIE}=${"A".repeat(22)}${String(n).padStart(20, "0")}` : undefined;
      const res = await react(recap.id, ip, invented);
      statuses.push(res.status);
      if (res.status === 429) {
        const message = TOO_MANY_NEW_VOTERS;
        expect(await res.json()).toEqual({ error: { code: "rate_limited", message }, message });
      } else await res.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200).length).toBe(NEW_VOTERS_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429).length).toBe(50 - NEW_VOTERS_PER_ADDRESS);
    expect(await fireCount(recap.id)).toBe(NEW_VOTERS_PER_ADDRESS);
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
    for (let n = 0; n < NEW_VOTERS_PER_ADDRESS; n++) expect((await react(recap.id, ip)).status).toBe(200);
    expect((await react(recap.id, ip)).status).toBe(429);
    expect((await react(recap.id, freshIp())).status).toBe(200);
    const { cookie } = await registerUser();
    expect((await react(recap.id, ip, cookie)).status).toBe(200);
    // The cap is per article: the same address still brings new voters to another story.
    expect((await react((await insertRecap()).id, ip)).status).toBe(200);
    expect(await fireCount(recap.id)).toBe(NEW_VOTERS_PER_ADDRESS + 2);
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
