import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { boxScoreRoutes } from "./box-score";
import { recapImageRoutes } from "./images";
import { recapReactionRoutes } from "./reactions";
import { recapReadRoutes } from "./read";
import { recapWriteRoutes } from "./write";

/** Everything under /api/recaps. Reads first: GET /mine must be matched before GET /:id. */
export const recapRoutes = new Hono<AppEnv>()
  .route("/", recapReadRoutes)
  .route("/", recapWriteRoutes)
  .route("/", recapImageRoutes)
  .route("/", boxScoreRoutes)
  .route("/", recapReactionRoutes);
