// The writer's rules of phrasing over 100 generated games and the ledger league's 12 games by all
// nine personas (issue 38 item 4): no sentence opens on a data label, no superlative that no rule
// earns, "held to" only where the numbers hold a side or a runner down, nicknames with plural verbs.
import { describe, expect, it } from "vitest";
import { LEDGER_WEEKS, PLAYED_WEEKS } from "../../../../db/seed/ledger-league";
import { ledgerBrief, ledgerSeason } from "../../ledger/test/ledger-season";
import { writeBuiltinArticle } from "../builtin";
import { gameBrief, PERSONAS, recapBrief } from "../test/fixtures";
import { gameFacts, nickname, runnerVerdict } from "./facts";
import { LABEL_OPENING, singularTeamVerb, UNEARNED } from "./seams";
import { sentencesOf } from "./text";
import { SHAPES } from "./thresholds";
import { VOICES } from "./voices";

const data = ledgerSeason();
const games = LEDGER_WEEKS.slice(0, PLAYED_WEEKS).flatMap((week, w) => week.map(([home]) => [w, home] as const));
const briefs = [
  ...Array.from({ length: 100 }, (_, i) => gameBrief(i + 1)),
  ...games.flatMap(([w, home], g) =>
    PERSONAS.map((persona, p) => ledgerBrief(data, w, home, { persona, articleId: 5000 + g * 10 + p })),
  ),
  ...PERSONAS.map((persona) =>
    recapBrief({
      persona,
      details: "The Outlaws wore their throwbacks.",
      playerQuotes: "Cal Brewer: We kept it simple.",
    }),
  ),
];
const written = briefs.map((brief) => ({ brief, text: writeBuiltinArticle(brief) }));
const each = (test: (s: string, w: (typeof written)[number]) => boolean) =>
  written.flatMap((w) =>
    sentencesOf(w.text)
      .filter((s) => test(s, w))
      .map((s) => `${w.brief.persona.id}: ${s}`),
  );

describe("phrasing rules of the built-in writer", () => {
  it("the label check reads a frame or a pointer before a colon, not a player's line", () => {
    for (const label of [
      "Team totals first: the Outlaws threw for 301 yards.",
      "If you want the talking point of the week, it is this: the Gulls won the turnover battle.",
      "The decisive difference is clear in the box score: the Gulls ran for 120 yards.",
      "Put Cal Brewer in the right concept and this is what happens: Outlaws 27-20.",
    ])
      expect(LABEL_OPENING.test(label), label).toBe(true);
    for (const line of [
      "Aldo Pardee directed the offence with authority: 24-of-35 passing for 322 yards.",
      "On defence, Reggie Stone made the front office look smart: 9 tackles.",
      "16-9 is the final: the Outlaws over the Lumberjacks.",
    ])
      expect(LABEL_OPENING.test(line), line).toBe(false);
  });

  it(`no sentence of ${written.length} recaps opens on a data label`, () => {
    expect(each((s) => LABEL_OPENING.test(s))).toEqual([]);
  });

  it("the author's notes and quotes are in the story without a label leading them in", () => {
    for (const { brief, text } of written.slice(-PERSONAS.length)) {
      expect(text, brief.persona.id).toContain("The Outlaws wore their throwbacks.");
      expect(text, brief.persona.id).toMatch(/"We kept it simple," said [^.]*Brewer/);
      expect(text).not.toMatch(/as filed|from the notes|notes add|on the record:/i);
    }
  });

  it("no superlative that no rule earns (most efficient, dominant, owned, stole it, best, …)", () => {
    expect(each((s) => UNEARNED.test(s))).toEqual([]);
  });

  it("'held to' only where a rule earns it: a loser held to a defensive game's points, or a poor runner", () => {
    const unearned = each((s, { brief }) => {
      if (!/\bheld (?:the [\w ]+? )?to\b/.test(s)) return false;
      const f = gameFacts(brief);
      const points = s.match(/\bheld (?:the [\w ]+? )?to (\d+)\b/);
      if (points) return !(Number(points[1]) === f.loser.score && f.loser.score <= SHAPES.defensiveWinner);
      const runner = brief.players.find((p) => s.includes(p.name.split(" ").at(-1)!) && p.carries);
      return !(runner && runnerVerdict(runner) === "poor");
    });
    expect(unearned).toEqual([]);
  });

  it("team nicknames take plural verbs", () => {
    expect(
      each((s, { brief }) =>
        [brief.homeTeam!, brief.awayTeam!].some(
          (t) => singularTeamVerb(nickname(t)).test(s) || singularTeamVerb(t).test(s),
        ),
      ),
    ).toEqual([]);
  });

  it("every closing of every voice, with the team as the star (no player stood out), keeps the verb plural", () => {
    const close = { W: "Outlaws", L: "Lumberjacks", score: "27-20", margin: 7, star: "the Outlaws" };
    const singular = Object.entries(VOICES).flatMap(([id, voice]) =>
      voice.closings.map((c) => `${id}: ${c(close)}`).filter((s) => singularTeamVerb("Outlaws").test(s)),
    );
    expect(singular).toEqual([]);
  });

  it("one story never says both sides' season lines in the same frame", () => {
    const repeats = written.flatMap(({ brief, text }) => {
      const teams = [brief.homeTeam!, brief.awayTeam!].flatMap((t) => [t, nickname(t)]);
      const frame = (s: string) => teams.reduce((x, t) => x.replaceAll(t, "T"), s).replace(/\d+/g, "#");
      const frames = sentencesOf(text).map(frame);
      return frames.filter((f, i) => frames.indexOf(f) !== i).map((f) => `${brief.persona.id}: ${f}`);
    });
    expect(repeats).toEqual([]);
  });
});
