// The weekly power rankings column: every team in order with its record and its move against last
// week's column (or, in week 1 and after a week with no column, a plain word that there is none),
// then one or two true sentences: this week's result and the team's standout line.
import type { RankingEntry, RankingsColumn } from "../../../../../db/domain/newsroom";
import { defenceScore, offenceScore, recordText } from "../../../../../db/domain/newsroom";
import { type Pick, picker } from "../pick";
import { framed, type NewsroomDraft } from "./draft";
import { defenceLine, offenceLine, resultClause, weekName } from "./words";

function movement(e: RankingEntry, hasLastWeek: boolean): string {
  if (!hasLastWeek) return "";
  if (e.movement === null) return ", new to the column";
  if (e.movement === 0) return `, holds at No. ${e.rank}`;
  return `, ${e.movement > 0 ? "up" : "down"} ${Math.abs(e.movement)} from No. ${e.previousRank}`;
}

const STANDOUT = ["led the way with", "had", "posted", "put up"];

function standout(e: RankingEntry, pick: Pick): string {
  const l = e.standout;
  if (!l) return "";
  const line = offenceScore(l) >= defenceScore(l) ? offenceLine(l) : defenceLine(l);
  return line ? ` ${l.name} ${pick(STANDOUT, e.team.key)} ${line}.` : "";
}

export function entryParagraph(
  e: RankingEntry,
  byId: Map<number, RankingEntry>,
  hasLastWeek: boolean,
  pick: Pick,
): string {
  const head = `${e.rank}. ${e.team.name} (${recordText(e.record)})${movement(e, hasLastWeek)}.`;
  if (!e.result) return `${head} Had a bye this week.`;
  const opponent = byId.get(e.result.opponentId)?.team.name;
  const result = opponent ? ` The ${e.team.short} ${resultClause(e.result, opponent)}.` : "";
  return `${head}${result}${standout(e, pick)}`;
}

export function rankingsTitle(c: RankingsColumn): string {
  const top = c.entries[0]!;
  const how = !c.hasLastWeek || top.movement === null ? "open at" : top.movement === 0 ? "stay at" : "climb to";
  return `${weekName(c.week)} power rankings: the ${top.team.short} ${how} No. 1`;
}

export function writeRankingsColumn(c: RankingsColumn, personaId: string): NewsroomDraft {
  const title = rankingsTitle(c);
  const byId = new Map(c.entries.map((e) => [e.team.teamId, e]));
  const note = c.hasLastWeek
    ? `Movement is against last week's column.`
    : c.week === 0
      ? "This is the first column of the season, so there is no last week to move from."
      : "There was no column last week, so this one shows no movement.";
  const pick = picker(`rankings|${c.season}|${c.week}`);
  const paragraphs = [note, ...c.entries.map((e) => entryParagraph(e, byId, c.hasLastWeek, pick))];
  return { kind: "rankings", title, category: "general", body: framed(personaId, "rankings", title, paragraphs) };
}
