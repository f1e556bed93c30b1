// Look-alike league names (issue 37, decision 270): two names are one league when their Unicode
// confusable skeletons (UTS #39, the data of Unicode's confusables.txt through `unhomoglyph`) match,
// so "ΝFL" (Greek Nu), "NFL" with a Cyrillic letter or "ＮＦＬ" cannot become a second NFL. Outside
// db/domain/: the data is for the server only (db/domain/ is shared with the SPA and imports nothing).
import { normaliseLeagueName } from "./domain/leagues";

/**
 * The comparison key of a league name, case-blind: normalised, spaces removed, uppercased, skeleton,
 * lowercased, skeleton again. Skeletons are case-sensitive (a capital I is an l, a small i is not),
 * so the name is first brought to one case; uppercase, because a capital Greek Nu looks like N while
 * its small form looks like v. The second pass maps what lowercasing produced. The data (6,300
 * mappings and a regular expression built from them) loads on the first call, so only league writes
 * pay for it, never a reader's cold start.
 */
export async function leagueSkeleton(name: string): Promise<string> {
  const { default: unhomoglyph } = await import("unhomoglyph");
  const skeleton = (text: string) => unhomoglyph(text.normalize("NFD")).normalize("NFD");
  return skeleton(skeleton(normaliseLeagueName(name).replaceAll(" ", "").toUpperCase()).toLowerCase());
}
