// What the built-in writer never writes, as patterns its tests and bench/writing.ts both read:
// a sentence opening on a data label, a verdict no rule over the numbers earns, and a team
// nickname with a singular verb.

/**
 * A sentence that opens on a label before a colon, not on the game: a short label ("Team totals
 * first:", "The full ledger:"), a frame that states no fact before its colon — no number and no
 * name, so no capital after the first word ("If you want the talking point of the week, it is this:",
 * "The decisive difference is clear in the box score:") — or a clause that only points at what
 * follows ("…and this is what happens:", "…it is this:").
 */
export const LABEL_OPENING = {
  test(sentence: string): boolean {
    if (/^(?:[\p{L}'’-]+\s+){0,5}[\p{L}'’-]+\s*:\s/u.test(sentence)) return true;
    const colon = sentence.search(/:\s/);
    if (colon < 0) return false;
    const head = sentence.slice(0, colon);
    if (/\b(?:it is this|this is what happens|here it is|here is the thing|as follows)\s*$/i.test(head)) return true;
    return !/\d/.test(head) && !/[\s,;(]\p{Lu}/u.test(head.replace(/^["“]?\p{Lu}/u, ""));
  },
};

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
