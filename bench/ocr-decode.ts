// A capture decoded as the OCR worker decodes it and prepared as it prepares it, for the engine
// A/B benches in Node (ocr-layout-ab.ts, ocr-engine-ab.ts): Chromium decodes (a canvas, the app's
// fallback path), Node prepares with web/src/ocr's own code.
import type { Browser, Page } from "playwright-core";
import { generateGame } from "../db/seed/games";
import { greyOf, type Prepared, prepareGrey } from "../web/src/ocr/preprocess";
import { straighten } from "../web/src/ocr/straighten";
import { type FixtureScreen, houseStyle, screensOf } from "./ocr-fixtures/screens";
import { SIZES, shoot, shootCrop, shootPhoto } from "./ocr-fixtures/shoot";

/** Each capture of the named tuning styles' screens (game seed 100 + style), per kind, drawn as bench/ocr.ts draws it. */
export async function* captures(
  browser: Browser,
  styles: readonly number[],
  kinds: readonly string[],
): AsyncGenerator<{ seed: number; screen: FixtureScreen; kind: string; image: Buffer }> {
  for (const seed of styles) {
    const style = houseStyle(seed);
    const format = style.jpeg ? "jpeg" : "png";
    for (const [i, screen] of screensOf(generateGame(100 + seed), style).entries())
      for (const kind of kinds) {
        const size = SIZES.find((s) => String(s.width) === kind);
        const image =
          kind === "crop"
            ? await shootCrop(browser, screen.html, format, style.jpeg, style.seed + i)
            : kind === "photo"
              ? await shootPhoto(browser, screen.html, style.seed * 100 + i)
              : await shoot(browser, screen.html, size!, format, style.jpeg);
        yield { seed, screen, kind, image };
      }
  }
}

/** The same captures prepared: what the A/B benches read. */
export async function* preparedCaptures(
  browser: Browser,
  styles: readonly number[],
  kinds: readonly string[],
): AsyncGenerator<{ seed: number; screen: FixtureScreen; kind: string; prepared: Prepared }> {
  const decoder = await browser.newPage();
  for await (const { image, ...capture } of captures(browser, styles, kinds))
    yield { ...capture, prepared: await prepared(decoder, image, capture.kind === "photo") };
}

/** A capture's pixels as the OCR worker's canvas fallback decodes them (Chromium). */
export async function decoded(page: Page, image: Buffer): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { width, height, rgba } = await page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/*;base64,${b64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(bitmap, 0, 0);
    const bytes = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(text) };
  }, image.toString("base64"));
  return { width, height, data: new Uint8Array(Buffer.from(rgba, "base64")) };
}

export async function prepared(page: Page, image: Buffer, photo: boolean): Promise<Prepared> {
  const { width, height, data } = await decoded(page, image);
  const grey = greyOf({ data, width, height, red: 0, source: "canvas" });
  const straight = photo ? straighten(grey) : null;
  return prepareGrey(straight ?? grey, { keepGrey: straight !== null });
}
