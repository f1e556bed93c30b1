// One newsroom article from its facts (issue 41, decision 311): claimed by its key, written by the
// built-in writer in the persona's voice, checked by the newsroom claim checker, then published at
// once or held for the commissioner (the league's `autoPublish`, the same switch as export recaps).
// A draft the checker refuses is never published: the refusal is recorded on the key instead.

import { createDb, type Db } from "../../../db/client";
import { gameWeekOfExport, seasonOfExport } from "../../../db/domain/game-week";
import type { JsonValue } from "../../../db/domain/json";
import { STAGES } from "../../../db/domain/league-export";
import type { NewsroomKind } from "../../../db/domain/newsroom";
import { getLeague, type LeagueRow } from "../../../db/queries/leagues";
import { claimArticle, insertNewsroomRecap, linkArticle } from "../../../db/queries/newsroom";
import { deleteRecap } from "../../../db/queries/recaps-write";
import type { JobOutcome } from "../../jobs/types";
import { writeAwardsArticle } from "../ai/builtin/newsroom/awards-article";
import type { NewsroomDraft } from "../ai/builtin/newsroom/draft";
import { writePlayoffPicture } from "../ai/builtin/newsroom/playoff-article";
import { writeRankingsColumn } from "../ai/builtin/newsroom/rankings-column";
import { writeRosterArticle } from "../ai/builtin/newsroom/roster-articles";
import { checkNewsroomClaims, type NewsroomFacts } from "../ai/claims/newsroom-claims";
import * as lifecycle from "../recap-lifecycle";

export const kindOfFacts = (f: NewsroomFacts): NewsroomKind => (f.kind === "roster" ? f.article.kind : f.kind);

export function draftOf(f: NewsroomFacts, personaId: string): NewsroomDraft {
  switch (f.kind) {
    case "rankings":
      return writeRankingsColumn(f.column, personaId);
    case "awards":
      return writeAwardsArticle(f.awards, personaId);
    case "playoffs":
      return writePlayoffPicture(f.picture, personaId);
    case "roster":
      return writeRosterArticle(f.article, personaId, f.ledger ?? null);
  }
}

export type Written = "published" | "held" | "refused" | "seen";

/**
 * What a newsroom job tells the consumer: readers see nothing new unless an article was published
 * (a held one is a draft), and what they see is one league's stories (decision 306).
 */
export async function newsroomOutcome(env: Env, leagueId: number, written: readonly Written[]): Promise<JobOutcome> {
  if (!written.includes("published")) return { kind: "done", unchanged: true };
  const league = await getLeague(createDb(env.DB), leagueId);
  return league ? { kind: "done", league: league.nameKey } : { kind: "done" };
}

export async function writeNewsroomArticle(
  env: Env,
  db: Db,
  league: LeagueRow,
  article: { key: string; facts: NewsroomFacts; season: number; week: number | null; personaId: string | null },
): Promise<Written> {
  const kind = kindOfFacts(article.facts);
  const claim = { leagueId: league.id, key: article.key, kind, season: article.season, week: article.week };
  if (!(await claimArticle(db, claim))) return "seen";
  // The facts travel as JSON (D1 and the Discord job read them back): plain objects, no Map or Set.
  const facts = JSON.parse(JSON.stringify(article.facts)) as JsonValue;
  const draft = draftOf(article.facts, article.personaId ?? "");
  const check = checkNewsroomClaims(draft, article.facts);
  if (!check.ok) {
    const refusal = check.problems.join(" ");
    console.error("The newsroom checker refused a draft", league.id, article.key, refusal);
    await linkArticle(db, claim, { recapId: null, facts, refusal });
    return "refused";
  }
  const held = !league.autoPublish;
  const row = await insertNewsroomRecap(
    db,
    {
      title: draft.title,
      content: draft.body,
      type: "news",
      category: draft.category,
      newsroomKind: kind,
      leagueId: league.id,
      leagueName: league.name,
      writerId: article.personaId,
      userId: league.commissionerId,
      userName: `${league.name} newsroom`,
      // The export carries no calendar date: the day the newsroom wrote it stands for it.
      gameDate: new Date().toISOString().slice(0, 10),
      season: seasonOfExport(article.season),
      week: article.week === null ? null : gameWeekOfExport(STAGES.reg, article.week),
    },
    held,
  );
  if (!(await linkArticle(db, claim, { recapId: row.id, facts }))) {
    // Another job wrote this key first: its article stands, this one goes.
    await deleteRecap(db, row.id);
    return "seen";
  }
  if (held) return "held";
  await lifecycle.publish(env, row.id);
  return "published";
}
