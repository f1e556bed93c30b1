// A family of made-up house styles for box-score screens, drawn at random from a seed: fonts,
// colours, column order and header spellings, how a player's name is printed (jersey numbers,
// positions, capitals, initials, suffixes), side menus, highlighted rows and score bugs. The OCR
// benchmark tunes on some seeds and reports on others it never looked at (HELD_OUT, bench/README.md).
import { mulberry32 } from "../../db/seed/games";

/**
 * Style seeds the reader may be tuned on (13–18 added for the third pass, 19–24 for the fourth, 25–36 for
 * the fifth, 37–48 for the sixth, 49–60 for the seventh, 61–72 for the eighth, 73–84 for the ninth, 85–96 for the tenth, 97–108 for the eleventh, 109–120 for the twelfth, 121–132 for the thirteenth, 133–144 for the fourteenth, 145–156 for the fifteenth, 157–168 for the sixteenth, 169–180 for the seventeenth (and 181–192, added at its start before any tuning, for more layouts to find
 * unmarked wrong cells on), 193–204 for the eighteenth, 205–216 for the nineteenth, 217–228 for the twentieth:
 * layouts not yet tuned against when added; 25 on are drawn from the second family below).
 */
export const TUNING = Array.from({ length: 228 }, (_, i) => i + 1);
/**
 * Style seeds that are never looked at while tuning: only their figures are reported. Each held-out
 * style draws its game from seed 5000 + style seed, so its players, teams and numbers are unseen too.
 * 9001–9179 are spent (each was measured once; 9014–9019 by the fifth pass, 9020–9027 by the sixth,
 * 9028–9035 by the seventh, 9036–9047 by the eighth, 9048–9059 by the ninth, 9060–9071 by the tenth,
 * 9072–9083 by the eleventh, 9084–9095 by the twelfth, 9096–9107 by the thirteenth, 9108–9119 by the fourteenth, 9120–9131 by the fifteenth, 9132–9143 by the sixteenth, 9144–9155 by the seventeenth, 9156–9167 by the eighteenth, 9168–9179 by the nineteenth): 9180–9191 are
 * the twentieth's.
 */
export const HELD_OUT = Array.from({ length: 191 }, (_, i) => 9001 + i);
/**
 * The twentieth pass's held-out seeds (second family), what `--split held-out` runs: twelve, because one
 * layout's misses move an eight-style figure by 2–4 points. Measured once, so spent: a next pass
 * replaces them with seeds never measured.
 */
export const FRESH_HELD_OUT = Array.from({ length: 12 }, (_, i) => 9180 + i);

/**
 * Seeds drawn before the second family keep their first-family look, so their published figures still
 * reproduce; every newer seed (tuning 25 on, held out 9014 on) is drawn from the wider second family.
 */
const firstFamily = (seed: number) => seed < 25 || (seed >= 9001 && seed <= 9013);

export type NameForm = "initial" | "initialTight" | "full";

export interface HouseStyle {
  id: string;
  font: string;
  /** Font weight of table cells. */
  weight: 400 | 600 | 700;
  dark: boolean;
  background: [string, string];
  text: string;
  dim: string;
  accent: string;
  /** Header spelling case: "YDS" or "Yds". */
  headerCase: "upper" | "title";
  /** Index into each stat's spellings (columns.ts), wrapped per column. */
  spelling: number;
  /** A permutation seed for each screen's columns. */
  order: number;
  /** Extra columns the box score does not keep (POS, PCT, AVG, DROPS, SOLO/AST, FR...). */
  extras: number;
  name: NameForm;
  capitals: boolean;
  jersey: "none" | "before" | "after";
  position: boolean;
  /** Share of players whose name carries a suffix (Jr., II). */
  suffixes: number;
  sideMenu: boolean;
  /** A row drawn in the accent colour, as the game's cursor. */
  highlight: boolean;
  /** How the score bug names a team. */
  label: "abbreviation" | "nickname" | "school";
  records: boolean;
  /** The score bug stacked (one team a line) instead of one line. */
  stacked: boolean;
  /** The table's row pitch in vh. */
  pitch: number;
  /** Per-capture JPEG quality; 0 for PNG. */
  jpeg: number;
  /** Seed of everything else a capture draws (crop margins, photo angle and lighting). */
  seed: number;
  /** Second family only (first family: false, 0, "right", "bands", false, 1). */
  italic: boolean;
  /** Letter spacing of table cells, in em. */
  tracking: number;
  /** Alignment of number cells and their headers. */
  align: "right" | "center";
  /** Rows told apart by alternating bands, thin rules, or nothing. */
  rows: "bands" | "rules" | "plain";
  /** The header row on an accent band, in the background's colour. */
  headerBand: boolean;
  /** Table text size against the first family's. */
  scale: number;
}

const FONTS = [
  '"DejaVu Sans Condensed"',
  '"DejaVu Sans"',
  '"Liberation Sans Narrow"',
  '"Liberation Sans"',
  '"DejaVu Sans Mono"',
  '"DejaVu Serif Condensed"',
];
/** The second family adds the sans faces closest to the games' broadcast fonts (Debian's fonts-* packages). */
const FONTS2 = [...FONTS, '"Roboto Condensed"', '"Roboto"', '"Open Sans"', '"Lato"', '"Inter"', '"Cantarell"'];
/** The Debian packages FONTS2 needs, for bench/README.md and the benchmark's check. */
export const FONT_PACKAGES = "fonts-roboto-unhinted fonts-open-sans fonts-lato fonts-inter fonts-cantarell";
const BACKGROUNDS: [string, string][] = [
  ["#07111f", "#12243d"],
  ["#1a0b0b", "#2b1212"],
  ["#0d1a10", "#183322"],
  ["#161616", "#2e2e2e"],
  ["#eef1f5", "#ffffff"],
  ["#f4efe4", "#fffaf0"],
];
const ACCENTS = ["#1e88ff", "#e0a526", "#d7263d", "#2bb673", "#9b5de5", "#ff7a00"];

export function houseStyle(seed: number): HouseStyle {
  // Nearby seeds start mulberry32 on nearby states: its first draws are thrown away.
  const r = mulberry32(Math.imul(seed, 2654435761) >>> 0);
  for (let i = 0; i < 8; i++) r();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
  const background = pick(BACKGROUNDS);
  const dark = background[0] < "#8";
  const first = firstFamily(seed);
  const style: HouseStyle = {
    id: `style-${seed}`,
    font: pick(first ? FONTS : FONTS2),
    weight: pick([400, 600, 700] as const),
    dark,
    background,
    text: dark ? pick(["#f4f7fb", "#ffffff", "#e8e2cf"]) : pick(["#111111", "#1d2430", "#2a1c10"]),
    dim: dark ? pick(["#9fb0c8", "#a7a7a7", "#c5b98f"]) : pick(["#5b6472", "#666666"]),
    accent: pick(ACCENTS),
    headerCase: r() < 0.7 ? "upper" : "title",
    spelling: Math.floor(r() * 6),
    order: Math.floor(r() * 1000),
    extras: Math.floor(r() * 4),
    name: pick(["initial", "initialTight", "full"] as const),
    capitals: r() < 0.4,
    jersey: pick(["none", "none", "before", "after"] as const),
    position: r() < 0.35,
    suffixes: r() < 0.5 ? 0.25 : 0,
    sideMenu: r() < 0.45,
    highlight: r() < 0.6,
    label: pick(["abbreviation", "abbreviation", "nickname", "school"] as const),
    records: r() < 0.5,
    stacked: r() < 0.3,
    pitch: 4.6 + r() * 2.4,
    jpeg: r() < 0.5 ? 0 : Math.round(55 + r() * 35),
    seed,
    ...FIRST_FAMILY_LOOK,
  };
  if (first) return style;
  // Drawn after every first-family field, so those fields keep the same draw order.
  return {
    ...style,
    italic: r() < 0.25,
    tracking: pick([0, 0, 0.02, 0.06]),
    align: r() < 0.3 ? "center" : "right",
    rows: pick(["bands", "rules", "plain"] as const),
    headerBand: r() < 0.35,
    scale: 0.85 + r() * 0.35,
  };
}

const FIRST_FAMILY_LOOK = {
  italic: false,
  tracking: 0,
  align: "right",
  rows: "bands",
  headerBand: false,
  scale: 1,
} as const;

/** The two looks the fixtures had before the family (existing e2e tests use them). */
export const PRO: HouseStyle = {
  ...houseStyle(0),
  id: "pro",
  font: '"DejaVu Sans Condensed"',
  weight: 600,
  dark: true,
  background: ["#07111f", "#12243d"],
  text: "#f4f7fb",
  dim: "#9fb0c8",
  accent: "#1e88ff",
  headerCase: "upper",
  spelling: 0,
  order: -1,
  extras: 0,
  name: "initial",
  capitals: false,
  jersey: "none",
  position: false,
  suffixes: 0,
  sideMenu: false,
  highlight: false,
  label: "nickname",
  records: false,
  stacked: false,
  pitch: 5.3,
  jpeg: 70,
};
export const COLLEGE: HouseStyle = {
  ...PRO,
  id: "college",
  background: ["#1a0b0b", "#2b1212"],
  accent: "#e0a526",
  label: "school",
};
