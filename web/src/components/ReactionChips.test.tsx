import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReactionChips } from "./ReactionChips";

// Issue 42 (decision 370): a dozen chips are laid out with the home and league pages' first screens,
// so each is the fewest nodes that still say what it counts: the emoji, named for assistive
// technology, and the count — two texts to shape and one child element, no hidden label of its own.
describe("ReactionChips", () => {
  it("renders each chip as its named emoji and its count", () => {
    const html = renderToString(
      <ReactionChips
        reactions={[
          { reaction: "🔥", count: 9 },
          { reaction: "👏", count: 4 },
        ]}
        max={3}
      />,
    );
    expect(html).toBe(
      '<ul class="reaction-chips" aria-label="Reactions">' +
        '<li class="reaction-chip"><span class="emoji" role="img" aria-label="Fire">🔥</span> 9</li>' +
        '<li class="reaction-chip"><span class="emoji" role="img" aria-label="Clapping">👏</span> 4</li>' +
        "</ul>",
    );
  });
});
