// The OCR worker's two ways of reading a capture's pixels (web/src/ocr/preprocess.ts pixelsOf): a
// WebCodecs VideoFrame copy, and the canvas it falls back to where there is no VideoFrame (older
// Safari). Both run here in real Chromium on rendered box-score screens, the canvas one chosen with
// pixelsOf's `via` option, and must give the same prepared image, byte for byte: the bench's
// accuracy figures (read through the VideoFrame) then hold for the fallback too.
import { expect, test } from "@playwright/test";
import { PRO, screensOf } from "../bench/ocr-fixtures/screens";
import { type Format, SIZES, shoot } from "../bench/ocr-fixtures/shoot";
import { generateGame } from "../db/seed/games";
import { serveOcrModules } from "./ocr-helpers";

test.setTimeout(120_000);

/** The page the module runs on: any http://localhost page is a secure context, as WebCodecs needs. */
const PAGE = "/ocr-pixels-check";
/** Where the page imports web/src/ocr's modules from (a relative import resolves under it too). */
const MODULES = "/ocr-pixels-module/";

/** preprocess.ts's PixelSource (not imported: that file needs the DOM's types, this one Node's). */
type PixelSource = "videoFrame" | "canvas";

interface Compared {
  sources: PixelSource[];
  size: [number, number];
  inkPixels: number;
  differentInk: number;
  differentGrey: number;
}

test("the canvas fallback prepares the same image as the VideoFrame path", async ({ page }) => {
  await page.route(`**${PAGE}`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>pixels</title>" }),
  );
  await serveOcrModules(page, MODULES);
  await page.goto(PAGE);
  await page.addScriptTag({
    type: "module",
    content: `import { pixelsOf, prepare } from "${MODULES}preprocess.js";\nwindow.preprocess = { pixelsOf, prepare };`,
  });
  await page.waitForFunction(() => "preprocess" in window);

  const browser = page.context().browser()!;
  const screens = screensOf(generateGame(101), PRO).filter((s) => s.name === "passing-home" || s.name === "team-stats");
  let checked = 0;
  // 1280×720 goes through the upscale; 1920×1080 does not.
  for (const size of SIZES.slice(0, 2))
    for (const format of ["png", "jpeg"] as Format[])
      for (const screen of screens) {
        const image = await shoot(browser, screen.html, size, format);
        const compared = await page.evaluate(
          async ([b64, type]) => {
            type Pixels = { source: PixelSource };
            type Prepared = { ink: Uint8Array; inkWidth: number; inkHeight: number; grey: Uint8Array };
            const { pixelsOf, prepare } = (
              window as unknown as {
                preprocess: {
                  pixelsOf: (b: ImageBitmap, via?: PixelSource) => Promise<Pixels>;
                  prepare: (p: Pixels) => Prepared;
                };
              }
            ).preprocess;
            const bytes = Uint8Array.from(atob(b64!), (c) => c.charCodeAt(0));
            const bitmap = await createImageBitmap(new Blob([bytes], { type }));
            const frame = await pixelsOf(bitmap);
            const canvas = await pixelsOf(bitmap, "canvas");
            bitmap.close();
            const a = prepare(frame);
            const b = prepare(canvas);
            const differing = (x: Uint8Array, y: Uint8Array) => {
              let n = Math.abs(x.length - y.length);
              for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) n++;
              return n;
            };
            return {
              sources: [frame.source, canvas.source],
              size: [a.inkWidth - b.inkWidth, a.inkHeight - b.inkHeight],
              inkPixels: a.ink.filter((v) => v === 0).length,
              differentInk: differing(a.ink, b.ink),
              differentGrey: differing(a.grey, b.grey),
            } satisfies Compared;
          },
          [image.toString("base64"), `image/${format}`] as const,
        );
        const label = `${screen.name} ${size.width}×${size.height} ${format}`;
        expect(compared.sources, label).toEqual(["videoFrame", "canvas"]);
        expect(compared.size, label).toEqual([0, 0]);
        expect(compared.inkPixels, label).toBeGreaterThan(1000);
        expect(compared.differentInk, label).toBe(0);
        expect(compared.differentGrey, label).toBe(0);
        checked++;
      }
  expect(checked).toBe(8);
});
