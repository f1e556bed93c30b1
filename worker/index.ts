import { app } from "./app";
import { consumeJobs } from "./jobs/consumer";
// Job handlers register themselves with the consumer when imported.
import "./jobs/generate";
import type { Job } from "./jobs/types";

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeJobs(batch, env),
} satisfies ExportedHandler<Env, Job>;
