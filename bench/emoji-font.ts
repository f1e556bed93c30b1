// Whether this machine has a colour emoji font, printed by the page benchmarks with their figures.
// Every phone has one; a Debian server often has none, and then each emoji on a page is a failed
// system-wide font search in Chromium's layout (FallbackFontForCharacter over fontconfig), a cost no
// reader's phone pays. Figures taken without one overstate the reading pages' layout time.
// Debian: apt-get install fonts-noto-color-emoji.
import { execFileSync } from "node:child_process";

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
    : "emoji font: none (each emoji is a failed font search no phone makes: apt-get install fonts-noto-color-emoji)";
}
