// The `generate` job: one article from `generating` to `ready` (and queued for Discord) or `failed`.
import { createDb } from "../../db/client";
import { leagueKey } from "../../db/domain";
import { getRecap } from "../../db/queries/recaps";
import { listWriters } from "../../db/queries/writers";
import { readConfig } from "../config";
import { providerFor } from "../services/ai/provider";
import { briefFor, writeArticle } from "../services/ai/write";
import { boxScoreNames } from "../services/ledger/box-names";
import { ledgerForNews, ledgerForRecap } from "../services/ledger/load";
import { assignedPersona } from "../services/persona";
import { fail, finish } from "../services/recap-lifecycle";
import type { JobSpec } from "./types";

/** Shown on the article when writing kept failing for a reason that is not the AI's (e.g. storage). */
export const GAVE_UP_REASON =
  "Our reporter could not finish this story because of a problem on our side. Please try again.";

/** Writes the article; the league whose story it is (its key), when it has one (decision 306). */
export async function runGeneration(env: Env, recapId: number): Promise<string | undefined> {
  const db = createDb(env.DB);
  const row = await getRecap(db, recapId);
  // Deleted, or already finished by an earlier delivery of the same message.
  if (row?.status !== "generating") return;
  const league = row.leagueName === null ? undefined : leagueKey(row.leagueName);
  const writer = assignedPersona(await listWriters(db), row.writerId);
  if (!writer) {
    await fail(db, recapId, "No reporter persona is set up on this site.");
    return league;
  }
  const [context, news] = await Promise.all([ledgerForRecap({ env, db }, row), ledgerForNews(env, row)]);
  const brief = briefFor(row, writer, context, news);
  const outcome = await writeArticle(providerFor(env), brief, readConfig(env).SITE_NAME);
  if (outcome.ok)
    await finish(env, db, recapId, { content: outcome.text, playerNames: boxScoreNames(row.players, context) });
  else await fail(db, recapId, outcome.reason);
  return league;
}

export const generateJob: JobSpec<"generate"> = {
  // The article is its league's story: only the lists, the articles and that league's pages move on.
  run: async (job, env) => ({ kind: "done", league: await runGeneration(env, job.recapId) }),
  // The article is failed (the author sees why, and Retry), not left `generating`.
  giveUp: (job, env) => fail(createDb(env.DB), job.recapId, GAVE_UP_REASON),
  changesPublicContent: true,
};
