// A finished exported game as the domain box score (db/domain PlayerStat rows), the shape every
// recap is written and claim-checked from. Players a reader cares about come first: each side's
// passer, then runners, receivers and defenders, biggest lines first.
import type { PlayerStat } from "../../../db/domain";
import type { BoxScoreUpdate } from "../../../db/queries/recap-status";

export type ExportData = Record<string, unknown>;
const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const s = (v: unknown) => (typeof v === "string" ? v : "");

export interface GameRows {
  schedule: ExportData;
  teams: Map<number, ExportData>;
  passing: ExportData[];
  rushing: ExportData[];
  receiving: ExportData[];
  defense: ExportData[];
}

/** A team's name in stories: "City Nickname" as the export gives them, else its id. */
export const teamName = (teams: Map<number, ExportData>, id: number) => {
  const t = teams.get(id);
  const name = t ? `${s(t.cityName)} ${s(t.nickName) || s(t.displayName)}`.trim() : "";
  return name || `Team ${id}`;
};

export function exportBoxScore(game: GameRows): BoxScoreUpdate {
  const home = n(game.schedule.homeTeamId);
  const away = n(game.schedule.awayTeamId);
  const teamOf = (row: ExportData) => teamName(game.teams, n(row.teamId));
  const lines = new Map<string, PlayerStat>();
  const line = (row: ExportData, position: PlayerStat["position"]) => {
    const id = `x${n(row.rosterId) || n(row.statId)}`;
    const existing = lines.get(id);
    if (existing) return existing;
    const created: PlayerStat = { id, name: s(row.fullName).trim() || "Unknown player", team: teamOf(row), position };
    lines.set(id, created);
    return created;
  };
  for (const r of game.passing)
    Object.assign(line(r, "QB"), {
      completions: n(r.passComp),
      attempts: n(r.passAtt),
      passingYards: n(r.passYds),
      passingTouchdowns: n(r.passTDs),
      interceptions: n(r.passInts),
    });
  for (const r of game.rushing)
    Object.assign(line(r, "RB"), {
      carries: n(r.rushAtt),
      rushingYards: n(r.rushYds),
      rushingTouchdowns: n(r.rushTDs),
      fumbles: n(r.rushFum),
    });
  for (const r of game.receiving)
    Object.assign(line(r, "WR"), {
      receptions: n(r.recCatches),
      receivingYards: n(r.recYds),
      receivingTouchdowns: n(r.recTDs),
    });
  for (const r of game.defense)
    Object.assign(line(r, "DEF"), {
      tackles: n(r.defTotalTackles),
      sacks: n(r.defSacks),
      defensiveInterceptions: n(r.defInts),
      forcedFumbles: n(r.defForcedFum),
    });
  const order = { QB: 0, RB: 1, WR: 2, DEF: 3 } as const;
  const weight = (p: PlayerStat) =>
    (p.passingYards ?? 0) +
    (p.rushingYards ?? 0) +
    (p.receivingYards ?? 0) +
    10 * ((p.tackles ?? 0) + 3 * (p.sacks ?? 0));
  const players = [...lines.values()].sort((a, b) => order[a.position] - order[b.position] || weight(b) - weight(a));
  return {
    homeTeam: teamName(game.teams, home),
    awayTeam: teamName(game.teams, away),
    homeScore: n(game.schedule.homeScore),
    awayScore: n(game.schedule.awayScore),
    players,
  };
}

/** A stable fingerprint of a box score: a corrected export changes it, a re-sent one does not. */
export async function boxHash(box: BoxScoreUpdate): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(box)));
  return Array.from(new Uint8Array(digest).subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}
