import type { Env, MiddlewareHandler, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { ApiError } from "./errors";

/**
 * What a route takes (the schema's input: a query's `limit` is an optional string) and what its
 * handler reads (the schema's output: a number). The typed client (`hc<AppType>`) sees the first.
 */
type ValidatedInput<Target extends keyof ValidationTargets, Schema extends z.ZodType> = {
  in: {
    [K in Target]: z.input<Schema> extends ValidationTargets[K]
      ? z.input<Schema>
      : { [Key in keyof z.input<Schema>]: ValidationTargets[K][Key] };
  };
  out: { [K in Target]: z.output<Schema> };
};

/**
 * zod validation for any request part, answered in the one error model. The first issue's message
 * is the user-facing one, so schemas carry the spec's exact messages. The typed client
 * (hc<AppType>) sends the schema's input type: the wire form (strings in paths and queries, and a
 * JSON body before defaults are filled in).
 */
export const zv = <
  Target extends keyof ValidationTargets,
  Schema extends z.ZodType,
  E extends Env = any,
  P extends string = string,
>(
  target: Target,
  schema: Schema,
): MiddlewareHandler<E, P, ValidatedInput<Target, Schema>> =>
  validator(target, async (value): Promise<z.output<Schema>> => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError("bad_request", issue?.message ?? "Invalid input");
    }
    return result.data;
  }) as MiddlewareHandler<E, P, ValidatedInput<Target, Schema>>;
