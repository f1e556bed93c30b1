// The nine built-in reporter personas and the staff byline (personas.json, a copy of the product
// spec's data). The writers table is seeded from them; the SPA shows them until GET /api/writers answers.
import { personas, staffLabel } from "./personas.json";

export type Persona = (typeof personas)[number];
export const PERSONAS: readonly Persona[] = personas;

/** The byline of an article whose writer is unknown (spec §3, Writer). */
export const STAFF_LABEL = staffLabel;

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
