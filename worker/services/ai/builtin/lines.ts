// Shared wording of the numbers: stat lines as noun phrases, team totals and the clause that says
// what decided a game. Personas wrap these; only these functions turn a row into words.
import type { PlayerStat } from "../../../../db/domain";
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
 * Names players: with the team on first mention and whenever the previous player named (by the
 * writer or in the author's words) was on the other side; by surname after that.
 */
export function namer(pick: Pick, players: Leader[]): Namer {
  const named = new Set<string>();
  let lastSide: Side | null = null;
  const name: Namer = (l) => {
    const p = l.row;
    const first = !named.has(p.id);
    named.add(p.id);
    const needsTeam = l.side !== null && (first || (lastSide !== null && lastSide !== l.side));
    if (l.side) lastSide = l.side;
    if (!needsTeam || !l.side) return first ? p.name : surnameOf(p.name);
    const team = l.side.short;
    return pick(
      [`${team} ${ROLE[p.position]} ${p.name}`, `${p.name} of the ${team}`, `the ${possessive(team)} ${p.name}`],
      `name:${p.id}:${first}`,
    );
  };
  name.saw = (text) => {
    let at = -1;
    for (const l of players) {
      const i = text.lastIndexOf(surnameOf(l.row.name));
      if (i > at && l.side) [at, lastSide] = [i, l.side];
    }
  };
  return name;
}

const surnameOf = (name: string) => name.trim().split(/\s+/).at(-1) ?? name;

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
    return `${n(p.passingTouchdowns)} touchdowns without an interception`;
  }
  if (role === "runner") {
    if (l.verdict === "poor" && n(p.fumbles) >= 1) return count(n(p.fumbles), "fumble", "fumbles", pick, slot);
    return pick([`${l.rate} yards a carry`, `${l.rate} yards per carry`], slot);
  }
  if (role === "receiver") {
    if (n(p.targets) >= T.minTargets)
      return pick(
        [`${n(p.receptions)} of ${n(p.targets)} targets caught`, `${n(p.receptions)} of his ${n(p.targets)} targets`],
        slot,
      );
    return `${n(p.receivingYards)} receiving yards`;
  }
  if (n(p.defensiveInterceptions))
    return count(n(p.defensiveInterceptions), "interception", "interceptions", pick, slot);
  if (n(p.forcedFumbles)) return count(n(p.forcedFumbles), "forced fumble", "forced fumbles", pick, slot);
  if (n(p.sacks) >= T.goodSacks) return `${n(p.sacks)} sacks`;
  return `${n(p.tackles)} tackles`;
}

/** "2 interceptions and 1 fumble", or "" when the side gave nothing away. */
export function giveaways(s: Side, pick: Pick): string {
  return list(
    [
      s.interceptionsThrown ? count(s.interceptionsThrown, "interception", "interceptions", pick, `gi:${s.name}`) : "",
      s.fumbles ? count(s.fumbles, "fumble", "fumbles", pick, `gf:${s.name}`) : "",
    ].filter(Boolean),
  );
}

/** What the box score says decided the game, as a clause; null when nothing stands out (or a tie). */
export function hingeClause(f: GameFacts, pick: Pick): string | null {
  if (f.tie) return null;
  const { winner: w, loser: l } = f;
  const wg = giveaways(w, pick);
  const lg = giveaways(l, pick);
  const wGive = w.interceptionsThrown + w.fumbles;
  const lGive = l.interceptionsThrown + l.fumbles;
  if (lGive > wGive)
    return pick(
      [
        `the ${l.short} gave the ball away with ${lg}, the ${w.short} with ${wg || "nothing"}`,
        `the ${w.short} won the turnover battle, ${lg} from the ${l.short} against ${wg || "none"} of their own`,
        `${lg} from the ${l.short} against ${wg || "a clean sheet"} from the ${w.short}`,
      ],
      "hinge:give",
    );
  if (w.sacks !== null && l.sacks !== null && w.sacks >= l.sacks + T.hingeSacks)
    return pick(
      [
        `the ${w.short} sacked the quarterback ${w.sacks} times to the ${possessive(l.short)} ${l.sacks}`,
        `${w.sacks} sacks for the ${w.short} against ${l.sacks} for the ${l.short}`,
      ],
      "hinge:sack",
    );
  if (w.rushingYards !== null && l.rushingYards !== null && w.rushingYards >= l.rushingYards + T.hingeRushingYards)
    return pick(
      [
        `the ${w.short} ran for ${w.rushingYards} yards to the ${possessive(l.short)} ${l.rushingYards}`,
        `${w.rushingYards} rushing yards for the ${w.short} against ${l.rushingYards} for the ${l.short}`,
      ],
      "hinge:rush",
    );
  if (w.passingYards !== null && l.passingYards !== null && w.passingYards >= l.passingYards + T.hingePassingYards)
    return pick(
      [
        `the ${w.short} threw for ${w.passingYards} yards to the ${possessive(l.short)} ${l.passingYards}`,
        `${w.passingYards} passing yards for the ${w.short} against ${l.passingYards} for the ${l.short}`,
      ],
      "hinge:air",
    );
  return null;
}

/** Both sides' passing and rushing yards, winner first; null when the rows carry neither. */
export function totalsClause(f: GameFacts, pick: Pick): string | null {
  const { winner: w, loser: l } = f;
  const part = (s: Side) =>
    list(
      [
        s.passingYards !== null && s.passingYards >= 0 ? `${s.passingYards} passing` : "",
        s.rushingYards !== null && s.rushingYards >= 0 ? `${s.rushingYards} rushing` : "",
      ].filter(Boolean),
    );
  const [wp, lp] = [part(w), part(l)];
  if (!wp && !lp) return null;
  const yards = (p: string) => (p ? `${p} yards` : "no yards in the rows");
  const base = !lp
    ? `the ${w.short} finished with ${yards(wp)}`
    : !wp
      ? `the ${l.short} finished with ${yards(lp)}`
      : pick(
          [
            `the ${w.short} finished with ${yards(wp)}, the ${l.short} with ${yards(lp)}`,
            `it was ${yards(wp)} for the ${w.short} and ${yards(lp)} for the ${l.short}`,
          ],
          "totals",
        );
  const sloppy = [w, l].filter((s) => s.interceptionsThrown + s.fumbles >= T.poorTeamGiveaways);
  return sloppy.length
    ? `${base}, and the ${sloppy.map((s) => `${s.short} gave away ${giveaways(s, pick)}`).join(" while the ")}`
    : base;
}
