import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "../client";
import type { Role } from "../domain";
import { sessions, users } from "../schema";

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionUserRow {
  id: number;
  username: string;
  email: string | null;
  role: Role;
}

/** The user of a live session, or undefined when the sid is unknown or expired. */
export async function getSessionUser(db: Db, sid: string, now = new Date()): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  return row;
}

export async function createSession(db: Db, sid: string, userId: number, now = new Date()): Promise<Date> {
  const expire = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ sid, userId, expire, sess: { userId } });
  return expire;
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, now));
}

/** Signs the user out everywhere but `keepSid` (the session that just proved the password). */
export async function deleteOtherSessions(db: Db, userId: number, keepSid: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)));
}
