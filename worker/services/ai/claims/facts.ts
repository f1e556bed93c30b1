// What a draft may be checked against: the confirmed box score arranged per player and per team,
// the result, and the author's own typed text (which the draft may repeat).
import { type PlayerStat, STAT_KEYS, type StatKey } from "../../../../db/domain";
import { nameParts, type PlayerName } from "../../../../db/domain/player-names";
import type { GameLedger } from "../../ledger/types";
import type { ArticleBrief } from "../types";

export interface TeamFacts {
  name: string;
  /** Full name, then the nickname (last word) and the city (the rest), when they name only this team. */
  aliases: string[];
  score: number;
  /** Sums of the team's player rows, only for fields at least one row carries. */
  totals: Partial<Record<StatKey, number>>;
}

export interface PlayerFacts {
  row: PlayerStat;
  name: string;
  /** The full name, and the surname when no other player or team uses it. */
  aliases: string[];
  team: TeamFacts | null;
}

export interface Facts {
  players: PlayerFacts[];
  teams: TeamFacts[];
  winner: TeamFacts | null;
  loser: TeamFacts | null;
  margin: number;
  total: number;
  /**
   * Every text the author typed: anything stated there may be repeated. Not the persona's name: it
   * names the writer only where it signs the draft (writer.ts, decision 335).
   */
  typed: string[];
  /** The author's player quotes, one per line, with the speaker when a line starts "Name:". */
  quotes: { speaker: string | null; text: string }[];
  isRecap: boolean;
  /** The season ledger of the game, when the league's export holds it (context claims are judged against it). */
  context: GameLedger | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A team's totals: the sum of its rows, for each field at least one row carries. */
export function teamTotals(rows: PlayerStat[]): Partial<Record<StatKey, number>> {
  const out: Partial<Record<StatKey, number>> = {};
  for (const k of STAT_KEYS)
    if (rows.some((p) => p[k] !== undefined)) out[k] = rows.reduce((s, p) => s + (p[k] ?? 0), 0);
  return out;
}

export function typedTexts(b: ArticleBrief): string[] {
  return [
    b.title,
    b.details,
    b.venue,
    b.leagueName,
    b.gameDate,
    b.playerQuotes,
    b.keyMoments,
    b.gameSummary,
    b.injuries,
    b.bigPlays,
  ].filter((t): t is string => Boolean(t?.trim()));
}

function parseQuotes(text: string | null): Facts["quotes"] {
  if (!text?.trim()) return [];
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = line.match(/^([^:"“]{2,80}):\s*(.+)$/);
      return m ? { speaker: m[1]!.trim(), text: m[2]! } : { speaker: null, text: line };
    });
}

export function factsFrom(b: ArticleBrief): Facts {
  const isRecap = b.type === "game_recap";
  const teamNames = isRecap ? [b.homeTeam, b.awayTeam].filter((t): t is string => Boolean(t?.trim())) : [];
  const words = (name: string) => name.trim().split(/\s+/);
  const teams: TeamFacts[] = teamNames.map((name, i) => {
    const others = teamNames.filter((_, j) => j !== i).flatMap(words);
    const w = words(name);
    const aliases = [name.trim()];
    if (w.length > 1) {
      const nickname = w[w.length - 1]!;
      const city = w.slice(0, -1).join(" ");
      if (!others.includes(nickname)) aliases.push(nickname);
      if (!w.slice(0, -1).some((x) => others.includes(x))) aliases.push(city);
    }
    const rows = b.players.filter((p) => same(p.team, name));
    return { name: name.trim(), aliases, score: i === 0 ? b.homeScore : b.awayScore, totals: teamTotals(rows) };
  });
  const named = storyNames(b);
  const players: PlayerFacts[] = b.players.map((row, i) => {
    const { full, surname } = named[i]!;
    // The export's own spelling ("D.Maye") names him too when the roster gave the full name.
    const aliases = [...new Set([full, row.name.trim(), surname])];
    return { row, name: full, aliases, team: teams.find((t) => same(t.name, row.team)) ?? null };
  });
  const [home, away] = teams;
  const decided = isRecap && home && away && b.homeScore !== b.awayScore;
  const homeWon = b.homeScore > b.awayScore;
  return {
    players,
    teams,
    winner: decided ? (homeWon ? home : away) : null,
    loser: decided ? (homeWon ? away : home) : null,
    margin: Math.abs(b.homeScore - b.awayScore),
    total: b.homeScore + b.awayScore,
    typed: typedTexts(b),
    quotes: parseQuotes(b.playerQuotes),
    isRecap,
    context: isRecap ? (b.context ?? null) : null,
  };
}

/**
 * How a story names each player of the brief (decision 292): the roster's full name when the ledger
 * knows him, else the name as given; later mentions by surname, unless another player or a team of
 * the game shares it (then always in full).
 */
export function storyNames(b: Pick<ArticleBrief, "context" | "players" | "homeTeam" | "awayTeam">): PlayerName[] {
  const names = b.players.map((row) => {
    const known = b.context?.players.find((p) => p.id === row.id && p.full);
    return known?.full ? { full: known.full, surname: known.surname ?? known.full } : nameParts(row.name);
  });
  const teamWords = new Set(
    [b.homeTeam, b.awayTeam].flatMap((t) => (t ?? "").trim().toLowerCase().split(/\s+/)).filter(Boolean),
  );
  return names.map((n) => {
    const shared = names.filter((o) => o.surname === n.surname).length > 1;
    return shared || teamWords.has(n.surname.toLowerCase()) ? { full: n.full, surname: n.full } : n;
  });
}
