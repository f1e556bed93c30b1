import { createDb } from "../db/client";
import { bumpContentVersion } from "../db/queries/meta";
import { app } from "./app";
import { consumeJobs } from "./jobs/consumer";
// Job handlers register themselves with the consumer when imported.
import "./jobs/generate";
import type { Job } from "./jobs/types";

export default {
  fetch: app.fetch,
  queue: async (batch, env) => {
    await consumeJobs(batch, env);
    // Jobs write articles (AI text, status) outside any HTTP write, so cached reads must move on too.
    await bumpContentVersion(createDb(env.DB), "content");
  },
} satisfies ExportedHandler<Env, Job>;
