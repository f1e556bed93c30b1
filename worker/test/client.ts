// The Worker's typed client for tests: hc<AppType> over the Worker's own fetch, so a path, method,
// parameter or body the server does not have is a type error. Calls look like a same-site browser's
// (helpers.api): Origin on every request, the session cookie, and a client IP when given.
import { createExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { type AppType, app } from "../app";
import type { ErrorBody } from "../errors";
import { ORIGIN } from "./helpers";

export interface ClientOptions {
  cookie?: string;
  /** CF-Connecting-IP (the rate limits key on it). */
  ip?: string;
  headers?: Record<string, string>;
  /** Another env (e.g. a configured AI provider); the default is the Worker's own. */
  env?: Env;
}

/** The whole site: pages (`site().read[":id"].$get`), media and the API (`site().api`). */
export function site(opts: ClientOptions = {}) {
  const headers: Record<string, string> = { Origin: ORIGIN, ...opts.headers };
  if (opts.cookie) headers.Cookie = opts.cookie;
  if (opts.ip) headers["CF-Connecting-IP"] = opts.ip;
  const testEnv = opts.env;
  const fetch: typeof globalThis.fetch = testEnv
    ? async (input, init) => app.fetch(new Request(input, init), testEnv, createExecutionContext())
    : async (input, init) => exports.default.fetch(new Request(input, init));
  return hc<AppType>(ORIGIN, { fetch, headers });
}

/** The API under /api: `client({ cookie }).recaps[":id"].$get(idParam(id))`. */
export const client = (opts: ClientOptions = {}) => site(opts).api;

/** The body of an error answer (the one error model of worker/errors.ts). */
export const errorOf = async (res: { json(): Promise<unknown> }): Promise<ErrorBody> => (await res.json()) as ErrorBody;

/** What every answer has, typed or not: for tests that walk many routes with one set of checks. */
export type AnyReply = Pick<Response, "status" | "headers" | "text" | "arrayBuffer">;

/** Path parameters are strings on the wire. */
export const idParam = (id: number) => ({ param: { id: String(id) } });

/** The body type of a typed call's successful answers (its error answers' bodies left out). */
type Answer<R> =
  R extends ClientResponse<infer T, infer S, "json">
    ? [Extract<S, SuccessStatusCode>] extends [never]
      ? never
      : T
    : never;

/** The body of a call that must succeed, typed by the route; any other status fails the test with the body. */
export async function okBody<R extends ClientResponse<unknown, number, "json">>(
  pending: R | Promise<R>,
): Promise<Answer<R>> {
  const res = await pending;
  if (!res.ok) throw new Error(`expected a success, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as Answer<R>;
}
