// What a newsroom draft may say, gathered from the facts it was written from: each team's rank,
// move, record, results, seed and playoff mark; each player's line, season totals, age, rating,
// contract and roster change; and every number any of these holds. newsroom-claims.ts reads a draft against it.
import type {
  Contract,
  LineStat,
  PlayerLine,
  PlayerRef,
  PlayoffMark,
  PlayoffPicture,
  RankingsColumn,
  RosterArticleFacts,
  RosterLedger,
  RosterPlayer,
  Team,
  WeeklyAwards,
} from "../../../../db/domain/newsroom";
import { LINE_STATS, recordText } from "../../../../db/domain/newsroom";

export type NewsroomFacts =
  | { kind: "rankings"; column: RankingsColumn }
  | { kind: "awards"; awards: WeeklyAwards }
  | { kind: "playoffs"; picture: PlayoffPicture }
  /** `ledger`: where the season stands (absent in facts stored before it existed). */
  | { kind: "roster"; article: RosterArticleFacts; ledger?: RosterLedger | null };

export interface TeamFact {
  team: Team;
  rank?: number;
  previousRank?: number | null;
  movement?: number | null;
  record?: string;
  seed?: number | null;
  mark?: PlayoffMark | null;
  gamesBehind?: number;
  /** The division it leads. */
  leads?: string;
  hunting?: boolean;
}

export interface PlayerFact {
  name: string;
  team: Team | null;
  line?: PlayerLine;
  /** Season totals so far (a roster story's ledger). */
  season?: Partial<Record<LineStat, number>>;
  row?: RosterPlayer;
  /** His contract: a new deal's, else the roster row's. */
  contract?: Contract;
  award?: "offence" | "defence";
  /** Trade: the team he goes to and the one he leaves. */
  to?: Team;
  from?: Team;
  change?: { kind: string; team: Team | null; weeks?: number; injuredReserve?: boolean; contract?: Contract };
  draft?: { round: number; pick: number | null };
}

export interface GameFact {
  teams: [string, string];
  /** The winner's key, or null for a tie. */
  winner: string | null;
  hi: number;
  lo: number;
}

export interface Known {
  facts: NewsroomFacts;
  teams: TeamFact[];
  players: PlayerFact[];
  games: GameFact[];
  gameOfTheWeek: [string, string] | null;
  numbers: Set<number>;
}

function gameFact(home: Team, away: Team, homeScore: number, awayScore: number): GameFact {
  const winner = homeScore === awayScore ? null : homeScore > awayScore ? home.key : away.key;
  return {
    teams: [home.key, away.key],
    winner,
    hi: Math.max(homeScore, awayScore),
    lo: Math.min(homeScore, awayScore),
  };
}

export function knownFrom(facts: NewsroomFacts): Known {
  const k: Known = { facts, teams: [], players: [], games: [], gameOfTheWeek: null, numbers: new Set() };
  const team = (t: Team) => {
    let f = k.teams.find((x) => x.team.key === t.key);
    if (f) return f;
    f = { team: t };
    k.teams.push(f);
    return f;
  };
  const num = (...vs: (number | null | undefined)[]) => {
    for (const v of vs) if (typeof v === "number") k.numbers.add(Math.abs(v));
  };
  const line = (l: PlayerLine) => {
    for (const s of LINE_STATS) num(l.stats[s]);
  };
  const player = (p: PlayerFact) => {
    k.players.push(p);
    if (p.line) line(p.line);
    if (p.season) num(...Object.values(p.season));
    if (p.row) num(p.row.age, p.row.playerBestOvr);
    if (p.contract) num(p.contract.length, p.contract.yearsLeft);
  };

  if (facts.kind === "rankings") {
    const c = facts.column;
    num(c.week + 1);
    const byId = new Map(c.entries.map((e) => [e.team.teamId, e.team]));
    for (const e of c.entries) {
      Object.assign(team(e.team), {
        rank: e.rank,
        previousRank: e.previousRank,
        movement: e.movement,
        record: recordText(e.record),
      });
      num(e.rank, e.previousRank, e.movement, e.record.wins, e.record.losses, e.record.ties);
      const opponent = e.result && byId.get(e.result.opponentId);
      if (e.result && opponent) {
        const g = e.result.game;
        const [home, away] = g.homeTeamId === e.team.teamId ? [e.team, opponent] : [opponent, e.team];
        k.games.push(gameFact(home, away, g.homeScore, g.awayScore));
        num(g.homeScore, g.awayScore);
      }
      if (e.standout) player({ name: e.standout.name, team: e.team, line: e.standout });
    }
  } else if (facts.kind === "awards") {
    const w = facts.awards;
    num(w.week + 1);
    for (const [award, a] of [
      ["offence", w.offence],
      ["defence", w.defence],
    ] as const) {
      if (!a) continue;
      team(a.team);
      player({ name: a.line.name, team: a.team, line: a.line, award });
      if (a.opponent) {
        team(a.opponent);
        const [home, away] = a.game.homeTeamId === a.team.teamId ? [a.team, a.opponent] : [a.opponent, a.team];
        k.games.push(gameFact(home, away, a.game.homeScore, a.game.awayScore));
        num(a.game.homeScore, a.game.awayScore);
      }
    }
    if (w.game) {
      team(w.game.home);
      team(w.game.away);
      k.games.push(gameFact(w.game.home, w.game.away, w.game.game.homeScore, w.game.game.awayScore));
      k.gameOfTheWeek = [w.game.home.key, w.game.away.key];
      num(w.game.game.homeScore, w.game.game.awayScore, w.game.margin);
    }
  } else if (facts.kind === "playoffs") {
    num(facts.picture.week + 1);
    for (const c of facts.picture.conferences) {
      for (const t of [...c.seeds, ...c.hunt, ...c.eliminated]) {
        Object.assign(team(t.team), {
          seed: t.seed,
          mark: t.mark,
          record: recordText(t),
          gamesBehind: t.gamesBehind,
          hunting: c.hunt.includes(t),
        });
        num(t.seed, t.wins, t.losses, t.ties, t.gamesBehind);
      }
      for (const t of c.divisionLeaders) team(t.team).leads = t.division;
    }
  } else {
    const changes = facts.article.changes;
    const ledger = facts.ledger ?? null;
    const rostered = (t: Team) => {
      const f = team(t);
      const r = ledger?.records[t.key];
      if (r) {
        f.record = recordText(r);
        num(r.wins, r.losses, r.ties);
      }
    };
    const rosterPlayer = (p: PlayerRef, fact: Omit<PlayerFact, "name" | "row" | "season" | "contract">) =>
      player({
        ...fact,
        name: p.name,
        row: p.row,
        season: ledger?.seasons[p.key],
        contract: fact.change?.contract ?? { length: p.row.contractLength, yearsLeft: p.row.contractYearsLeft },
      });
    num(changes.length);
    for (const kind of new Set(changes.map((c) => c.kind))) num(changes.filter((c) => c.kind === kind).length);
    num(changes.filter((c) => c.kind === "injury" && c.injuredReserve).length);
    for (const c of changes) {
      if (c.kind === "trade") {
        c.teams.forEach((t, i) => {
          rostered(t);
          for (const p of c.gets[i]!) rosterPlayer(p, { team: t, to: t, from: c.teams[1 - i] });
        });
        continue;
      }
      const t = c.kind === "move" ? c.to : c.team;
      if (t) rostered(t);
      if (c.kind === "move") rostered(c.from);
      const fact: Omit<PlayerFact, "name"> = { team: t, change: { kind: c.kind, team: t } };
      if (c.kind === "move") Object.assign(fact, { to: c.to, from: c.from });
      if (c.kind === "injury") Object.assign(fact.change!, { weeks: c.weeks, injuredReserve: c.injuredReserve });
      if (c.kind === "extension" || c.kind === "restructure") fact.change!.contract = c.after;
      if (c.kind === "draft") fact.draft = { round: c.round, pick: c.pick };
      if (c.kind === "injury") num(c.weeks);
      if (c.kind === "draft") num(c.round, c.pick);
      rosterPlayer(c.player, fact);
    }
  }
  return k;
}
