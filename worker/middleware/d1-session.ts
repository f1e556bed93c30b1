import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createDb } from "../../db/client";
import type { AppEnv } from "../env";
import { writeScope } from "./cache";

/** Where a client hands back the bookmark of its last write (header for API clients, cookie for browsers). */
export const BOOKMARK_HEADER = "x-d1-bookmark";
export const BOOKMARK_COOKIE = "__Host-dgsn_bookmark";
/** Replicas catch up within seconds; after that the bookmark adds nothing. */
const BOOKMARK_MAX_AGE = 120;
const BOOKMARK_SHAPE = /^[0-9a-zA-Z-]{1,128}$/;
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * D1 read replication through the Sessions API. Reads start at the nearest replica
 * ("first-unconstrained") unless the client carries a bookmark from its own write, which makes D1
 * answer from a replica at least that fresh (read-your-writes). Writes start at the primary so
 * their checks see the latest rows, and hand their bookmark back: always in the header; as a cookie
 * only after content writes, whose author's next page view must not read an older replica (votes
 * answer with their fresh counts, and sign-in has cookies of its own).
 */
export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, BOOKMARK_COOKIE);
  const bookmark = given && BOOKMARK_SHAPE.test(given) ? given : undefined;
  const write = !SAFE.has(c.req.method);
  const session = c.env.DB.withSession(write ? "first-primary" : (bookmark ?? "first-unconstrained"));
  c.set("d1", session);
  c.set("db", createDb(session));
  await next();
  if (!write || c.res.status >= 400) return;
  const latest = session.getBookmark();
  if (!latest) return;
  c.res.headers.set(BOOKMARK_HEADER, latest);
  if (writeScope(c) !== "content") return;
  setCookie(c, BOOKMARK_COOKIE, latest, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: BOOKMARK_MAX_AGE,
  });
};
