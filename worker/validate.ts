import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { ApiError } from "./errors";

/**
 * zod validation for any request part, answered in the one error model. The first issue's message
 * is the user-facing one, so schemas carry the spec's exact messages.
 */
export const zv = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) =>
  validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError("bad_request", issue?.message ?? "Invalid input");
    }
    return result.data;
  });
