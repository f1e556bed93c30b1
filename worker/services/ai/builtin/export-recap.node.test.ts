// The built-in writer on exported box scores (issue 22): every game of the fixture week, by every
// persona. The claim checker passes every article, and the template seams the last session found
// are gone: a receiver's yards said twice in one sentence, a running back's phrase for a receiver.
import { describe, expect, it } from "vitest";
import { exportWeek, leagueTeams } from "../../../../db/seed/export-fixtures";
import { type ExportData, exportBoxScore } from "../../league-export/box-score";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { PERSONAS, recapBrief } from "../test/fixtures";
import { sentencesOf } from "./text";

const week = exportWeek({ season: 0, weekIndex: 0 });
const teams = new Map(
  (leagueTeams().leagueTeamInfoList as ExportData[]).map((t) => [t.teamId as number, t] as [number, ExportData]),
);
const rowsOf = (body: Record<string, unknown>, list: string) => body[list] as ExportData[];
const boxes = (rowsOf(week.schedules, "gameScheduleInfoList") as ExportData[]).map((schedule) => {
  const mine = (rows: ExportData[]) => rows.filter((r) => r.scheduleId === schedule.scheduleId);
  return exportBoxScore({
    schedule,
    teams,
    passing: mine(rowsOf(week.passing, "playerPassingStatInfoList")),
    rushing: mine(rowsOf(week.rushing, "playerRushingStatInfoList")),
    receiving: mine(rowsOf(week.receiving, "playerReceivingStatInfoList")),
    defense: mine(rowsOf(week.defense, "playerDefensiveStatInfoList")),
  });
});

const articles = PERSONAS.flatMap((persona) =>
  boxes.map((box, i) => {
    const brief = recapBrief({ ...box, persona, articleId: 100 + i, details: "", title: "Week 1" });
    return { persona: persona.id, brief, text: writeBuiltinArticle(brief) };
  }),
);

/** The same "N yards"/"N receiving yards" twice in one sentence. */
const repeatedYards = (sentence: string) => {
  const seen = new Set<string>();
  for (const m of sentence.matchAll(/\b(\d+) (?:receiving |rushing |passing )?yards\b/g)) {
    if (seen.has(m[1]!)) return true;
    seen.add(m[1]!);
  }
  return false;
};

describe("built-in recaps of exported games", () => {
  it(`every one of ${articles.length} articles passes the claim checker`, () => {
    for (const a of articles) expect(checkClaims(a.text, a.brief).problems, `${a.persona}\n${a.text}`).toEqual([]);
  });

  it("no sentence says the same yards twice, or the same count of a stat twice", () => {
    for (const a of articles)
      for (const s of sentencesOf(a.text)) {
        expect(repeatedYards(s), `${a.persona}: ${s}`).toBe(false);
        // Per clause: a woven sentence (weave.ts) gives two players' lines, and both may have "1 touchdown".
        for (const clause of s.split(/, (?:and|while) /)) {
          const counts = [...clause.matchAll(/\b(\d+ (?:interceptions?|touchdowns?|tackles?|sacks?))\b/g)].map(
            (m) => m[1],
          );
          expect(new Set(counts).size, `${a.persona}: ${s}`).toBe(counts.length);
        }
      }
  });

  it("a receiver is never given a runner's phrase; a receiver's verdict adds yards per catch", () => {
    const all = articles.map((a) => a.text).join("\n");
    expect(all).not.toMatch(/took the hits and held on/);
    expect(all).not.toMatch(/\d+ yards on \d+ catches[^.]*\d+ receiving yards/);
    expect(all).toMatch(/\d+(\.\d)? yards (a|per) catch/);
  });
});
