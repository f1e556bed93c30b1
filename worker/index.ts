import { app } from "./app";
import { consumeJobs } from "./jobs/consumer";
import { enqueue, type Job } from "./jobs/types";

export { ContentVersionsObject } from "./content-versions-object";
export { LeagueStoreObject } from "./league-store-object";

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeJobs(batch, env),
  // Nightly: the export rows D1 still holds move into their leagues' stores (decision 307); once
  // none is left the job finds nothing and ends.
  scheduled: (_controller, env) => enqueue(env, { type: "move-d1-rows", afterLeagueId: 0 }),
} satisfies ExportedHandler<Env, Job>;
