// The supporting numbers woven into the story (issue 38 item 4): a side's quarterback and the receiver
// his passes went to in one sentence, and the turnovers that decided a game told with the defender who
// forced them, in every persona's voice, every claim still passing the checker.
import { describe, expect, it } from "vitest";
import { LEDGER_WEEKS, PLAYED_WEEKS } from "../../../../db/seed/ledger-league";
import { ledgerBrief, ledgerSeason } from "../../ledger/test/ledger-season";
import { writeBuiltinArticle } from "../builtin";
import { checkClaims } from "../claims/check";
import { storyNames } from "../claims/facts";
import { PERSONAS, recapBrief } from "../test/fixtures";
import { gameFacts } from "./facts";
import { sentencesOf } from "./text";

const data = ledgerSeason();
const games = LEDGER_WEEKS.slice(0, PLAYED_WEEKS).flatMap((week, w) => week.map(([home]) => [w, home] as const));

describe("the numbers woven into the story", () => {
  it("a quarterback and his receiver are told in one sentence, for every side, game and persona", () => {
    let pairs = 0;
    for (const [w, home] of games)
      for (const persona of PERSONAS) {
        const brief = ledgerBrief(data, w, home, { persona });
        const text = writeBuiltinArticle(brief);
        const names = storyNames(brief);
        const said = (row: (typeof brief.players)[number], s: string) => {
          const n = names[brief.players.indexOf(row)]!;
          return s.includes(n.full) || s.includes(n.surname);
        };
        const sentences = text.split("\n\n").flatMap(sentencesOf);
        const f = gameFacts(brief);
        for (const side of [f.leaders.winner, f.leaders.loser]) {
          const { qb, receiver } = side;
          if (
            !qb ||
            !receiver ||
            !sentences.some((s) => said(qb.row, s)) ||
            !sentences.some((s) => said(receiver.row, s))
          )
            continue;
          pairs++;
          expect(
            sentences.some((s) => said(qb.row, s) && said(receiver.row, s)),
            `${persona.id} ${brief.title}\n${text}`,
          ).toBe(true);
        }
        expect(checkClaims(text, brief).problems, text).toEqual([]);
      }
    expect(pairs).toBeGreaterThan(100);
  });

  it("the turnovers that decided it are told with the defender who forced them", () => {
    for (const persona of PERSONAS) {
      const brief = recapBrief({ persona });
      const text = writeBuiltinArticle(brief);
      const lede = sentencesOf(text.split("\n\n")[0]!);
      expect(
        lede.some((s) => /2 interceptions/.test(s) && s.includes("Reggie Stone")),
        text,
      ).toBe(true);
      expect(checkClaims(text, brief).problems, text).toEqual([]);
    }
  });
});
