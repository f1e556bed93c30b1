// The league's newsroom wired to the export (issue 41, decision 311): the fixture weeks and roster
// exports POSTed to the league's export URL, the newsroom's jobs, real D1 and the league's store,
// and the fake Discord. Each kind is written from its facts once; the baseline and a re-sent or
// renumbered export write nothing; the commissioner's switches and hold-for-approval are honoured.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leagueKey } from "../../db/domain";
import { recordText } from "../../db/domain/newsroom";
import { newsroomArticles, recaps } from "../../db/schema";
import { rosterIdOf, TEAMS } from "../../db/seed/export-fixtures";
import {
  baselineRosters,
  CHANGES,
  changedRosters,
  newsroomStandings,
  newsroomStats,
  newsroomWeeks,
  renumberedRosters,
  resentRosters,
} from "../../db/seed/newsroom-fixtures";
import type { NewsroomFacts } from "../services/ai/claims/newsroom-claims";
import { newsroomOutcome } from "../services/newsroom/write-article";
import { client, errorOf, okBody } from "../test/client";
import { posts, runDelivery } from "../test/discord-helpers";
import { api, db, signedIn } from "../test/helpers";
import { newsroomLeague } from "../test/newsroom-helpers";

const articlesOf = (leagueId: number) =>
  db().select().from(recaps).where(eq(recaps.leagueId, leagueId)).orderBy(recaps.id);
const keysOf = (leagueId: number) =>
  db().select().from(newsroomArticles).where(eq(newsroomArticles.leagueId, leagueId));

describe("the newsroom's weekly articles", () => {
  it("writes each week's rankings and awards, the playoff picture past the midpoint, once each, posted once", {
    timeout: 240_000,
  }, async () => {
    const { league, hook, sendWeeks } = await newsroomLeague({ personaId: "marcus-vale" });
    const written = await sendWeeks(10);
    // 10 columns, 10 awards, and the picture of week 10 (the standings are week 10's).
    expect(written.filter((w) => w === "published")).toHaveLength(21);
    const all = await articlesOf(league.id);
    expect(all.every((a) => a.type === "news" && a.status === "ready" && a.writerId === "marcus-vale")).toBe(true);
    const of = (kind: string) => all.filter((a) => a.newsroomKind === kind);
    expect(of("rankings").map((a) => [a.category, a.week])).toEqual(
      Array.from({ length: 10 }, (_, i) => ["general", String(i + 1)]),
    );
    expect(of("awards").every((a) => a.category === "awards")).toBe(true);
    expect(of("playoffs").map((a) => [a.category, a.week])).toEqual([["playoffs", "10"]]);
    const [first, second] = of("rankings");
    expect(first!.content).toContain("This is the first column of the season, so there is no last week to move from.");
    expect(second!.content).toContain("Movement is against last week's column.");
    expect(second!.content).toMatch(/\b(up \d+ from No\. \d+|down \d+ from No\. \d+|holds at No\. \d+)/);

    // The league's RSS carries them.
    const rss = await (await api(`/api/rss?${new URLSearchParams({ league: league.name })}`)).text();
    for (const a of [first!, of("awards")[0]!, of("playoffs")[0]!]) expect(rss).toContain(`<title>${a.title}</title>`);

    // The week's jobs again (a re-sent week): nothing new.
    expect((await sendWeeks(10)).every((w) => w === "seen")).toBe(true);
    expect(await articlesOf(league.id)).toHaveLength(21);

    // Each article is posted once, with its kind's fields.
    const column = of("rankings").at(-1)!;
    await runDelivery(column.id);
    await runDelivery(column.id);
    const sent = await posts(hook.prefix);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.embeds![0]!.title).toBe(column.title);
    expect(sent[0]!.embeds![0]!.fields.some((f) => /^1\. /m.test(f.value))).toBe(true);
  });
});

describe("the newsroom's roster news", () => {
  it("the first export is the baseline; the next makes one article per kind; re-sent and renumbered exports make none", {
    timeout: 240_000,
  }, async () => {
    const { league, hook, sendRosters, postRosters, lastJob, staleJob } = await newsroomLeague();
    expect(await sendRosters(baselineRosters())).toEqual([]);
    expect(await articlesOf(league.id)).toHaveLength(0);

    // The job of a list that was not the export's last does nothing, even with changes waiting.
    await postRosters(changedRosters());
    expect(await staleJob()).toEqual([]);
    expect(await articlesOf(league.id)).toHaveLength(0);
    const written = await lastJob();
    expect(written).toEqual(["published", "published", "published", "published"]);
    const all = await articlesOf(league.id);
    expect(all.map((a) => [a.newsroomKind, a.category])).toEqual([
      ["injury-report", "injury"],
      ["trade", "trade"],
      ["transactions", "signing"],
      ["contracts", "contract"],
    ]);
    const trade = all.find((a) => a.newsroomKind === "trade")!;
    expect(trade.title).toMatch(/^Trade: the \w+ get .+ from the \w+ for .+$/);
    expect(trade.content.match(/ receive /g)).toHaveLength(2);
    const injuries = all.find((a) => a.newsroomKind === "injury-report")!;
    expect(injuries.title).toBe("Injury report: 2 players hurt, 1 to injured reserve");
    expect(injuries.content).toContain(`out ${CHANGES.injury.weeks} weeks`);
    const wire = all.find((a) => a.newsroomKind === "transactions")!;
    expect(wire.title).toBe("Transactions: 1 signing and 1 release");

    expect(await sendRosters(resentRosters())).toEqual([]);
    expect(await sendRosters(renumberedRosters())).toEqual([]);
    expect(await articlesOf(league.id)).toHaveLength(4);

    // The trade story goes to Discord once, with each side of the trade.
    await runDelivery(trade.id);
    await runDelivery(trade.id);
    const sent = await posts(hook.prefix);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.embeds![0]!.fields.filter((f) => / receive|get/i.test(f.name + f.value)).length).toBeGreaterThan(0);
  });
});

describe("the roster news in its season", () => {
  it("the trade story says each player's season so far and the teams' records, from the league's store", {
    timeout: 240_000,
  }, async () => {
    const { league, postWeeks, sendRosters } = await newsroomLeague();
    await postWeeks(5);
    expect(await sendRosters(baselineRosters())).toEqual([]);
    expect(await sendRosters(changedRosters())).toEqual(["published", "published", "published", "published"]);
    const trade = (await articlesOf(league.id)).find((a) => a.newsroomKind === "trade")!;

    // What the rows that were sent add up to, summed here: Pryor (the Bison's halfback) carried in
    // every week, and the standings of week 5 are the current ones.
    const weeks = newsroomWeeks().slice(0, 5);
    const pryor = newsroomStats(weeks).rushing.filter(
      (r) => r.rosterId === rosterIdOf(CHANGES.trade.to, CHANGES.trade.back),
    );
    expect(pryor).toHaveLength(5);
    const yards = pryor.reduce((n, r) => n + r.rushYds!, 0);
    const tds = pryor.reduce((n, r) => n + r.rushTDs!, 0);
    const season = tds
      ? `${yards} rushing yards and ${tds} rushing touchdown${tds === 1 ? "" : "s"}`
      : `${yards} rushing yards`;
    expect(trade.content).toContain(`Pryor has ${season} this season; he is on a 3-year contract with 2 years left.`);
    const standings = newsroomStandings(weeks);
    const record = (team: number) => {
      const row = standings.find((r) => r.teamId === TEAMS[team]!.teamId)!;
      return recordText({ wins: row.totalWins, losses: row.totalLosses, ties: row.totalTies ?? 0 });
    };
    expect(trade.content).toContain(
      `The ${TEAMS[0]!.nickName} are ${record(0)} and the ${TEAMS[1]!.nickName} are ${record(1)}.`,
    );
    // The facts kept with it (re-read by the Discord job) carry the ledger of week 5.
    const [kept] = await keysOf(league.id).then((rows) => rows.filter((r) => r.recapId === trade.id));
    const facts = kept!.facts as NewsroomFacts | null;
    expect(facts?.kind === "roster" && facts.ledger?.week).toBe(4);
  });
});

describe("the commissioner's newsroom controls", () => {
  it("writes only the kinds left on", { timeout: 240_000 }, async () => {
    const { league, api, at, sendWeeks, sendRosters } = await newsroomLeague();
    await okBody(api.newsroom.$put({ ...at, json: { kinds: ["rankings", "injury-report", "contracts"] } }));
    await sendWeeks(2);
    await sendRosters(baselineRosters());
    await sendRosters(changedRosters());
    const kinds = (await articlesOf(league.id)).map((a) => a.newsroomKind);
    expect(kinds).toEqual(["rankings", "rankings", "injury-report", "contracts"]);
  });

  it("holds every article for approval when the league does not publish at once; approving publishes and posts once", {
    timeout: 240_000,
  }, async () => {
    const { league, hook, api, at, sendWeeks } = await newsroomLeague({ autoPublish: false });
    expect(await sendWeeks(1)).toEqual(["held", "held"]);
    const held = await articlesOf(league.id);
    expect(held.map((a) => a.status)).toEqual(["draft", "draft"]);
    const view = await okBody(api.newsroom.$get(at));
    expect(view.held.map((h) => h.recapId).sort()).toEqual(held.map((a) => a.id).sort());

    const approve = (recapId: number) =>
      api.newsroom[":recapId"].approve.$post({ param: { ...at.param, recapId: String(recapId) } });
    const after = await okBody(approve(held[0]!.id));
    expect(after.held.map((h) => h.recapId)).toEqual([held[1]!.id]);
    expect((await articlesOf(league.id)).map((a) => a.status)).toEqual(["ready", "draft"]);
    const again = await approve(held[0]!.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.message).toBe("This article is not waiting for approval.");

    // The held draft is never posted; the approved article is, once.
    await runDelivery(held[1]!.id);
    await runDelivery(held[0]!.id);
    await runDelivery(held[0]!.id);
    const sent = await posts(hook.prefix);
    expect(sent.map((m) => m.embeds![0]!.title)).toEqual([held[0]!.title]);
  });

  it("refuses anyone but the commissioner (403), and a kind it does not know (400), changing nothing", async () => {
    const { league, api, at, sendWeeks } = await newsroomLeague({ autoPublish: false });
    await sendWeeks(1);
    const [article] = await articlesOf(league.id);
    const stranger = client({ cookie: (await signedIn()).cookie }).leagues[":league"];
    for (const res of [
      await stranger.newsroom.$get(at),
      await stranger.newsroom.$put({ ...at, json: { kinds: [] } }),
      await stranger.newsroom[":recapId"].approve.$post({ param: { ...at.param, recapId: String(article!.id) } }),
    ]) {
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error.message).toBe("Only this league's commissioner, or an admin, can do that.");
    }
    const bad = await api.newsroom.$put({ ...at, json: { kinds: ["rumours"] as never } });
    expect(bad.status).toBe(400);
    expect((await okBody(api.newsroom.$get(at))).kinds.every((k) => k.on)).toBe(true);
    expect((await articlesOf(league.id)).map((a) => a.status)).toEqual(["draft", "draft"]);
    expect(await keysOf(league.id)).toHaveLength(2);
  });
});

describe("what a newsroom job tells the cache (decision 306)", () => {
  it("a held or refused article changes nothing readers see; a published one moves its league's stories only", async () => {
    const { league } = await newsroomLeague();
    expect(await newsroomOutcome(env, league.id, ["held", "refused", "seen"])).toEqual({
      kind: "done",
      unchanged: true,
    });
    expect(await newsroomOutcome(env, league.id, ["held", "published"])).toEqual({
      kind: "done",
      league: leagueKey(league.name),
    });
  });
});
