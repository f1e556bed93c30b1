import { app } from "./app";
import { consumeJobs } from "./jobs/consumer";
import type { Job } from "./jobs/types";

export { ContentVersionsObject } from "./content-versions-object";
export { LeagueStoreObject } from "./league-store-object";

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeJobs(batch, env),
} satisfies ExportedHandler<Env, Job>;
