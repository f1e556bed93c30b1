// The newsroom's wording of numbers and people, in one place: stat lines, results, positions,
// player tags. The claim checker (claims/newsroom-claims.ts) reads back exactly these nouns, so a
// number is always written beside the noun that says what it counts.
import type { LineStat, PlayerLine, RosterPlayer, TeamResult } from "../../../../../db/domain/newsroom";
import { stat } from "../../../../../db/domain/newsroom";

/** "1 sack", "2 sacks", "1.5 sacks". */
export const count = (v: number, one: string, many = `${one}s`) => `${v} ${v === 1 ? one : many}`;

export const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The nouns of each stat, as the writer writes them and the checker reads them. */
export const STAT_NOUNS: { stat: LineStat; one: string; many: string }[] = [
  { stat: "passYds", one: "passing yard", many: "passing yards" },
  { stat: "passTDs", one: "passing touchdown", many: "passing touchdowns" },
  { stat: "passInts", one: "interception thrown", many: "interceptions thrown" },
  { stat: "rushAtt", one: "carry", many: "carries" },
  { stat: "rushYds", one: "rushing yard", many: "rushing yards" },
  { stat: "rushTDs", one: "rushing touchdown", many: "rushing touchdowns" },
  { stat: "rushFum", one: "fumble", many: "fumbles" },
  { stat: "recCatches", one: "catch", many: "catches" },
  { stat: "recYds", one: "receiving yard", many: "receiving yards" },
  { stat: "recTDs", one: "receiving touchdown", many: "receiving touchdowns" },
  { stat: "defTotalTackles", one: "tackle", many: "tackles" },
  { stat: "defSacks", one: "sack", many: "sacks" },
  { stat: "defInts", one: "interception", many: "interceptions" },
  { stat: "defForcedFum", one: "forced fumble", many: "forced fumbles" },
  { stat: "defFumRec", one: "fumble recovery", many: "fumble recoveries" },
  { stat: "defTDs", one: "defensive touchdown", many: "defensive touchdowns" },
];
const noun = (s: LineStat) => STAT_NOUNS.find((n) => n.stat === s)!;
const part = (l: PlayerLine, s: LineStat) => count(stat(l, s), noun(s).one, noun(s).many);

/** Each offensive group: what counts the plays, the yards, and what else is said when not zero. */
const OFFENCE: { volume: LineStat; yards: LineStat; more: LineStat[] }[] = [
  { volume: "passAtt", yards: "passYds", more: ["passTDs", "passInts"] },
  { volume: "rushAtt", yards: "rushYds", more: ["rushTDs", "rushFum"] },
  { volume: "recCatches", yards: "recYds", more: ["recTDs"] },
];
const DEFENCE: LineStat[] = ["defTotalTackles", "defSacks", "defInts", "defForcedFum", "defFumRec", "defTDs"];

/** "24-of-33 for 310 passing yards, 3 passing touchdowns and 1 interception thrown; 4 carries for 12 rushing yards". */
export function offenceLine(l: PlayerLine): string {
  const groups = OFFENCE.flatMap(({ volume, yards, more }) => {
    if (!stat(l, volume) && !stat(l, yards)) return [];
    const plays =
      volume === "passAtt" ? `${stat(l, "passComp")}-of-${stat(l, "passAtt")}` : stat(l, volume) ? part(l, volume) : "";
    const head = plays ? `${plays} for ${part(l, yards)}` : part(l, yards);
    return [list([head, ...more.filter((s) => stat(l, s) > 0).map((s) => part(l, s))])];
  });
  return groups.join("; ");
}

/** "412 rushing yards and 3 rushing touchdowns": season totals, in the stat nouns' order. */
export const totalsLine = (totals: Partial<Record<LineStat, number>>) =>
  list(STAT_NOUNS.filter((n) => (totals[n.stat] ?? 0) > 0).map((n) => count(totals[n.stat]!, n.one, n.many)));

/** "7 tackles, 2 sacks and 1 interception": only what he did. */
export const defenceLine = (l: PlayerLine) => list(DEFENCE.filter((s) => stat(l, s) > 0).map((s) => part(l, s)));

/** The export's position codes in words (the news facts and their checker read the same). */
export const POSITIONS: Record<string, string> = {
  QB: "quarterback",
  HB: "halfback",
  FB: "fullback",
  WR: "wide receiver",
  TE: "tight end",
  LT: "left tackle",
  LG: "left guard",
  C: "center",
  RG: "right guard",
  RT: "right tackle",
  LE: "left end",
  RE: "right end",
  DT: "defensive tackle",
  LOLB: "outside linebacker",
  ROLB: "outside linebacker",
  MLB: "middle linebacker",
  CB: "cornerback",
  FS: "free safety",
  SS: "strong safety",
  K: "kicker",
  P: "punter",
};
/** "wide receiver Eli Vance", or the name alone when the position is unknown. */
export const withPosition = (p: RosterPlayer, name: string) => {
  const pos = p.position ? POSITIONS[p.position] : undefined;
  return pos ? `${pos} ${name}` : name;
};

/** " (age 27, 84 overall)", with only what the row carries. */
export function playerTag(p: RosterPlayer): string {
  const parts = [
    p.age !== undefined ? `age ${p.age}` : "",
    p.playerBestOvr !== undefined ? `${p.playerBestOvr} overall` : "",
  ];
  const kept = parts.filter(Boolean);
  return kept.length ? ` (${kept.join(", ")})` : "";
}

/** "beat the Boise Bison 27-20", "lost to the Boise Bison 27-20", "tied the Boise Bison 20-20": winner's score first. */
export function resultClause(r: TeamResult, opponent: string): string {
  const hi = Math.max(r.pointsFor, r.pointsAgainst);
  const lo = Math.min(r.pointsFor, r.pointsAgainst);
  if (r.outcome === "W") return `beat the ${opponent} ${hi}-${lo}`;
  if (r.outcome === "L") return `lost to the ${opponent} ${hi}-${lo}`;
  return `tied the ${opponent} ${hi}-${lo}`;
}

/** 0-based week to the reader's week ("Week 5"). */
export const weekName = (week: number) => `Week ${week + 1}`;
