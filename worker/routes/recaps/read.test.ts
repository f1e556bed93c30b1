import { describe, expect, it } from "vitest";
import { api, insertRecap } from "../../test/helpers";

describe("GET /api/recaps", () => {
  it("happy: lists newest first with the spec's page shape", async () => {
    const older = await insertRecap({ title: "Older" });
    const newer = await insertRecap({ title: "Newer", imageKey: `img/${"a".repeat(64)}.png` });
    const res = await api("/api/recaps?limit=1&page=1");
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body).toMatchObject({ total: 2, page: 1, totalPages: 2, hasMore: true });
    expect(body.recaps).toHaveLength(1);
    expect(body.recaps[0].id).toBe(newer.id);
    const image = `/media/img/${"a".repeat(64)}.png`;
    expect(body.recaps[0]).toMatchObject({
      imageUrl: image,
      article_image: image,
      articleImage: image,
      image_url: image,
      status: "ready",
    });
    const page2 = await (await api("/api/recaps?limit=1&page=2")).json<any>();
    expect(page2.recaps[0].id).toBe(older.id);
    expect(page2.hasMore).toBe(false);
  });

  it("error: bad limit and page values get a 400 with a clear message", async () => {
    for (const q of ["limit=0", "limit=1001", "limit=abc", "page=0", "page=-1", "limit=1.5"]) {
      const res = await api(`/api/recaps?${q}`);
      expect(res.status, q).toBe(400);
      const body = await res.json<any>();
      expect(body.error.code).toBe("bad_request");
      expect(body.message).toMatch(/must be a whole number/);
      expect(body.error.message).toBe(body.message);
    }
  });
});

describe("GET /api/recaps/:id", () => {
  it("happy: answers every spec field", async () => {
    const row = await insertRecap({
      type: "game_recap",
      homeTeam: "Austin Outlaws",
      awayTeam: "Portland Lumberjacks",
      homeScore: 24,
      awayScore: 17,
      players: [{ id: "p1", name: "Cal Brewer", team: "Austin Outlaws", position: "QB", passingYards: 301 }],
    });
    const res = await api(`/api/recaps/${row.id}`);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
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
        "gameSummary",
        "playerQuotes",
        "injuries",
        "keyMoments",
        "players",
        "type",
        "category",
        "leagueName",
        "imageUrl",
        "article_image",
        "articleImage",
        "image_url",
        "createdAt",
        "updatedAt",
        "rawAnalysis",
        "notes",
        "bigPlays",
        "fromDirectImages",
        "writerId",
        "userId",
        "userName",
        "youtubeUrl",
        "status",
        "generationError",
        "statsImages",
      ].sort(),
    );
    expect(body).toMatchObject({ id: row.id, homeScore: 24, awayScore: 17, imageUrl: null, statsImages: [] });
    expect(body.players[0].passingYards).toBe(301);
  });

  it("error: unknown id is a 404, a non-numeric id a 400, both JSON", async () => {
    const missing = await api("/api/recaps/999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: "not_found", message: "Article not found" },
      message: "Article not found",
    });
    for (const bad of ["abc", "0", "1e3", "-4"]) {
      const res = await api(`/api/recaps/${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json<any>()).error.code).toBe("bad_request");
    }
  });
});
