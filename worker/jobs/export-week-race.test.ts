// A member's recap of a game published in the same instant as the export's job writing that game's
// story (decision 231). The job checks for a member's recap, drafts its own story, then links it;
// the member's publish checks for an export story to replace, then writes. Each interleaving is
// forced here by calling the two sides' steps in that order: whichever commits second sees the
// first, so the game has exactly one public story and nothing anyone wrote is lost.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adoptMemberRecap,
  claimExportGame,
  type GameKey,
  linkExportStory,
  linkMemberStory,
} from "../../db/queries/export-games";
import { getLeague } from "../../db/queries/leagues";
import { finishGeneration } from "../../db/queries/recap-status";
import { exportGames, type Recap, recaps } from "../../db/schema";
import { exportWeek } from "../../db/seed/export-fixtures";
import { boxHash } from "../services/league-export/box-score";
import { factsOfGame, loadWeek } from "../services/league-export/week-games";
import * as lifecycle from "../services/recap-lifecycle";
import { client, idParam } from "../test/client";
import { exportedLeague, insertMemberRecap } from "../test/export-helpers";
import { db, signedIn } from "../test/helpers";
import { draftExportStory, settleExportStory, writeWeekStories } from "./export-week";
import { runGeneration } from "./generate";

const MEMBER_NOTES = "What I saw from the stands.";

/** A league with one finished exported game, and a member's recap of it still being written. */
async function gameAndMemberRecap(weekIndex: number, autoPublish = true) {
  const { league, send } = await exportedLeague("Race", { autoPublish });
  const week = exportWeek({ season: 0, weekIndex, games: 1 });
  await send(week);
  const row = (await getLeague(db(), league.id))!;
  const ref = { season: 0, stage: 1, week: weekIndex };
  const { schedules, boxOf } = await loadWeek(env, league.id, ref);
  const box = boxOf(schedules[0]!)!;
  const key: GameKey = { leagueId: league.id, ...ref, scheduleId: schedules[0]!.rowId };
  const member = await signedIn();
  const mine = await insertMemberRecap(member, league.name, box, {
    season: 1,
    week: String(weekIndex + 1) as Recap["week"],
    notes: MEMBER_NOTES,
  });
  return { league: row, week, key, box, mine };
}

const gameOf = async (key: GameKey) =>
  (
    await db()
      .select()
      .from(exportGames)
      .where(and(eq(exportGames.leagueId, key.leagueId), eq(exportGames.scheduleId, key.scheduleId)))
  )[0]!;
const recapRow = async (id: number) => (await db().select().from(recaps).where(eq(recaps.id, id)))[0];
const publicStatus = async (id: number) => (await client().recaps[":id"].$get(idParam(id))).status;
const publicStoriesOf = async (leagueId: number) =>
  db()
    .select({ id: recaps.id })
    .from(recaps)
    .where(and(eq(recaps.leagueId, leagueId), eq(recaps.status, "ready")));

describe("a member's recap and the export's story of one game, at the same instant", () => {
  it("the member publishes between the job's check and its link: the link sees the member's recap, the export's draft is retired and kept", async () => {
    const { league, key, box, mine } = await gameAndMemberRecap(3);
    // The job: the game is claimed, no member's recap is published yet, its own story is drafted.
    expect(await claimExportGame(db(), key, await boxHash(box))).toBe(true);
    expect(await linkMemberStory(db(), key, factsOfGame(key, box))).toBe(false);
    const draft = await draftExportStory(env, db(), league, key, box);

    // The member's recap is published now: the reporter's text passes the checker, and the match
    // finds no export story to replace (the game has none linked yet).
    await runGeneration(env, mine.id);
    expect((await recapRow(mine.id))!.status).toBe("ready");
    expect((await gameOf(key)).recapId).toBeNull();

    // The job links its story: in the same batch it sees the member's recap, which wins.
    expect(await settleExportStory(env, db(), league, key, box, draft)).toBe(false);
    expect(await gameOf(key)).toMatchObject({ recapId: mine.id, memberStory: true, retiredRecapId: draft.id });
    expect(await publicStoriesOf(league.id)).toEqual([{ id: mine.id }]);
    expect([await publicStatus(mine.id), await publicStatus(draft.id)]).toEqual([200, 404]);
    // Nothing is lost: the export's story keeps its row (retired, as decision 227 retires it), the
    // member's typed words are kept beside the reporter's text.
    const retired = (await recapRow(draft.id))!;
    expect({ ...retired, status: draft.status, updatedAt: null }).toEqual({ ...draft, updatedAt: null });
    expect(retired.status).toBe("retired");
    expect((await recapRow(mine.id))!.notes).toBe(MEMBER_NOTES);

    // The job delivered again writes nothing and brings nothing back.
    const { leagueId, season, stage, week } = key;
    expect(await writeWeekStories(env, { type: "export-week", leagueId, season, stage, week })).toBe(0);
    expect((await gameOf(key)).recapId).toBe(mine.id);
    expect(await publicStoriesOf(league.id)).toEqual([{ id: mine.id }]);
  });

  it("the member publishes between the job's link and its confirm: the member's recap replaces it, and the job does not write it", async () => {
    const { league, key, box, mine } = await gameAndMemberRecap(4);
    await claimExportGame(db(), key, await boxHash(box));
    const draft = await draftExportStory(env, db(), league, key, box);
    expect(await linkExportStory(db(), key, factsOfGame(key, box), draft.id)).toBe("story");

    await runGeneration(env, mine.id);
    expect(await gameOf(key)).toMatchObject({ recapId: mine.id, memberStory: true, retiredRecapId: draft.id });

    // The job's confirm comes second: it finds the story retired, and leaves it (no 409 thrown in the job).
    expect(await lifecycle.startWriting(env, db(), draft.id, box)).toBe(false);
    expect((await recapRow(draft.id))!.status).toBe("retired");
    expect(await publicStoriesOf(league.id)).toEqual([{ id: mine.id }]);
  });

  it("the whole job runs between the member's publish and its match: the job links the member's recap, the match finds nothing to do", async () => {
    const { league, key, mine } = await gameAndMemberRecap(6);
    expect(await finishGeneration(db(), mine.id, "The reporter's checked text.")).toBe(true);
    const { leagueId, season, stage, week } = key;
    expect(await writeWeekStories(env, { type: "export-week", leagueId, season, stage, week })).toBe(0);
    expect(await adoptMemberRecap(db(), (await recapRow(mine.id))!)).toBeUndefined();
    expect(await gameOf(key)).toMatchObject({ recapId: mine.id, memberStory: true, retiredRecapId: null });
    expect(await publicStoriesOf(league.id)).toEqual([{ id: mine.id }]);
  });

  it("two deliveries of the week: the second's story is removed, never a second story", async () => {
    const { league, key, box } = await gameAndMemberRecap(5);
    await claimExportGame(db(), key, await boxHash(box));
    const first = await draftExportStory(env, db(), league, key, box);
    const second = await draftExportStory(env, db(), league, key, box);
    expect(await linkExportStory(db(), key, factsOfGame(key, box), first.id)).toBe("story");
    expect(await settleExportStory(env, db(), league, key, box, second)).toBe(false);
    expect(await recapRow(second.id)).toBeUndefined();
    expect((await gameOf(key)).recapId).toBe(first.id);
  });
});
