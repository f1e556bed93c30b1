// Box-score screens in a house style (styles.ts) rendered as HTML from a generated game
// (db/seed/games.ts), so every number on a screenshot is known. Used by the OCR benchmark
// (bench/ocr.ts) and the e2e tests that pick screenshots on /create.
import type { PlayerStat, StatsGroup } from "../../db/domain";
import type { GeneratedGame } from "../../db/seed/games";
import { columnsFor } from "./columns";
import type { HouseStyle } from "./styles";

export { COLLEGE, FRESH_HELD_OUT, HELD_OUT, type HouseStyle, houseStyle, PRO, TUNING } from "./styles";

export interface FixtureScreen {
  /** e.g. "passing-home". */
  name: string;
  group: StatsGroup;
  html: string;
}

/** The games print "D. Kest" for Darius Kest. */
export const abbreviate = (name: string) => {
  const [first, ...rest] = name.split(" ");
  return `${first![0]}. ${rest.join(" ")}`;
};

/** A small stable hash of a string, for per-player choices (jersey number, suffix). */
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The suffix a style gives a player, if any. */
const suffixOf = (p: PlayerStat, style: HouseStyle) =>
  (hash(p.name) % 100) / 100 < style.suffixes ? (hash(p.name) % 2 ? "Jr." : "II") : "";

/** The name as the reader should give it back: no jersey or position, capitals in title case. */
export function expectedName(p: PlayerStat, style: HouseStyle): string {
  const [first, ...rest] = p.name.split(" ");
  const base =
    style.name === "full" ? p.name : style.name === "initial" ? abbreviate(p.name) : `${first![0]}.${rest.join(" ")}`;
  return [base, suffixOf(p, style)].filter(Boolean).join(" ");
}

/** The name cell as the screen prints it. */
function nameCell(p: PlayerStat, style: HouseStyle): string {
  const name = style.capitals ? expectedName(p, style).toUpperCase() : expectedName(p, style);
  const number = 1 + (hash(p.name) % 98);
  const position = p.position === "DEF" ? ["LB", "CB", "DE", "S"][hash(p.name) % 4]! : p.position;
  const parts = [style.jersey === "before" ? String(number) : "", name, style.position ? position : ""];
  if (style.jersey === "after") parts.push(`#${number}`);
  return parts.filter(Boolean).join(" ");
}

/** How the score bug and the tabs name a team. */
export function teamLabel(team: string, style: Pick<HouseStyle, "label">): string {
  const words = team.toUpperCase().split(" ");
  if (style.label === "nickname") return words[words.length - 1]!;
  if (style.label === "school") return words.slice(0, -1).join(" ");
  return words.length >= 3 ? words.map((w) => w[0]).join("") : words[0]!.slice(0, 3);
}

const n = (v: number | undefined) => v ?? 0;

interface Table {
  title: string;
  group: Exclude<StatsGroup, "game" | "specialTeams">;
  who: (p: PlayerStat) => boolean;
}

const TABLES: Table[] = [
  { title: "PASSING", group: "passing", who: (p) => p.position === "QB" },
  { title: "RUSHING", group: "rushing", who: (p) => p.carries !== undefined },
  { title: "RECEIVING", group: "receiving", who: (p) => p.receptions !== undefined },
  { title: "DEFENSE", group: "defense", who: (p) => p.position === "DEF" },
];

/** Which stats each screen shows, for scoring a reader against the game. */
export const SHOWN: Record<string, (keyof PlayerStat)[]> = {
  passing: ["completions", "attempts", "passingYards", "passingTouchdowns", "interceptions"],
  rushing: ["carries", "rushingYards", "rushingTouchdowns", "fumbles"],
  receiving: ["receptions", "targets", "receivingYards", "receivingTouchdowns"],
  defense: ["tackles", "sacks", "defensiveInterceptions", "forcedFumbles"],
};

const esc = (s: string | number) =>
  String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const MENU = ["Box Score", "Scoring", "Team Stats", "Player Stats", "Drive Chart", "Game Log"];

/** A team's record as the bug prints it: made up from the seed, plausible. */
const record = (team: string) => `(${hash(team) % 12}-${(hash(`${team}x`) % 11) + 1})`;

function bug(style: HouseStyle, game: GeneratedGame): string {
  const label = (team: string) =>
    `<span>${esc(teamLabel(team, style))}</span>${style.records ? `<span class="rec">${record(team)}</span>` : ""}`;
  if (style.stacked)
    return `<div class="bug stacked"><div>${label(game.awayTeam)}<span class="pts">${game.awayScore}</span></div><span class="final">FINAL</span><div>${label(game.homeTeam)}<span class="pts">${game.homeScore}</span></div></div>`;
  return `<div class="bug">${label(game.awayTeam)}<span class="pts">${game.awayScore}</span><span class="final">FINAL</span><span class="pts">${game.homeScore}</span>${label(game.homeTeam)}</div>`;
}

/** The second family's table rules (styles.ts), after the first family's, which they override. */
function secondFamilyTable(style: HouseStyle): string {
  const rules: string[] = [];
  if (style.scale !== 1) rules.push(`table{font-size:${3.1 * style.scale}vh;} th{font-size:${2.6 * style.scale}vh;}`);
  if (style.italic) rules.push("td{font-style:italic;}");
  if (style.tracking) rules.push(`td{letter-spacing:${style.tracking}em;}`);
  if (style.align === "center") rules.push("th,td{text-align:center;}");
  if (style.rows === "rules")
    rules.push(`tr:nth-child(n) td{background:none;border-bottom:.15vh solid ${style.dim}55;}`);
  if (style.rows === "plain") rules.push("tr:nth-child(n) td{background:none;}");
  if (style.headerBand) rules.push(`th{background:${style.accent};color:${style.background[0]};border-bottom:none;}`);
  return rules.join("\n  ");
}

function page(style: HouseStyle, game: GeneratedGame, selected: string | null, title: string, body: string): string {
  const [bg, bg2] = style.background;
  const tab = (team: string) =>
    `<span class="tab${team === selected ? " on" : ""}">${esc(teamLabel(team, style))}</span>`;
  const menu = style.sideMenu
    ? `<nav>${MENU.map((m, i) => `<div class="${i === 3 ? "on" : ""}">${m}</div>`).join("")}</nav>`
    : "";
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;height:100%;}
  body{background:radial-gradient(ellipse at 30% 0%, ${bg2}, ${bg} 70%);color:${style.text};
    font-family:${style.font},sans-serif;overflow:hidden;}
  body::before{content:"";position:fixed;inset:0;background:repeating-linear-gradient(115deg,transparent 0 3vh,rgba(128,128,128,0.03) 3vh 6vh);}
  .frame{position:relative;display:flex;gap:3vh;margin:0 auto;width:min(92vw,165vh);padding-top:3vh;}
  nav{flex:0 0 22vh;margin-top:14vh;font-size:2.8vh;color:${style.dim};}
  nav div{padding:1.2vh 1vh;} nav div.on{color:${style.text};background:${style.accent}44;}
  .screen{flex:1;}
  .bug{display:flex;align-items:center;justify-content:center;gap:2.5vh;font-size:4vh;font-weight:700;letter-spacing:.05em;}
  .bug.stacked{justify-content:flex-start;gap:4vh;font-size:3.4vh;}
  .bug.stacked > div{display:flex;gap:2vh;align-items:center;}
  .bug .rec{font-size:2.4vh;color:${style.dim};font-weight:400;}
  .bug .pts{font-size:5vh;min-width:6vh;text-align:center;}
  .bug .final{font-size:2.6vh;color:${style.dim};border:.2vh solid ${style.dim};padding:.3vh 1vh;}
  .tabs{display:flex;justify-content:center;gap:8vh;margin-top:2.5vh;font-size:3vh;font-weight:700;}
  .tab{color:${style.dark ? "#5f6b7d" : "#a0a6b0"};padding-bottom:.6vh;}
  .tab.on{color:${style.text};border-bottom:.5vh solid ${style.accent};}
  h1{margin:2.5vh 0 1.5vh;font-size:3.6vh;letter-spacing:.12em;color:${style.accent};text-align:left;}
  table{width:100%;border-collapse:collapse;font-size:3.1vh;}
  th{color:${style.dim};font-weight:700;font-size:2.6vh;text-align:right;padding:1vh 1.5vh;border-bottom:.3vh solid ${style.accent};}
  th:first-child,td:first-child{text-align:left;}
  td{text-align:right;padding:0 1.5vh;height:${style.pitch}vh;font-weight:${style.weight};}
  tr:nth-child(odd) td{background:rgba(128,128,128,0.08);} tr:nth-child(even) td{background:rgba(128,128,128,0.16);}
  ${secondFamilyTable(style)}
  tr.hl td{background:${style.accent};color:${style.dark ? "#0b0b0b" : "#ffffff"};}
  .hint{margin-top:3vh;font-size:2.2vh;color:${style.dim};text-align:right;}
  </style></head><body><div class="frame">${menu}<div class="screen">
  ${bug(style, game)}
  <div class="tabs">${tab(game.awayTeam)}${tab(game.homeTeam)}</div>
  <h1>${esc(title)}</h1>${body}<div class="hint">LB / RB Switch Team</div></div></div></body></html>`;
}

function teamStats(game: GeneratedGame, style: HouseStyle): string {
  const of = (team: string) => game.players.filter((p) => p.team === team);
  const line = (team: string) => {
    const ps = of(team);
    const pass = ps.reduce((s, p) => s + n(p.passingYards), 0);
    const rush = ps.reduce((s, p) => s + n(p.rushingYards), 0);
    const turnovers = ps.reduce((s, p) => s + n(p.interceptions) + n(p.fumbles), 0);
    return { pass, rush, total: pass + rush, turnovers, downs: Math.round((pass + rush) / 16) };
  };
  const a = line(game.awayTeam);
  const h = line(game.homeTeam);
  const rows: [string, number, number][] = [
    ["FIRST DOWNS", a.downs, h.downs],
    ["TOTAL YARDS", a.total, h.total],
    ["PASSING YARDS", a.pass, h.pass],
    ["RUSHING YARDS", a.rush, h.rush],
    ["TURNOVERS", a.turnovers, h.turnovers],
  ];
  const head = `<tr><th></th><th>${esc(teamLabel(game.awayTeam, style))}</th><th>${esc(teamLabel(game.homeTeam, style))}</th></tr>`;
  return `<table>${head}${rows.map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join("")}</tr>`).join("")}</table>`;
}

/** Every screen of a game: team stats, then passing, rushing, receiving and defense for each team. */
export function screensOf(game: GeneratedGame, style: HouseStyle): FixtureScreen[] {
  const screens: FixtureScreen[] = [
    { name: "team-stats", group: "game", html: page(style, game, null, "TEAM STATS", teamStats(game, style)) },
  ];
  for (const table of TABLES) {
    const columns = columnsFor(table.group, style);
    for (const [side, team] of [
      ["away", game.awayTeam],
      ["home", game.homeTeam],
    ] as const) {
      const players = game.players.filter((p) => p.team === team && table.who(p));
      if (players.length === 0) continue;
      const head = `<tr><th>${style.headerCase === "title" ? "Player" : "PLAYER"}</th>${columns.map((c) => `<th>${esc(c.header)}</th>`).join("")}</tr>`;
      const body = players
        .map(
          (p, i) =>
            `<tr${style.highlight && i === 0 ? ' class="hl"' : ""}><td>${esc(nameCell(p, style))}</td>${columns
              .map((c) => `<td>${esc(c.cell(p))}</td>`)
              .join("")}</tr>`,
        )
        .join("");
      screens.push({
        name: `${table.group}-${side}`,
        group: table.group,
        html: page(style, game, team, table.title, `<table>${head}${body}</table>`),
      });
    }
  }
  return screens;
}
