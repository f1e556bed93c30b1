// The `rewrite` job (decision 202): a published recap rewritten from its author's correction by the
// chosen reporter, through the same writer and claim checker as every story. It replaces the
// published text only when it passes; otherwise the published text stays and the author reads why.
import { createDb } from "../../db/client";
import { getRewrite } from "../../db/queries/recap-rewrites";
import { getRecap } from "../../db/queries/recaps";
import { listWriters } from "../../db/queries/writers";
import { readConfig } from "../config";
import { providerFor } from "../services/ai/provider";
import { briefFor, writeArticle } from "../services/ai/write";
import { boxScoreNames } from "../services/ledger/box-names";
import { ledgerForRecap } from "../services/ledger/load";
import { assignedPersona } from "../services/persona";
import { finishRewrite, rewriteFailed } from "../services/recap-lifecycle";
import { GAVE_UP_REASON } from "./generate";
import type { JobSpec } from "./types";

export async function runRewrite(env: Env, recapId: number): Promise<void> {
  const db = createDb(env.DB);
  const [row, rewrite] = await Promise.all([getRecap(db, recapId), getRewrite(db, recapId)]);
  // Deleted, or already finished by an earlier delivery of the same message.
  if (!row || rewrite?.state !== "writing") return;
  const writer = assignedPersona(await listWriters(db), rewrite.writerId);
  if (!writer) {
    await rewriteFailed(db, recapId, "No reporter persona is set up on this site.");
    return;
  }
  // The recap as corrected: what the reporter writes from and the checker holds the text to.
  const corrected = {
    ...row,
    homeTeam: rewrite.homeTeam,
    awayTeam: rewrite.awayTeam,
    homeScore: rewrite.homeScore,
    awayScore: rewrite.awayScore,
    gameDate: rewrite.gameDate,
    players: rewrite.players,
    writerId: writer.id,
  };
  const context = await ledgerForRecap({ env, db }, corrected);
  const outcome = await writeArticle(providerFor(env), briefFor(corrected, writer, context), readConfig(env).SITE_NAME);
  if (!outcome.ok) await rewriteFailed(db, recapId, outcome.reason);
  else if (
    !(await finishRewrite(env, db, recapId, {
      content: outcome.text,
      playerNames: boxScoreNames(corrected.players, context),
    }))
  )
    await rewriteFailed(db, recapId, "The story changed while it was being rewritten. Please try again.");
}

export const rewriteJob: JobSpec<"rewrite"> = {
  run: async (job, env) => {
    await runRewrite(env, job.recapId);
    return { kind: "done" };
  },
  // The correction is marked failed (the published text was never touched).
  giveUp: async (job, env) => rewriteFailed(createDb(env.DB), job.recapId, GAVE_UP_REASON),
  changesPublicContent: true,
};
