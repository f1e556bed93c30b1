import { env } from "cloudflare:workers";
// Game date, season and week on recaps (issue 20 item 7, decision 201): written on create and edit,
// refused with a clear 400 when wrong (nothing stored), answered by the article, and filtering the
// public list and RSS; articles from before them keep working with nulls.
import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { bumpContentVersion } from "../../../db/queries/content-version";
import { recaps } from "../../../db/schema";
import { versionMirror } from "../../content-versions-object";
import { client, idParam, okBody } from "../../test/client";
import { uniqueLeague } from "../../test/discord-helpers";
import { api, db, insertRecap, signedIn } from "../../test/helpers";

const recap = (leagueName: string) => ({
  type: "game_recap" as const,
  title: "Outlaws win",
  content: "A close one.",
  leagueName,
  homeTeam: "Austin Outlaws",
  awayTeam: "Portland Lumberjacks",
  homeScore: 24,
  awayScore: 17,
  aiRequested: false,
});
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const rowsOf = (league: string) => db().select().from(recaps).where(eq(recaps.leagueName, league));

describe("game date, season and week", () => {
  it("happy: create stores them, the author's read answers them, an edit changes them", async () => {
    const { cookie } = await signedIn();
    const league = uniqueLeague("Weeks");
    const { id } = await okBody(
      client({ cookie }).recaps.$post({
        json: { ...recap(league), gameDate: "2026-10-04", season: 3, week: "wildcard" },
      }),
    );
    const mine = await okBody(client({ cookie }).recaps.mine[":id"].$get(idParam(id)));
    expect([mine.gameDate, mine.season, mine.week]).toEqual(["2026-10-04", 3, "wildcard"]);

    // Drafts cannot be edited while written; this one was made without AI, so it is ready.
    const edited = await okBody(
      client({ cookie }).recaps[":id"].$patch({
        ...idParam(id),
        json: { gameDate: "2026-10-05", season: 4, week: "7" },
      }),
    );
    expect([edited.gameDate, edited.season, edited.week]).toEqual(["2026-10-05", 4, "7"]);
    // Clearing them is allowed (null), and nothing else changes.
    const cleared = await okBody(
      client({ cookie }).recaps[":id"].$patch({ ...idParam(id), json: { season: null, week: null } }),
    );
    expect([cleared.gameDate, cleared.season, cleared.week, cleared.title]).toEqual([
      "2026-10-05",
      null,
      null,
      "Outlaws win",
    ]);
  });

  it("sad: a wrong date, season or week is a 400 with the message, and nothing is stored", async () => {
    const { cookie } = await signedIn();
    const league = uniqueLeague("Bad weeks");
    const cases: [Record<string, unknown>, string][] = [
      [{ gameDate: "2026-02-30" }, "Game date must be a date (YYYY-MM-DD)"],
      [{ gameDate: "yesterday" }, "Game date must be a date (YYYY-MM-DD)"],
      [{ season: 0 }, "Season must be a whole number from 1 to 99"],
      [{ season: 2.5 }, "Season must be a whole number from 1 to 99"],
      [{ season: "3" }, "Season must be a whole number from 1 to 99"],
      [{ week: "19" }, "Week must be a preseason week, 1–18 or a playoff round"],
      [{ week: 5 }, "Week must be a preseason week, 1–18 or a playoff round"],
    ];
    for (const [extra, message] of cases) {
      const res = await api("/api/recaps", { cookie, json: { ...recap(league), ...extra } });
      expect([res.status, await messageOf(res)], JSON.stringify(extra)).toEqual([400, message]);
    }
    expect(await rowsOf(league)).toHaveLength(0);

    const { id } = await okBody(client({ cookie }).recaps.$post({ json: { ...recap(league), season: 2, week: "3" } }));
    const res = await api(`/api/recaps/${id}`, { method: "PATCH", cookie, json: { week: "pre9" } });
    expect(res.status).toBe(400);
    const [row] = await rowsOf(league);
    expect([row!.season, row!.week]).toEqual([2, "3"]);
  });

  it("an article from before (no season or week) still reads, with nulls, and is in the unfiltered list", async () => {
    const league = uniqueLeague("Old");
    const old = await insertRecap({ leagueName: league, title: "From last year", status: "ready" });
    await bumpContentVersion(db(), "content", versionMirror(env));
    const article = await okBody(client().recaps[":id"].$get(idParam(old.id)));
    expect([article.season, article.week, article.gameDate]).toEqual([null, null, "2026-11-01"]);
    const list = await okBody(client().recaps.$get({ query: { limit: "1000" } }));
    expect(list.recaps.some((a) => a.id === old.id)).toBe(true);
  });

  it("the public list and RSS filter by season and week; a bad filter is a 400", async () => {
    const league = uniqueLeague("Filter");
    const a = await insertRecap({ leagueName: league, title: "S7 week 5", season: 7, week: "5" });
    const b = await insertRecap({ leagueName: league, title: "S7 Super Bowl", season: 7, week: "superbowl" });
    const c = await insertRecap({ leagueName: league, title: "S8 week 5", season: 8, week: "5" });
    await insertRecap({ leagueName: league, title: "No week" });
    // Rows written straight to D1: the cached public reads learn of them as a write would tell them.
    await bumpContentVersion(db(), "content", versionMirror(env));
    const ids = async (query: Record<string, string>) =>
      (await okBody(client().recaps.$get({ query: { limit: "1000", ...query } }))).recaps
        .filter((r) => r.leagueName === league)
        .map((r) => r.id)
        .sort((x, y) => x - y);
    expect(await ids({ season: "7" })).toEqual([a.id, b.id]);
    expect(await ids({ week: "5" })).toEqual([a.id, c.id]);
    expect(await ids({ season: "7", week: "superbowl" })).toEqual([b.id]);
    expect(await ids({ season: "", week: "" })).toHaveLength(4);

    for (const bad of ["season=0", "season=x", "week=19", "week=Week%205"]) {
      const res = await api(`/api/recaps?${bad}`);
      expect(res.status, bad).toBe(400);
    }

    const res = await client().rss.$get({ query: { league, season: "7", week: "superbowl" } });
    expect(res.status).toBe(200);
    const channel = new XMLParser({ isArray: (n) => n === "item" || n === "category" }).parse(await res.text()).rss
      .channel;
    expect(channel.title).toBe(`DGSN — ${league} — Season 7 · Super Bowl`);
    expect(channel.item.map((i: { title: string }) => i.title)).toEqual(["S7 Super Bowl"]);
    expect(channel.item[0].category).toContain("Season 7 · Super Bowl");
    expect((await api("/api/rss?week=nope")).status).toBe(400);
  });

  it("the public list and RSS filter by the league page's shelf (?kind=, decision 311); a bad kind is a 400", async () => {
    const league = uniqueLeague("Shelves");
    const game = await insertRecap({ leagueName: league, title: "Game story", type: "game_recap", season: 2 });
    const rankings = await insertRecap({ leagueName: league, title: "Rankings", newsroomKind: "rankings", season: 2 });
    const playoffs = await insertRecap({ leagueName: league, title: "Picture", newsroomKind: "playoffs" });
    const trade = await insertRecap({ leagueName: league, title: "Trade", newsroomKind: "trade", season: 2 });
    const injuries = await insertRecap({ leagueName: league, title: "Injuries", newsroomKind: "injury-report" });
    const typed = await insertRecap({ leagueName: league, title: "Typed news" });
    await bumpContentVersion(db(), "content", versionMirror(env));
    const ids = async (query: Record<string, string>) =>
      (await okBody(client().recaps.$get({ query: { limit: "1000", ...query } }))).recaps
        .filter((r) => r.leagueName === league)
        .map((r) => r.id)
        .sort((x, y) => x - y);
    expect(await ids({ kind: "recaps" })).toEqual([game.id]);
    expect(await ids({ kind: "rankings" })).toEqual([rankings.id, playoffs.id]);
    expect(await ids({ kind: "transactions" })).toEqual([trade.id]);
    expect(await ids({ kind: "injuries" })).toEqual([injuries.id]);
    expect(await ids({ kind: "awards" })).toEqual([]);
    expect(await ids({ kind: "rankings", season: "2" })).toEqual([rankings.id]);
    expect(await ids({ kind: "" })).toHaveLength(6);
    expect(typed.id).toBeGreaterThan(0);

    const bad = await api("/api/recaps?kind=trade");
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe("kind must be one of recaps, rankings, awards, transactions, injuries");

    const res = await client().rss.$get({ query: { league, kind: "injuries" } });
    const channel = new XMLParser({ isArray: (n) => n === "item" }).parse(await res.text()).rss.channel;
    expect(channel.item.map((i: { title: string }) => i.title)).toEqual(["Injuries"]);
  });
});
