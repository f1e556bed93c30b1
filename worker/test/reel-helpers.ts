// Helpers for the highlight-reel tests: a league with published game recaps whose box scores the
// reels are built from.
import { leagueKey } from "../../db/domain";
import type { PlayerStat } from "../../db/domain/players";
import { leagues } from "../../db/schema";
import { uniqueLeague } from "./discord-helpers";
import { db, insertRecap } from "./helpers";

export const OUTLAWS_QB: PlayerStat = {
  id: "p1",
  name: "Jalen Cross",
  team: "Austin Outlaws",
  position: "QB",
  completions: 24,
  attempts: 31,
  passingYards: 312,
  passingTouchdowns: 3,
  interceptions: 0,
};
export const LUMBERJACKS_RB: PlayerStat = {
  id: "p2",
  name: "Deon Hale",
  team: "Portland Lumberjacks",
  position: "RB",
  carries: 18,
  rushingYards: 104,
  rushingTouchdowns: 1,
};
export const OUTLAWS_DEF: PlayerStat = {
  id: "p3",
  name: "Marcus Reed",
  team: "Austin Outlaws",
  position: "DEF",
  tackles: 9,
  sacks: 2,
  defensiveInterceptions: 1,
};

/** A fresh league record (so every test sees only its own recaps). */
export async function freshLeague(name = uniqueLeague("Reel League")) {
  await db()
    .insert(leagues)
    .values({ name, nameKey: leagueKey(name), inviteCode: crypto.randomUUID() })
    .onConflictDoNothing();
  return name;
}

/** A published game recap with a box score, in `leagueName`, on `gameDate`. */
export const gameRecap = (leagueName: string, gameDate: string, extra: Parameters<typeof insertRecap>[0] = {}) =>
  insertRecap({
    type: "game_recap",
    category: null,
    status: "ready",
    leagueName,
    gameDate,
    homeTeam: "Austin Outlaws",
    awayTeam: "Portland Lumberjacks",
    homeScore: 24,
    awayScore: 17,
    players: [OUTLAWS_QB, LUMBERJACKS_RB, OUTLAWS_DEF],
    writerId: "marcus-vale",
    ...extra,
  });
