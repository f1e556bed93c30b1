import { autoReelsJob } from "./auto-reels";
import { discordPostJob } from "./discord-post";
import { exportWeekJob } from "./export-week";
import { extractJob } from "./extract";
import { generateJob } from "./generate";
import { ingestJob } from "./ingest";
import { moveD1RowsJob } from "./move-d1-rows";
import { newsroomRostersJob } from "./newsroom-rosters";
import { newsroomWeekJob } from "./newsroom-week";
import { reelJob } from "./reel";
import { reelNotifyJob } from "./reel-notify";
import { rewriteJob } from "./rewrite";
import type { JobHandlers } from "./types";

/** Every job type's handler: a static table, so a job type without a handler does not compile. */
export const JOB_HANDLERS: JobHandlers = {
  generate: generateJob,
  rewrite: rewriteJob,
  extract: extractJob,
  "discord-post": discordPostJob,
  ingest: ingestJob,
  "move-d1-rows": moveD1RowsJob,
  "export-week": exportWeekJob,
  "newsroom-week": newsroomWeekJob,
  "newsroom-rosters": newsroomRostersJob,
  reel: reelJob,
  "reel-notify": reelNotifyJob,
  "auto-reels": autoReelsJob,
};
