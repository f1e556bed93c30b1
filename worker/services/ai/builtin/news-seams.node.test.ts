// The label check (seams.ts) over news (issue 38, decision 331): a news story and a newsroom story
// open on the news in the persona's words ("…, and that is just in."), never on a label before a
// colon ("Breaking: …", "Scoop, trade edition: …", "The facts first: …").
import { describe, expect, it } from "vitest";
import { playerName } from "../../../../db/seed/ledger-league";
import { newsLedger } from "../../ledger/news";
import { ledgerSeason } from "../../ledger/test/ledger-season";
import { writeBuiltinArticle } from "../builtin";
import { newsBrief, PERSONAS } from "../test/fixtures";
import { newsroomDrafts } from "../test/newsroom-drafts";
import { LABEL_OPENING } from "./seams";
import { sentencesOf } from "./text";

const QB = playerName(0, 0).join(" ");
const TITLES = [`${QB} named captain`, "Outlaws trade for star corner Jalen Price", "Coach Reyes signs an extension"];
const CATEGORIES = ["general", "trade", "signing", "injury", "team-update", "contract", "coaching", "rumor", "draft"];
const TYPED = `${QB} has been named the Harbor City Gulls' captain. The vote was unanimous.`;

describe("news opens on the news, not a label", () => {
  it("the label check reads the lead-ins the voices used to write", () => {
    for (const label of [
      "Breaking: Outlaws trade for star corner Jalen Price.",
      "Scoop, trade edition: Outlaws trade for star corner Jalen Price.",
      "The facts first: Outlaws trade for star corner Jalen Price.",
      "Film-room note on this trade: Outlaws trade for star corner Jalen Price.",
    ])
      expect(LABEL_OPENING.test(label), label).toBe(true);
  });

  it("no sentence the writer adds to a news story opens on a label, for every persona, title and category", () => {
    const labelled: string[] = [];
    let n = 0;
    for (const persona of PERSONAS)
      for (const title of TITLES)
        for (const category of CATEGORIES) {
          const news = title.startsWith(QB) ? newsLedger(ledgerSeason(), TYPED) : null;
          const b = newsBrief({ persona, title, category, articleId: 7000 + n++, details: TYPED, news });
          const typed = new Set(sentencesOf(b.details));
          for (const s of sentencesOf(writeBuiltinArticle(b)))
            if (!typed.has(s) && LABEL_OPENING.test(s)) labelled.push(`${persona.id}: ${s}`);
        }
    expect(labelled).toEqual([]);
  });

  it("no newsroom story's lead-in opens on a label, for every persona", () => {
    const labelled = newsroomDrafts().flatMap(({ persona, draft }) =>
      sentencesOf(draft.body.split("\n\n")[0]!)
        .filter((s) => LABEL_OPENING.test(s))
        .map((s) => `${persona} ${draft.kind}: ${s}`),
    );
    expect(labelled).toEqual([]);
  });
});
