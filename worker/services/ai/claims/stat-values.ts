// The values a (player or team, noun, category) claim may state, from the box score and the written
// derivation rules only (see check.ts).
import { STAT_KEYS, STAT_WORDS, type StatKey } from "../../../../db/domain";
import type { Facts, PlayerFacts, TeamFacts } from "./facts";
import type { Category, Noun } from "./stat-nouns";

export interface Value {
  label: string;
  value: number;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

type Stats = Partial<Record<StatKey, number>>;

/** The player's row (or the team's totals) as one record of defined fields. */
function statsOf(target: { player?: PlayerFacts; team?: TeamFacts }): Stats {
  if (target.team) return target.team.totals;
  const row = target.player!.row;
  const out: Stats = {};
  for (const k of STAT_KEYS) if (typeof row[k] === "number") out[k] = row[k] as number;
  return out;
}

function fields(s: Stats, keys: StatKey[]): Value[] {
  return keys.filter((k) => s[k] !== undefined).map((k) => ({ label: STAT_WORDS[k], value: s[k]! }));
}

/** A derived sum, only when every part is in the box score. */
function sumOf(s: Stats, keys: StatKey[], label: string): Value[] {
  if (keys.some((k) => s[k] === undefined)) return [];
  return [{ label, value: keys.reduce((a, k) => a + s[k]!, 0) }];
}

function rate(s: Stats, num: StatKey, den: StatKey, label: string, scale = 1): Value[] {
  if (s[num] === undefined || !s[den]) return [];
  return [{ label, value: round1((s[num]! / s[den]!) * scale) }];
}

const isQb = (t: { player?: PlayerFacts }) => t.player?.row.position === "QB";

/**
 * What the box score allows for a claim about `target`. Empty: the box score does not show it, so
 * the claim is unsupported. `passive` marks "was sacked/intercepted".
 */
export function valuesFor(
  target: { player?: PlayerFacts; team?: TeamFacts },
  noun: Noun,
  category: Category | null,
  passive: boolean,
  facts: Facts,
): Value[] {
  const s = statsOf(target);
  switch (noun) {
    case "yards":
      if (category === "pass") return fields(s, ["passingYards"]);
      if (category === "rush") return fields(s, ["rushingYards"]);
      if (category === "rec") return fields(s, ["receivingYards"]);
      if (category === "scrimmage") return sumOf(s, ["rushingYards", "receivingYards"], "yards from scrimmage");
      if (category === "total")
        return sumOf(s, ["passingYards", "rushingYards"], "total yards").concat(
          sumOf(s, ["rushingYards", "receivingYards"], "total yards"),
        );
      return [
        ...fields(s, ["passingYards", "rushingYards", "receivingYards"]),
        ...sumOf(s, ["rushingYards", "receivingYards"], "yards from scrimmage"),
        ...sumOf(s, ["passingYards", "rushingYards"], "total yards"),
      ];
    case "touchdowns":
      if (category === "pass") return fields(s, ["passingTouchdowns"]);
      if (category === "rush") return fields(s, ["rushingTouchdowns"]);
      if (category === "rec") return fields(s, ["receivingTouchdowns"]);
      return [...fields(s, ["passingTouchdowns", "rushingTouchdowns", "receivingTouchdowns"]), ...touchdownTotal(s)];
    case "completions":
      return fields(s, ["completions"]);
    case "attempts":
      if (category === "rush") return fields(s, ["carries"]);
      return s.attempts !== undefined ? fields(s, ["attempts"]) : fields(s, ["carries"]);
    case "passes":
      if (category === "rec") return fields(s, ["receptions"]);
      if (category === "pass") return fields(s, ["completions", "attempts"]);
      return fields(s, ["completions", "attempts", "receptions"]);
    case "catches":
      return fields(s, ["receptions"]);
    case "targets":
      return fields(s, ["targets"]);
    case "carries":
      return fields(s, ["carries"]);
    case "tackles":
      return fields(s, ["tackles"]);
    case "sacks":
      if (passive) return sacksTaken(target, facts);
      return fields(s, ["sacks"]);
    case "interceptions":
      if (passive || category === "pass") return fields(s, ["interceptions"]);
      if (target.team) return [...fields(s, ["defensiveInterceptions"]), ...picksMade(target.team, facts)];
      if (category === "def") return fields(s, ["defensiveInterceptions"]);
      return fields(s, isQb(target) ? ["interceptions"] : ["defensiveInterceptions", "interceptions"]);
    case "fumbles":
      return fields(s, ["fumbles"]);
    case "forcedFumbles":
      return fields(s, ["forcedFumbles"]);
    case "percent":
      return rate(s, "completions", "attempts", "completion percentage", 100);
    case "perPlay":
      if (category === "rec") return rate(s, "receivingYards", "receptions", "yards per catch");
      if (category === "pass") return rate(s, "passingYards", "attempts", "yards per attempt");
      return rate(s, "rushingYards", "carries", "yards per carry");
    case "points":
      return target.team ? [{ label: "points", value: target.team.score }] : [];
    default:
      return [];
  }
}

/** Touchdowns a player or team scored or threw: the three kinds summed (rule written in check.ts). */
function touchdownTotal(s: Stats): Value[] {
  const parts = (["passingTouchdowns", "rushingTouchdowns", "receivingTouchdowns"] as StatKey[]).filter(
    (k) => s[k] !== undefined,
  );
  if (parts.length < 2) return [];
  const out = [{ label: "touchdowns in all", value: parts.reduce((a, k) => a + s[k]!, 0) }];
  if (s.rushingTouchdowns !== undefined && s.receivingTouchdowns !== undefined)
    out.push({ label: "touchdowns scored", value: s.rushingTouchdowns + s.receivingTouchdowns });
  return out;
}

/** A team's interceptions on defense: also the other team's interceptions thrown (rule in check.ts). */
function picksMade(team: TeamFacts, facts: Facts): Value[] {
  const other = facts.teams.find((t) => t !== team);
  return other?.totals.interceptions !== undefined
    ? [{ label: "interceptions", value: other.totals.interceptions }]
    : [];
}

/** A quarterback "sacked N times": the sacks the other team's defenders made. */
function sacksTaken(target: { player?: PlayerFacts; team?: TeamFacts }, facts: Facts): Value[] {
  const own = target.team ?? target.player?.team;
  const other = facts.teams.find((t) => t !== own);
  return other?.totals.sacks !== undefined ? [{ label: "times sacked", value: other.totals.sacks }] : [];
}

export const describeValues = (values: Value[]) => values.map((v) => `${v.value} ${v.label}`).join(", ");
