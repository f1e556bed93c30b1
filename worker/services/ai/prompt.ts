// The messages sent to an LLM provider: the persona's system prompt (the exact text the writer
// manager previews), the article type, and the data as compact lines.
import { buildPersonaSystemPrompt, type PlayerStat, STAT_KEYS, STATS, type StatKey } from "../../../db/domain";
import { storyNames, teamTotals } from "./claims/facts";
import { NEWS_SHAPE, newsLines } from "./prompt-news";
import { SEASON_SHAPE, seasonLines } from "./prompt-season";
import type { ArticleBrief, ChatMessage } from "./types";

/** Enough for 300 words with room to spare; Workers AI's default of 256 would truncate. */
export const ARTICLE_MAX_TOKENS = 1024;

const RULES = [
  "Write the article body only: 150 to 300 words in your own voice, plain text, paragraphs separated by a blank line, no title, no headings, no markdown.",
  "State only what the data below says. Every number must be in the data, or be the margin, the combined score, a team total given below, a completion percentage or yards per carry.",
  "Name only people and teams in the data, each with his own team and his own numbers.",
  "Do not invent quotes, plays, play lengths, injuries, streaks, records, other games, halftime or quarter scores, or sources.",
].join(" ");

export const playerLine = (p: PlayerStat, name = p.name) => `- ${name} (${p.position}): ${statList(p)}`;

const statList = (stats: Partial<Record<StatKey, number>>) =>
  STAT_KEYS.filter((k) => stats[k] !== undefined)
    .map((k) => `${stats[k]} ${STATS[k].prompt}`)
    .join(", ");

const same = (a: string, b: string | null) => a.trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** "Winner: X beat Y 24-17, a 7-point margin." — the result stated outright, so no model reverses it. */
export function resultLine(b: ArticleBrief): string {
  const home = b.homeTeam ?? "The home team";
  const away = b.awayTeam ?? "the away team";
  if (b.homeScore === b.awayScore) return `Result: ${home} and ${away} tied ${b.homeScore}-${b.awayScore}.`;
  const [winner, loser] = b.homeScore > b.awayScore ? [home, away] : [away, home];
  const [hi, lo] = [Math.max(b.homeScore, b.awayScore), Math.min(b.homeScore, b.awayScore)];
  const margin = hi - lo;
  return `Winner: ${winner} beat ${loser} ${hi}-${lo}, a ${margin}-point margin (${hi + lo} points combined). ${home} were at home.`;
}

/** The box score grouped by team, each with its score and team totals. */
function boxScoreLines(b: ArticleBrief): string[] {
  const lines: string[] = [];
  // Players as the story names them: the roster's full names when the league exported them.
  const names = storyNames(b);
  const line = (p: PlayerStat) => playerLine(p, names[b.players.indexOf(p)]?.full);
  for (const [team, score] of [
    [b.homeTeam, b.homeScore],
    [b.awayTeam, b.awayScore],
  ] as const) {
    const rows = b.players.filter((p) => same(p.team, team));
    if (!team || !rows.length) continue;
    lines.push(
      `Box score, ${team} (${score} points):`,
      ...rows.map(line),
      `  ${team} team totals: ${statList(teamTotals(rows))}`,
    );
  }
  const others = b.players.filter((p) => !same(p.team, b.homeTeam) && !same(p.team, b.awayTeam));
  if (others.length) lines.push("Other players:", ...others.map(line));
  return lines;
}

function quoteLines(b: ArticleBrief): string[] {
  const quotes = (b.playerQuotes ?? "")
    .split(/\n+/)
    .map((q) => q.trim())
    .filter(Boolean);
  if (!quotes.length) return ["Quotes: none were given, so do not quote anyone."];
  return [
    "Quotes the author gave (use them word for word, by their speaker; no other quotes may be used):",
    ...quotes.map((q) => `- ${q}`),
  ];
}

function dataBlock(b: ArticleBrief): string {
  const lines: string[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value?.trim()) lines.push(`${label}: ${value.trim()}`);
  };
  add("Title", b.title);
  add("League", b.leagueName);
  add("Date", b.gameDate);
  if (b.type === "game_recap") {
    lines.push(resultLine(b));
    add("Venue", b.venue);
    add("Game summary", b.gameSummary);
    add("Key moments", b.keyMoments);
    add("Big plays", b.bigPlays);
    add("Injuries", b.injuries);
    lines.push(...boxScoreLines(b));
    add("Author's notes", b.details);
    if (b.context) {
      const names = storyNames(b);
      lines.push(...seasonLines(b.context, (id) => names[b.players.findIndex((p) => p.id === id)]?.full));
    }
  } else {
    add("Category", b.category);
    add("News details", b.details);
    if (b.news) lines.push(...newsLines(b.news));
  }
  lines.push(...quoteLines(b));
  return lines.join("\n");
}

export function buildArticleMessages(b: ArticleBrief, siteName: string): ChatMessage[] {
  const kind = b.type === "news" ? "a news article" : "a game recap";
  return [
    {
      role: "system",
      content: `${buildPersonaSystemPrompt(b.persona, siteName)}\n\n${RULES}${b.context ? ` ${SEASON_SHAPE}` : ""}${b.news ? ` ${NEWS_SHAPE}` : ""}`,
    },
    { role: "user", content: `Write ${kind} from this data.\n\n${dataBlock(b)}` },
  ];
}

/** The second attempt: the rejected draft and exactly what was wrong with it. */
export function buildRetryMessages(first: ChatMessage[], draft: string, problems: string[]): ChatMessage[] {
  return [
    ...first,
    { role: "assistant", content: draft },
    {
      role: "user",
      content: `That draft states things the data does not support:\n${problems.map((p) => `- ${p}`).join("\n")}\nRewrite it using only the data given, in 150 to 300 words.`,
    },
  ];
}
