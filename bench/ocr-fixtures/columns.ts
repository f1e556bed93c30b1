// The columns a fixture screen can print, with the spellings games and broadcasts use for each, and
// the columns the box score does not keep (only there to be skipped). A house style picks a
// spelling per column, a few extra columns and an order.
import type { PlayerStat, StatsGroup } from "../../db/domain";
import { mulberry32 } from "../../db/seed/games";
import type { HouseStyle } from "./styles";

export interface FixtureColumn {
  spellings: string[];
  cell: (p: PlayerStat) => string | number;
}

const n = (v: number | undefined) => v ?? 0;
const avg = (yards: number, count: number) => (count === 0 ? "0.0" : (yards / count).toFixed(1));
/** A "long" that is plausible for the line; not part of the box score, only there to be skipped. */
const long = (yards: number, count: number) =>
  count === 0 ? 0 : Math.max(0, Math.min(yards, Math.ceil((yards / count) * 2.3)));

function rating(p: PlayerStat): string {
  const att = n(p.attempts);
  if (att === 0) return "0.0";
  const clamp = (x: number) => Math.max(0, Math.min(2.375, x));
  const a = clamp((n(p.completions) / att - 0.3) * 5);
  const b = clamp((n(p.passingYards) / att - 3) * 0.25);
  const c = clamp((n(p.passingTouchdowns) / att) * 20);
  const d = clamp(2.375 - (n(p.interceptions) / att) * 25);
  return (((a + b + c + d) / 6) * 100).toFixed(1);
}

type PlayerGroup = Exclude<StatsGroup, "game" | "specialTeams">;

/** Columns whose numbers the box score keeps; a pair ("CMP/ATT") may also print as two columns. */
const KEPT: Record<PlayerGroup, FixtureColumn[][]> = {
  passing: [
    [{ spellings: ["CMP/ATT", "C/ATT", "COMP/ATT"], cell: (p) => `${n(p.completions)}/${n(p.attempts)}` }],
    [
      { spellings: ["CMP", "COMP", "CMP"], cell: (p) => n(p.completions) },
      { spellings: ["ATT", "ATT", "ATT"], cell: (p) => n(p.attempts) },
    ],
    [{ spellings: ["YDS", "YARDS", "YDS", "YD"], cell: (p) => n(p.passingYards) }],
    [{ spellings: ["TD", "TDS", "TD"], cell: (p) => n(p.passingTouchdowns) }],
    [{ spellings: ["INT", "INTS", "INT"], cell: (p) => n(p.interceptions) }],
  ],
  rushing: [
    [{ spellings: ["CAR", "ATT", "RUSH", "CARRIES"], cell: (p) => n(p.carries) }],
    [{ spellings: ["YDS", "YARDS", "YDS", "YD"], cell: (p) => n(p.rushingYards) }],
    [{ spellings: ["TD", "TDS", "TD"], cell: (p) => n(p.rushingTouchdowns) }],
    [{ spellings: ["FUM", "FUMB", "FUM"], cell: (p) => n(p.fumbles) }],
  ],
  receiving: [
    [{ spellings: ["REC", "REC", "CATCHES"], cell: (p) => n(p.receptions) }],
    [{ spellings: ["TGT", "TGTS", "TAR", "TARGETS"], cell: (p) => n(p.targets) }],
    [{ spellings: ["YDS", "YARDS", "YDS", "YD"], cell: (p) => n(p.receivingYards) }],
    [{ spellings: ["TD", "TDS", "TD"], cell: (p) => n(p.receivingTouchdowns) }],
  ],
  defense: [
    [{ spellings: ["TKL", "TCKL", "TACKLES", "TOT"], cell: (p) => n(p.tackles) }],
    [{ spellings: ["SACK", "SACKS", "SCK"], cell: (p) => n(p.sacks) }],
    [{ spellings: ["INT", "INTS", "INT"], cell: (p) => n(p.defensiveInterceptions) }],
    [{ spellings: ["FF", "FF", "FFUM", "FF"], cell: (p) => n(p.forcedFumbles) }],
  ],
};

const pos = (p: PlayerStat) => (p.position === "DEF" ? "LB" : p.position);
/** Columns the box score does not keep. */
const EXTRA: Record<PlayerGroup, FixtureColumn[]> = {
  passing: [
    { spellings: ["LNG", "LONG"], cell: (p) => long(n(p.passingYards), n(p.completions)) },
    { spellings: ["RTG", "RATING", "QBR"], cell: rating },
    {
      spellings: ["PCT", "CMP%"],
      cell: (p) => (n(p.attempts) ? ((100 * n(p.completions)) / n(p.attempts)).toFixed(1) : "0.0"),
    },
    { spellings: ["POS"], cell: pos },
    { spellings: ["AVG", "Y/A"], cell: (p) => avg(n(p.passingYards), n(p.attempts)) },
  ],
  rushing: [
    { spellings: ["AVG", "Y/C"], cell: (p) => avg(n(p.rushingYards), n(p.carries)) },
    { spellings: ["LNG", "LONG"], cell: (p) => long(n(p.rushingYards), n(p.carries)) },
    { spellings: ["POS"], cell: pos },
    { spellings: ["BTK", "BRK"], cell: (p) => Math.floor(n(p.carries) / 5) },
  ],
  receiving: [
    { spellings: ["AVG", "Y/R"], cell: (p) => avg(n(p.receivingYards), n(p.receptions)) },
    { spellings: ["LNG", "LONG"], cell: (p) => long(n(p.receivingYards), n(p.receptions)) },
    { spellings: ["DROPS", "DRP"], cell: (p) => Math.max(0, n(p.targets) - n(p.receptions) - 1) },
    { spellings: ["YAC"], cell: (p) => Math.floor(n(p.receivingYards) / 3) },
    { spellings: ["POS"], cell: pos },
  ],
  defense: [
    { spellings: ["SOLO/AST"], cell: (p) => `${Math.ceil(n(p.tackles) / 2)}/${Math.floor(n(p.tackles) / 2)}` },
    { spellings: ["TFL"], cell: (p) => Math.floor(n(p.tackles) / 4) },
    { spellings: ["FR"], cell: () => 0 },
    { spellings: ["PD", "DEFL"], cell: (p) => Math.floor(n(p.tackles) / 3) },
    { spellings: ["POS"], cell: pos },
  ],
};

/** The columns the fixtures had before the family, in their order (order = -1). */
const CLASSIC: Record<PlayerGroup, string[]> = {
  passing: ["CMP/ATT", "YDS", "TD", "INT", "LNG", "RTG"],
  rushing: ["CAR", "YDS", "AVG", "TD", "FUM", "LNG"],
  receiving: ["REC", "TGT", "YDS", "AVG", "TD", "LNG"],
  defense: ["TKL", "SACK", "INT", "FF"],
};

const titleCase = (h: string) =>
  h.replace(/[A-Z]+/g, (w) => (w.length <= 2 && w !== "TD" ? w : w[0] + w.slice(1).toLowerCase()));

/** A screen's columns for a style: header text and cell per column, left to right. */
export function columnsFor(group: PlayerGroup, style: HouseStyle): { header: string; cell: FixtureColumn["cell"] }[] {
  if (style.order < 0) {
    const all = [...KEPT[group].flat(), ...EXTRA[group]];
    return CLASSIC[group].map((h) => ({
      header: h,
      cell: all.find((c) => c.spellings[0] === h || c.spellings.includes(h))!.cell,
    }));
  }
  const r = mulberry32(style.order * 31 + group.length);
  const spell = (c: FixtureColumn, i: number) => c.spellings[(style.spelling + i) % c.spellings.length]!;
  const kept = KEPT[group].filter((_, i) => group !== "passing" || i !== (style.spelling % 2 === 0 ? 1 : 0));
  const units = kept.map((unit, i) => unit.map((c) => ({ header: spell(c, i), cell: c.cell })));
  const extras = [...EXTRA[group]]
    .sort(() => r() - 0.5)
    .slice(0, style.extras)
    .map((c, i) => ({ header: spell(c, i), cell: c.cell }));
  // POS sits next to the name when a game shows it; the rest shuffle.
  const rest = [...units, ...extras.filter((e) => e.header !== "POS").map((e) => [e])].sort(() => r() - 0.5);
  const posColumn = extras.filter((e) => e.header === "POS");
  const out = [...posColumn, ...rest.flat()];
  return out.map((c) => ({ ...c, header: style.headerCase === "title" ? titleCase(c.header) : c.header }));
}
