import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import type { PlayerStat } from "../../../db/domain";
import { getRecap } from "../../../db/queries/recaps";
import { recaps } from "../../../db/schema";
import { SCREENSHOTS_UNREAD } from "../../services/ai/extract";
import { PROVIDER_FAILED_REASON } from "../../services/ai/write";
import * as lifecycle from "../../services/recap-lifecycle";
import { addStatsImage, openAiEnv, runGenerateJob, runJob, waitForStatus } from "../../test/ai-helpers";
import { atWindowStart } from "../../test/auth-helpers";
import { client, errorOf, idParam } from "../../test/client";
import { received, script, uniquePrefix } from "../../test/fake/client";
import { db, insertRecap, signedIn } from "../../test/helpers";
import { dataUrl, png } from "../../test/posting-helpers";
import type { boxScoreBodySchema } from "./box-score";

type BoxScoreInput = z.input<typeof boxScoreBodySchema>;

const TYPED = "Big divisional game. Our defense closed it out.";

async function newRecap(userId: number) {
  const row = await insertRecap({
    type: "game_recap",
    category: null,
    title: "Outlaws hold off Lumberjacks",
    content: TYPED,
    homeTeam: "Austin Outlaws",
    awayTeam: "Portland Lumberjacks",
    homeScore: 27,
    awayScore: 20,
    userId,
    aiRequested: true,
    status: "draft",
    notes: TYPED,
  });
  return row;
}

/** The article as a queued `generate` job finds it, without queueing one (the test runs the job). */
const startWriting = (id: number) =>
  db()
    .update(recaps)
    .set({ status: "generating", notes: sql`coalesce(${recaps.notes}, ${recaps.content})` })
    .where(eq(recaps.id, id));

const CORRECTED: BoxScoreInput = {
  homeTeam: "Austin Outlaws",
  awayTeam: "Portland Lumberjacks",
  homeScore: 27,
  awayScore: 20,
  players: [
    {
      id: "",
      name: "Cal Brewer",
      team: "Austin Outlaws",
      position: "QB",
      completions: 22,
      attempts: 31,
      passingYards: 301,
      passingTouchdowns: 3,
    },
    {
      id: "",
      name: "Reggie Stone",
      team: "Austin Outlaws",
      position: "DEF",
      tackles: 9,
      sacks: 2,
      defensiveInterceptions: 1,
    },
  ],
};

const completion = (content: string) => ({
  status: 200,
  body: { choices: [{ index: 0, message: { role: "assistant", content } }] },
});

describe("recap with the builtin provider: create → images → extract → confirm → write → ready", () => {
  it("happy: through the real queue, with the typed content kept in notes", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    expect((await getRecap(db(), row.id))!.status).toBe("draft");
    await addStatsImage(row.id, "passing", 0, "#112233");

    const before = await (await client({ cookie }).recaps[":id"]["box-score"].$get(idParam(row.id))).json();
    expect(before).toMatchObject({
      status: "draft",
      extraction: { state: "none", error: null, unread: [] },
      players: [],
    });
    const extract = await client({ cookie }).recaps[":id"].extract.$post(idParam(row.id));
    expect(extract.status).toBe(200);
    const typedBox = {
      recapId: row.id,
      status: "draft",
      homeTeam: "Austin Outlaws",
      awayTeam: "Portland Lumberjacks",
      homeScore: 27,
      awayScore: 20,
      players: [],
      // The game's date, season and week, its reporter, and no correction yet (decisions 201, 202).
      gameDate: "2026-11-01",
      season: null,
      week: null,
      writerId: "marcus-vale",
      rewrite: null,
      extraction: { state: "done", error: null, unread: [] },
      // The screenshot the page shows above the table, to check the numbers against.
      statsImages: [{ group: "passing", index: 0, url: expect.stringMatching(/^\/media\/img\/[0-9a-f]{64}\.\w+$/) }],
    };
    expect(await extract.json()).toEqual(typedBox);
    const box = await client({ cookie }).recaps[":id"]["box-score"].$get(idParam(row.id));
    expect(await box.json()).toEqual(typedBox);

    // Two clicks on 'Write my recap' at once: one job.
    const [a, b] = await Promise.all([
      client({ cookie }).recaps[":id"]["box-score"].$put({ ...idParam(row.id), json: CORRECTED }),
      client({ cookie }).recaps[":id"]["box-score"].$put({ ...idParam(row.id), json: CORRECTED }),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const accepted = a.status === 202 ? a : b;
    const refused = a.status === 202 ? b : a;
    expect(await accepted.json()).toEqual({ id: row.id, status: "generating" });
    expect(await refused.json()).toEqual({
      error: { code: "conflict", message: "Our reporter is already writing this story." },
      message: "Our reporter is already writing this story.",
    });

    const article = await waitForStatus(row.id, "ready");
    expect(article.generationError).toBeNull();
    expect((await getRecap(db(), row.id))!.notes).toBe(TYPED);
    expect(article.content).toContain("Austin Outlaws");
    expect(article.content).toContain("27-20");
    expect(article.content).toContain("Cal Brewer");
    expect(article.content).toMatch(/301 (passing )?yards/);
    expect(article.players).toEqual([
      { ...CORRECTED.players[0], id: "p1" },
      { ...CORRECTED.players[1], id: "p2" },
    ]);
  });

  it("news with the AI flag is written at creation by its persona", async () => {
    const { user } = await signedIn();
    const { row } = await lifecycle.create(env, db(), {
      type: "news",
      category: "trade",
      title: "Outlaws trade for Jalen Price",
      content: "The Austin Outlaws acquired cornerback Jalen Price for a 2027 second-round pick.",
      gameDate: "2026-11-01",
      writerId: "lou-brannigan",
      userId: user.id,
      aiRequested: true,
    });
    // Created `generating` (never `ready` first), with the reporter already queued.
    expect(row.status).toBe("generating");
    const article = await waitForStatus(row.id, "ready");
    expect(article.content).toContain("Outlaws trade for Jalen Price!");
    expect(article.content).toContain("2027 second-round pick");
    expect((await getRecap(db(), row.id))!.notes).toBe(row.content);
  });
});

describe("POST /api/recaps/:id/extract with a vision provider", () => {
  it("happy: sends every screenshot as a data URL; the model's transcription is read by the screen parser", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    const png = await addStatsImage(row.id, "passing", 0, "#445566");
    await addStatsImage(row.id, "defense", 0, "#778899");
    const prefix = uniquePrefix("extract");
    // The fake model transcribes each group's screenshot; the groups are read in key order.
    const defense = {
      screens: [
        {
          team: "LUMBERJACKS",
          lines: [
            "OUTLAWS 99 FINAL 0 LUMBERJACKS",
            "OUTLAWS | LUMBERJACKS",
            "DEFENSE",
            "PLAYER | TKL | SACK | INT | FF",
            "R. Stone | 7 | 1.5 | 0 | 1",
          ],
        },
      ],
    };
    const passing = {
      screens: [
        {
          team: "OUTLAWS",
          lines: [
            "OUTLAWS | LUMBERJACKS",
            "PASSING",
            "PLAYER | CMP/ATT | YDS | TD | INT | LNG",
            "C. Brewer | 22/31 | 301 | 3 | 0 | 44",
            // a line the model garbled: unread, never guessed
            "J. Doe | 4/7 | 5O | 0 | 0",
          ],
        },
      ],
    };
    await script(prefix, [completion(JSON.stringify(defense)), completion(JSON.stringify(passing))]);
    const res = await client({ cookie, env: openAiEnv(prefix) }).recaps[":id"].extract.$post(idParam(row.id));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      recapId: row.id,
      status: "draft",
      // Typed teams and scores win over the screenshot's 99-0.
      homeTeam: "Austin Outlaws",
      awayTeam: "Portland Lumberjacks",
      homeScore: 27,
      awayScore: 20,
      players: [
        {
          id: "p1",
          name: "C. Brewer",
          team: "Austin Outlaws",
          position: "QB",
          completions: 22,
          attempts: 31,
          passingYards: 301,
          passingTouchdowns: 3,
          interceptions: 0,
        },
        {
          id: "p2",
          name: "R. Stone",
          team: "Portland Lumberjacks",
          position: "DEF",
          tackles: 7,
          sacks: 1.5,
          defensiveInterceptions: 0,
          forcedFumbles: 1,
        },
      ],
      // The game's date, season and week, its reporter, and no correction yet (decisions 201, 202).
      gameDate: "2026-11-01",
      season: null,
      week: null,
      writerId: "marcus-vale",
      rewrite: null,
      extraction: {
        state: "done",
        error: null,
        unread: [{ screen: "passing", text: "J. Doe 4/7 5O 0 0", reason: "4 numbers read for 5 columns" }],
      },
      statsImages: [
        { group: "defense", index: 0, url: expect.stringMatching(/^\/media\//) },
        { group: "passing", index: 0, url: expect.stringMatching(/^\/media\//) },
      ],
    });
    const sent = await received(prefix);
    expect(sent).toHaveLength(2);
    const first = JSON.parse(sent[0]!.body);
    expect(first.model).toBe("vision-model");
    expect(first.response_format.type).toBe("json_schema");
    expect(first.response_format.json_schema.name).toBe("box_score_screens");
    const urls = sent.flatMap((r) =>
      JSON.parse(r.body)
        .messages[0].content.filter((p: any) => p.type === "image_url")
        .map((p: any) => p.image_url.url),
    );
    expect(urls).toContain(`data:image/png;base64,${btoa(String.fromCharCode(...png))}`);
    const saved = (await getRecap(db(), row.id))!;
    expect(JSON.parse(saved.rawAnalysis!)).toMatchObject({
      provider: "openai",
      error: null,
      extractions: [{ group: "defense" }, { group: "passing" }],
    });
  });

  it("a provider that is down leaves the typed box score and says why", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    await addStatsImage(row.id, "game", 0, "#abcdef");
    const prefix = uniquePrefix("extract-down");
    await script(prefix, [{ status: 503 }]);
    const res = await client({ cookie, env: openAiEnv(prefix) }).recaps[":id"].extract.$post(idParam(row.id));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.players).toEqual([]);
    // Worded for the author; the provider's own words stay in the private raw analysis.
    const failed = { state: "failed", error: SCREENSHOTS_UNREAD, unread: [] };
    expect(body.extraction).toEqual(failed);
    // Stored: the box-score page shows it again after a reload.
    expect(
      (await (await client({ cookie }).recaps[":id"]["box-score"].$get(idParam(row.id))).json()).extraction,
    ).toEqual(failed);
  });
});

describe("reading the screenshots starts on the server when they are stored", () => {
  const upload = async (testEnv: Env, id: number, cookie: string) =>
    client({ cookie, env: testEnv }).recaps[":id"]["stats-images"][":group"].$post({
      param: { id: String(id), group: "passing" },
      json: { passingData0: dataUrl(await png("#102030", "#405060")) },
    });

  it("happy: with a vision provider the upload queues an `extract` job; the page only reads the state", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    const prefix = uniquePrefix("upload-extract");
    expect((await upload(openAiEnv(prefix), row.id, cookie)).status).toBe(200);
    // The queue runs the job in the test Worker's own env (the built-in provider reads no images),
    // so the read finishes without a vision call; what matters is that nobody asked for it.
    await vi.waitFor(
      async () => {
        const box = await (await client({ cookie }).recaps[":id"]["box-score"].$get(idParam(row.id))).json();
        expect(box.extraction).toEqual({ state: "done", error: null, unread: [] });
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(JSON.parse((await getRecap(db(), row.id))!.rawAnalysis!)).toMatchObject({ provider: "builtin" });
  });

  it("happy: the built-in provider reads no images, so nothing is queued and the state stays `none`", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    expect((await upload(env, row.id, cookie)).status).toBe(200);
    const saved = (await getRecap(db(), row.id))!;
    expect([saved.extractionState, saved.rawAnalysis]).toEqual(["none", null]);
  });

  it("happy: the `extract` job reads every screenshot with the vision model and stores the rows", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    await addStatsImage(row.id, "passing", 0, "#445566");
    await db().update(recaps).set({ extractionState: "running" }).where(eq(recaps.id, row.id));
    const prefix = uniquePrefix("extract-job");
    const screen = {
      team: "OUTLAWS",
      lines: ["OUTLAWS", "CMP/ATT | YDS | TD | INT", "C. Brewer | 22/31 | 301 | 3 | 0"],
    };
    await script(prefix, [completion(JSON.stringify({ screens: [screen] }))]);
    await runJob(openAiEnv(prefix), { type: "extract", recapId: row.id });
    const box = await (await client({ cookie }).recaps[":id"]["box-score"].$get(idParam(row.id))).json();
    expect(box).toMatchObject({ status: "draft", extraction: { state: "done", error: null, unread: [] } });
    expect(box.players).toEqual([
      {
        id: "p1",
        name: "C. Brewer",
        team: "Austin Outlaws",
        position: "QB",
        completions: 22,
        attempts: 31,
        passingYards: 301,
        passingTouchdowns: 3,
        interceptions: 0,
      },
    ]);
  });

  it("error: a provider that is down fails the reading with a reason that survives a reload", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    await addStatsImage(row.id, "game", 0, "#abcdef");
    await db().update(recaps).set({ extractionState: "running" }).where(eq(recaps.id, row.id));
    const prefix = uniquePrefix("extract-job-down");
    await script(prefix, [{ status: 503 }]);
    await runJob(openAiEnv(prefix), { type: "extract", recapId: row.id });
    const box = await (await client({ cookie }).recaps[":id"]["box-score"].$get(idParam(row.id))).json();
    expect(box.extraction).toEqual({ state: "failed", error: SCREENSHOTS_UNREAD, unread: [] });
    expect(JSON.parse((await getRecap(db(), row.id))!.rawAnalysis!).error).toBe("The AI provider answered 503");
    expect(box.status).toBe("draft");
  });
});

describe("recap lifecycle: illegal steps are a 409 and change nothing", () => {
  it("error: reading the screenshots of a published recap again", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    await db().update(recaps).set({ status: "ready" }).where(eq(recaps.id, row.id));
    const before = await getRecap(db(), row.id);
    const res = await client({ cookie }).recaps[":id"].extract.$post(idParam(row.id));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: "conflict", message: "This story is already published, so its screenshots are not read again." },
      message: "This story is already published, so its screenshots are not read again.",
    });
    expect(await getRecap(db(), row.id)).toEqual(before);
  });

  it("error: retrying a story that has not failed, and confirming one being written", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    const retry = await client({ cookie }).recaps[":id"].retry.$post(idParam(row.id));
    expect(retry.status).toBe(409);
    expect((await errorOf(retry)).message).toBe("Only a story that failed can be retried.");
    await startWriting(row.id);
    const before = await getRecap(db(), row.id);
    const confirm = await client({ cookie }).recaps[":id"]["box-score"].$put({ ...idParam(row.id), json: CORRECTED });
    expect(confirm.status).toBe(409);
    expect((await errorOf(confirm)).message).toBe("Our reporter is already writing this story.");
    const extract = await client({ cookie }).recaps[":id"].extract.$post(idParam(row.id));
    expect(extract.status).toBe(409);
    expect(await getRecap(db(), row.id)).toEqual(before);
  });

  it("happy: a recap is created `draft` and a plain article `ready`, each in one insert", async () => {
    const { cookie } = await signedIn();
    const recap = await client({ cookie }).recaps.$post({
      json: {
        type: "game_recap",
        title: "Outlaws win",
        content: TYPED,
        homeTeam: "Austin Outlaws",
        awayTeam: "Portland Lumberjacks",
        homeScore: 27,
        awayScore: 20,
      },
    });
    expect(recap.status).toBe(201);
    const { id } = await recap.json();
    expect(await getRecap(db(), id)).toMatchObject({ status: "draft", notes: TYPED, content: TYPED });
  });
});

describe("box-score routes: errors and security", () => {
  it("security: visitors get 401, other users 403, and nothing changes", async () => {
    const { user } = await signedIn();
    const other = await signedIn();
    const row = await newRecap(user.id);
    expect((await client().recaps[":id"]["box-score"].$get(idParam(row.id))).status).toBe(401);
    const put = await client({ cookie: other.cookie }).recaps[":id"]["box-score"].$put({
      ...idParam(row.id),
      json: CORRECTED,
    });
    expect(put.status).toBe(403);
    expect((await errorOf(put)).message).toBe("You can only change your own articles");
    expect((await client({ cookie: other.cookie }).recaps[":id"].retry.$post(idParam(row.id))).status).toBe(403);
    expect((await getRecap(db(), row.id))!.status).toBe("draft");
  });

  it("error: invalid rows and scores get a clear 400 and nothing is saved", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    const cases: [unknown, string][] = [
      [{ ...CORRECTED, homeTeam: " " }, "Home team is required"],
      [{ ...CORRECTED, awayScore: -1 }, "Score must be at least 0"],
      [
        { ...CORRECTED, players: [{ id: "", name: "X", team: "", position: "K" }] },
        'Invalid option: expected one of "QB"|"RB"|"WR"|"DEF"',
      ],
    ];
    for (const [json, message] of cases) {
      // Bodies the server must refuse are not of its input type, on purpose.
      const res = await client({ cookie }).recaps[":id"]["box-score"].$put({
        ...idParam(row.id),
        json: json as BoxScoreInput,
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    const saved = (await getRecap(db(), row.id))!;
    expect(saved.status).toBe("draft");
    expect(saved.players).toEqual([]);
  });

  it("error: news has no box score; an unknown id is 404", async () => {
    const { user, cookie } = await signedIn();
    const news = await insertRecap({ userId: user.id });
    expect((await client({ cookie }).recaps[":id"]["box-score"].$get(idParam(news.id))).status).toBe(400);
    expect((await client({ cookie }).recaps[":id"]["box-score"].$get(idParam(999999))).status).toBe(404);
  });

  it("cost guard: more than 20 AI requests a minute per user get a clear 429", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    // The AI limiter counts in clock-aligned windows: all 22 calls must fall in one.
    await atWindowStart(25_000);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await client({ cookie }).recaps[":id"].extract.$post(idParam(row.id))).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const res = await client({ cookie }).recaps[":id"].extract.$post(idParam(row.id));
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: {
        code: "rate_limited",
        message: "You have asked our reporters for a lot of stories. Please wait a minute and try again.",
      },
      message: "You have asked our reporters for a lot of stories. Please wait a minute and try again.",
    });
  }, 60_000);
});

describe("PUT /api/recaps/:id/box-score: the box score is checked before anyone writes from it", () => {
  it("error: impossible rows are refused with a message per row (400), and nothing is saved", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    const json = {
      ...CORRECTED,
      players: [
        { ...CORRECTED.players[0]!, completions: 31, attempts: 30, passingTouchdowns: 7 },
        { id: "", name: "Miles Okafor", team: "Port", position: "WR" as const, receptions: 9, targets: 8 },
        { ...CORRECTED.players[1]!, tackles: -1 },
        { ...CORRECTED.players[1]! },
      ],
    };
    const res = await client({ cookie }).recaps[":id"]["box-score"].$put({ ...idParam(row.id), json });
    expect(res.status).toBe(400);
    if (res.status !== 400) throw new Error("expected the refusal");
    const body = await res.json();
    const messages = [
      "Cal Brewer: 31 completions is more than 30 attempts. A quarterback cannot complete more passes than he throws.",
      "Miles Okafor: 9 receptions is more than 8 targets.",
      'Miles Okafor: "Port" is not one of this game\'s teams (Austin Outlaws or Portland Lumberjacks).',
      "Reggie Stone: tackles cannot be negative (-1).",
      "Reggie Stone: listed twice (rows 3 and 4). Keep one row per player.",
    ];
    expect(body.error.code).toBe("bad_request");
    expect(body.message).toBe(messages.join(" "));
    expect(body.refusals.map((r) => [r.row, r.message])).toEqual([
      [0, messages[0]],
      [1, messages[1]],
      [1, messages[2]],
      [2, messages[3]],
      [3, messages[4]],
    ]);
    const saved = (await getRecap(db(), row.id))!;
    expect(saved.status).toBe("draft");
    expect(saved.players).toEqual([]);
  });

  it("warnings need the author's acknowledgement (422), then the story is written", async () => {
    const { user, cookie } = await signedIn();
    const row = await newRecap(user.id);
    // The screenshots read 24-20; the author typed 27-20.
    const rawAnalysis = JSON.stringify({
      provider: "openai",
      extractions: [{ group: "game", data: { homeScore: 24, awayScore: 20, players: [] } }],
      error: null,
    });
    await db().update(recaps).set({ rawAnalysis }).where(eq(recaps.id, row.id));
    const json = { ...CORRECTED, players: [{ ...CORRECTED.players[0]!, passingTouchdowns: 5 }, CORRECTED.players[1]!] };
    const res = await client({ cookie }).recaps[":id"]["box-score"].$put({ ...idParam(row.id), json });
    expect(res.status).toBe(422);
    if (res.status !== 422) throw new Error("expected the warnings");
    const body = await res.json();
    expect(body.error.code).toBe("box_score_warnings");
    expect(body.warnings).toEqual([
      {
        kind: "touchdowns",
        team: "Austin Outlaws",
        message:
          "The Austin Outlaws rows show 5 touchdowns (at least 30 points), but the final score gives the Austin Outlaws 27.",
      },
      {
        kind: "score",
        message: "The screenshots show Austin Outlaws 24, Portland Lumberjacks 20; you typed 27-20.",
        typed: { homeScore: 27, awayScore: 20 },
        extracted: { homeScore: 24, awayScore: 20 },
      },
    ]);
    expect(body.message).toBe(body.warnings.map((w) => w.message).join(" "));
    expect((await getRecap(db(), row.id))!.status).toBe("draft");

    const ok = await client({ cookie }).recaps[":id"]["box-score"].$put({
      ...idParam(row.id),
      json: { ...json, acknowledgeWarnings: true },
    });
    expect(ok.status).toBe(202);
    expect((await getRecap(db(), row.id))!.players[0]).toMatchObject({ name: "Cal Brewer", passingTouchdowns: 5 });
  });
});

describe("failure paths of the generate job", () => {
  it("provider down → failed with the reason, typed content kept; the author's retry → ready", async () => {
    const { user, cookie } = await signedIn();
    const row = await insertRecap({
      type: "news",
      category: "signing",
      title: "Outlaws sign Jalen Price",
      content: TYPED,
      userId: user.id,
    });
    await startWriting(row.id);
    const prefix = uniquePrefix("down");
    await script(prefix, [{ status: 500 }]);
    const result = await runGenerateJob(openAiEnv(prefix), row.id);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await received(prefix)).toHaveLength(3);
    const failed = (await getRecap(db(), row.id))!;
    expect(failed).toMatchObject({
      status: "failed",
      content: TYPED,
      notes: TYPED,
      generationError: PROVIDER_FAILED_REASON,
    });
    // Failed work is the author's: readers get the article's 404, the author a friendly reason.
    expect((await client().recaps[":id"].$get(idParam(row.id))).status).toBe(404);
    const own = await client({ cookie }).recaps.mine[":id"].$get(idParam(row.id));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      status: "failed",
      content: TYPED,
      generationError: PROVIDER_FAILED_REASON,
    });

    const res = await client({ cookie }).recaps[":id"].retry.$post(idParam(row.id));
    expect(res.status).toBe(202);
    const ready = await waitForStatus(row.id, "ready");
    expect(ready.content).toContain("Outlaws sign Jalen Price");
    expect((await getRecap(db(), row.id))!.notes).toBe(TYPED);
    const again = await client({ cookie }).recaps[":id"].retry.$post(idParam(row.id));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("Only a story that failed can be retried.");
  });

  it("an invented fact is regenerated once with the problems listed, then fails with the reason", async () => {
    const { user } = await signedIn();
    const row = await newRecap(user.id);
    await db()
      .update(recaps)
      .set({ players: CORRECTED.players as PlayerStat[] })
      .where(eq(recaps.id, row.id));
    await startWriting(row.id);
    const prefix = uniquePrefix("invent");
    const invented =
      "The Austin Outlaws beat the Portland Lumberjacks 27-20. Cal Brewer threw for 345 yards to Jordan Mills.";
    await script(prefix, [completion(invented)]);
    await runGenerateJob(openAiEnv(prefix), row.id);
    const sent = await received(prefix);
    expect(sent).toHaveLength(2);
    const retryMessages = JSON.parse(sent[1]!.body).messages;
    expect(retryMessages.at(-2)).toEqual({ role: "assistant", content: invented });
    const problems = [
      '- "345 yards to Jordan Mills": the box score shows Cal Brewer with 301 passing yards.',
      '- "Jordan Mills" is not a player, team or person in the data.',
    ];
    for (const p of problems) expect(retryMessages.at(-1).content).toContain(p);
    expect(await getRecap(db(), row.id)).toMatchObject({
      status: "failed",
      content: TYPED,
      generationError: [
        "Our reporter's draft stated things your box score does not support, so it was not published. Check the box score (and correct it if it is wrong), then try again.",
        ...problems,
      ].join("\n"),
    });
  });

  it("a corrected second draft is published", async () => {
    const { user } = await signedIn();
    const row = await newRecap(user.id);
    await startWriting(row.id);
    const prefix = uniquePrefix("fixed");
    const good = "The Austin Outlaws beat the Portland Lumberjacks 27-20, a 7-point win.";
    await script(prefix, [completion("The Outlaws won 31-20."), completion(good)]);
    await runGenerateJob(openAiEnv(prefix), row.id);
    expect(await getRecap(db(), row.id)).toMatchObject({
      status: "ready",
      content: good,
      notes: TYPED,
      generationError: null,
    });
  });
});
