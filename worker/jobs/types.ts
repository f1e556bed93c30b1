/** Background jobs on the JOBS queue. Publishing never waits for them. */
export type Job =
  /** The reporter writes one article (`generating` → `ready` or `failed`). */
  | { type: "generate"; recapId: number }
  /** A published recap is rewritten from its author's correction (decision 202); it stays live meanwhile. */
  | { type: "rewrite"; recapId: number }
  /** The stats screenshots of one recap are read into its box score. */
  | { type: "extract"; recapId: number }
  /** One ready article is posted to its league's Discord channel. */
  | { type: "discord-post"; recapId: number }
  /** The league's received exports are ingested, oldest first (decision 300). */
  | { type: "ingest"; leagueId: number }
  /** The export rows D1 still holds move into their leagues' stores, from the league after this id (decision 307). */
  | { type: "move-d1-rows"; afterLeagueId: number }
  /** The finished games of one exported week get their story (issue 22, decision 223). */
  | { type: "export-week"; leagueId: number; season: number; stage: number; week: number; exportId?: number }
  /** A finished regular-season week's power rankings, awards and playoff picture (issue 41, decision 311). */
  | { type: "newsroom-week"; leagueId: number; season: number; week: number }
  /** A roster list came in at `postedAt` (ms): the league's roster news, when no later list came (decision 311). */
  | { type: "newsroom-rosters"; leagueId: number; postedAt: number }
  /** One highlight reel is made (`pending` → `generating` → `completed` or `failed`; decision 182). */
  | { type: "reel"; reelId: number }
  /** A finished reel is announced in its owner's league Discord channel, when they asked. */
  | { type: "reel-notify"; reelId: number }
  /** A published recap starts the weekly reels of users whose favourite team played in it. */
  | { type: "auto-reels"; recapId: number };
export type JobType = Job["type"];
export type JobOf<T extends JobType> = Extract<Job, { type: T }>;

/** What a handler tells the consumer: done, or retry after a delay (seconds). */
export type JobOutcome =
  /**
   * `unchanged`: this run changed nothing readers see, whatever its type may change (decision 303).
   * `league`: what it changed is that league's stories only (its key, `leagueKey`): the stories
   * and that league's versions move instead of the whole site's (decision 306).
   */
  { kind: "done"; unchanged?: boolean; league?: string } | { kind: "retry"; delaySeconds: number };

export interface JobSpec<T extends JobType> {
  run: (job: JobOf<T>, env: Env, attempts: number) => Promise<JobOutcome>;
  /**
   * What is done when the job has thrown on the last delivery the queue will make, so nothing is
   * left half-done (an article must not stay `generating` for ever).
   */
  giveUp?: (job: JobOf<T>, env: Env) => Promise<void>;
  /** Whether the job can change what readers see (so cached public reads must move on). */
  changesPublicContent: boolean;
}

export type JobHandlers = { [T in JobType]: JobSpec<T> };

/** The one way to queue a job: the queue only ever carries a `Job`. */
export async function enqueue(env: Env, job: Job, options?: QueueSendOptions): Promise<void> {
  await env.JOBS.send(job, options);
}
