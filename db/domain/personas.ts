// The nine built-in reporter personas and the staff byline (personas.json, a copy of the product
// spec's data). The writers table is seeded from them; the SPA shows them until GET /api/writers answers.
import { personas, staffLabel } from "./personas.json";

export type Persona = (typeof personas)[number];
export const PERSONAS: readonly Persona[] = personas;

/** The byline of an article whose writer is unknown (spec §3, Writer). */
export const STAFF_LABEL = staffLabel;

/**
 * Who wrote an article, the one rule for every place that shows it (home and league cards, My
 * Articles, the reader, Discord, RSS, the reporter's voice): the persona its `writerId` names, or
 * none, and the byline is then STAFF_LABEL (decision 171).
 */
export function personaOf<W extends { id: string }>(writers: readonly W[], writerId: string | null): W | undefined {
  return writerId ? writers.find((w) => w.id === writerId) : undefined;
}

/** A persona's public fields: what GET /api/writers answers for the seeded rows. */
export const BUILT_IN_WRITERS = personas.map(({ id, name, role, style, color, bio, specialty, achievement }) => ({
  id,
  name,
  role,
  style,
  color,
  bio,
  specialty,
  achievement,
}));
