// The real D1, recording what a test's code sends it: for tests that count round trips and
// sessions (decisions 244, 245, 247).
import { env } from "cloudflare:workers";

export interface SentToD1 {
  /** The constraint or bookmark of each session opened, in order. */
  sessions: (string | undefined)[];
  /** The number of statements in each batch, in order. */
  batches: number[];
  /** Every statement bound, in a batch or run alone (drizzle binds each one). */
  statements: number;
}

export function recordingD1(): { DB: D1Database; sent: SentToD1 } {
  const sent: SentToD1 = { sessions: [], batches: [], statements: 0 };
  const recording = (d1: D1Database | D1DatabaseSession) => ({
    prepare: (query: string) => {
      const stmt = d1.prepare(query);
      // The bound statement itself goes on, so D1's batch gets the real thing.
      return Object.assign(Object.create(stmt), {
        bind: (...params: unknown[]) => {
          sent.statements += 1;
          return stmt.bind(...params);
        },
      }) as D1PreparedStatement;
    },
    batch: <T>(statements: D1PreparedStatement[]) => {
      sent.batches.push(statements.length);
      return d1.batch<T>(statements);
    },
  });
  const DB: D1Database = {
    ...recording(env.DB),
    exec: (query) => env.DB.exec(query),
    dump: () => env.DB.dump(),
    withSession: (constraintOrBookmark) => {
      sent.sessions.push(constraintOrBookmark);
      const session = env.DB.withSession(constraintOrBookmark);
      return { ...recording(session), getBookmark: () => session.getBookmark() };
    },
  };
  return { DB, sent };
}
