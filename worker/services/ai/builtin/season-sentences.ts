// The season's lines of a recap as the composer's sentences (decisions 294, 298): the records right
// after the lede, the division and the players' seasons before the closing, the next games last,
// each with how long it holds on when the author's notes leave no room (recap.ts KEEP).
import type { PlayerStat } from "../../../../db/domain";
import type { ArticleBrief } from "../types";
import { seasonLines } from "./context";
import type { GameFacts, Leader } from "./facts";
import { freshPick, type Pick } from "./pick";
import { KEEP, type Sentence } from "./recap";
import type { Voice } from "./voice";

/** The season around the game (records, division, players' seasons, next games) when the ledger has it. */
export function seasonSentences(b: ArticleBrief, f: GameFacts, pick: Pick, voice: Voice) {
  const none = { records: [] as Sentence[], context: [] as Sentence[], next: [] as Sentence[] };
  if (!b.context || f.tie) return none;
  const leaders = [f.leaders.winner, f.leaders.loser].flatMap((x) => [x.qb, x.runner, x.receiver, x.defender]);
  const featured = leaders.filter((l): l is Leader => l !== undefined);
  const lines = seasonLines(
    b.context,
    f.winner.name,
    featured.map((l) => l.row),
    // Both sides' records, places and next games in different forms: no frame twice in one story.
    freshPick(pick),
    voice.season,
  );
  const byRow = (row: PlayerStat) => featured.find((l) => l.row === row)!;
  return {
    records: lines.records.map(
      (text, i): Sentence => ({
        section: "lede",
        priority: i ? KEEP.loserRecord : KEEP.winnerRecord,
        render: () => text,
      }),
    ),
    context: lines.context.map(
      (line, i): Sentence => ({
        section: "season",
        priority: i === lines.strongest ? KEEP.seasonMark : 75 - i,
        render: (name) => line((row) => name(byRow(row))),
      }),
    ),
    next: lines.next.map(
      (text, i): Sentence => ({ section: "close", priority: i ? KEEP.loserNext : KEEP.winnerNext, render: () => text }),
    ),
  };
}
