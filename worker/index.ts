import { app } from "./app";
import { consumeJobs } from "./jobs/consumer";
import type { Job } from "./jobs/types";

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeJobs(batch, env),
} satisfies ExportedHandler<Env, Job>;
