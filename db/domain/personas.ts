// The nine built-in reporter personas and the staff byline (personas.json, a copy of the product
// spec's data). The writers table is seeded from them; the SPA shows them until GET /api/writers answers.
import data from "./personas.json";

export type Persona = (typeof data.personas)[number];
export const PERSONAS: readonly Persona[] = data.personas;

/** The byline of an article whose writer is unknown (spec §3, Writer). */
export const STAFF_LABEL = data.staffLabel;
