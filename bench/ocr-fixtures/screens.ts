// Box-score screens in the style of the season-26 pro and college games, rendered as HTML from a
// generated game (db/seed/games.ts), so every number on a screenshot is known. Used by the OCR
// benchmark (bench/ocr.ts) and the e2e that picks screenshots on /create.
import type { PlayerStat, StatsGroup } from "../../db/domain";
import type { GeneratedGame } from "../../db/seed/games";

export type Style = "pro" | "college";

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

/** Pro screens name a team by its nickname, college screens by its school (the city). */
export const teamLabel = (team: string, style: Style) => {
  const words = team.toUpperCase().split(" ");
  return style === "pro" ? words[words.length - 1]! : words.slice(0, -1).join(" ");
};

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

interface Table {
  title: string;
  group: StatsGroup;
  headers: string[];
  rows: (p: PlayerStat) => (string | number)[];
  who: (p: PlayerStat) => boolean;
}

const TABLES: Table[] = [
  {
    title: "PASSING",
    group: "passing",
    headers: ["CMP/ATT", "YDS", "TD", "INT", "LNG", "RTG"],
    who: (p) => p.position === "QB",
    rows: (p) => [
      `${n(p.completions)}/${n(p.attempts)}`,
      n(p.passingYards),
      n(p.passingTouchdowns),
      n(p.interceptions),
      long(n(p.passingYards), n(p.completions)),
      rating(p),
    ],
  },
  {
    title: "RUSHING",
    group: "rushing",
    headers: ["CAR", "YDS", "AVG", "TD", "FUM", "LNG"],
    who: (p) => p.carries !== undefined,
    rows: (p) => [
      n(p.carries),
      n(p.rushingYards),
      avg(n(p.rushingYards), n(p.carries)),
      n(p.rushingTouchdowns),
      n(p.fumbles),
      long(n(p.rushingYards), n(p.carries)),
    ],
  },
  {
    title: "RECEIVING",
    group: "receiving",
    headers: ["REC", "TGT", "YDS", "AVG", "TD", "LNG"],
    who: (p) => p.receptions !== undefined,
    rows: (p) => [
      n(p.receptions),
      n(p.targets),
      n(p.receivingYards),
      avg(n(p.receivingYards), n(p.receptions)),
      n(p.receivingTouchdowns),
      long(n(p.receivingYards), n(p.receptions)),
    ],
  },
  {
    title: "DEFENSE",
    group: "defense",
    headers: ["TKL", "SACK", "INT", "FF"],
    who: (p) => p.position === "DEF",
    rows: (p) => [n(p.tackles), n(p.sacks), n(p.defensiveInterceptions), n(p.forcedFumbles)],
  },
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

const COLORS: Record<Style, { bg: string; bg2: string; accent: string; row: string; row2: string }> = {
  pro: {
    bg: "#07111f",
    bg2: "#12243d",
    accent: "#1e88ff",
    row: "rgba(255,255,255,0.05)",
    row2: "rgba(255,255,255,0.10)",
  },
  college: {
    bg: "#1a0b0b",
    bg2: "#2b1212",
    accent: "#e0a526",
    row: "rgba(255,255,255,0.04)",
    row2: "rgba(255,255,255,0.09)",
  },
};

function page(style: Style, game: GeneratedGame, selected: string | null, title: string, body: string): string {
  const c = COLORS[style];
  const away = teamLabel(game.awayTeam, style);
  const home = teamLabel(game.homeTeam, style);
  const tab = (team: string, label: string) =>
    `<span class="tab${team === selected ? " on" : ""}">${esc(label)}</span>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;height:100%;}
  body{background:radial-gradient(ellipse at 30% 0%, ${c.bg2}, ${c.bg} 70%);color:#f4f7fb;
    font-family:"DejaVu Sans Condensed","Liberation Sans Narrow","Arial Narrow",sans-serif;overflow:hidden;}
  body::before{content:"";position:fixed;inset:0;background:repeating-linear-gradient(115deg,transparent 0 3vh,rgba(255,255,255,0.02) 3vh 6vh);}
  .screen{position:relative;margin:0 auto;width:min(90vw,160vh);padding-top:3vh;}
  .bug{display:flex;align-items:center;justify-content:center;gap:2.5vh;font-size:4vh;font-weight:700;letter-spacing:.05em;}
  .bug .pts{font-size:5vh;min-width:6vh;text-align:center;}
  .bug .final{font-size:2.6vh;color:#aab6c8;border:.2vh solid #5a6678;padding:.3vh 1vh;}
  .tabs{display:flex;justify-content:center;gap:8vh;margin-top:2.5vh;font-size:3vh;font-weight:700;}
  .tab{color:#5f6b7d;padding-bottom:.6vh;}
  .tab.on{color:#fff;border-bottom:.5vh solid ${c.accent};}
  h1{margin:2.5vh 0 1.5vh;font-size:3.6vh;letter-spacing:.12em;color:${c.accent};text-align:left;}
  table{width:100%;border-collapse:collapse;font-size:3.1vh;}
  th{color:#9fb0c8;font-weight:700;font-size:2.6vh;text-align:right;padding:1vh 1.5vh;border-bottom:.3vh solid ${c.accent};}
  th:first-child,td:first-child{text-align:left;}
  td{text-align:right;padding:1.1vh 1.5vh;font-weight:600;}
  tr:nth-child(odd) td{background:${c.row};} tr:nth-child(even) td{background:${c.row2};}
  .hint{margin-top:3vh;font-size:2.2vh;color:#7d8899;text-align:right;}
  </style></head><body><div class="screen">
  <div class="bug"><span>${esc(away)}</span><span class="pts">${game.awayScore}</span><span class="final">FINAL</span><span class="pts">${game.homeScore}</span><span>${esc(home)}</span></div>
  <div class="tabs">${tab(game.awayTeam, away)}${tab(game.homeTeam, home)}</div>
  <h1>${esc(title)}</h1>${body}<div class="hint">LB / RB Switch Team</div></div></body></html>`;
}

function teamStats(game: GeneratedGame, style: Style): string {
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
export function screensOf(game: GeneratedGame, style: Style): FixtureScreen[] {
  const screens: FixtureScreen[] = [
    { name: "team-stats", group: "game", html: page(style, game, null, "TEAM STATS", teamStats(game, style)) },
  ];
  for (const table of TABLES) {
    for (const [side, team] of [
      ["away", game.awayTeam],
      ["home", game.homeTeam],
    ] as const) {
      const players = game.players.filter((p) => p.team === team && table.who(p));
      if (players.length === 0) continue;
      const head = `<tr><th>PLAYER</th>${table.headers.map((h) => `<th>${h}</th>`).join("")}</tr>`;
      const body = players
        .map(
          (p) =>
            `<tr><td>${esc(abbreviate(p.name))}</td>${table
              .rows(p)
              .map((v) => `<td>${esc(v)}</td>`)
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
