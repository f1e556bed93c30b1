// Who wrote an article, as the screens show it (spec §3, Writer).
import { PERSONAS, STAFF_LABEL } from "../../../db/domain";
import type { WriterView } from "../../../worker/schemas/writers";

/** A persona as GET /api/writers answers it. */
export type Writer = WriterView;

/** The nine built-in personas, used until (or if) GET /api/writers answers. */
export const BUILT_IN_WRITERS: Writer[] = PERSONAS.map((p) => ({
  id: p.id,
  name: p.name,
  role: p.role,
  style: p.style,
  color: p.color,
  bio: p.bio,
  specialty: p.specialty,
  achievement: p.achievement,
}));

export const STAFF_WRITER = { name: STAFF_LABEL.name, role: STAFF_LABEL.role, color: "#334155" };

const known = (writers: readonly Writer[], writerId: string | null | undefined) =>
  writerId && writerId !== "default" ? writers.find((w) => w.id === writerId) : undefined;

/** Cards: an empty, 'default' or unknown writerId gets the persona at article id modulo the count. */
export function cardWriter(writers: readonly Writer[], article: { id: number; writerId: string | null }): Writer {
  const list = writers.length > 0 ? writers : BUILT_IN_WRITERS;
  return known(list, article.writerId) ?? list[Math.abs(article.id) % list.length]!;
}

/** Reader: an unknown writer is 'DGSN Staff' (Contributor). */
export function readerWriter(
  writers: readonly Writer[],
  writerId: string | null,
): Pick<Writer, "name" | "role" | "color"> {
  return known(writers, writerId) ?? STAFF_WRITER;
}
