// Fills `leagues.name_skeleton` (decision 270) for rows written before the column existed, or by code
// that wrote none: SQL cannot compute a confusable skeleton, so every league write that compares
// skeletons fills the missing ones first (an indexed IS NULL lookup, empty after the first fill).
// A row whose skeleton an older row already holds (two look-alike leagues from before the rule)
// keeps its own name, key and links; it is stored as "<skeleton>#<id>" so the index stays unique.
import { asc, isNull } from "drizzle-orm";
import type { Db } from "../client";
import { leagueSkeleton } from "../league-skeleton";
import { leagues } from "../schema";

export async function fillLeagueSkeletons(db: Db): Promise<void> {
  const rows = await db
    .select({ id: leagues.id, name: leagues.name })
    .from(leagues)
    .where(isNull(leagues.nameSkeleton))
    .orderBy(asc(leagues.id));
  const skeletons = await Promise.all(rows.map(({ name }) => leagueSkeleton(name)));
  // UPDATE OR IGNORE has no drizzle builder: the D1 handle runs the pair for each row in one batch.
  const d1 = db.$client;
  const statements = rows.flatMap(({ id }, i) => [
    d1
      .prepare("UPDATE OR IGNORE leagues SET name_skeleton = ?1 WHERE id = ?2 AND name_skeleton IS NULL")
      .bind(skeletons[i]!, id),
    d1
      .prepare("UPDATE leagues SET name_skeleton = ?1 || '#' || id WHERE id = ?2 AND name_skeleton IS NULL")
      .bind(skeletons[i]!, id),
  ]);
  if (statements.length) await d1.batch(statements);
}
