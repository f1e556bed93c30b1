// A capture decoded as the OCR worker decodes it and prepared as it prepares it, for the engine
// A/B benches in Node (ocr-layout-ab.ts, ocr-engine-ab.ts): Chromium decodes (a canvas, the app's
// fallback path), Node prepares with web/src/ocr's own code.
import type { Page } from "playwright-core";
import { greyOf, type Prepared, prepareGrey } from "../web/src/ocr/preprocess";
import { straighten } from "../web/src/ocr/straighten";

export async function prepared(page: Page, image: Buffer, photo: boolean): Promise<Prepared> {
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
  const data = new Uint8Array(Buffer.from(rgba, "base64"));
  const grey = greyOf({ data, width, height, red: 0, source: "canvas" });
  const straight = photo ? straighten(grey) : null;
  return prepareGrey(straight ?? grey, { keepGrey: straight !== null });
}
