// A player across roster exports. The export reuses rosterIds (a retired player's id is given to a
// new one) and duplicates them in a title update, so a player is known by the fields the game never
// edits: presentationId and birth date, as the export's notes advise. Rows without them fall back to
// rosterId and name.
import type { RosterPlayer } from "./rows";

export interface PlayerRef {
  key: string;
  name: string;
  row: RosterPlayer;
}

export function playerKeyOf(p: RosterPlayer): string {
  const { presentationId: id, birthYear: y, birthMonth: m, birthDay: d } = p;
  if (id !== undefined && y !== undefined && m !== undefined && d !== undefined) return `p${id}-${y}-${m}-${d}`;
  return `r${p.rosterId}-${p.firstName} ${p.lastName}`.toLowerCase();
}

export const playerRefOf = (row: RosterPlayer): PlayerRef => ({
  key: playerKeyOf(row),
  name: `${row.firstName} ${row.lastName}`.trim(),
  row,
});

/** The export's draft rounds; anything else (an undrafted player's marker) is no draft pick. */
export const isDraftRound = (round: number | undefined) => round !== undefined && round >= 1 && round <= 7;

/**
 * The surnames a story may call its players by: those no other player of the story shares. The
 * writer names a player by his surname after the first mention and the claim checker reads it back.
 */
export function uniqueSurnames(players: readonly { name: string; row?: RosterPlayer }[]): Set<string> {
  const names = new Map<string, Set<string>>();
  for (const p of players) {
    const last = p.row?.lastName.trim();
    if (last) names.set(last, (names.get(last) ?? new Set()).add(p.name));
  }
  return new Set([...names].filter(([, who]) => who.size === 1).map(([last]) => last));
}
