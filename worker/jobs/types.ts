/** Background jobs on the JOBS queue. Publishing never waits for them. */
export type Job = { type: "generate"; recapId: number } | { type: "discord-post"; recapId: number };
export type JobType = Job["type"];
