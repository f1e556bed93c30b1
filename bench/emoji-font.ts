// Whether this machine has a colour emoji font, printed by the page benchmarks with their figures.
// Every phone has one; a Debian server often has none, and then each emoji on a page is a failed
// system-wide font search in Chromium's layout (FallbackFontForCharacter over fontconfig), a cost no
// reader's phone pays. Figures taken without one overstate the reading pages' layout time, so the
// page benchmarks refuse to run without one unless asked (decision 248).
// Debian: apt-get install fonts-noto-color-emoji.
import { execFileSync } from "node:child_process";

const INSTALL_HINT = "apt-get install fonts-noto-color-emoji";
/** The flag that measures anyway, for a comparison with and without the font. */
export const WITHOUT_EMOJI_FONT_FLAG = "--without-emoji-font";

/** The family of the installed font that has 🔥 (U+1F525), or null when none has it. */
export function emojiFont(): string | null {
  try {
    const out = execFileSync("fc-list", [":charset=1f525", "family"], { encoding: "utf8" }).trim();
    return out.split("\n")[0]?.split(",")[0] || null;
  } catch {
    return null;
  }
}

export function describeEmojiFont(): string {
  const family = emojiFont();
  return family
    ? `emoji font: ${family} (as on a phone)`
    : `emoji font: none (each emoji is a failed font search no phone makes: ${INSTALL_HINT})`;
}

/**
 * Why a page benchmark must not run here, or null when it may: the machine has no emoji font and
 * the run did not ask for that with `--without-emoji-font`, so its figures would not compare with
 * bench/README.md's.
 */
export function emojiFontProblem(argv: readonly string[], family: string | null): string | null {
  if (family || argv.includes(WITHOUT_EMOJI_FONT_FLAG)) return null;
  return (
    "No colour emoji font on this machine, unlike every phone; the figures would not compare with " +
    `bench/README.md's. Install one (${INSTALL_HINT}) or pass ${WITHOUT_EMOJI_FONT_FLAG}.`
  );
}

/** Stops a page benchmark before it starts when `emojiFontProblem` finds one. */
export function requireEmojiFont(): void {
  const problem = emojiFontProblem(process.argv, emojiFont());
  if (!problem) return;
  console.error(problem);
  process.exit(2);
}
