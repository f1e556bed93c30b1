import { describe, expect, it } from "vitest";
import { recapImages } from "../../../db/schema";
import { client, errorOf, idParam } from "../../test/client";
import { api, db, insertRecap } from "../../test/helpers";

describe("GET /api/recaps", () => {
  it("happy: lists newest first with the spec's page shape", async () => {
    const older = await insertRecap({ title: "Older" });
    const newer = await insertRecap({ title: "Newer", imageKey: `img/${"a".repeat(64)}.png` });
    const res = await client().recaps.$get({ query: { limit: "1", page: "1" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 2, page: 1, totalPages: 2, hasMore: true });
    expect(body.recaps).toHaveLength(1);
    expect(body.recaps[0]!.id).toBe(newer.id);
    // Only what a list shows (issue 19): the whole article is GET /api/recaps/:id.
    expect(Object.keys(body.recaps[0]!).sort()).toEqual(
      [
        "id",
        "title",
        "excerpt",
        "homeTeam",
        "awayTeam",
        "homeScore",
        "awayScore",
        "gameDate",
        "season",
        "week",
        "type",
        "category",
        "leagueName",
        "imageUrl",
        "createdAt",
        "writerId",
        "userId",
      ].sort(),
    );
    expect(body.recaps[0]).toMatchObject({ imageUrl: `/media/img/${"a".repeat(64)}.png`, title: "Newer" });
    const page2 = await (await client().recaps.$get({ query: { limit: "1", page: "2" } })).json();
    expect(page2.recaps[0]!.id).toBe(older.id);
    expect(page2.hasMore).toBe(false);
  });

  it("happy: an item carries the start of the text, enough for every card, not the whole text", async () => {
    const long = "Second paragraph, long enough. ".repeat(20);
    const row = await insertRecap({ content: `Short opener.\n\nThe next line runs on.\n\n${long}\n\nThe end.` });
    const body = await (await client().recaps.$get({ query: { limit: "1" } })).json();
    const item = body.recaps.find((r) => r.id === row.id)!;
    expect(item.excerpt.startsWith("Short opener.\n\nThe next line runs on.\n\nSecond paragraph")).toBe(true);
    expect(item.excerpt).not.toContain("The end.");
    expect(item).not.toHaveProperty("content");
  });

  it("error: bad limit and page values get a 400 with a clear message", async () => {
    const queries = [
      { limit: "0" },
      { limit: "1001" },
      { limit: "abc" },
      { page: "0" },
      { page: "-1" },
      { limit: "1.5" },
    ];
    for (const query of queries) {
      const res = await client().recaps.$get({ query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      const body = await errorOf(res);
      expect(body.error.code).toBe("bad_request");
      expect(body.message).toMatch(/must be a whole number/);
      expect(body.error.message).toBe(body.message);
    }
  });
});

describe("GET /api/recaps/:id", () => {
  it("happy: answers every spec field but the working ones (no reporter error either)", async () => {
    const row = await insertRecap({
      type: "game_recap",
      homeTeam: "Austin Outlaws",
      awayTeam: "Portland Lumberjacks",
      homeScore: 24,
      awayScore: 17,
      players: [{ id: "p1", name: "Cal Brewer", team: "Austin Outlaws", position: "QB", passingYards: 301 }],
    });
    const res = await client().recaps[":id"].$get(idParam(row.id));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "title",
        "content",
        "homeTeam",
        "awayTeam",
        "homeScore",
        "awayScore",
        "venue",
        "gameDate",
        "season",
        "week",
        "gameSummary",
        "playerQuotes",
        "injuries",
        "keyMoments",
        "players",
        "playerNames",
        "type",
        "category",
        "leagueName",
        "imageUrl",
        "article_image",
        "articleImage",
        "image_url",
        "createdAt",
        "updatedAt",
        "bigPlays",
        "fromDirectImages",
        "writerId",
        "userId",
        "userName",
        "youtubeUrl",
        "status",
        "statsImages",
      ].sort(),
    );
    expect(body).toMatchObject({
      id: row.id,
      homeScore: 24,
      awayScore: 17,
      imageUrl: null,
      statsImages: [],
      playerNames: null,
    });
    expect(body.players[0]!.passingYards).toBe(301);
  });

  it("happy: the article and its reader page carry its box-score images in order; a draft's are never shown", async () => {
    const row = await insertRecap({ title: "With stats images" });
    const draft = await insertRecap({ title: "Draft with stats images", status: "draft" });
    for (const recapId of [row.id, draft.id]) {
      await db()
        .insert(recapImages)
        .values([
          { recapId, group: "team", index: 1, key: `stats/${recapId}-team-1.png` },
          { recapId, group: "passing", index: 0, key: `stats/${recapId}-passing-0.png` },
          { recapId, group: "team", index: 0, key: `stats/${recapId}-team-0.png` },
        ]);
    }
    const res = await client().recaps[":id"].$get(idParam(row.id));
    expect(res.status).toBe(200);
    const expected = [
      { group: "passing", index: 0, url: `/media/stats/${row.id}-passing-0.png` },
      { group: "team", index: 0, url: `/media/stats/${row.id}-team-0.png` },
      { group: "team", index: 1, url: `/media/stats/${row.id}-team-1.png` },
    ];
    expect((await res.json()).statsImages).toEqual(expected);
    const page = await (await api(`/read/${row.id}`)).text();
    for (const image of expected) expect(page).toContain(image.url);

    expect((await client().recaps[":id"].$get(idParam(draft.id))).status).toBe(404);
    const draftPage = await api(`/read/${draft.id}`);
    expect(draftPage.status).toBe(404);
    expect(await draftPage.text()).not.toContain(`stats/${draft.id}-`);
  });

  it("error: unknown id is a 404, a non-numeric id a 400, both JSON", async () => {
    const missing = await client().recaps[":id"].$get(idParam(999999));
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({
      error: { code: "not_found", message: "Article not found" },
      message: "Article not found",
    });
    for (const bad of ["abc", "0", "1e3", "-4"]) {
      const res = await client().recaps[":id"].$get({ param: { id: bad } });
      expect(res.status, bad).toBe(400);
      expect((await errorOf(res)).error.code).toBe("bad_request");
    }
  });
});

describe("the author's working fields", () => {
  it("security: the raw extraction and the kept notes are in neither the article nor the list", async () => {
    const secret = "PRIVATE-WORKING-TEXT";
    const row = await insertRecap({
      notes: `${secret} notes`,
      rawAnalysis: JSON.stringify({ provider: "openai", extractions: [], error: `${secret} raw` }),
    });
    const article = await (await client().recaps[":id"].$get(idParam(row.id))).text();
    const list = await (await client().recaps.$get({ query: { limit: "50" } })).text();
    for (const body of [article, list]) {
      expect(body).not.toContain(secret);
      expect(body).not.toContain('"rawAnalysis"');
      expect(body).not.toContain('"notes"');
    }
  });
});
