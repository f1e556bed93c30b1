import { ApiError } from "../../errors";

const TOO_MANY = "You have asked our reporters for a lot of stories. Please wait a minute and try again.";

/** Cost guard: AI writing and extraction per user (AI_LIMITER binding); each call spends one. */
export async function aiAllowance(env: Env, userId: number): Promise<boolean> {
  return (await env.AI_LIMITER.limit({ key: `ai:${userId}` })).success;
}

export async function assertAiAllowance(env: Env, userId: number): Promise<void> {
  if (!(await aiAllowance(env, userId))) throw new ApiError("rate_limited", TOO_MANY, { "Retry-After": "60" });
}
