// The messages sent to an LLM provider: the persona's system prompt (the exact text the writer
// manager previews), the article type, and the data as compact lines.
import { buildPersonaSystemPrompt, type PlayerStat, STAT_KEYS, STATS } from "../../../db/domain";
import type { ArticleBrief, ChatMessage } from "./types";

/** Enough for 300 words with room to spare; Workers AI's default of 256 would truncate. */
export const ARTICLE_MAX_TOKENS = 1024;

const RULES = [
  "Write the article body only: 150 to 300 words, plain text, paragraphs separated by a blank line, no title, no headings, no markdown.",
  "Every number you write must appear in the data below (you may state the margin or the combined score).",
  "Only name people who appear in the data below. Do not invent quotes, statistics, injuries or plays.",
].join(" ");

export const playerLine = (p: PlayerStat) =>
  `- ${p.name} (${p.position}${p.team ? `, ${p.team}` : ""}): ${STAT_KEYS.filter((k) => p[k] !== undefined)
    .map((k) => `${p[k]} ${STATS[k].prompt}`)
    .join(", ")}`;

function dataBlock(b: ArticleBrief): string {
  const lines: string[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value?.trim()) lines.push(`${label}: ${value.trim()}`);
  };
  add("Title", b.title);
  add("League", b.leagueName);
  add("Date", b.gameDate);
  if (b.type === "game_recap") {
    add("Home team", b.homeTeam);
    add("Away team", b.awayTeam);
    lines.push(`Final score: ${b.homeTeam ?? "Home"} ${b.homeScore}, ${b.awayTeam ?? "Away"} ${b.awayScore}`);
    add("Venue", b.venue);
    add("Game summary", b.gameSummary);
    add("Key moments", b.keyMoments);
    add("Big plays", b.bigPlays);
    add("Injuries", b.injuries);
    if (b.players.length) lines.push("Box score:", ...b.players.map(playerLine));
    add("Author's notes", b.details);
  } else {
    add("Category", b.category);
    add("News details", b.details);
  }
  add("Player quotes (use only these, word for word)", b.playerQuotes);
  return lines.join("\n");
}

export function buildArticleMessages(b: ArticleBrief, siteName: string): ChatMessage[] {
  const kind = b.type === "news" ? "a news article" : "a game recap";
  return [
    { role: "system", content: `${buildPersonaSystemPrompt(b.persona, siteName)}\n\n${RULES}` },
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
      content: `That draft states facts that are not in the data:\n${problems.map((p) => `- ${p}`).join("\n")}\nRewrite it using only the data given.`,
    },
  ];
}
