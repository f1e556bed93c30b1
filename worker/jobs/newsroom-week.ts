// The `newsroom-week` job (issue 41, decision 311): once every game of a regular-season week is
// played and its player stats are in, the league's power rankings column and awards (and, past the
// midpoint, the playoff picture) are written once each, in the kinds the commissioner left on.
import { createDb } from "../../db/client";
import { kindsOn, type PreviousColumn, previousColumnOf, weeklyArticleKey } from "../../db/domain/newsroom";
import { getLeague } from "../../db/queries/leagues";
import { getNewsroomLeague, lastColumn } from "../../db/queries/newsroom";
import type { NewsroomFacts } from "../services/ai/claims/newsroom-claims";
import { weekFacts } from "../services/newsroom/week-facts";
import { kindOfFacts, newsroomOutcome, type Written, writeNewsroomArticle } from "../services/newsroom/write-article";
import { personaFor } from "./export-week";
import type { JobOf, JobSpec } from "./types";

export async function writeWeekNewsroom(env: Env, job: JobOf<"newsroom-week">): Promise<Written[]> {
  const db = createDb(env.DB);
  const league = await getLeague(db, job.leagueId);
  if (!league) return [];
  const on = kindsOn((await getNewsroomLeague(db, league.id))?.kinds);
  const previous = async (season: number, week: number): Promise<PreviousColumn | null> => {
    const row = await lastColumn(db, league.id, season, week);
    const facts = row?.facts as NewsroomFacts | null | undefined;
    return facts?.kind === "rankings" ? previousColumnOf(facts.column) : null;
  };
  const found = await weekFacts(env, league.id, job, previous);
  const personaId = await personaFor(db, league, job.season * 100 + job.week);
  const out: Written[] = [];
  for (const facts of found) {
    if (facts.kind === "roster" || !on.includes(kindOfFacts(facts))) continue;
    const key = weeklyArticleKey(facts.kind, job.season, job.week);
    out.push(
      await writeNewsroomArticle(env, db, league, { key, facts, season: job.season, week: job.week, personaId }),
    );
  }
  return out;
}

export const newsroomWeekJob: JobSpec<"newsroom-week"> = {
  run: async (job, env) => {
    return newsroomOutcome(env, job.leagueId, await writeWeekNewsroom(env, job));
  },
  changesPublicContent: true,
};
