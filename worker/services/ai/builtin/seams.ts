// What the built-in writer never writes, as patterns its tests and bench/writing.ts both read:
// a sentence opening on a data label, a verdict no rule over the numbers earns, and a team
// nickname with a singular verb.

/** A sentence that opens on a data label ("Team totals first:", "The full ledger:"), not on the game. */
export const LABEL_OPENING = /^(?:[\p{L}'’-]+\s+){0,5}[\p{L}'’-]+\s*:\s/u;

/** Superlatives no rule of the writer earns: never written (issue 38 item 4). */
export const UNEARNED = /\b(?:most efficient|dominant|dominated|owned|stole it|best|worst|unstoppable|shut down)\b/i;

/** Every judgement word the bench counts: the unearned ones and those a rule earns ("held to"). */
export const JUDGEMENTS =
  /\b(?:most efficient|dominant|dominated|owned|held to|stole it|best|worst|unstoppable|shut down)\b/i;

/** "the Jags is", "the Chicago Bears has": a team (a plural) as the subject of a singular verb. */
export const singularTeamVerb = (team: string) =>
  new RegExp(
    `(?<!\\b(?:of|for|and|to|over|by|from|against) )\\bthe ${team.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (?:is|has|was|does|gets|takes|makes)\\b`,
    "i",
  );
