// The `newsroom-rosters` job (issue 41, decision 311): a roster list (a team's roster or the
// free-agent pool) came in; the league's rosters are compared with the newsroom's baseline and every
// change not reported before makes news, one article per kind (an injury report, a trade story, a
// transactions wire, contract news, draft news), in the kinds the commissioner left on.
import { createDb } from "../../db/client";
import {
  kindsOn,
  ledgerOfArticle,
  playersOfChange,
  type RosterChange,
  rosterArticleKey,
  rosterArticles,
  rosterChanges,
} from "../../db/domain/newsroom";
import { getLeague } from "../../db/queries/leagues";
import { claimChanges, getNewsroomLeague, receivedLists, saveRosterBaseline } from "../../db/queries/newsroom";
import { loadRosterLedger, rosterRound } from "../services/newsroom/roster-facts";
import { newsroomOutcome, type Written, writeNewsroomArticle } from "../services/newsroom/write-article";
import { personaFor } from "./export-week";
import type { JobOf, JobSpec } from "./types";

/** The rotation's turn for a roster article: a number from its key, so a retry picks the same persona. */
const turnOf = (key: string) => [...key].reduce((n, ch) => (n * 31 + ch.charCodeAt(0)) >>> 0, 7);

export async function writeRosterNews(env: Env, job: JobOf<"newsroom-rosters">): Promise<Written[]> {
  const db = createDb(env.DB);
  const league = await getLeague(db, job.leagueId);
  if (!league) return [];
  const state = await getNewsroomLeague(db, league.id);
  // A later list came in: its own job compares, with the whole export in.
  if ((state?.rosterPostedAt?.getTime() ?? 0) > job.postedAt) return [];
  const received = await receivedLists(db, league.id);
  const round = await rosterRound(env, league.id, state?.baseline ?? null, received);
  const on = kindsOn(state?.kinds);
  // A change's article kind is the one `rosterArticles` files it under.
  const wanted = (c: RosterChange) => rosterArticles([c]).every((a) => on.includes(a.kind));
  const found = rosterChanges(round.before, round.after).filter(wanted);
  const mine = await claimChanges(
    db,
    league.id,
    found.map((c) => c.key),
  );
  const told = found.filter((c) => mine.has(c.key));
  const ledger = told.length ? await loadRosterLedger(env, league.id, round, told.flatMap(playersOfChange)) : null;
  const out: Written[] = [];
  for (const article of rosterArticles(told)) {
    const key = rosterArticleKey(article);
    const personaId = await personaFor(db, league, turnOf(key));
    out.push(
      await writeNewsroomArticle(env, db, league, {
        key,
        facts: { kind: "roster", article, ledger: ledgerOfArticle(article, ledger) },
        season: round.season,
        week: null,
        personaId,
      }),
    );
  }
  await saveRosterBaseline(db, league.id, round.latest, received);
  return out;
}

export const newsroomRostersJob: JobSpec<"newsroom-rosters"> = {
  run: async (job, env) => {
    return newsroomOutcome(env, job.leagueId, await writeRosterNews(env, job));
  },
  changesPublicContent: true,
};
