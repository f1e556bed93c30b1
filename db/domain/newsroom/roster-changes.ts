// Roster news from two roster exports of a league (decision 310). The league's first roster export
// is the baseline: no news. After that each export is compared with the previous one:
// - teams are matched by abbreviation and name (a title update renumbers team ids), players by
//   presentationId and birth date (rosterIds are reused and duplicated); a player whose identity
//   appears twice in one export is ambiguous and makes no news;
// - a change is reported only when both exports show the teams it involves, and a departure only
//   when the new export carries the free-agent pool (the Companion App never sends it): without
//   the pool, a player gone from a roster could be released or retired, so nothing is said;
// - players who changed between two teams in both directions make one trade; a move with nothing
//   seen going back is a move, not a trade;
// - every change has an idempotency key made of what changed, so the same change found twice (a
//   re-sent export) is recognised and never written twice.
import { isDraftRound, type PlayerRef, playerRefOf } from "./players";
import type { RosterPlayer, TeamRow } from "./rows";
import { type Team, teamOf } from "./teams";

export interface RosterSnapshot {
  seasonIndex: number;
  teams: TeamRow[];
  /** The rosters the export sent, one per team. */
  rosters: { teamId: number; players: RosterPlayer[] }[];
  /** The free-agent pool, or null when the export did not send it. */
  freeAgents: RosterPlayer[] | null;
}

export interface Contract {
  length?: number;
  yearsLeft?: number;
  salary?: number;
  bonus?: number;
}

interface Base {
  /** Idempotency key: the same change always has the same key. */
  key: string;
}
export type RosterChange = Base &
  (
    | { kind: "injury"; player: PlayerRef; team: Team; weeks: number; injuredReserve: boolean }
    /** `gets[i]` are the players `teams[i]` receives. */
    | { kind: "trade"; teams: [Team, Team]; gets: [PlayerRef[], PlayerRef[]] }
    | { kind: "move"; player: PlayerRef; from: Team; to: Team }
    | { kind: "signing"; player: PlayerRef; team: Team }
    | { kind: "release"; player: PlayerRef; team: Team }
    | { kind: "extension" | "restructure"; player: PlayerRef; team: Team; before: Contract; after: Contract }
    | { kind: "retirement"; player: PlayerRef; team: Team | null }
    | { kind: "draft"; player: PlayerRef; team: Team; round: number; pick: number | null }
  );
export type ChangeKind = RosterChange["kind"];

/** Where a player is in one export: a team (by stable key) or the free-agent pool. */
interface Place {
  ref: PlayerRef;
  team: Team | null;
}

interface Indexed {
  players: Map<string, Place>;
  /** Identities the export holds more than once. */
  ambiguous: Set<string>;
  /** Teams whose roster the export carries, by stable key. */
  rostered: Map<string, Team>;
}

function index(s: RosterSnapshot): Indexed {
  const teams = new Map(s.teams.map((t) => [t.teamId, teamOf(t)]));
  const rostered = new Map<string, Team>();
  const seen = new Map<string, Place | null>();
  const place = (row: RosterPlayer, team: Team | null) => {
    const ref = playerRefOf(row);
    seen.set(ref.key, seen.has(ref.key) ? null : { ref, team });
  };
  for (const r of s.rosters) {
    const team = teams.get(r.teamId);
    if (!team) continue;
    rostered.set(team.key, team);
    for (const p of r.players) place(p, team);
  }
  for (const p of s.freeAgents ?? []) place(p, null);
  const players = new Map<string, Place>();
  const ambiguous = new Set<string>();
  for (const [key, p] of seen) {
    if (p) players.set(key, p);
    else ambiguous.add(key);
  }
  return { players, rostered, ambiguous };
}

const contractOf = (p: RosterPlayer): Contract => ({
  length: p.contractLength,
  yearsLeft: p.contractYearsLeft,
  salary: p.contractSalary,
  bonus: p.contractBonus,
});

function contractChange(before: Contract, after: Contract): "extension" | "restructure" | null {
  if (before.yearsLeft === undefined || after.yearsLeft === undefined) return null;
  if (after.yearsLeft > before.yearsLeft) return "extension";
  const differs = (a?: number, b?: number) => a !== undefined && b !== undefined && a !== b;
  if (
    after.yearsLeft === before.yearsLeft &&
    (differs(before.salary, after.salary) || differs(before.bonus, after.bonus))
  )
    return "restructure";
  return null;
}

function injury(season: number, prev: RosterPlayer | null, next: PlayerRef, team: Team): RosterChange | null {
  const weeks = next.row.injuryLength ?? 0;
  const ir = next.row.isOnIR === true;
  const wasHurt = (prev?.injuryLength ?? 0) > 0;
  const wasIr = prev?.isOnIR === true;
  if (!((weeks > 0 && !wasHurt) || (ir && !wasIr))) return null;
  return {
    kind: "injury",
    key: `injury:${season}:${next.key}:${next.row.injuryType ?? ""}:${weeks}:${ir}`,
    player: next,
    team,
    weeks,
    injuredReserve: ir,
  };
}

export function rosterChanges(prev: RosterSnapshot | null, next: RosterSnapshot): RosterChange[] {
  if (!prev) return [];
  const season = next.seasonIndex;
  const a = index(prev);
  const b = index(next);
  const both = (t: Team | null) => t === null || (a.rostered.has(t.key) && b.rostered.has(t.key));
  const out: RosterChange[] = [];
  const moves: { player: PlayerRef; from: Team; to: Team }[] = [];

  for (const [key, now] of b.players) {
    const was = a.players.get(key);
    const team = now.team;
    if (a.ambiguous.has(key)) continue;
    if (was) {
      if (!both(was.team) || !both(team)) continue;
      if (was.team && team && was.team.key !== team.key) moves.push({ player: now.ref, from: was.team, to: team });
      else if (!was.team && team)
        out.push({ kind: "signing", key: `signing:${season}:${key}:${team.key}`, player: now.ref, team });
      else if (was.team && !team)
        out.push({ kind: "release", key: `release:${season}:${key}:${was.team.key}`, player: now.ref, team: was.team });
      else if (team) {
        const [before, after] = [contractOf(was.ref.row), contractOf(now.ref.row)];
        const kind = contractChange(before, after);
        if (kind)
          out.push({
            kind,
            key: `${kind}:${season}:${key}:${after.length}:${after.yearsLeft}:${after.salary}:${after.bonus}`,
            player: now.ref,
            team,
            before,
            after,
          });
      }
      if (team) {
        const hurt = injury(season, was.ref.row, now.ref, team);
        if (hurt) out.push(hurt);
      }
    } else if (team && a.rostered.has(team.key)) {
      const { yearsPro, draftRound, draftPick } = now.ref.row;
      if (yearsPro === 0 && isDraftRound(draftRound))
        out.push({
          kind: "draft",
          key: `draft:${season}:${key}:${team.key}`,
          player: now.ref,
          team,
          round: draftRound!,
          pick: draftPick ?? null,
        });
      else out.push({ kind: "signing", key: `signing:${season}:${key}:${team.key}`, player: now.ref, team });
    }
  }

  // Gone from every roster and from the pool: retired (the export marks retirements no other way).
  const complete = next.freeAgents !== null && [...a.rostered.keys()].every((k) => b.rostered.has(k));
  if (complete)
    for (const [key, was] of a.players)
      if (!b.players.has(key) && !b.ambiguous.has(key))
        out.push({ kind: "retirement", key: `retirement:${key}`, player: was.ref, team: was.team });

  out.push(...groupMoves(season, moves));
  return out;
}

function groupMoves(season: number, moves: { player: PlayerRef; from: Team; to: Team }[]): RosterChange[] {
  const pairs = new Map<string, typeof moves>();
  for (const m of moves) {
    const pair = [m.from.key, m.to.key].sort().join("~");
    pairs.set(pair, [...(pairs.get(pair) ?? []), m]);
  }
  const out: RosterChange[] = [];
  for (const list of pairs.values()) {
    const first = list[0]!;
    const [x, y] = [first.from, first.to].sort((p, q) => p.key.localeCompare(q.key)) as [Team, Team];
    const byName = (p: PlayerRef, q: PlayerRef) => p.name.localeCompare(q.name) || p.key.localeCompare(q.key);
    const gets: [PlayerRef[], PlayerRef[]] = [
      list
        .filter((m) => m.to.key === x.key)
        .map((m) => m.player)
        .sort(byName),
      list
        .filter((m) => m.to.key === y.key)
        .map((m) => m.player)
        .sort(byName),
    ];
    if (gets[0].length && gets[1].length) {
      const sides = gets.map((g, i) => `${[x, y][i]!.key}<${g.map((p) => p.key).join(",")}`).join("|");
      out.push({ kind: "trade", key: `trade:${season}:${sides}`, teams: [x, y], gets });
    } else
      for (const m of list)
        out.push({ kind: "move", key: `move:${season}:${m.player.key}:${m.from.key}>${m.to.key}`, ...m });
  }
  return out;
}

/** The changes not yet written: a re-sent export finds the same keys and adds nothing. */
export const unseenChanges = (changes: readonly RosterChange[], seen: ReadonlySet<string>) =>
  changes.filter((c) => !seen.has(c.key));
