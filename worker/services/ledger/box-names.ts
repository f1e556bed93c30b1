// The box score's names as a story is written (decision 330): each line the season ledger named from
// the league's roster (`rosteredName`, decision 292) gets the roster's full name, stored with the
// story so the tables under it read "Drake Maye" where the stored line says "D.Maye".
import type { PlayerStat, StoryPlayerNames } from "../../../db/domain";
import type { GameLedger } from "./types";

/**
 * The full names of the lines the ledger knows, by line id; null when it knows none. A line whose
 * name is no longer the export's spelling the ledger read (corrected by hand) keeps its own name.
 */
export function boxScoreNames(players: PlayerStat[], context: GameLedger | null): StoryPlayerNames | null {
  const out: StoryPlayerNames = {};
  for (const row of players) {
    const known = context?.players.find((p) => p.id === row.id);
    if (known?.full && known.exportName.trim() === row.name.trim()) out[row.id] = known.full;
  }
  return Object.keys(out).length ? out : null;
}
