// Shared inputs for the AI writer tests: the seeded personas and a realistic box score.
import { PERSONAS as BUILT_IN } from "../../../../db/domain";
import type { ArticleBrief } from "../types";

export const PERSONAS = BUILT_IN.map((p) => ({ id: p.id, name: p.name, role: p.role, style: p.style }));

export function recapBrief(overrides: Partial<ArticleBrief> = {}): ArticleBrief {
  return {
    articleId: 7,
    type: "game_recap",
    persona: PERSONAS[0]!,
    title: "Outlaws hold off Lumberjacks",
    leagueName: "NFL",
    category: null,
    gameDate: "2026-11-01",
    details: "Big divisional game.",
    homeTeam: "Austin Outlaws",
    awayTeam: "Portland Lumberjacks",
    homeScore: 27,
    awayScore: 20,
    venue: null,
    players: [
      {
        id: "p1",
        name: "Cal Brewer",
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
        name: "Dante Rhodes",
        team: "Austin Outlaws",
        position: "RB",
        carries: 19,
        rushingYards: 112,
        rushingTouchdowns: 1,
      },
      {
        id: "p3",
        name: "Miles Okafor",
        team: "Austin Outlaws",
        position: "WR",
        receptions: 8,
        receivingYards: 143,
        receivingTouchdowns: 2,
        targets: 11,
      },
      {
        id: "p4",
        name: "Ty Harlan",
        team: "Portland Lumberjacks",
        position: "QB",
        completions: 25,
        attempts: 40,
        passingYards: 288,
        passingTouchdowns: 2,
        interceptions: 2,
      },
      {
        id: "p5",
        name: "Reggie Stone",
        team: "Austin Outlaws",
        position: "DEF",
        tackles: 9,
        sacks: 2,
        defensiveInterceptions: 1,
      },
    ],
    playerQuotes: null,
    keyMoments: null,
    gameSummary: null,
    injuries: null,
    bigPlays: null,
    ...overrides,
  };
}

export function newsBrief(overrides: Partial<ArticleBrief> = {}): ArticleBrief {
  return {
    ...recapBrief(),
    type: "news",
    title: "Outlaws trade for star corner Jalen Price",
    category: "trade",
    details:
      "The Austin Outlaws acquired cornerback Jalen Price from the Portland Lumberjacks for a 2027 second-round pick. Price had 4 interceptions last season.",
    homeTeam: null,
    awayTeam: null,
    homeScore: 0,
    awayScore: 0,
    players: [],
    ...overrides,
  };
}
