import type { Db } from "../../db/client";
import { unreferencedKeys } from "../../db/queries/recaps-write";

/** R2 objects nobody refers to any more are removed; a failure only leaves an orphan, so log it. */
export async function dropUnreferenced(env: Env, db: Db, keys: (string | null)[]): Promise<void> {
  const candidates = keys.filter((k): k is string => !!k);
  try {
    const gone = await unreferencedKeys(db, candidates);
    if (gone.length) await env.IMAGES.delete(gone);
  } catch (err) {
    console.error("Could not remove unreferenced images", candidates, err);
  }
}
