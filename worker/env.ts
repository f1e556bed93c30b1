import type { Db } from "../db/client";

/** The signed-in user as the server knows it (never from client headers). */
export interface SessionUser {
  id: number;
  username: string;
  email: string | null;
  role: "user" | "admin";
}

/** One environment type for every `new Hono<AppEnv>()`. Bindings come only from `c.env`. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    /** The request's D1 session (d1-session.ts), for its bookmark; `db` reads and writes through it. */
    d1: D1DatabaseSession;
    /** Set by the session middleware on every request; null for visitors. */
    user: SessionUser | null;
    sessionId: string | null;
  };
};
