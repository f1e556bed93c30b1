// The made-up screen the OCR worker reads while the engine loads (web/src/ocr/warm-up.ts, decision
// 373) is there to make the code a real capture runs hot before the first screenshot. Here it is
// drawn and prepared in real Chromium as the worker does, and must take a 1080-line capture's
// path: found to hold text, read at its own size (no upscale), its letters dark on paper, its highlighted row's bar
// found and turned. A screen that took another path would warm code no screenshot runs.
import { expect, test } from "@playwright/test";
import { serveOcrModules } from "./ocr-helpers";

test.setTimeout(60_000);

const PAGE = "/ocr-warm-up-check";
const MODULES = "/ocr-warm-up-module/";

test("the warm-up screen is prepared as a 1080-line capture with a highlighted row", async ({ page }) => {
  await page.route(`**${PAGE}`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>warm-up</title>" }),
  );
  await serveOcrModules(page, MODULES);
  await page.goto(PAGE);
  await page.addScriptTag({
    type: "module",
    content: `import { pixelsOf, prepare } from "${MODULES}preprocess.js";
import { pixelsHoldText } from "${MODULES}text-check.js";
import { HIGHLIGHT, warmUpScreen } from "${MODULES}warm-up.js";
window.warm = { pixelsOf, prepare, pixelsHoldText, HIGHLIGHT, warmUpScreen };`,
  });
  await page.waitForFunction(() => "warm" in window);
  const seen = await page.evaluate(async () => {
    type Box = { x0: number; y0: number; x1: number; y1: number };
    type Prepared = { ink: Uint8Array; inkWidth: number; inkHeight: number; scale: number; left: number; top: number };
    type Pixels = { data: Uint8Array; width: number; height: number; red: 0 | 2 };
    const { pixelsOf, prepare, pixelsHoldText, HIGHLIGHT, warmUpScreen } = (
      window as unknown as {
        warm: {
          pixelsOf: (b: ImageBitmap) => Promise<Pixels>;
          prepare: (p: Pixels) => Prepared;
          pixelsHoldText: (data: Uint8Array, width: number, height: number, red: 0 | 2) => boolean;
          HIGHLIGHT: Box;
          warmUpScreen: () => Promise<Blob>;
        };
      }
    ).warm;
    const bitmap = await createImageBitmap(await warmUpScreen());
    const size = [bitmap.width, bitmap.height];
    const pixels = await pixelsOf(bitmap);
    bitmap.close();
    // The worker reads it with the look for text a visitor's screenshot gets: it must pass.
    const text = pixelsHoldText(pixels.data, pixels.width, pixels.height, pixels.red);
    const p = prepare(pixels);
    /** The share of paper (255) in a box of the screen, in the prepared image. */
    const paperIn = ({ x0, y0, x1, y1 }: Box) => {
      let paper = 0;
      let n = 0;
      for (let y = y0 - p.top; y < y1 - p.top; y++)
        for (let x = x0 - p.left; x < x1 - p.left; x++, n++) if (p.ink[y * p.inkWidth + x] === 255) paper++;
      return paper / n;
    };
    const ink = p.ink.filter((v) => v === 0).length;
    // The bar's inside, short of its rim (bars.ts turnBar), and the whole prepared screen.
    const inside = { x0: HIGHLIGHT.x0 + 8, y0: HIGHLIGHT.y0 + 8, x1: HIGHLIGHT.x1 - 8, y1: HIGHLIGHT.y1 - 8 };
    return { size, text, scale: p.scale, ink, bar: paperIn(inside), all: 1 - ink / p.ink.length };
  });
  expect(seen.size).toEqual([1920, 1080]);
  expect(seen.text).toBe(true);
  expect(seen.scale).toBe(1);
  // Letters: dark ink on a page that is mostly paper.
  expect(seen.ink).toBeGreaterThan(20_000);
  expect(seen.all).toBeGreaterThan(0.9);
  // The bar turned: its letters dark on paper, as the rest of the table's are (untouched, it is dark).
  expect(seen.bar).toBeGreaterThan(0.8);
});
