import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUILT_IN_WRITERS } from "../../../db/domain";
import { reporterVotes } from "../../../db/schema";
import { client, errorOf } from "../../test/client";
import { db, signedIn } from "../../test/helpers";

// One storage per test file: every test here reads totals relative to what it started from.
const results = async () => (await client().writers.votes.$get()).json();
const votesFor = async (reporterId: string) =>
  (await results()).results.find((r) => r.reporterId === reporterId)?.votes ?? -1;
const [first, second] = BUILT_IN_WRITERS.map((w) => w.id) as [string, string];

describe("GET /api/writers/votes", () => {
  it("lists every persona in order, with votes and whole-percent shares, cached like reactions", async () => {
    const res = await client().writers.votes.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("s-maxage=5");
    const body = await res.json();
    expect(body.results.map((r) => r.reporterId)).toEqual(BUILT_IN_WRITERS.map((w) => w.id));
    const { cookie } = await signedIn();
    const before = body.total;
    await client({ cookie }).account.vote.$put({ json: { reporterId: first } });
    const after = await results();
    expect(after.total).toBe(before + 1);
    for (const r of after.results) expect(r.share).toBe(Math.round((r.votes * 100) / after.total));
  });
});

describe("the caller's vote: /api/account/vote", () => {
  it("happy: vote, change, withdraw — one row per user, counts follow, the answer carries the results", async () => {
    const { user, cookie } = await signedIn();
    const me = client({ cookie });
    expect(await (await me.account.vote.$get()).json()).toEqual({ reporterId: null });
    const firstBefore = await votesFor(first);
    const secondBefore = await votesFor(second);

    const cast = await me.account.vote.$put({ json: { reporterId: first } });
    expect(cast.status).toBe(200);
    const castBody = await cast.json();
    expect(castBody.reporterId).toBe(first);
    expect(castBody.results.find((r) => r.reporterId === first)?.votes).toBe(firstBefore + 1);
    expect(await votesFor(first)).toBe(firstBefore + 1);

    await me.account.vote.$put({ json: { reporterId: second } });
    expect(await (await me.account.vote.$get()).json()).toEqual({ reporterId: second });
    expect(await votesFor(first)).toBe(firstBefore);
    expect(await votesFor(second)).toBe(secondBefore + 1);
    expect(await db().select().from(reporterVotes).where(eq(reporterVotes.userId, user.id))).toHaveLength(1);

    const withdrawn = await me.account.vote.$delete();
    expect(withdrawn.status).toBe(200);
    expect((await withdrawn.json()).reporterId).toBeNull();
    expect(await votesFor(second)).toBe(secondBefore);
    expect(await db().select().from(reporterVotes).where(eq(reporterVotes.userId, user.id))).toHaveLength(0);
  });

  it("exact under parallel votes: 20 users at once add 20, one user voting 10 times at once adds 1", async () => {
    const voters = await Promise.all(Array.from({ length: 20 }, () => signedIn()));
    const before = (await results()).total;
    const answers = await Promise.all(
      voters.map(({ cookie }, i) =>
        client({ cookie }).account.vote.$put({ json: { reporterId: i % 2 ? first : second } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect((await results()).total).toBe(before + 20);

    const { cookie } = await signedIn();
    const same = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client({ cookie }).account.vote.$put({ json: { reporterId: i % 2 ? first : second } }),
      ),
    );
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect((await results()).total).toBe(before + 21);
  });

  it("error: unknown or missing reporter is a 400 and changes nothing", async () => {
    const { cookie } = await signedIn();
    await client({ cookie }).account.vote.$put({ json: { reporterId: first } });
    const before = await results();
    for (const [json, message] of [
      [{ reporterId: "nobody" }, "Unknown reporter"],
      [{ reporterId: "" }, "Choose a reporter to vote for"],
      [{}, "Choose a reporter to vote for"],
      [{ reporterId: 7 }, "Choose a reporter to vote for"],
    ] as const) {
      const res = await client({ cookie }).account.vote.$put({ json: json as { reporterId: string } });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(await results()).toEqual(before);
    expect(await (await client({ cookie }).account.vote.$get()).json()).toEqual({ reporterId: first });
  });

  it("security: a visitor cannot vote, read or withdraw (401), and a cross-site vote is refused", async () => {
    const before = await results();
    const visitor = client();
    for (const res of [
      await visitor.account.vote.$get(),
      await visitor.account.vote.$put({ json: { reporterId: first } }),
      await visitor.account.vote.$delete(),
    ]) {
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe("You need to sign in");
    }
    const { cookie } = await signedIn();
    const crossSite = await client({ cookie, headers: { Origin: "https://evil.test" } }).account.vote.$put({
      json: { reporterId: first },
    });
    expect(crossSite.status).toBe(403);
    expect(await results()).toEqual(before);
  });
});
