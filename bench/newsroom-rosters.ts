// A full-size league's rosters for the newsroom benches: the fixture's 24-man rosters grown to 53
// and a 300-player free-agent pool, each player with his own identity.
import type { RosterPlayer, RosterSnapshot } from "../db/domain/newsroom";

/** The fixture's 24-man rosters grown to 53 (each extra player a copy with his own identity), and a 300-player pool. */
export function fullSize(s: RosterSnapshot): RosterSnapshot {
  const grow = (players: RosterPlayer[], teamIndex: number) =>
    Array.from({ length: 53 }, (_, i) => {
      const p = players[i % players.length]!;
      if (i < players.length) return p;
      const copy = i * 1_000 + teamIndex;
      return {
        ...p,
        rosterId: p.rosterId + copy,
        presentationId: (p.presentationId ?? 0) + copy,
        lastName: `${p.lastName}${i}`,
      };
    });
  const pool = Array.from({ length: 300 }, (_, i) => ({
    ...s.freeAgents![i % s.freeAgents!.length]!,
    rosterId: 700_000_000 + i,
    presentationId: 800_000 + i,
    lastName: `Pool${i}`,
  }));
  return {
    ...s,
    rosters: s.rosters.map((r, i) => ({ ...r, players: grow(r.players, i) })),
    freeAgents: [...s.freeAgents!, ...pool],
  };
}
