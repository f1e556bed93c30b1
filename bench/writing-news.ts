// News and newsroom stories under the label check (issue 38, decision 331): the sentences the
// built-in writer adds that open on a label before a colon. News: the nine personas × three titles ×
// nine categories (one title names a rostered player of the ledger league, so its data paragraph is
// written too); the author's typed sentences are not counted. Newsroom: every kind by every persona,
// its lead-in (the voice's) and its body (the newsroom's own lines) counted apart.

import { playerName } from "../db/seed/ledger-league";
import { writeBuiltinArticle } from "../worker/services/ai/builtin";
import { LABEL_OPENING } from "../worker/services/ai/builtin/seams";
import { sentencesOf } from "../worker/services/ai/builtin/text";
import { newsBrief, PERSONAS } from "../worker/services/ai/test/fixtures";
import { newsroomDrafts } from "../worker/services/ai/test/newsroom-drafts";
import { newsLedger } from "../worker/services/ledger/news";
import { ledgerSeason } from "../worker/services/ledger/test/ledger-season";

const QB = playerName(0, 0).join(" ");
const TITLES = [`${QB} named captain`, "Outlaws trade for star corner Jalen Price", "Coach Reyes signs an extension"];
const CATEGORIES = ["general", "trade", "signing", "injury", "team-update", "contract", "coaching", "rumor", "draft"];
const TYPED = `${QB} has been named the Harbor City Gulls' captain. The vote was unanimous.`;

export interface LabelCount {
  stories: number;
  sentences: number;
  labelled: number;
  examples: string[];
}

const count = (sentences: string[][], stories: number): LabelCount => {
  const all = sentences.flat();
  const labelled = all.filter((s) => LABEL_OPENING.test(s));
  return { stories, sentences: all.length, labelled: labelled.length, examples: [...new Set(labelled)].slice(0, 3) };
};

export function newsLabels(): { news: LabelCount; leadIns: LabelCount; bodies: LabelCount } {
  const data = ledgerSeason();
  const news: string[][] = [];
  let n = 0;
  for (const persona of PERSONAS)
    for (const title of TITLES)
      for (const category of CATEGORIES) {
        const ledger = title.startsWith(QB) ? newsLedger(data, TYPED) : null;
        const b = newsBrief({ persona, title, category, articleId: 7000 + n++, details: TYPED, news: ledger });
        const typed = new Set(sentencesOf(b.details));
        news.push(sentencesOf(writeBuiltinArticle(b)).filter((s) => !typed.has(s)));
      }
  const drafts = newsroomDrafts().map(({ draft }) => draft.body.split("\n\n"));
  return {
    news: count(news, news.length),
    leadIns: count(
      drafts.map((p) => sentencesOf(p[0]!)),
      drafts.length,
    ),
    bodies: count(
      drafts.map((p) => p.slice(1).flatMap((x) => sentencesOf(x))),
      drafts.length,
    ),
  };
}
