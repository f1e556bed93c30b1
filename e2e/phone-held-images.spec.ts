/// <reference lib="dom" />
import { expect, type Page, test } from "@playwright/test";
import { PRISTINE_SITE } from "../playwright.config";
import { startApp } from "./app-ready";
import { recordLayoutShifts } from "./reading-helpers";

// Decision 249: on a server-rendered page, the other lazy images wait until the lead image has been
// painted, so on a phone the next cards' images do not share its bandwidth. Here the lead image's
// answer is held back by the test, so the page is caught in that state for as long as needed.
test.use({ baseURL: PRISTINE_SITE, viewport: { width: 412, height: 823 } });

/** The home page's lead image (the featured card's), its answer held until `release` is called. */
async function holdLeadImage(page: Page): Promise<{ release: () => void }> {
  const html = await (await page.request.get("/")).text();
  const src = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0].match(/src="([^"]+)"/)?.[1];
  expect(src, "the home page has a lead image").toBeTruthy();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${src}`, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  return { release };
}

const waiting = (page: Page) => page.locator("#root img[data-held-src]");
/** Held, an image's source is a transparent pixel (a data: URL, no request; decision 386). */
const lazyWithSource = (page: Page) => page.locator('#root img[loading="lazy"][src]:not([src^="data:"])');

test("the other card images wait for the lead image, then load where their boxes were", async ({ page }) => {
  const shift = await recordLayoutShifts(page);
  const lead = await holdLeadImage(page);
  try {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const held = await waiting(page).count();
    expect(held).toBeGreaterThan(0);
    await expect(lazyWithSource(page)).toHaveCount(0);
    const boxes = await waiting(page).evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().height));
    for (const h of boxes) expect(h).toBeGreaterThan(0);
    // Each held image is an image meanwhile, not the browser's alt-text fallback (which the give-back
    // switched out of, a frame's work after the first paint): its pixel loaded, one shared source.
    const pixels = () =>
      waiting(page).evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((i) => (i.complete && i.naturalWidth === 1 ? i.currentSrc : "not loaded")),
      );
    await expect.poll(async () => new Set(await pixels()).size).toBe(1);
    expect((await pixels())[0]).toMatch(/^data:image\/gif;/);
  } finally {
    lead.release();
  }
  await expect(waiting(page)).toHaveCount(0);
  const images = page.locator("#root img");
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
  }
  const { total, shifts } = await shift();
  expect(total, shifts.join("\n")).toBe(0);
});

test("a reader who scrolls before the lead image has come gets the other images at once", async ({ page }) => {
  const lead = await holdLeadImage(page);
  try {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(waiting(page)).not.toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(waiting(page)).toHaveCount(0);
    const second = lazyWithSource(page).first();
    await second.scrollIntoViewIfNeeded();
    await expect.poll(() => second.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  } finally {
    lead.release();
  }
});

test("the app started before the lead image has come hydrates the images with their sources", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") warnings.push(m.text());
  });
  const lead = await holdLeadImage(page);
  try {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const sources = await waiting(page).evaluateAll((imgs) => imgs.map((i) => i.getAttribute("data-held-src")));
    expect(sources.length).toBeGreaterThan(0);
    await startApp(page);
    await expect(waiting(page)).toHaveCount(0);
    expect(await lazyWithSource(page).evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))).toEqual(sources);
  } finally {
    lead.release();
  }
  expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
});

test("a story whose page holds no image keeps no Element Timing name on its image", async ({ page }) => {
  const listed = (await (await page.request.get("/api/recaps?limit=1")).json()) as { recaps: { id: number }[] };
  const id = listed.recaps[0]?.id;
  expect(id, "the site has a story").toBeTruthy();
  await page.goto(`/read/${id}`);
  const lead = page.locator('#root img[fetchpriority="high"]');
  await expect(lead).toHaveCount(1);
  await expect(page.locator('#root img[loading="lazy"]')).toHaveCount(0);
  // hold-images.js names it as soon as it is parsed; boot.js drops the name when nothing waits on it.
  await expect(lead).not.toHaveAttribute("elementtiming");
});
