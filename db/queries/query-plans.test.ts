// The read paths that grow with the site use the named indexes: EXPLAIN QUERY PLAN on the exact SQL
// the real query functions send, captured by wrapping the D1 binding (drizzle's logger misses batches).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb, type Db } from "../client";
import { getReactionsForRecaps } from "./reactions";
import { listRecapSummaries, listRecapSummariesWithReactions, listRecaps } from "./recaps";

interface Captured {
  query: string;
  params: unknown[];
}

/** The statements `run` sends to D1, with their parameters. */
async function queriesOf(run: (db: Db) => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const recording = {
    prepare: (query: string) => {
      const stmt = env.DB.prepare(query);
      return Object.assign(Object.create(stmt), {
        bind: (...params: unknown[]) => {
          captured.push({ query, params });
          return stmt.bind(...params);
        },
      });
    },
    batch: (stmts: D1PreparedStatement[]) => env.DB.batch(stmts),
  } as unknown as D1Database;
  await run(createDb(recording));
  expect(captured.length).toBeGreaterThan(0);
  return captured;
}

async function plansOf(run: (db: Db) => Promise<unknown>): Promise<string[][]> {
  return Promise.all(
    (await queriesOf(run)).map(async ({ query, params }) => {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`)
        .bind(...params)
        .all<{ detail: string }>();
      return results.map((r) => r.detail);
    }),
  );
}

describe("query plans", () => {
  it("a public list reads what a card shows, not the box score, notes or raw analysis; the author's list reads all", async () => {
    const [publicRows] = await queriesOf((db) => listRecapSummaries(db, { limit: 50, page: 1 }));
    for (const column of ['"content"', '"title"', '"image_key"', '"created_at"'])
      expect(publicRows!.query).toContain(column);
    for (const column of ['"players"', '"raw_analysis"', '"notes"', '"key_moments"', '"game_summary"']) {
      expect(publicRows!.query).not.toContain(column);
    }
    const [ownRows] = await queriesOf((db) => listRecaps(db, { limit: 50, page: 1, userId: 1, withUnpublished: true }));
    expect(ownRows!.query).toContain('"players"');
  });

  it("the home list (published only) searches recaps_status_created_idx in order (no sort, no table scan)", async () => {
    const [rows, total] = await plansOf((db) => listRecapSummaries(db, { limit: 50, page: 1 }));
    expect(rows).toEqual(["SEARCH recaps USING INDEX recaps_status_created_idx (status=?)"]);
    // The count may use any index that starts with status (the planner picks among equals).
    expect(total).toEqual([
      expect.stringMatching(/^SEARCH recaps USING COVERING INDEX recaps_status_\w+ \(status=\?\)$/),
    ]);
  });

  it("a season and week filter (decision 201) searches recaps_status_season_week_created_idx in order", async () => {
    const [rows, total] = await plansOf((db) => listRecapSummaries(db, { limit: 50, page: 1, season: 3, week: "7" }));
    expect(rows).toEqual([
      "SEARCH recaps USING INDEX recaps_status_season_week_created_idx (status=? AND season=? AND week=?)",
    ]);
    expect(total).toEqual([
      "SEARCH recaps USING COVERING INDEX recaps_status_season_week_created_idx (status=? AND season=? AND week=?)",
    ]);
  });

  it("a league's list searches recaps_league_status_created_idx", async () => {
    const [rows, total] = await plansOf((db) => listRecapSummaries(db, { limit: 50, page: 1, leagueName: "NFL" }));
    expect(rows).toEqual(["SEARCH recaps USING INDEX recaps_league_status_created_idx (league_name=? AND status=?)"]);
    expect(total).toEqual([
      "SEARCH recaps USING COVERING INDEX recaps_league_status_created_idx (league_name=? AND status=?)",
    ]);
  });

  it("an author's own list (every status) searches recaps_user_created_idx", async () => {
    const [rows, total] = await plansOf((db) =>
      listRecaps(db, { limit: 50, page: 1, userId: 1, withUnpublished: true }),
    );
    expect(rows).toEqual(["SEARCH recaps USING INDEX recaps_user_created_idx (user_id=?)"]);
    // Either index that starts with user_id counts the rows without reading the table.
    expect(total).toEqual([
      expect.stringMatching(/^SEARCH recaps USING COVERING INDEX recaps_user_\w+ \(user_id=\?\)$/),
    ]);
  });

  it("batch reactions is one query searching reactions_recap_reaction_uq", async () => {
    const plans = await plansOf((db) => getReactionsForRecaps(db, [1, 2, 3]));
    expect(plans).toHaveLength(1);
    expect(plans[0]![0]).toBe("SEARCH reactions USING INDEX reactions_recap_reaction_uq (recap_id=?)");
    expect(plans[0]!.join()).not.toMatch(/SCAN reactions/);
  });

  it("a list with its counts (decision 245): one batch; the counts select the page's stories by the list's index", async () => {
    const plans = await plansOf((db) => listRecapSummariesWithReactions(db, { limit: 7, page: 1 }));
    expect(plans).toHaveLength(3);
    // The stories through the list's own index (covering: only their ids), then the counts by the
    // reactions index; the sort is of the counts read (as for the batch read by ids), not a scan.
    expect(plans[2]).toEqual([
      "SEARCH reactions USING INDEX reactions_recap_reaction_uq (recap_id=?)",
      "LIST SUBQUERY 1",
      "SEARCH recaps USING COVERING INDEX recaps_status_created_idx (status=?)",
      "USE TEMP B-TREE FOR LAST 2 TERMS OF ORDER BY",
    ]);
  });
});
