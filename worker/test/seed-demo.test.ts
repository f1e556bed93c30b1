import { env } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { GAME_WEEKS } from "../../db/domain";
import { reactions, recaps } from "../../db/schema";
import { isDemoSeeded, seedDemo } from "../../scripts/seed-demo";

describe("demo seed", () => {
  it("seeds varied content once, with images in R2, and never duplicates it", async () => {
    const db = createDb(env.DB);
    expect(await isDemoSeeded(db)).toBe(false);
    const added = await seedDemo(db, env.IMAGES);
    expect(added).toBeGreaterThanOrEqual(14);
    const rows = await db.select().from(recaps);
    expect(rows).toHaveLength(added);
    const leagues = new Set(rows.map((r) => r.leagueName));
    for (const league of ["OGLeague25", "NFL", "SLA"]) expect(leagues.has(league)).toBe(true);
    expect(leagues.size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(["news", "game_recap"]));
    expect(new Set(rows.map((r) => r.writerId)).size).toBeGreaterThanOrEqual(5);
    const recapsWithPlayers = rows.filter((r) => r.type === "game_recap" && r.players.length > 0 && r.homeTeam);
    expect(recapsWithPlayers.length).toBeGreaterThan(0);
    const withImages = rows.filter((r) => r.imageKey);
    expect(withImages.length).toBeGreaterThan(0);
    for (const r of withImages) expect(await env.IMAGES.head(r.imageKey!)).not.toBeNull();
    // Every league's stories carry the season and week a real league's would, so a league's week
    // filter has weeks to offer; within a league a later game is never in an earlier week.
    const inLeagues = rows.filter((r) => r.leagueName);
    for (const r of inLeagues) expect([r.title, r.season, r.week !== null]).toEqual([r.title, 26, true]);
    for (const league of leagues) {
      if (!league) continue;
      const order = inLeagues
        .filter((r) => r.leagueName === league)
        .sort((a, b) => a.gameDate.localeCompare(b.gameDate))
        .map((r) => GAME_WEEKS.indexOf(r.week!));
      expect(order, league).toEqual([...order].sort((a, b) => a - b));
      expect(new Set(order).size, league).toBeGreaterThanOrEqual(3);
    }
    const [reactionRows] = await db.select({ n: count() }).from(reactions);
    expect(reactionRows!.n).toBeGreaterThan(0);

    expect(await seedDemo(db, env.IMAGES)).toBe(0);
    expect(await db.select({ n: count() }).from(recaps)).toEqual([{ n: added }]);
  });
});
