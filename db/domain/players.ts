// The player stat object of spec §3: positions, the numeric fields in box-score order and their
// labels (the box-score table's column heads and the AI prompt's data lines).

export const POSITIONS = ["QB", "RB", "WR", "DEF"] as const;
export type Position = (typeof POSITIONS)[number];

/** The numeric fields of a player stat object, in box-score order, with short and prompt labels. */
export const STATS = {
  completions: { short: "Comp", prompt: "cmp" },
  attempts: { short: "Att", prompt: "att" },
  passingYards: { short: "Pass yds", prompt: "pass yds" },
  passingTouchdowns: { short: "Pass TD", prompt: "pass TD" },
  interceptions: { short: "INT", prompt: "INT thrown" },
  carries: { short: "Car", prompt: "car" },
  rushingYards: { short: "Rush yds", prompt: "rush yds" },
  rushingTouchdowns: { short: "Rush TD", prompt: "rush TD" },
  fumbles: { short: "Fum", prompt: "fumbles" },
  receptions: { short: "Rec", prompt: "rec" },
  receivingYards: { short: "Rec yds", prompt: "rec yds" },
  receivingTouchdowns: { short: "Rec TD", prompt: "rec TD" },
  targets: { short: "Tgt", prompt: "tgt" },
  tackles: { short: "Tkl", prompt: "tkl" },
  sacks: { short: "Sacks", prompt: "sacks" },
  defensiveInterceptions: { short: "INT", prompt: "INT" },
  forcedFumbles: { short: "FF", prompt: "FF" },
} as const;
export type StatKey = keyof typeof STATS;
export const STAT_KEYS = Object.keys(STATS) as StatKey[];

/** A player's line: numbers are optional, a row only carries what the game showed. */
export type PlayerStat = {
  id: string;
  name: string;
  team: string;
  position: Position;
} & { [K in StatKey]?: number };

/**
 * How a published story names its box score's players (decision 330): the roster's full name of a
 * line, by the line's id, resolved when the story was written. The stored lines keep the export's
 * spelling (their hash decides rewrites, decision 292); a line not here shows its own name.
 */
export type StoryPlayerNames = Record<string, string>;

/** The columns each position's table shows (the fields a game's stats screen has for it). */
export const POSITION_COLUMNS: Record<Position, StatKey[]> = {
  QB: ["completions", "attempts", "passingYards", "passingTouchdowns", "interceptions", "carries", "rushingYards"],
  RB: ["carries", "rushingYards", "rushingTouchdowns", "fumbles", "receptions", "receivingYards"],
  WR: ["receptions", "targets", "receivingYards", "receivingTouchdowns"],
  DEF: ["tackles", "sacks", "defensiveInterceptions", "forcedFumbles"],
};
