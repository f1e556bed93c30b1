import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reactions, recaps } from "../../../db/schema";
import { waitForStatus } from "../../test/ai-helpers";
import { client, idParam, okBody } from "../../test/client";
// The untyped request helper only for bodies the routes refuse on purpose (and media paths).
import { api, db, insertRecap, signedIn } from "../../test/helpers";
import {
  bigPng,
  dataUrl,
  HTML_BYTES,
  imageForm,
  keyOf,
  png,
  r2Has,
  snapshot,
  tinyJpeg,
} from "../../test/posting-helpers";

const news = {
  type: "news" as const,
  category: "trade" as const,
  title: "Big trade",
  content: "Team A trades for a QB.",
  leagueName: "NFL",
};
const recap = {
  type: "game_recap" as const,
  title: "Outlaws win",
  content: "A close one.",
  leagueName: "SLA",
  homeTeam: "Austin Outlaws",
  awayTeam: "Portland Lumberjacks",
  homeScore: 24,
  awayScore: 17,
  fromDirectImages: true,
};
const errorOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { message: string }).message;
const recapsAs = (cookie?: string) => client({ cookie }).recaps;
/** The featured-image route reads JSON or multipart itself, so its body is not in the typed client. */
const uploadImage = (cookie: string, id: number, body: FormData | { imageData: string }) =>
  recapsAs(cookie)[":id"].image.$post(
    idParam(id),
    body instanceof FormData
      ? { init: { body } }
      : { headers: { "Content-Type": "application/json" }, init: { body: JSON.stringify(body) } },
  );

describe("POST /api/recaps", () => {
  it("happy: creates a news article owned by the session user, writer defaults to the first persona", async () => {
    const { user, cookie } = await signedIn();
    // The spec's client also sends userId and userName, which the server ignores: not in the typed body.
    const res = await api("/api/recaps", {
      cookie,
      json: {
        ...news,
        userId: 999,
        userName: "someone else",
        writerId: "nobody",
        youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
      },
    });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    // While it is being written it is the author's only (decision 170): read it as the author.
    const article = await okBody(recapsAs(cookie).mine[":id"].$get(idParam(id)));
    expect(article).toMatchObject({
      id,
      type: "news",
      category: "trade" as const,
      title: "Big trade",
      userId: user.id,
      userName: user.username,
      writerId: "marcus-vale",
      youtubeUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      homeTeam: null,
      homeScore: 0,
    });
    const [row] = await db().select().from(recaps).where(eq(recaps.id, id));
    expect(row!.aiRequested).toBe(true);
    // The AI flag queues the reporter; the typed details are kept in notes.
    await waitForStatus(id, "ready");
    const [written] = await db().select().from(recaps).where(eq(recaps.id, id));
    expect(written!.notes).toBe(news.content);
  });

  it("happy: a game recap keeps teams, scores and the chosen writer; AI is forced on", async () => {
    const { cookie } = await signedIn();
    const res = await recapsAs(cookie).$post({ json: { ...recap, writerId: "hal-brubaker", aiRequested: false } });
    expect(res.status).toBe(201);
    const { id } = await okBody(res);
    const [row] = await db().select().from(recaps).where(eq(recaps.id, id));
    expect(row).toMatchObject({
      type: "game_recap",
      category: null,
      homeTeam: "Austin Outlaws",
      awayTeam: "Portland Lumberjacks",
      homeScore: 24,
      awayScore: 17,
      writerId: "hal-brubaker",
      aiRequested: true,
      fromDirectImages: true,
    });
  });

  it("error: the spec's messages for missing fields, bad scores and bad video links", async () => {
    const { cookie } = await signedIn();
    const before = (await db().select().from(recaps)).length;
    const cases: [unknown, string][] = [
      [{ ...news, title: "  " }, "Title and content are required"],
      [{ ...news, content: undefined }, "Title and content are required"],
      [{ ...recap, awayTeam: "" }, "Home team and away team are required for game recaps"],
      [{ ...recap, homeScore: -1 }, "Score must be at least 0"],
      [{ ...recap, awayScore: 2.5 }, "Score must be a whole number"],
      [{ ...recap, awayScore: "7" }, "Score must be a whole number"],
      [
        { ...news, youtubeUrl: "https://vimeo.com/1234" },
        "Video URL must be a YouTube link (watch, live, shorts or youtu.be)",
      ],
      [{ ...news, type: "opinion" }, "Article type must be news or game_recap"],
      [{ ...news, category: "gossip" }, "Unknown news category"],
      [{ ...news, title: "x".repeat(100 * 1024) }, "Title must be at most 200 characters"],
    ];
    for (const [json, message] of cases) {
      const res = await api("/api/recaps", { cookie, json });
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "bad_request", message }, message });
    }
    expect((await db().select().from(recaps)).length).toBe(before);
  });

  it("error: an empty score means omitted (0)", async () => {
    const { cookie } = await signedIn();
    const res = await api("/api/recaps", { cookie, json: { ...recap, homeScore: "", awayScore: null } });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    const [row] = await db().select().from(recaps).where(eq(recaps.id, id));
    expect([row!.homeScore, row!.awayScore]).toEqual([0, 0]);
  });

  it("security: visitors get 401 and nothing is created; a huge body gets 413", async () => {
    const before = (await db().select().from(recaps)).length;
    const res = await recapsAs().$post({ json: news });
    expect(res.status).toBe(401);
    const { cookie } = await signedIn();
    const huge = await recapsAs(cookie).$post({ json: { ...news, content: "x".repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
    expect((await db().select().from(recaps)).length).toBe(before);
  });
});

describe("GET /api/recaps/mine", () => {
  it("happy: only the signed-in user's articles, newest first; visitors 401", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const a = await insertRecap({ userId: me.user.id, title: "Mine 1" });
    const b = await insertRecap({ userId: me.user.id, title: "Mine 2" });
    await insertRecap({ userId: other.user.id, title: "Not mine" });
    const res = await recapsAs(me.cookie).mine.$get({ query: {} });
    expect(res.status).toBe(200);
    const body = await okBody(res);
    expect(body.recaps.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(body).toMatchObject({ total: 2, page: 1, totalPages: 1, hasMore: false });
    expect((await recapsAs().mine.$get({ query: {} })).status).toBe(401);
  });
});

describe("PATCH /api/recaps/:id", () => {
  it("happy: edits title, content, league and video; the writer stays", async () => {
    const { user, cookie } = await signedIn();
    const row = await insertRecap({ userId: user.id, writerId: "hal-brubaker" });
    const res = await recapsAs(cookie)[":id"].$patch({
      ...idParam(row.id),
      json: {
        title: "New title",
        content: "New content",
        leagueName: "SLA",
        writerId: "hal-brubaker",
        youtubeUrl: "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: row.id,
      title: "New title",
      content: "New content",
      leagueName: "SLA",
      writerId: "hal-brubaker",
      youtubeUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    const cleared = recapsAs(cookie)[":id"].$patch({ ...idParam(row.id), json: { youtubeUrl: null } });
    expect((await okBody(cleared)).youtubeUrl).toBeNull();
  });

  it("happy: {articleImage: null} clears every image alias and removes the unreferenced R2 object", async () => {
    const { user, cookie } = await signedIn();
    const row = await insertRecap({ userId: user.id });
    const upload = uploadImage(cookie, row.id, { imageData: dataUrl(await png("#010203")) });
    const key = keyOf((await okBody(upload)).imageUrl)!;
    expect(await r2Has(key)).toBe(true);
    const res = await recapsAs(cookie)[":id"].$patch({ ...idParam(row.id), json: { articleImage: null } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      imageUrl: null,
      article_image: null,
      articleImage: null,
      image_url: null,
    });
    expect(await r2Has(key)).toBe(false);
  });

  it("error: changing the writer, empty title, a new image as a string, bad video — all 400, nothing changes", async () => {
    const { user, cookie } = await signedIn();
    const row = await insertRecap({ userId: user.id, writerId: "marcus-vale" });
    const before = await snapshot(row.id);
    const cases: [unknown, string][] = [
      [{ writerId: "hal-brubaker" }, "The writer cannot be changed after the article is created"],
      [{ title: "" }, "Title and content are required"],
      [{ title: "ok", content: " " }, "Title and content are required"],
      [{ articleImage: "/media/img/x.png" }, "Upload a new image with the image upload instead"],
      [{ youtubeUrl: "https://example.com/v" }, "Video URL must be a YouTube link (watch, live, shorts or youtu.be)"],
    ];
    for (const [json, message] of cases) {
      const res = await api(`/api/recaps/${row.id}`, { method: "PATCH", cookie, json });
      expect(res.status, message).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    expect(await snapshot(row.id)).toEqual(before);
    const missing = await recapsAs(cookie)[":id"].$patch({ ...idParam(999999), json: { title: "x" } });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe("Article not found");
  });
});

describe("DELETE /api/recaps/:id", () => {
  it("happy: removes the article, its reactions and its images not used elsewhere", async () => {
    const { user, cookie } = await signedIn();
    const row = await insertRecap({ userId: user.id });
    const keeper = await insertRecap({ userId: user.id });
    const shared = dataUrl(await png("#aa0000"));
    const own = dataUrl(await png("#00aa00"));
    await okBody(uploadImage(cookie, row.id, { imageData: shared }));
    await okBody(uploadImage(cookie, keeper.id, { imageData: shared }));
    const stats = recapsAs(cookie)[":id"]["stats-images"][":group"].$post({
      param: { id: String(row.id), group: "game" },
      json: { gameData0: own },
    });
    const statKey = keyOf((await okBody(stats)).statsImages[0]!.url)!;
    const sharedKey = keyOf((await okBody(recapsAs()[":id"].$get(idParam(row.id)))).imageUrl)!;
    await okBody(recapsAs()[":id"].reactions.$post({ ...idParam(row.id), json: { reaction: "🔥" } }));
    expect((await db().select().from(reactions).where(eq(reactions.recapId, row.id))).length).toBe(1);

    const res = await recapsAs(cookie)[":id"].$delete(idParam(row.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, id: row.id, message: "Article deleted successfully" });
    expect((await recapsAs()[":id"].$get(idParam(row.id))).status).toBe(404);
    expect(await db().select().from(reactions).where(eq(reactions.recapId, row.id))).toEqual([]);
    expect(await r2Has(statKey)).toBe(false);
    expect(await r2Has(sharedKey)).toBe(true);
  });

  it("error: unknown article 404", async () => {
    const { cookie } = await signedIn();
    const res = await recapsAs(cookie)[":id"].$delete(idParam(999999));
    expect(res.status).toBe(404);
  });
});

describe("POST /api/recaps/:id/image", () => {
  it("happy: multipart file, multipart data URL and JSON data URL; type by bytes (a PNG named .jpg)", async () => {
    const { user, cookie } = await signedIn();
    const row = await insertRecap({ userId: user.id });
    const bytes = await png("#123123");
    const body = await okBody(
      uploadImage(cookie, row.id, imageForm(new Blob([bytes], { type: "image/jpeg" }), "photo.jpg")),
    );
    expect(body.imageUrl).toMatch(/^\/media\/img\/[0-9a-f]{64}\.png$/);
    expect(body.article_image).toBe(body.imageUrl);
    const served = await api(body.imageUrl!);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const jpeg = tinyJpeg(7);
    const jpegUrl = (await okBody(uploadImage(cookie, row.id, imageForm(dataUrl(jpeg, "image/jpeg"))))).imageUrl;
    expect(jpegUrl).toMatch(/\.jpg$/);
    expect(await r2Has(keyOf(body.imageUrl)!)).toBe(false);

    expect((await okBody(uploadImage(cookie, row.id, { imageData: dataUrl(bytes) }))).imageUrl).toBe(body.imageUrl);
  });

  it("error: HTML declared image/png 415, 6 MB 413, truncated data URL 400, missing 400 — nothing changes", async () => {
    const { user, cookie } = await signedIn();
    const row = await insertRecap({ userId: user.id });
    const before = await snapshot(row.id);
    const full = dataUrl(await png());
    const cases: [RequestInit & { json?: unknown; body?: BodyInit }, number, string][] = [
      [
        { body: imageForm(new Blob([HTML_BYTES], { type: "image/png" }), "x.png") },
        415,
        "Only image files (JPEG, PNG, GIF, WEBP) are allowed",
      ],
      [{ json: { imageData: dataUrl(HTML_BYTES) } }, 415, "Only image files (JPEG, PNG, GIF, WEBP) are allowed"],
      [
        { body: imageForm(new Blob([bigPng(6)], { type: "image/png" }), "big.png") },
        413,
        "Image must be smaller than 5MB",
      ],
      [{ json: { imageData: dataUrl(bigPng(6)) } }, 413, "Image must be smaller than 5MB"],
      [{ json: { imageData: full.slice(0, full.length - 7) } }, 400, "Image data is invalid or incomplete"],
      [
        { json: { imageData: full.slice(0, Math.floor(full.length / 8) * 4) } },
        400,
        "Image data is invalid or incomplete",
      ],
      [{ json: { imageData: "hello" } }, 400, "Image data is invalid or incomplete"],
      [{ json: {} }, 400, "Please provide an image"],
      [{ body: new FormData() }, 400, "Please provide an image"],
    ];
    for (const [init, status, message] of cases) {
      const res = await api(`/api/recaps/${row.id}/image`, { cookie, ...init });
      expect(res.status, message).toBe(status);
      expect(await errorOf(res)).toBe(message);
    }
    expect(await snapshot(row.id)).toEqual(before);
  });
});

describe("POST /api/recaps/:id/stats-images/:group", () => {
  it("happy: stores a group in order and replaces it on a second upload", async () => {
    const { user, cookie } = await signedIn();
    const row = await insertRecap({ userId: user.id, type: "game_recap" });
    const [a, b, c] = [tinyJpeg(1), tinyJpeg(2), tinyJpeg(3)];
    const passing = { param: { id: String(row.id), group: "passing" as const } };
    const res = recapsAs(cookie)[":id"]["stats-images"][":group"].$post({
      ...passing,
      json: { passingData1: dataUrl(b), passingData0: dataUrl(a), other: "ignored" },
    });
    const { statsImages } = await okBody(res);
    expect(statsImages.map((s) => [s.group, s.index])).toEqual([
      ["passing", 0],
      ["passing", 1],
    ]);
    const first = new Uint8Array(await (await api(statsImages[0]!.url)).arrayBuffer());
    expect(first).toEqual(a);
    const again = recapsAs(cookie)[":id"]["stats-images"][":group"].$post({
      ...passing,
      json: { passingData0: dataUrl(c) },
    });
    expect((await okBody(again)).statsImages).toHaveLength(1);
    expect((await okBody(recapsAs()[":id"].$get(idParam(row.id)))).statsImages).toHaveLength(1);
  });

  it("error: unknown group, 4 images for a 3-image group, one bad image among good ones — all or nothing", async () => {
    const { user, cookie } = await signedIn();
    const row = await insertRecap({ userId: user.id, type: "game_recap" });
    await okBody(
      recapsAs(cookie)[":id"]["stats-images"][":group"].$post({
        param: { id: String(row.id), group: "game" },
        json: { gameData0: dataUrl(tinyJpeg(9)) },
      }),
    );
    const before = await snapshot(row.id);
    const good = dataUrl(tinyJpeg(4));
    const cases: [string, unknown, number, string][] = [
      [
        "kicking",
        { kickingData0: good },
        400,
        "Unknown stats group (use one of: game, passing, rushing, receiving, defense, specialTeams)",
      ],
      [
        "game",
        { gameData0: good, gameData1: good, gameData2: good, gameData3: good },
        400,
        "You can only upload up to 3 images for game stats",
      ],
      [
        "passing",
        { passingData0: good, passingData1: good, passingData2: good },
        400,
        "You can only upload up to 2 images for passing stats",
      ],
      [
        "game",
        { gameData0: good, gameData1: dataUrl(HTML_BYTES) },
        415,
        "Only image files (JPEG, PNG, GIF, WEBP) are allowed",
      ],
      ["game", { gameData0: good, gameData1: dataUrl(bigPng(5.5)) }, 413, "Each image must be smaller than 5MB"],
      ["game", { gameData0: good, gameData1: good.slice(0, -3) }, 400, "Image data is invalid or incomplete"],
      ["game", { gameData0: 42 }, 400, "Each image must be a data URL"],
      ["game", {}, 400, "Send at least one image as gameData0"],
    ];
    for (const [group, json, status, message] of cases) {
      const res = await api(`/api/recaps/${row.id}/stats-images/${group}`, { cookie, json });
      expect(res.status, message).toBe(status);
      expect(await errorOf(res)).toBe(message);
    }
    expect(await snapshot(row.id)).toEqual(before);
  });
});

describe("POST /api/recaps/:id/fix-image", () => {
  it("happy: an admin sets the image on anyone's article", async () => {
    const author = await signedIn();
    const admin = await signedIn("admin");
    const row = await insertRecap({ userId: author.user.id });
    const res = recapsAs(admin.cookie)[":id"]["fix-image"].$post({
      ...idParam(row.id),
      json: { imageData: dataUrl(await png("#999999")) },
    });
    const body = await okBody(res);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Article image has been fixed across all fields");
    expect(body.article.imageUrl).toMatch(/^\/media\/img\/[0-9a-f]{64}\.png$/);
    expect(body.article.articleImage).toBe(body.article.imageUrl);
  });

  it("error: unknown article 404, bad image 415", async () => {
    const admin = await signedIn("admin");
    const missing = await recapsAs(admin.cookie)[":id"]["fix-image"].$post({
      ...idParam(999999),
      json: { imageData: dataUrl(await png()) },
    });
    expect(missing.status).toBe(404);
    const row = await insertRecap();
    const bad = await recapsAs(admin.cookie)[":id"]["fix-image"].$post({
      ...idParam(row.id),
      json: { imageData: dataUrl(HTML_BYTES) },
    });
    expect(bad.status).toBe(415);
  });
});

describe("GET /api/debug/database", () => {
  it("happy: admin sees totals, one league count and samples, no secrets", async () => {
    const admin = await signedIn("admin");
    const body = await okBody(client({ cookie: admin.cookie }).debug.database.$get());
    const total = (await db().select().from(recaps)).length;
    expect(body.totalArticles).toBe(total);
    expect(Object.keys(body).sort()).toEqual(["environment", "sampleArticles", "sampleLeague", "totalArticles"]);
    expect(body.sampleArticles.length).toBe(Math.min(5, total));
    expect(Object.keys(body.sampleArticles[0]!).sort()).toEqual(["createdAt", "id", "leagueName", "title", "type"]);
    expect(JSON.stringify(body)).not.toMatch(/password|sid|webhook/i);
    expect(env.IMAGES).toBeDefined();
  });
});
