// The Discord post of a newsroom article: the same message as any article (discord-embed.ts) with
// fields shaped for its kind: the rankings as a table, each award winner's line, each side of a
// trade, the seeds of each conference, and the roster moves as a list. Export names are hostile
// text like any other: every one is escaped, and every Discord limit is kept (a table too long for
// its fields is cut at a whole line, and fields that would pass the embed total are left off).
import type {
  PlayerAward,
  PlayoffTeam,
  RankingEntry,
  RosterArticleFacts,
  RosterChange,
} from "../../db/domain/newsroom";
import { recordText } from "../../db/domain/newsroom";
import { truncate } from "../lib/text";
import { defenceLine, offenceLine } from "./ai/builtin/newsroom/words";
import type { NewsroomFacts } from "./ai/claims/newsroom-claims";
import {
  type ArticleForDiscord,
  buildArticleMessage,
  DISCORD_LIMITS,
  type DiscordEmbed,
  type DiscordMessage,
  embedLength,
  safeMarkdown,
} from "./discord-embed";

type Field = DiscordEmbed["fields"][number];
/** Discord allows 25 fields an embed. */
export const MAX_FIELDS = 25;

const move = (e: RankingEntry) =>
  e.movement === null ? "" : e.movement === 0 ? " (–)" : e.movement > 0 ? ` (▲${e.movement})` : ` (▼${-e.movement})`;

/** Lines packed into as few fields as fit 1,024 characters each, never splitting a line. */
function table(name: string, lines: string[]): Field[] {
  const out: Field[] = [];
  let chunk: string[] = [];
  const flush = () => {
    if (chunk.length) out.push({ name: out.length ? `${name} (cont.)` : name, value: chunk.join("\n"), inline: false });
    chunk = [];
  };
  for (const raw of lines) {
    const line = truncate(raw, DISCORD_LIMITS.fieldValue);
    if ([...chunk, line].join("\n").length > DISCORD_LIMITS.fieldValue) flush();
    chunk.push(line);
  }
  flush();
  return out;
}

const award = (name: string, a: PlayerAward | null, line: (a: PlayerAward) => string): Field => ({
  name,
  value: a ? `**${safeMarkdown(a.line.name)}** (${safeMarkdown(a.team.name)}): ${line(a)}` : "No line stood out.",
  inline: false,
});

const seedLine = (t: PlayoffTeam) =>
  `${t.seed}. ${safeMarkdown(t.team.name)} (${recordText(t)})${t.mark && t.mark !== "eliminated" ? " ✓" : ""}`;

function changeLine(c: Exclude<RosterChange, { kind: "trade" }>): string {
  const p = safeMarkdown(c.player.name);
  switch (c.kind) {
    case "injury":
      return `🩹 ${p} (${safeMarkdown(c.team.name)})${c.injuredReserve ? " to IR" : ""}, out ${c.weeks} wk`;
    case "signing":
      return `✍️ ${p} signs with the ${safeMarkdown(c.team.name)}`;
    case "release":
      return `✂️ ${p} released by the ${safeMarkdown(c.team.name)}`;
    case "move":
      return `➡️ ${p}: ${safeMarkdown(c.from.name)} → ${safeMarkdown(c.to.name)}`;
    case "retirement":
      return `👋 ${p} retires${c.team ? ` (${safeMarkdown(c.team.name)})` : ""}`;
    case "draft":
      return `🎓 ${p} joins the ${safeMarkdown(c.team.name)} (round ${c.round}${c.pick !== null ? `, pick ${c.pick}` : ""})`;
    default:
      return `📝 ${p} ${c.kind === "extension" ? "extends" : "restructures"} with the ${safeMarkdown(c.team.name)}`;
  }
}

function rosterFields(a: RosterArticleFacts): Field[] {
  const trades = a.changes.filter((c) => c.kind === "trade");
  const sides = trades.flatMap((t) =>
    ([0, 1] as const).map((i) => ({
      name: truncate(`${t.teams[i].name} receive`, DISCORD_LIMITS.fieldName),
      value: truncate(t.gets[i].map((p) => safeMarkdown(p.name)).join("\n"), DISCORD_LIMITS.fieldValue),
      inline: true,
    })),
  );
  const others = a.changes.filter((c): c is Exclude<RosterChange, { kind: "trade" }> => c.kind !== "trade");
  return [...sides, ...table("Moves", others.map(changeLine))];
}

export function newsroomFields(facts: NewsroomFacts): Field[] {
  switch (facts.kind) {
    case "rankings":
      return table(
        "Power rankings",
        facts.column.entries.map((e) => `${e.rank}. ${safeMarkdown(e.team.name)} (${recordText(e.record)})${move(e)}`),
      );
    case "awards": {
      const w = facts.awards;
      const g = w.game;
      return [
        award("Offensive player of the week", w.offence, (a) => offenceLine(a.line)),
        award("Defensive player of the week", w.defence, (a) => defenceLine(a.line)),
        {
          name: "Game of the week",
          value: g
            ? `${safeMarkdown(g.home.name)} ${g.game.homeScore} – ${g.game.awayScore} ${safeMarkdown(g.away.name)}`
            : "No game was played.",
          inline: false,
        },
      ];
    }
    case "playoffs":
      return facts.picture.conferences.flatMap((c) => table(`${c.conference} seeds`, c.seeds.map(seedLine)));
    default:
      return rosterFields(facts.article);
  }
}

/** The article's message with its kind's fields after the usual ones, within every Discord limit. */
export function buildNewsroomMessage(
  article: ArticleForDiscord,
  facts: NewsroomFacts,
  opts: { origin: string; siteName: string; staffName: string },
): DiscordMessage {
  const message = buildArticleMessage(article, opts);
  const embed = message.embeds![0]!;
  const kindFields = newsroomFields(facts).map((f) => ({
    ...f,
    name: truncate(safeMarkdown(f.name), DISCORD_LIMITS.fieldName),
    value: truncate(f.value, DISCORD_LIMITS.fieldValue),
  }));
  // The kind's fields go before the description in importance: the description is cut to make room.
  const description = embed.description;
  embed.description = undefined;
  for (const f of kindFields) {
    const total = embedLength(embed) + f.name.length + f.value.length;
    if (embed.fields.length >= MAX_FIELDS || total > DISCORD_LIMITS.embedTotal) break;
    embed.fields.push(f);
  }
  const room = Math.min(DISCORD_LIMITS.description, DISCORD_LIMITS.embedTotal - embedLength(embed));
  if (description && room > 1) embed.description = truncate(description, room);
  return message;
}
