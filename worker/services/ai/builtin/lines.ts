// Shared wording of the numbers: stat lines as noun phrases, team totals and the clause that says
// what decided a game. Personas wrap these; only these functions turn a row into words.
import type { PlayerStat } from "../../../../db/domain";
import type { PlayerName } from "../../../../db/domain/player-names";
import { type GameFacts, type Leader, n, type Side } from "./facts";
import type { Pick } from "./pick";
import { THRESHOLDS as T } from "./thresholds";

const article = (word: string) => (/^(?:[aeiou]|8|11\b|11\d|18\b|18\d)/i.test(word) ? "an" : "a");

/** "3 touchdowns", "1 touchdown" or "a touchdown". */
export function count(v: number, one: string, many: string, pick: Pick, slot: string): string {
  if (v !== 1) return `${v} ${many}`;
  return pick([`1 ${one}`, `${article(one)} ${one}`], slot);
}

export const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const ROLE: Record<PlayerStat["position"], string> = {
  QB: "quarterback",
  RB: "running back",
  WR: "receiver",
  DEF: "defender",
};
export const possessive = (team: string) => (team.endsWith("s") ? `${team}'` : `${team}'s`);

export interface Namer {
  (l: Leader): string;
  /** The author's words named these players (verbatim, so without their teams): the next name follows them. */
  saw: (text: string) => void;
}

/**
 * Names players: in full with the team on first mention, by surname after that (in full again when
 * the surname cannot stand alone), with the team again whenever the previous player named (by the
 * writer or in the author's words) was on the other side. `players` is every row of the box score:
 * a name two players share is always said with team and position ("Wolves
 * running back X", issue 37 item 10), and a surname two players share is never said alone.
 */
export function namer(pick: Pick, players: Leader[], nameOf: (row: PlayerStat) => PlayerName): Namer {
  const named = new Set<string>();
  let lastSide: Side | null = null;
  // Two rows that the story would name alike (the export's "B.Pardee" twice, no roster to tell them
  // apart); a roster's full names that differ are two names, whatever the export wrote.
  const key = (row: PlayerStat) => nameOf(row).full.toLowerCase();
  const shared = (p: PlayerStat) => players.filter((o) => key(o.row) === key(p)).length > 1;
  const sharedSurname = (surname: string) => players.filter((o) => nameOf(o.row).surname === surname).length > 1;
  const name: Namer = (l) => {
    const p = l.row;
    const first = !named.has(p.id);
    named.add(p.id);
    const needsTeam = l.side !== null && (first || (lastSide !== null && lastSide !== l.side));
    if (l.side) lastSide = l.side;
    const { full, surname } = nameOf(p);
    if (l.side && shared(p)) return `${l.side.short} ${ROLE[p.position]} ${full}`;
    // After the first mention, the surname when only he has it (issue 38 item 3), with his team
    // again when the other side's player was named last ("the Rattlers' Pardee").
    const who = first || surname === full || sharedSurname(surname) ? full : surname;
    if (!needsTeam || !l.side) return who;
    const team = l.side.short;
    return pick(
      [`${team} ${ROLE[p.position]} ${who}`, `${who} of the ${team}`, `the ${possessive(team)} ${who}`],
      `name:${p.id}:${first}`,
    );
  };
  name.saw = (text) => {
    let at = -1;
    for (const l of players) {
      const i = text.lastIndexOf(nameOf(l.row).surname);
      if (i > at && l.side) [at, lastSide] = [i, l.side];
    }
  };
  return name;
}

export function passingLine(p: PlayerStat, pick: Pick, omit: { tds: boolean; ints: boolean }): string {
  const [c, a, y] = [n(p.completions), n(p.attempts), n(p.passingYards)];
  const base =
    p.completions !== undefined && p.attempts !== undefined && a > 0
      ? pick(
          [
            `${c}-of-${a} passing for ${y} yards`,
            `${c} completions on ${a} attempts for ${y} yards`,
            `${y} passing yards on ${c}-of-${a}`,
          ],
          `pass:${p.id}`,
        )
      : `${y} passing yards`;
  const td = omit.tds ? 0 : n(p.passingTouchdowns);
  const int = omit.ints ? 0 : n(p.interceptions);
  const tds = count(td, "touchdown", "touchdowns", pick, `ptd:${p.id}`);
  const ints = count(int, "interception", "interceptions", pick, `int:${p.id}`);
  if (td && int) return `${base}, ${tds} and ${ints}`;
  if (td) return `${base} and ${tds}`;
  if (int) return `${base} and ${ints}`;
  return base;
}

export function rushingLine(p: PlayerStat, pick: Pick): string {
  const [car, y] = [n(p.carries), n(p.rushingYards)];
  const carries = count(car, "carry", "carries", pick, `car:${p.id}`);
  const base =
    car > 0
      ? pick(
          [`${y} yards on ${carries}`, `${carries} for ${y} yards`, `${y} rushing yards on ${carries}`],
          `rush:${p.id}`,
        )
      : `${y} rushing yards`;
  const td = n(p.rushingTouchdowns);
  return td ? `${base} and ${count(td, "touchdown", "touchdowns", pick, `rtd:${p.id}`)}` : base;
}

/** With `withTargets`, one form gives the targets too (when no verdict states the catch rate). */
export function receivingLine(p: PlayerStat, pick: Pick, withTargets: boolean): string {
  const [rec, y, tgt] = [n(p.receptions), n(p.receivingYards), n(p.targets)];
  const catches = count(rec, "catch", "catches", pick, `rec:${p.id}`);
  const forms = [`${catches} for ${y} yards`, `${y} yards on ${catches}`];
  if (tgt > 0 && withTargets) forms.push(`${catches} on ${tgt} targets for ${y} yards`);
  const base = pick(forms, `recv:${p.id}`);
  const td = n(p.receivingTouchdowns);
  return td ? `${base} and ${count(td, "touchdown", "touchdowns", pick, `wtd:${p.id}`)}` : base;
}

export function defenderLine(p: PlayerStat, pick: Pick): string {
  const id = p.id;
  return list(
    [
      n(p.tackles) ? count(n(p.tackles), "tackle", "tackles", pick, `tk:${id}`) : "",
      n(p.sacks) ? count(n(p.sacks), "sack", "sacks", pick, `sk:${id}`) : "",
      n(p.defensiveInterceptions)
        ? count(n(p.defensiveInterceptions), "interception", "interceptions", pick, `di:${id}`)
        : "",
      n(p.forcedFumbles) ? count(n(p.forcedFumbles), "forced fumble", "forced fumbles", pick, `ff:${id}`) : "",
    ].filter(Boolean),
  );
}

/** The numbers behind a leader's verdict, as a noun phrase; "" when the verdict is plain. */
export function why(l: Leader, role: "qb" | "runner" | "receiver" | "defender", pick: Pick): string {
  const p = l.row;
  if (l.verdict === "plain") return "";
  const slot = `why:${p.id}`;
  if (role === "qb") {
    const ints = n(p.interceptions);
    if (l.verdict === "poor" && ints >= T.poorGiveaways) return `${ints} interceptions`;
    if (l.rate !== null && (l.verdict === "poor" || l.rate >= T.goodCompletionRate * 100))
      return pick([`${article(String(l.rate))} ${l.rate}% completion rate`, `${l.rate}% completions`], slot);
    return `${n(p.passingTouchdowns)} touchdowns and no interceptions`;
  }
  if (role === "runner") {
    // A runner's verdict is his yardage (facts.ts runnerVerdict): the yards per carry say why.
    return pick([`${l.rate} yards a carry`, `${l.rate} yards per carry`], slot);
  }
  if (role === "receiver") {
    if (n(p.targets) >= T.minTargets)
      return pick(
        [
          `${n(p.receptions)} of ${n(p.targets)} targets caught`,
          `${n(p.receptions)} of his ${n(p.targets)} targets caught`,
        ],
        slot,
      );
    // The line already gives the yards and catches: the verdict adds what they make per catch.
    if (l.rate !== null) return pick([`${l.rate} yards a catch`, `${l.rate} yards per catch`], slot);
    return `${n(p.receivingYards)} receiving yards`;
  }
  if (n(p.defensiveInterceptions))
    return count(n(p.defensiveInterceptions), "interception", "interceptions", pick, slot);
  if (n(p.forcedFumbles)) return count(n(p.forcedFumbles), "forced fumble", "forced fumbles", pick, slot);
  if (n(p.sacks) >= T.goodSacks) return `${n(p.sacks)} sacks`;
  return `${n(p.tackles)} tackles`;
}

/** What a side gave away, as a verb phrase ("threw 2 interceptions and fumbled 1 time"), or "". */
export function giveaways(s: Side, pick: Pick): string {
  return list(
    [
      s.interceptionsThrown
        ? `threw ${count(s.interceptionsThrown, "interception", "interceptions", pick, `gi:${s.name}`)}`
        : "",
      s.fumbles ? `fumbled ${s.fumbles} ${s.fumbles === 1 ? "time" : "times"}` : "",
    ].filter(Boolean),
  );
}

export type HingeKind = "giveaways" | "sacks" | "rushing" | "passing";

/** Which number decided the game, by the rules in their order; null when nothing stands out (or a tie). */
export function hingeKind(f: GameFacts): HingeKind | null {
  if (f.tie) return null;
  const { winner: w, loser: l } = f;
  if (l.interceptionsThrown + l.fumbles > w.interceptionsThrown + w.fumbles) return "giveaways";
  if (w.sacks !== null && l.sacks !== null && w.sacks >= l.sacks + T.hingeSacks) return "sacks";
  if (w.rushingYards !== null && l.rushingYards !== null && w.rushingYards >= l.rushingYards + T.hingeRushingYards)
    return "rushing";
  if (w.passingYards !== null && l.passingYards !== null && w.passingYards >= l.passingYards + T.hingePassingYards)
    return "passing";
  return null;
}

/** What the box score says decided the game, as a clause; null when nothing stands out (or a tie). */
export function hingeClause(f: GameFacts, pick: Pick): string | null {
  const kind = hingeKind(f);
  const { winner: w, loser: l } = f;
  const wg = giveaways(w, pick);
  const lg = giveaways(l, pick);
  if (kind === "giveaways")
    return pick(
      [
        `the ${l.short} ${lg}, while the ${w.short} ${wg || "gave nothing away"}`,
        `the ${w.short} won the turnover battle, because the ${l.short} ${lg} and the ${w.short} ${wg || "kept the ball safe"}`,
        `the ${w.short} ${wg || "never gave the ball away"}, and the ${l.short} ${lg}`,
      ],
      "hinge:give",
    );
  if (kind === "sacks")
    return pick(
      [
        `the ${w.short} had ${w.sacks} sacks and the ${l.short} had ${count(l.sacks ?? 0, "sack", "sacks", pick, "ls")}`,
        `the ${w.short} sacked the quarterback ${w.sacks} times and the ${l.short} managed ${count(l.sacks ?? 0, "sack", "sacks", pick, "ls")}`,
      ],
      "hinge:sack",
    );
  if (kind === "rushing")
    return pick(
      [
        `the ${w.short} ran for ${w.rushingYards} yards and the ${l.short} ran for ${l.rushingYards} yards`,
        `the ${w.short} piled up ${w.rushingYards} rushing yards while the ${l.short} ran for ${l.rushingYards} yards`,
      ],
      "hinge:rush",
    );
  if (kind === "passing")
    return pick(
      [
        `the ${w.short} threw for ${w.passingYards} yards and the ${l.short} threw for ${l.passingYards} yards`,
        `the ${w.short} piled up ${w.passingYards} passing yards while the ${l.short} threw for ${l.passingYards} yards`,
      ],
      "hinge:air",
    );
  return null;
}

/** Both sides' passing and rushing yards, winner first, each side in its own clause; null when no row carries them. */
export function totalsClause(f: GameFacts, pick: Pick): string | null {
  const form = pick(["verbs", "nouns"] as const, "totals");
  const clause = (s: Side) => {
    const pass = s.passingYards !== null && s.passingYards >= 0 ? s.passingYards : null;
    const rush = s.rushingYards !== null && s.rushingYards >= 0 ? s.rushingYards : null;
    if (pass === null && rush === null) return "";
    const parts =
      form === "verbs"
        ? [pass !== null ? `threw for ${pass} yards` : "", rush !== null ? `ran for ${rush} yards` : ""]
        : [pass !== null ? `${pass} passing yards` : "", rush !== null ? `${rush} rushing yards` : ""];
    return `the ${s.short} ${form === "verbs" ? "" : "finished with "}${list(parts.filter(Boolean))}`;
  };
  const sides = [clause(f.winner), clause(f.loser)].filter(Boolean);
  if (!sides.length) return null;
  const careless = [f.winner, f.loser].filter((s) => s.interceptionsThrown + s.fumbles >= T.poorTeamGiveaways);
  const given = careless.map((s) => giveaways(s, pick));
  // Both sides gave the ball away alike: said once, of both.
  const sloppy =
    given.length === 2 && given[0] === given[1]
      ? [`both teams ${given[0]}`]
      : careless.map((s, i) => `the ${s.short} ${given[i]}`);
  return sloppy.length ? `${sides.join("; ")}, and ${list(sloppy)}` : sides.join("; ");
}
