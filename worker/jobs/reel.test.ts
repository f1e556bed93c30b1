import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completeReel, getReel, insertReel, listSegments, saveReelPreferences } from "../../db/queries/reels";
import { highlightReels } from "../../db/schema";
import { startAutoReels } from "../services/reels";
import { withHeldQueue } from "../test/ai-helpers";
import { db, insertRecap, insertUser } from "../test/helpers";
import { freshLeague, gameRecap, LUMBERJACKS_RB } from "../test/reel-helpers";
import { autoReelsJob, BUSY_REEL_RETRY_SECONDS } from "./auto-reels";
import { REEL_GAVE_UP_REASON, reelJob, runReel } from "./reel";
import { MAX_RETRIES } from "./retries";

async function newReel(leagueName: string, over: Partial<Parameters<typeof insertReel>[1]> = {}) {
  const user = await insertUser();
  return insertReel(db(), {
    userId: user.id,
    title: "Test reel",
    leagueName,
    focusType: "league",
    focusValue: leagueName,
    startDate: "2026-11-01",
    endDate: "2026-11-08",
    ...over,
  });
}

/** Every number a segment shows must be in the box score of the recap it names. */
function numbersIn(text: string) {
  return [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
}

describe("reel job", () => {
  it("happy: pending → generating → completed; segments from the box scores only, each with an overlay and a transition", async () => {
    const league = await freshLeague();
    const first = await gameRecap(league, "2026-11-02");
    const second = await gameRecap(league, "2026-11-06", {
      homeTeam: "Portland Lumberjacks",
      awayTeam: "Austin Outlaws",
      homeScore: 10,
      awayScore: 13,
      players: [{ ...LUMBERJACKS_RB, rushingYards: 61, rushingTouchdowns: 0 }],
    });
    // Outside the range, another league, a draft, news: never used.
    await gameRecap(league, "2026-10-20", { homeScore: 99 });
    await gameRecap(await freshLeague(), "2026-11-03", { homeScore: 98 });
    await gameRecap(league, "2026-11-04", { status: "draft", homeScore: 97 });
    await insertRecap({ leagueName: league, gameDate: "2026-11-05", type: "news", title: "News 96" });
    const reel = await newReel(league);
    expect(reel.status).toBe("pending");

    const { testEnv, held } = withHeldQueue();
    expect(await runReel(testEnv, reel.id)).toBe(true);
    const done = (await getReel(db(), reel.id))!;
    expect(done.status).toBe("completed");
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(done.generationTime).toBeGreaterThanOrEqual(0);
    expect(done.writerId).toBe("marcus-vale");
    expect(done.statsUsed).toMatchObject({ recapIds: [first.id, second.id] });
    expect(held).toEqual([{ type: "reel-notify", reelId: reel.id }]);

    const segments = await listSegments(db(), reel.id);
    expect(segments[0]).toMatchObject({ segmentType: "intro", textOverlay: "Test reel", startTime: 0, recapId: null });
    // dramatic: 6 s a segment, 60 s → 10 slots: the title and the 9 biggest of the 10 facts, game by
    // game (oldest first): the score, the stat lines, the big plays, each by size. The smallest
    // fact (Hale's rushing touchdown) did not fit.
    expect(segments.map((s) => s.textOverlay)).toEqual([
      "Test reel",
      "Austin Outlaws 24–17 Portland Lumberjacks",
      "Jalen Cross · 24 cmp · 31 att · 312 pass yds · 3 pass TD",
      "Deon Hale · 18 car · 104 rush yds · 1 rush TD",
      "Marcus Reed · 9 tkl · 2 sacks · 1 INT",
      "3 touchdown passes — Jalen Cross",
      "2 sacks — Marcus Reed",
      "1 interception — Marcus Reed",
      "Portland Lumberjacks 10–13 Austin Outlaws",
      "Deon Hale · 18 car · 61 rush yds",
    ]);
    for (const s of segments) {
      expect(s.textOverlay).toBeTruthy();
      expect(["fade", "zoom"]).toContain(s.transitionType);
      expect(s.duration).toBe(6);
    }
    expect(segments.filter((s) => s.segmentType === "big_play").every((s) => s.transitionType === "zoom")).toBe(true);
    expect(segments.filter((s) => s.segmentType !== "big_play").every((s) => s.transitionType === "fade")).toBe(true);
    expect(segments.map((s) => s.startTime)).toEqual(segments.map((_, i) => i * 6));

    // Nothing unsupported: every number on screen is a number of that recap's box score.
    const boxes = new Map([first, second].map((r) => [r.id, r]));
    for (const s of segments.slice(1)) {
      const recap = boxes.get(s.recapId!)!;
      expect(recap, s.textOverlay ?? "").toBeDefined();
      const facts = new Set([
        recap.homeScore,
        recap.awayScore,
        ...recap.players.flatMap((p) => Object.values(p).filter((v): v is number => typeof v === "number")),
      ]);
      for (const n of numbersIn(s.textOverlay ?? "")) expect(facts, `${n} in "${s.textOverlay}"`).toContain(n);
      // The description also names the game's date (2026-11-02): its numbers are the recap's date.
      const dateParts = numbersIn(recap.gameDate);
      for (const n of numbersIn(s.playDescription ?? "").filter((n) => !dateParts.includes(n)))
        expect(facts).toContain(n);
    }
  });

  it("a team reel shows only that team's players; a player reel only that player", async () => {
    const league = await freshLeague();
    await gameRecap(league, "2026-11-02");
    const team = await newReel(league, { focusType: "team", focusValue: "portland lumberjacks" });
    const player = await newReel(league, {
      focusType: "player",
      focusValue: "Marcus Reed",
      duration: 15,
      style: "energetic",
    });
    await runReel(env, team.id);
    await runReel(env, player.id);
    const teamText = (await listSegments(db(), team.id)).map((s) => s.textOverlay).join("\n");
    expect(teamText).toContain("Deon Hale");
    expect(teamText).not.toContain("Jalen Cross");
    const playerSegs = await listSegments(db(), player.id);
    // energetic: 4 s a segment, 15 s → 3 slots (the title and the two best facts).
    expect(playerSegs).toHaveLength(3);
    expect(playerSegs.map((s) => s.textOverlay).join("\n")).not.toMatch(/Jalen Cross|Deon Hale/);
    expect(playerSegs[0]!.duration).toBe(5);
  });

  it("failure: no published game in range → failed with the reason, completedAt and generationTime, no segments", async () => {
    const league = await freshLeague();
    await gameRecap(league, "2026-12-20");
    const reel = await newReel(league, { focusType: "team", focusValue: "Austin Outlaws" });
    const { testEnv, held } = withHeldQueue();
    expect(await runReel(testEnv, reel.id)).toBe(true);
    const failed = (await getReel(db(), reel.id))!;
    expect(failed.status).toBe("failed");
    expect(failed.failureReason).toBe(
      `No published game recaps with a box score for Austin Outlaws in ${league} between 2026-11-01 and 2026-11-08.`,
    );
    expect(failed.completedAt).toBeInstanceOf(Date);
    expect(failed.generationTime).toBeGreaterThanOrEqual(0);
    expect(await listSegments(db(), reel.id)).toHaveLength(0);
    expect(held).toEqual([]);
  });

  it("failure: a job that keeps throwing is given up with a reason, never left generating", async () => {
    const league = await freshLeague();
    const reel = await newReel(league);
    // A D1 binding that refuses every statement: the job throws on each delivery.
    const broken = Object.defineProperties(Object.create(env), {
      DB: {
        value: {
          prepare: () => {
            throw new Error("D1 is down");
          },
        },
      },
    }) as Env;
    // Each delivery throws (the consumer retries it) and leaves the reel as it was.
    await expect(reelJob.run({ type: "reel", reelId: reel.id }, broken, 1)).rejects.toThrow("D1 is down");
    expect((await getReel(db(), reel.id))!.status).toBe("pending");
    // After the last delivery the consumer calls giveUp: the reel is failed with a reason.
    await db().update(highlightReels).set({ status: "generating" }).where(eq(highlightReels.id, reel.id));
    await reelJob.giveUp!({ type: "reel", reelId: reel.id }, env);
    const gaveUp = (await getReel(db(), reel.id))!;
    expect(gaveUp.status).toBe("failed");
    expect(gaveUp.failureReason).toBe(REEL_GAVE_UP_REASON);
  });

  it("a second delivery of the same job changes nothing (the reel is no longer pending)", async () => {
    const league = await freshLeague();
    await gameRecap(league, "2026-11-02");
    const reel = await newReel(league);
    await runReel(env, reel.id);
    const before = await listSegments(db(), reel.id);
    expect(await runReel(env, reel.id)).toBe(false);
    expect(await listSegments(db(), reel.id)).toEqual(before);
  });

  it("a retry that ran alongside the first delivery and finishes after it leaves the finished reel's segments alone", async () => {
    const league = await freshLeague();
    await gameRecap(league, "2026-11-02");
    const reel = await newReel(league);
    await runReel(env, reel.id);
    const finished = await listSegments(db(), reel.id);
    expect(finished.length).toBeGreaterThan(0);
    // The retry found the reel generating (attempt 2) before the first delivery finished it.
    expect(await completeReel(db(), reel.id, { segments: [], statsUsed: {}, writerId: null, generationTime: 1 })).toBe(
      false,
    );
    expect(await listSegments(db(), reel.id)).toEqual(finished);
    expect((await getReel(db(), reel.id))!.status).toBe("completed");
  });
});

/** A fresh league and a member whose weekly reel follows the Austin Outlaws. */
async function weeklyReelFan() {
  const league = await freshLeague();
  const fan = await insertUser();
  await saveReelPreferences(db(), fan.id, {
    favoriteTeams: ["Austin Outlaws"],
    favoritePlayers: [],
    defaultDuration: 30,
    preferredStyle: "classic",
    autoGenerate: true,
    notifyOnCompletion: false,
  });
  return { league, fan };
}

describe("weekly reels of favourite teams (auto-reels job)", () => {
  it("a published recap starts one reel per subscriber and week, made again by the next recap of the week", async () => {
    const league = await freshLeague();
    const fan = await insertUser();
    const notAuto = await insertUser();
    await saveReelPreferences(db(), fan.id, {
      favoriteTeams: ["austin outlaws"],
      favoritePlayers: [],
      defaultDuration: 30,
      preferredStyle: "classic",
      autoGenerate: true,
      notifyOnCompletion: true,
    });
    await saveReelPreferences(db(), notAuto.id, {
      favoriteTeams: ["Austin Outlaws"],
      favoritePlayers: [],
      defaultDuration: 60,
      preferredStyle: "dramatic",
      autoGenerate: false,
      notifyOnCompletion: true,
    });
    const recap = await gameRecap(league, "2026-11-04");
    const { testEnv, held } = withHeldQueue();
    expect(await startAutoReels(testEnv, db(), recap.id)).toEqual({ started: 1, busy: 0 });
    const reels = await db().select().from(highlightReels).where(eq(highlightReels.userId, fan.id));
    expect(reels).toHaveLength(1);
    expect(reels[0]).toMatchObject({
      focusType: "team",
      focusValue: "Austin Outlaws",
      startDate: "2026-11-02",
      endDate: "2026-11-08",
      duration: 30,
      style: "classic",
      status: "pending",
      leagueName: league,
    });
    expect(held).toEqual([{ type: "reel", reelId: reels[0]!.id }]);
    expect(await db().select().from(highlightReels).where(eq(highlightReels.userId, notAuto.id))).toHaveLength(0);

    await runReel(env, reels[0]!.id);
    const next = await gameRecap(league, "2026-11-07", { homeScore: 31 });
    expect(await startAutoReels(testEnv, db(), next.id)).toEqual({ started: 1, busy: 0 });
    const again = await db().select().from(highlightReels).where(eq(highlightReels.userId, fan.id));
    expect(again).toHaveLength(1);
    expect(again[0]!.status).toBe("pending");
    await runReel(env, again[0]!.id);
    const overlays = (await listSegments(db(), again[0]!.id)).map((s) => s.textOverlay);
    expect(overlays).toContain("Austin Outlaws 31–17 Portland Lumberjacks");
  });

  it("a recap published while its week's reel is being made asks again, and the reel is made again with it", async () => {
    const { league, fan } = await weeklyReelFan();
    const first = await gameRecap(league, "2026-11-04");
    const { testEnv } = withHeldQueue();
    await startAutoReels(testEnv, db(), first.id);
    const [reel] = await db().select().from(highlightReels).where(eq(highlightReels.userId, fan.id));
    // The reel job has started (pending → generating) when the week's next recap is published.
    await db().update(highlightReels).set({ status: "generating" }).where(eq(highlightReels.id, reel!.id));
    const next = await gameRecap(league, "2026-11-07", { homeScore: 31 });
    const job = { type: "auto-reels", recapId: next.id } as const;
    expect(await autoReelsJob.run(job, testEnv, 1)).toEqual({ kind: "retry", delaySeconds: BUSY_REEL_RETRY_SECONDS });

    // The first run finishes without the new recap; the retry makes the reel again with it.
    await db().update(highlightReels).set({ status: "completed" }).where(eq(highlightReels.id, reel!.id));
    expect(await autoReelsJob.run(job, testEnv, 2)).toEqual({ kind: "done" });
    expect((await getReel(db(), reel!.id))!.status).toBe("pending");
    await runReel(env, reel!.id);
    const overlays = (await listSegments(db(), reel!.id)).map((s) => s.textOverlay);
    expect(overlays).toContain("Austin Outlaws 31–17 Portland Lumberjacks");
  });

  it("a reel that stays busy through every retry ends the auto-reels job (bounded by the queue's retries)", async () => {
    const { league, fan } = await weeklyReelFan();
    const recap = await gameRecap(league, "2026-11-04");
    const { testEnv } = withHeldQueue();
    await startAutoReels(testEnv, db(), recap.id);
    await db().update(highlightReels).set({ status: "generating" }).where(eq(highlightReels.userId, fan.id));
    const job = { type: "auto-reels", recapId: recap.id } as const;
    expect(await autoReelsJob.run(job, testEnv, MAX_RETRIES + 1)).toEqual({ kind: "done" });
  });

  it("publishing a recap queues the auto-reels job next to its Discord post", async () => {
    const { publish } = await import("../services/recap-lifecycle");
    const { testEnv, held } = withHeldQueue();
    await publish(testEnv, 12345);
    expect(held).toEqual([
      { type: "discord-post", recapId: 12345 },
      { type: "auto-reels", recapId: 12345 },
    ]);
  });
});
