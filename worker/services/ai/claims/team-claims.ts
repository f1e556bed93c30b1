// Team claims: which team a player is said to play for ("X of the Y", "Y's X", "Y quarterback X",
// "X (Y)", "X for the Y", and lists such as "the Y's A, B and C" or "A and B of the Y").
import type { PlayerFacts, TeamFacts } from "./facts";
import type { Mention, Sentence } from "./text";

export interface TeamLink {
  player: PlayerFacts;
  /** The player's mention (twins.ts resolves a shared name by it). */
  playerMention: Mention;
  team: TeamFacts;
  /** The team mention that names the player's side, so it is not read as a team stat's subject. */
  teamMention: Mention;
}

const ROLE =
  "(?:standout|star|leader|anchor|captain|rookie|veteran|starting|backup|second-year|quarterback|running back|halfback|tailback|receiver|wide receiver|wideout|tight end|linebacker|cornerback|corner|safety|defender|defensive end|defensive tackle|edge rusher|pass rusher|lineman|back|signal-caller|playmaker|QB|RB|WR|TE|LB|CB|DE|DT|S)";
const TEAM_BEFORE_PLAYER = new RegExp(String.raw`^(?:['’]s?)?\s+(?:${ROLE}\s+)*$`);
const PLAYER_BEFORE_TEAM = /^(?:['’]s)?(?:,\s*|\s+)(?:of|from|with)\s+(?:the\s+)?$|^\s*\(\s*(?:the\s+)?$/;
const APPOSITIVE = /^(?:['’]s)?,\s+(?:the\s+)?$/;
const FOR_TEAM = /\bfor\s+(?:the\s+)?$/;
const NOT_A_TEAM_FOR =
  /\b(?:win|victory|loss|defeat|night|day|afternoon|lead|game|road|record|season|tone|way|answer|trouble|problems)\s+for\s+(?:the\s+)?$/i;
const LIST_GAP = /^(?:,\s*(?:and\s+)?|\s+and\s+)$/;

export function teamLinks(s: Sentence): TeamLink[] {
  const ms = s.mentions;
  const links: TeamLink[] = [];
  const gap = (a: Mention, b: Mention) => s.text.slice(a.end, b.start);
  const link = (p: Mention, t: Mention) => {
    if (p.player && t.team) links.push({ player: p.player, playerMention: p, team: t.team, teamMention: t });
  };
  for (let i = 0; i < ms.length; i++) {
    const t = ms[i]!;
    if (!t.team) continue;
    const prev = ms[i - 1];
    const next = ms[i + 1];
    // "Y's X", "Y quarterback X", then any list that follows: "Y's A, B and C".
    if (next?.player && TEAM_BEFORE_PLAYER.test(gap(t, next))) {
      for (let j = i + 1; j < ms.length && ms[j]!.player; j++) {
        if (j > i + 1 && !LIST_GAP.test(gap(ms[j - 1]!, ms[j]!))) break;
        link(ms[j]!, t);
      }
      continue;
    }
    // "X of the Y", "X (Y)", "X, the Y's linebacker", and the list before it: "A, B and C of the Y".
    if (prev?.player && (PLAYER_BEFORE_TEAM.test(gap(prev, t)) || (t.possessive && APPOSITIVE.test(gap(prev, t))))) {
      for (let j = i - 1; j >= 0 && ms[j]!.player; j--) {
        if (j < i - 1 && !LIST_GAP.test(gap(ms[j]!, ms[j + 1]!))) break;
        link(ms[j]!, t);
      }
      continue;
    }
    // "X … for the Y": the nearest player before, unless the "for" belongs to a win, a night, a lead…
    const before = s.text.slice(prev?.end ?? 0, t.start);
    if (prev?.player && FOR_TEAM.test(before) && !NOT_A_TEAM_FOR.test(before) && !/[;:]/.test(before)) link(prev, t);
  }
  return links;
}

/** Problems: a player placed on the other team. */
export function teamProblems(s: Sentence): string[] {
  return teamLinks(s)
    .filter((l) => l.player.team && l.player.team !== l.team)
    .map((l) => `${l.player.name} plays for the ${l.player.team!.name}, not the ${l.team.name}.`);
}
