// The author's notes woven into the story (issue 38 item 4, decision 298): each typed sentence goes,
// word for word and with no label, right after the sentence of what it talks about — the player it
// names, the team it names, or the play that decided the game — instead of standing at the end of a
// paragraph of its own. A sentence about none of these follows the lede and the records.
import type { PlayerStat } from "../../../../db/domain";
import type { PlayerName } from "../../../../db/domain/player-names";
import type { GameFacts, Leader, Side } from "./facts";
import { NEVER, type Sentence } from "./recap";
import { sentencesOf } from "./text";

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const says = (text: string, name: string) =>
  name.length > 2 && new RegExp(`(?<![\\p{L}])${escapeRe(name)}(?![\\p{L}])`, "u").test(text);

/** Words of a play or a moment of the game: such a note belongs with what decided it. */
const MOMENT =
  /\b(?:drive|drives|quarter|half|halftime|overtime|kick|kicked|field goal|touchdown|interception|intercepted|fumble|fumbled|sack|sacked|punt|snap|play|plays|score|scored|two-minute|red zone|goal line|comeback|lead)\b/i;

const rowsOf = (s: Sentence) =>
  [s.about, s.also].flatMap((x): PlayerStat[] => (typeof x === "object" ? [(x as Leader).row] : []));

/** Where one typed sentence goes: the index of the sentence it follows. */
function anchor(note: string, story: Sentence[], f: GameFacts, nameOf: (row: PlayerStat) => PlayerName): number {
  const last = (test: (s: Sentence) => boolean) => story.findLastIndex(test);
  const rows = [...f.winner.rows, ...f.loser.rows];
  const named = rows.filter((row) => {
    const n = nameOf(row);
    return says(note, n.full) || says(note, n.surname) || says(note, row.name.trim());
  });
  for (const row of named) {
    const at = story.findIndex((s) => rowsOf(s).includes(row));
    if (at >= 0) return at;
  }
  if (MOMENT.test(note)) {
    const at = story.findIndex((s) => s.about === "hinge" || s.also === "hinge");
    if (at >= 0) return at;
  }
  const side = ([f.winner, f.loser] as Side[]).find((x) => says(note, x.name) || says(note, x.short));
  if (side) {
    const names = side === f.winner ? "winner" : "loser";
    const at = last((s) => s.names === names && s.section !== "lede");
    if (at >= 0) return at;
  }
  // About the game as a whole: context right after the result and the records.
  return last((s) => s.section === "lede");
}

/** The story with the author's typed notes placed, each sentence after the one it talks about. */
export function placeNotes(
  story: Sentence[],
  typed: string,
  f: GameFacts,
  nameOf: (row: PlayerStat) => PlayerName,
): Sentence[] {
  const out = [...story];
  const after = new Map<Sentence, Sentence>();
  for (const text of sentencesOf(typed)) {
    const at = anchor(text, story, f, nameOf);
    const base = story[at]!;
    const note: Sentence = { section: base.section, priority: NEVER, typed: true, render: () => text };
    // Notes about the same thing keep the author's order.
    const prev = after.get(base) ?? base;
    out.splice(out.indexOf(prev) + 1, 0, note);
    after.set(base, note);
  }
  return out;
}
