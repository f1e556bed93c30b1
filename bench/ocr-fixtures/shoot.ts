// Screenshots of fixture screens in Chromium at the sizes people capture the games at: a 720p and a
// 1080p TV capture and a 20:9 phone screenshot, as PNG and as JPEG quality 0.7.
import type { Browser } from "playwright-core";

export const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 2400, height: 1080 },
] as const;
export type Size = (typeof SIZES)[number];
export type Format = "png" | "jpeg";

export async function shoot(browser: Browser, html: string, size: Size, format: Format): Promise<Buffer> {
  const page = await browser.newPage({ viewport: size });
  try {
    await page.setContent(html, { waitUntil: "load" });
    return await page.screenshot(format === "png" ? { type: "png" } : { type: "jpeg", quality: 70 });
  } finally {
    await page.close();
  }
}
