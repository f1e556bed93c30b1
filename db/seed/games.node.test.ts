import { describe, expect, it } from "vitest";
import type { PlayerStat } from "../domain";
import { type GeneratedGame, generateGame, mulberry32, teamPoints } from "./games";

const total = (rows: PlayerStat[], key: keyof PlayerStat) => rows.reduce((a, p) => a + ((p[key] as number) ?? 0), 0);

/** Every rule the file header promises, as a list of broken ones (empty when the game adds up). */
function problems(g: GeneratedGame): string[] {
  const out: string[] = [];
  const fail = (msg: string) => out.push(`seed ${g.seed}: ${msg}`);
  if (g.homeTeam === g.awayTeam) fail("same team twice");
  const homeWords = new Set(g.homeTeam.split(" "));
  if (g.awayTeam.split(" ").some((w) => homeWords.has(w))) fail("teams share a word");
  if (g.homeScore === g.awayScore) fail("tie");
  if (teamPoints(g.scoring.home) !== g.homeScore || teamPoints(g.scoring.away) !== g.awayScore) fail("score");
  const names = g.players.map((p) => p.name);
  if (new Set(names).size !== names.length) fail("duplicate name");
  if (new Set(names.map((n) => n.split(" ")[1])).size !== names.length) fail("duplicate surname");
  for (const [team, other, scoring] of [
    [g.homeTeam, g.awayTeam, g.scoring.home],
    [g.awayTeam, g.homeTeam, g.scoring.away],
  ] as const) {
    const rows = g.players.filter((p) => p.team === team);
    const opp = g.players.filter((p) => p.team === other);
    const qbs = rows.filter((p) => p.position === "QB");
    if (qbs.length !== 1) fail(`${team}: ${qbs.length} QBs`);
    const qb = qbs[0]!;
    if (qb.passingTouchdowns! + total(rows, "rushingTouchdowns") !== scoring.touchdowns) fail(`${team}: TDs`);
    if (qb.passingTouchdowns !== total(rows, "receivingTouchdowns")) fail(`${team}: passing TDs ≠ receiving TDs`);
    if (qb.completions !== total(rows, "receptions")) fail(`${team}: completions ≠ receptions`);
    if (qb.passingYards !== total(rows, "receivingYards")) fail(`${team}: passing yards ≠ receiving yards`);
    if (qb.attempts! < total(rows, "targets")) fail(`${team}: attempts < targets`);
    if (qb.completions! > qb.attempts!) fail(`${team}: completions > attempts`);
    if (qb.interceptions !== total(opp, "defensiveInterceptions")) fail(`${team}: INTs ≠ other side's picks`);
    if (total(opp, "forcedFumbles") > total(rows, "fumbles")) fail(`${team}: forced fumbles > fumbles`);
    for (const p of rows) {
      if ((p.receptions ?? 0) > (p.targets ?? 0)) fail(`${p.name}: receptions > targets`);
      if ((p.receivingTouchdowns ?? 0) > (p.receptions ?? 0)) fail(`${p.name}: TD catches > receptions`);
      if ((p.rushingTouchdowns ?? 0) > (p.carries ?? 0)) fail(`${p.name}: rushing TDs > carries`);
      for (const [k, v] of Object.entries(p))
        if (typeof v === "number" && v < 0 && k !== "rushingYards") fail(`${p.name}: negative ${k}`);
    }
  }
  for (const q of g.quotes) if (!names.includes(q.player)) fail(`quote by a stranger ${q.player}`);
  if (g.favoriteTeam && g.favoriteTeam !== g.homeTeam && g.favoriteTeam !== g.awayTeam) fail("favourite team");
  if (g.favoritePlayer && !names.includes(g.favoritePlayer)) fail("favourite player");
  return out;
}

describe("generateGame", () => {
  it("gives games whose stats add up, for 1,000 seeds", () => {
    const broken = Array.from({ length: 1000 }, (_, seed) => problems(generateGame(seed))).flat();
    expect(broken).toEqual([]);
  });

  it("gives the same game for the same seed, and different games for different seeds", () => {
    expect(generateGame(42)).toEqual(generateGame(42));
    expect(generateGame(42)).not.toEqual(generateGame(43));
    const a = mulberry32(7);
    const b = mulberry32(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it("varies what it generates", () => {
    const games = Array.from({ length: 200 }, (_, seed) => generateGame(seed));
    expect(new Set(games.map((g) => g.homeTeam)).size).toBeGreaterThan(50);
    expect(games.some((g) => g.quotes.length > 0)).toBe(true);
    expect(games.some((g) => g.scoring.home.touchdowns === 0)).toBe(true);
    expect(games.some((g) => g.homeScore < g.awayScore)).toBe(true);
    expect(games.some((g) => g.players.some((p) => (p.defensiveInterceptions ?? 0) > 0))).toBe(true);
  });
});
