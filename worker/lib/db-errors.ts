/** D1's UNIQUE failure, which drizzle wraps (DrizzleQueryError) with the driver's error as `cause`. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e; e = (e as Error).cause) {
    if (/UNIQUE constraint failed/i.test(String((e as Error).message ?? e))) return true;
  }
  return false;
}
