// The export URL under hostile bodies (issue 40, decision 300): a gzip bomb is stopped at the
// inflated limit while it streams in, and an over-deep body is refused by the ingest job before
// anything parses it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXPORT_MAX_INFLATED, EXPORT_TOO_LARGE } from "../services/league-export/body";
import { BoundedGunzip, InflateLimitError, RATIO_FLOOR } from "../services/league-export/inflate";
import { exportedLeague, exportPost, exportSettled } from "../test/export-helpers";
import { gzipBomb } from "../test/gzip-bomb";

const MB = 1024 * 1024;

afterEach(() => vi.restoreAllMocks());

describe("POST /export/{secret}/… — hostile bodies", () => {
  it("a gzip bomb (1 MB inflating to 1 GB) is a 413 within 1 s, having inflated no more than 9 MB", async () => {
    const bomb = gzipBomb(1024 * MB);
    expect(bomb.byteLength).toBeLessThan(1.1 * MB);

    // The bound the request relies on: counting stops within one 1 KB slice's output (≤ 1.01 MB) of
    // the ratio's floor, far below the 48 MB limit; and a body that unzips past 48 MB at a real
    // ratio is stopped within one slice of that limit.
    const counter = new BoundedGunzip(EXPORT_MAX_INFLATED, false);
    expect(() => counter.push(bomb)).toThrow(InflateLimitError);
    expect(counter.size).toBeGreaterThan(RATIO_FLOOR);
    expect(counter.size).toBeLessThanOrEqual(RATIO_FLOOR + 1.01 * MB);
    const sized = new BoundedGunzip(4 * MB, false);
    expect(() => sized.push(gzipBomb(64 * MB))).toThrow(InflateLimitError);
    expect(sized.size).toBeLessThanOrEqual(4 * MB + 1.01 * MB);

    const { league, base } = await exportedLeague("Bomb");
    const before = (await exportSettled(league.id)).length;
    const started = performance.now();
    const res = await exportPost(`${base}/ps5/1/freeagents/roster`, null, new Blob([bomb]), {
      "Content-Encoding": "gzip",
    });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(EXPORT_TOO_LARGE);
    expect(elapsed).toBeLessThan(1_000);
    // Nothing kept; the commissioner sees why.
    const after = await exportSettled(league.id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ state: "refused", bodyKey: null, detail: expect.stringMatching(/too large/) });
  }, 60_000);

  it("a body nested 100,000 deep is refused by the ingest job without ever being parsed", async () => {
    const { league, base } = await exportedLeague("Deep");
    const depth = 100_000;
    const body = `{"success":true,"leagueTeamInfoList":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const parse = vi.spyOn(JSON, "parse");
    expect((await exportPost(`${base}/ps5/1/leagueteams`, null, body)).status).toBe(202);
    const refused = (await exportSettled(league.id)).at(-1)!;
    expect(refused).toMatchObject({ state: "refused", detail: "Invalid export: it nests deeper than 16 levels" });
    expect(parse.mock.calls.some(([text]) => typeof text === "string" && text.includes("[[[[[[[["))).toBe(false);
  });
});
