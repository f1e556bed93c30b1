// Migration 0004 (issue 22, decision 220) on a database holding what the free-text era left:
// league names in several spellings, a webhook registered by a user, a default league, articles
// with no league. Every article stays, in the same league; the counts add up.
import { readdirSync, readFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";

const folder = "db/migrations";
const statements = (file: string) =>
  readFileSync(`${folder}/${file}`, "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
const files = readdirSync(folder)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const before = files.filter((f) => f < "0006");
const leaguesMigration = files.find((f) => f.startsWith("0006"))!;

describe("migration 0006: league names become league records", () => {
  it("merges spellings by key, keeps every article, moves webhook ownership to a commissioner", async () => {
    const db = createClient({ url: ":memory:" });
    await db.execute("PRAGMA foreign_keys = ON");
    for (const f of before) for (const s of statements(f)) await db.execute(s);

    await db.execute("INSERT INTO users (id, username) VALUES (1, 'ann'), (2, 'bob')");
    const names = [
      "NFL",
      "nfl",
      "N FL",
      "Gridiron Kings",
      "gridiron kings",
      "Gridiron Kings",
      "",
      null,
      "Other",
      "SLA",
    ];
    for (const [i, name] of names.entries())
      await db.execute({
        sql: "INSERT INTO recaps (title, content, game_date, league_name, user_id, created_at) VALUES (?, 'x', '2026-11-01', ?, ?, ?)",
        args: [`A${i}`, name, i % 2 ? 1 : 2, 1_000 + i],
      });
    await db.execute(
      "INSERT INTO discord_webhooks (league_name, webhook_url, created_by_user_id) VALUES ('gridiron  kings', 'https://discord.com/api/webhooks/1/t', 1)",
    );
    await db.execute("INSERT INTO user_preferences (user_id, league_name) VALUES (2, 'Lonely League')");

    for (const s of statements(leaguesMigration)) await db.execute(s);

    const leagues = (
      await db.execute("SELECT name, name_key, commissioner_id, webhook_url, color FROM leagues ORDER BY id")
    ).rows;
    expect(leagues.map((l) => [l.name, l.name_key, l.commissioner_id, l.webhook_url])).toEqual([
      ["OGLeague25", "ogleague25", null, null],
      ["NFL", "nfl", null, null],
      ["SLA", "sla", null, null],
      ["Gridiron Kings", "gridironkings", 1, "https://discord.com/api/webhooks/1/t"],
      ["Lonely League", "lonelyleague", null, null],
    ]);
    // Built-ins keep the spec's colours: a null colour means leagueDisplay's.
    expect(leagues.every((l) => l.color === null)).toBe(true);

    const articles = (
      await db.execute(
        "SELECT r.title, r.league_name, l.name AS league FROM recaps r LEFT JOIN leagues l ON l.id = r.league_id ORDER BY r.id",
      )
    ).rows.map((r) => [r.title, r.league_name, r.league]);
    expect(articles).toEqual([
      ["A0", "NFL", "NFL"],
      ["A1", "NFL", "NFL"],
      ["A2", "NFL", "NFL"],
      ["A3", "Gridiron Kings", "Gridiron Kings"],
      ["A4", "Gridiron Kings", "Gridiron Kings"],
      ["A5", "Gridiron Kings", "Gridiron Kings"],
      ["A6", "", null],
      ["A7", null, null],
      ["A8", "Other", null],
      ["A9", "SLA", "SLA"],
    ]);
    const members = (await db.execute("SELECT league_id, user_id FROM league_members ORDER BY league_id, user_id"))
      .rows;
    expect(members.map((m) => [m.league_id, m.user_id])).toEqual([
      [2, 1],
      [2, 2],
      [3, 1],
      [4, 1],
      [4, 2],
    ]);
    expect((await db.execute("SELECT name FROM sqlite_master WHERE name = 'discord_webhooks'")).rows).toHaveLength(0);
    db.close();
  });
});
