/**
 * Who wrote this article, the one rule on the server (Discord, RSS, the reporter's voice): the
 * persona its `writerId` names, or none (the byline is then STAFF_NAME). The home page's cards
 * keep the spec's own pick for unknown ids (web/src/lib/writers.ts).
 */
export function personaOf<W extends { id: string }>(writers: readonly W[], writerId: string | null): W | undefined {
  return writerId ? writers.find((w) => w.id === writerId) : undefined;
}

/**
 * The persona an article is given: the requested one when it exists, else the first in the site's
 * order. The create route stores it, so every new article names a persona; the reporter uses the
 * same rule for articles stored before that.
 */
export const assignedPersona = <W extends { id: string }>(writers: readonly W[], requested: string | null) =>
  personaOf(writers, requested) ?? writers[0];
