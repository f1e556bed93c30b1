// Who wrote an article, as the screens show it: the one rule of db/domain `personaOf` (decision 171).
import { BUILT_IN_WRITERS, personaOf, STAFF_LABEL } from "../../../db/domain";
import type { WriterView } from "../../../worker/contract";

/** A persona as GET /api/writers answers it. */
export type Writer = WriterView;

export const STAFF_WRITER = { name: STAFF_LABEL.name, role: STAFF_LABEL.role, color: "#334155" };

/**
 * The byline of an article on every screen (cards, My Articles, the reader, the Edit page): its
 * persona, else 'DGSN Staff' (Contributor). Until GET /api/writers answers, the built-in personas
 * stand in, so a byline does not flash from staff to persona.
 */
export function writerOf(writers: readonly Writer[], writerId: string | null): Pick<Writer, "name" | "role" | "color"> {
  return personaOf(writers.length > 0 ? writers : BUILT_IN_WRITERS, writerId) ?? STAFF_WRITER;
}
