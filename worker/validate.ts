import type { MiddlewareHandler, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { ApiError } from "./errors";

/**
 * zod validation for any request part, answered in the one error model. The first issue's message
 * is the user-facing one, so schemas carry the spec's exact messages. The typed client
 * (hc<AppType>) sends the schema's input type: the wire form (strings in paths and queries, and a
 * JSON body before defaults are filled in).
 */
type Validated<Target extends keyof ValidationTargets, Schema extends z.ZodType> = MiddlewareHandler<
  // Any Hono env, as hono/validator's own signature has.
  any,
  string,
  { in: { [K in Target]: z.input<Schema> }; out: { [K in Target]: z.output<Schema> } }
>;

export const zv = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) =>
  // hono/validator types the input as the output (JSON) or its string form; the schema knows better.
  validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError("bad_request", issue?.message ?? "Invalid input");
    }
    return result.data;
  }) as unknown as Validated<Target, Schema>;
