// What a client can send to the export URL that used to answer 500 (issue 37 item 9): a
// percent-escape that does not decode, lists that span many seasons (D1 binds at most 100
// parameters per statement) and a row too large for one SQLite value. Each is a 400 with a clear
// message (a refusal on the export's record, once the body is off the request path: decision 300),
// and no log line holds the export secret.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exportWeek, leagueTeams, weekPath } from "../../db/seed/export-fixtures";
import { exportedLeague, exportIngested, exportPost, exportSettled } from "../test/export-helpers";

/** Every line written to the console while a test runs. */
let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "));
    });
});
afterEach(() => vi.restoreAllMocks());

const secretOf = (base: string) => base.split("/")[2]!;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("POST /export/{secret}/… — client errors", () => {
  it("a percent-escape that does not decode is a 400, and no log line holds the secret", async () => {
    const { base } = await exportedLeague("Escapes");
    for (const path of ["/ps5/1/%E0%A4%A", "/ps5/1/%ZZ", "/ps5/%E0%A4%A/leagueteams"]) {
      const res = await exportPost(`${base}${path}`, leagueTeams());
      expect(res.status, path).toBe(400);
      expect(await messageOf(res)).toBe("The export path has a malformed percent-escape");
    }
    expect(lines.join("\n")).not.toContain(secretOf(base));
  });

  it("standings and a stat list that span many seasons are refused with the reason (never too many SQL variables)", async () => {
    const { league, base } = await exportedLeague("Seasons");
    const seasons = Array.from({ length: 120 }, (_, s) => s);
    const standing = {
      success: true,
      teamStandingInfoList: seasons.map((s) => ({
        teamId: 1,
        seasonIndex: s,
        totalWins: 1,
        totalLosses: 0,
        ptsFor: 7,
        ptsAgainst: 3,
      })),
    };
    expect(await exportIngested(league.id, `${base}/ps5/1/standings`, standing)).toMatchObject({
      state: "refused",
      detail: "These standings cover 120 seasons; a franchise lasts at most 30",
    });
    const week = exportWeek({ season: 0, weekIndex: 0 });
    const one = (week.kicking.playerKickingStatInfoList as Record<string, unknown>[])[0]!;
    const kicking = {
      success: true,
      playerKickingStatInfoList: Array.from({ length: 40 }, (_, s) => ({ ...one, seasonIndex: s })),
    };
    expect(await exportIngested(league.id, `${base}${weekPath(week, "kicking")}`, kicking)).toMatchObject({
      state: "refused",
      detail: "A week's list holds one season, and this one holds 40 seasons",
    });
    expect(lines.join("\n")).not.toContain(secretOf(base));
  });

  it("a row with an 11 MB field is refused naming the limit, and no log line holds the secret", async () => {
    const { league, base } = await exportedLeague("TooBig");
    const json = JSON.stringify({
      success: true,
      rosterInfoList: [{ rosterId: 1, firstName: "Big", lastName: "Row", notes: "x".repeat(11 * 1024 * 1024) }],
    });
    const res = await exportPost(`${base}/ps5/1/freeagents/roster`, null, json);
    expect(res.status).toBe(202);
    expect((await exportSettled(league.id)).at(-1)!.detail).toMatch(
      /^Invalid export: row 1 of rosterInfoList is 11\.0 MB; a row may be at most 64 KB$/,
    );
    expect(lines.join("\n")).not.toContain(secretOf(base));
  });
});
