// Scoring a read box score against the generated game a fixture was drawn from (bench/ocr.ts).
import { combineScreens, type ScreenRead } from "../db/domain/box-score-screens";
import type { GeneratedGame } from "../db/seed/games";
import { LOW_CONFIDENCE } from "../web/src/ocr/prefill";
import { expectedName, type HouseStyle, SHOWN } from "./ocr-fixtures/screens";

export interface Score {
  /** Every stat a screen shows for a player. */
  cells: number;
  exact: number;
  /** Read as a value that is not the game's, marked doubtful (the author is told to check it). */
  wrongDoubtful: number;
  /** Read as a value that is not the game's without a doubt mark: the target is 0. */
  wrongSilent: number;
  /** Read as the game's value but marked doubtful: what the cells' doubt marks cost the author. */
  rightDoubtful: number;
  /** Final scores visible on the captures (two per game unless cropped out), and read right. */
  scores: number;
  scoresRead: number;
  scoresWrong: number;
  /** Of the wrong ones, those without a doubt mark: what the check step would show as read. */
  scoresWrongUnmarked: number;
  /** Scores read right but marked doubtful: what the doubt marks cost the author. */
  scoresDoubted: number;
  names: number;
  namesExact: number;
  /** Rows that pair with no player of their team and side: their team's tab not read (teamlessRows) or misread. */
  wrongRows: number;
  /** Of them, those whose screen's team tab was not read: the author picks a team (decision 375), nothing wrong shown. */
  teamlessRows: number;
  unread: number;
}

export const emptyScore = (): Score => ({
  cells: 0,
  exact: 0,
  wrongDoubtful: 0,
  wrongSilent: 0,
  rightDoubtful: 0,
  scores: 0,
  scoresRead: 0,
  scoresWrong: 0,
  scoresWrongUnmarked: 0,
  scoresDoubted: 0,
  names: 0,
  namesExact: 0,
  wrongRows: 0,
  teamlessRows: 0,
  unread: 0,
});

export function addScore(into: Score, s: Score): void {
  for (const k of Object.keys(into) as (keyof Score)[]) into[k] += s[k];
}

/** Edit distance, so a misspelt name ("R. lwu") still pairs with its player for the cell count. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = d[j]!;
      d[j] = next;
    }
  }
  return d[b.length]!;
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/**
 * Every stat a screen shows and, when visible, both scores. A read row pairs with the game's player
 * of the same team and side of the ball whose expected name is nearest (at most 2 edits, letters
 * only, any case); a row that pairs with nobody is wrongly attributed.
 */
export function scoreGame(
  game: GeneratedGame,
  style: HouseStyle,
  screens: ScreenRead[],
  scoreVisible: boolean,
  log: (line: string) => void,
): Score {
  const box = combineScreens(screens, { home: game.homeTeam, away: game.awayTeam });
  const s = emptyScore();
  s.unread = box.unread.length;
  if (scoreVisible) {
    s.scores = 2;
    for (const [cell, truth] of [
      [box.homeScore, game.homeScore],
      [box.awayScore, game.awayScore],
    ] as const) {
      const doubtful = !!cell && cell.confidence < LOW_CONFIDENCE;
      if (cell?.value === truth) {
        s.scoresRead++;
        if (doubtful) s.scoresDoubted++;
      } else if (cell) {
        s.scoresWrong++;
        if (!doubtful) s.scoresWrongUnmarked++;
        log(`  wrong score: read ${cell.value} (confidence ${cell.confidence}), is ${truth}`);
      }
    }
  }
  const pairs = new Map<(typeof box.players)[number], (typeof game.players)[number]>();
  for (const read of box.players) {
    const candidates = game.players
      .filter((t) => t.team === read.team && (t.position === "DEF") === (read.position === "DEF"))
      .map((t) => ({ t, d: distance(key(expectedName(t, style)), key(read.name)) }))
      .sort((a, b) => a.d - b.d);
    if (candidates[0] && candidates[0].d <= 2) pairs.set(read, candidates[0].t);
    else {
      s.wrongRows++;
      if (read.team === "") s.teamlessRows++;
      log(`  wrong row: ${read.team} ${read.position} ${read.name}`);
    }
  }
  for (const truth of game.players) {
    s.names++;
    // A player whose name read two ways on two screens is two cards: his cells are on either.
    const reads = [...pairs].filter(([, t]) => t === truth).map(([r]) => r);
    if (reads.some((r) => key(r.name) === key(expectedName(truth, style)))) s.namesExact++;
    for (const keys of Object.values(SHOWN))
      for (const stat of keys) {
        if (truth[stat] === undefined) continue;
        s.cells++;
        const cells = reads.flatMap((r) => r.stats[stat as keyof typeof r.stats] ?? []);
        const got = cells.find((c) => c.value !== truth[stat]) ?? cells[0];
        if (got?.value === truth[stat]) {
          s.exact++;
          if (got.confidence < LOW_CONFIDENCE) s.rightDoubtful++;
        } else if (got && got.confidence < LOW_CONFIDENCE) s.wrongDoubtful++;
        else if (got) s.wrongSilent++;
        if (got?.value !== truth[stat])
          log(
            `  miss: ${truth.team} ${expectedName(truth, style)} ${stat} read ${got ? `${got.value} (confidence ${got.confidence})` : "nothing"}, is ${truth[stat]}`,
          );
      }
  }
  return s;
}
