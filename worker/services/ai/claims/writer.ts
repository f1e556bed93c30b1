// The persona's name names the writer, never a player (decision 335). The brief gives it because
// the model is told "You are Theo Okonkwo", so a draft may sign itself; but a name the checker simply
// knew would let "Okonkwo added a late catch." through as if he were in the box score. So the name
// is accepted only where it stands for the writer, and blanked there before the draft is read:
//   - a byline or sign-off: the name alone on its line, or closing a line after a sentence's end and
//     a dash, optionally after "By" and followed by the persona's role or the site's acronym
//     ("— Theo Okonkwo, DGSN");
//   - a first-person introduction: "I'm Theo Okonkwo", "This is …", "My name is …";
//   - the name followed by a reporter's word: "Theo Okonkwo reporting", "Okonkwo here", "… for DGSN".
// Anywhere else it is read like any other name: a player of the inputs who shares it is that player
// and is checked as one; otherwise it is a name in no input.
import type { ArticleBrief } from "../types";
import { escapeRegExp } from "./text";

/** The ways a draft may write the persona's name: in full, without or with only the nickname, the surname. */
export function writerNameForms(name: string): string[] {
  const nickname = name.match(/["“]([^"”]+)["”]/)?.[1]?.trim();
  const plain = name
    .replace(/["“][^"”]*["”]/g, " ")
    .trim()
    .split(/\s+/);
  const surname = plain.at(-1) ?? "";
  const forms = [name.trim(), plain.join(" "), surname];
  if (nickname) forms.push(`${nickname} ${surname}`, `${plain[0]} "${nickname}" ${surname}`);
  return [...new Set(forms.filter(Boolean))].sort((a, b) => b.length - a.length);
}

/** Where the name stands for the writer: group 1 is what comes before the name, group 2 the byline to blank. */
function writerPlaces(persona: ArticleBrief["persona"]): RegExp[] {
  const names = `(?:${writerNameForms(persona.name).map(escapeRegExp).join("|")})`;
  // What may follow a byline: the persona's role, or the site's acronym ("DGSN").
  const tail = String.raw`(?:[\t ]*[,|—–-][\t ]*(?:${escapeRegExp(persona.role)}|(?:for[\t ]+)?\p{Lu}{2,}))*`;
  const end = String.raw`[\t ]*[.!]?[\t ]*$`;
  const after = String.raw`(?![\p{L}\p{M}])`;
  return [
    new RegExp(String.raw`(^[\t ]*(?:[—–-]+[\t ]*)?(?:[Bb]y[\t ]+)?)(${names}${after}${tail})${end}`, "gmu"),
    // After a sentence's end only: "… a late catch — by Okonkwo." is a play, not a sign-off.
    new RegExp(
      String.raw`((?<=[.!?"”’)][\t ]*)(?:[—–]|-+)[\t ]*(?:[Bb]y[\t ]+)?)(${names}${after}${tail})${end}`,
      "gmu",
    ),
    new RegExp(String.raw`((?<![\p{L}\p{M}])(?:I['’]m|I am|[Tt]his is|[Mm]y name is)[\t ]+)(${names})${after}`, "gu"),
    new RegExp(
      String.raw`((?<![\p{L}\p{M}]))(${names})(?=,?[\t ]+(?:reporting|here|signing off|for[\t ]+\p{Lu}{2,})(?![\p{L}\p{M}]))`,
      "gu",
    ),
  ];
}

/** The draft with the persona's byline blanked where it names the writer (same length, so positions hold). */
export function withoutWriterName(draft: string, persona: ArticleBrief["persona"]): string {
  let out = draft;
  for (const re of writerPlaces(persona))
    for (const m of draft.matchAll(re)) {
      const start = m.index + m[1]!.length;
      const end = start + m[2]!.length;
      out = `${out.slice(0, start)}${" ".repeat(end - start)}${out.slice(end)}`;
    }
  return out;
}
