/// <reference lib="dom" />
import { expect, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { recordLayoutShifts } from "./reading-helpers";

// Issue 42, fourth session: on a phone, the home page's first paint lays out the stories near the
// first screen only; the ones further down are laid out when the reader scrolls near them
// (`content-visibility: auto`, web/src/styles/home.css). They are still in the page: their text
// is there for find-in-page and screen readers, and nothing moves on screen when they are laid out.
test.use({ baseURL: PRISTINE_SITE, viewport: { width: 412, height: 823 } });

test("a phone's first paint of the home page skips the stories far below the first screen, laid out once near", async ({
  page,
}) => {
  const shift = await recordLayoutShifts(page);
  await page.goto("/", { waitUntil: "load" });
  // Rendered = the card's contents are not skipped by content-visibility (checkVisibility's
  // contentVisibilityAuto option; the card's own box is always laid out, at its intrinsic size).
  const rendered = () =>
    page.locator(".headlines .card").evaluateAll((cards) =>
      cards.map((c) => ({
        top: c.getBoundingClientRect().top,
        rendered: c.querySelector(".card__title")!.checkVisibility({ contentVisibilityAuto: true }),
      })),
    );
  const atLoad = await rendered();
  expect(atLoad.length).toBeGreaterThan(4);
  // The featured story, on the first screen, is always rendered; the last story, more than three
  // screens down, is not until the reader comes near it.
  expect(atLoad[0]!.rendered).toBe(true);
  expect(atLoad.at(-1)!.top).toBeGreaterThan(3 * 823);
  expect(atLoad.at(-1)!.rendered).toBe(false);
  // Its words are in the page all the same (find-in-page, screen readers, a copy of the page).
  await expect(
    page
      .locator(".headlines .card")
      .last()
      .getByRole("link", { name: /^Read Full Story: / }),
  ).toHaveCount(1);

  await page.locator(".headlines .card").last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await rendered()).at(-1)!.rendered).toBe(true);
  const { total, shifts } = await shift();
  expect(total, shifts.join("\n")).toBe(0);
});
