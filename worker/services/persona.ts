import { personaOf } from "../../db/domain";

// Who wrote an article is one rule for the server and the SPA alike: db/domain `personaOf`.
export { personaOf };

/**
 * The persona an article is given: the requested one when it exists, else the first in the site's
 * order. The create route stores it, so every new article names a persona; the reporter uses the
 * same rule for articles stored before that.
 */
export const assignedPersona = <W extends { id: string }>(writers: readonly W[], requested: string | null) =>
  personaOf(writers, requested) ?? writers[0];
