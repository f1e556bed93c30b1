// Captures of fixture screens in Chromium, the ways members take them: screenshots at a 720p and a
// 1080p TV capture and a 20:9 phone-gallery size, as PNG or JPEG; the table cropped out of a
// screenshot; and a photo of a TV showing the screen (perspective, bezel, moiré, blur, glare).
import type { Browser } from "playwright-core";
import { mulberry32 } from "../../db/seed/games";

export const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 2400, height: 1080 },
] as const;
export type Size = (typeof SIZES)[number];
export type Format = "png" | "jpeg";

export type CaptureKind = "screenshot" | "crop" | "photo";

const encode = (format: Format, quality = 70) =>
  format === "png" ? ({ type: "png" } as const) : ({ type: "jpeg", quality } as const);

export async function shoot(
  browser: Browser,
  html: string,
  size: { width: number; height: number },
  format: Format,
  quality = 70,
): Promise<Buffer> {
  const page = await drawingPage(browser, size);
  try {
    await page.setContent(html, { waitUntil: "load" });
    return await page.screenshot(encode(format, quality));
  } finally {
    await page.close();
  }
}

/**
 * A page to draw a capture on. Its waits get three minutes, not Playwright's 30 s: on a machine
 * other sessions load (load average 30–50 on 2 cores), a style's page took longer than that to load
 * or to screenshot, and a whole run died on one capture.
 */
async function drawingPage(browser: Browser, viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  page.setDefaultTimeout(180_000);
  return page;
}

/**
 * The table cut out of a 1920×1080 screenshot as a member crops it: from the team tabs to the
 * table's last row, the score bug and the menus left out, with a margin drawn from the seed.
 */
export async function shootCrop(browser: Browser, html: string, format: Format, quality: number, seed: number) {
  const r = mulberry32(seed);
  const page = await drawingPage(browser, { width: 1920, height: 1080 });
  try {
    await page.setContent(html, { waitUntil: "load" });
    const top = (await page.locator(".tabs").boundingBox())!;
    const table = (await page.locator("table").boundingBox())!;
    const margin = () => 8 + Math.round(r() * 40);
    const x = Math.max(0, table.x - margin());
    const y = Math.max(0, top.y - margin());
    const clip = {
      x,
      y,
      width: Math.min(1920, table.x + table.width + margin()) - x,
      height: Math.min(1080, table.y + table.height + margin()) - y,
    };
    return await page.screenshot({ ...encode(format, quality), clip });
  } finally {
    await page.close();
  }
}

/**
 * A phone photo (1600×1200 JPEG) of a TV showing the screen: the 1080p screenshot on a bezel in a
 * room, turned in perspective, slightly blurred, with a moiré of the TV's pixel grid, a lighting
 * gradient and a glare, all drawn from the seed.
 */
export async function shootPhoto(browser: Browser, html: string, seed: number): Promise<Buffer> {
  const r = mulberry32(seed);
  const between = (a: number, b: number) => a + r() * (b - a);
  const screen = await shoot(browser, html, { width: 1920, height: 1080 }, "png");
  const sign = () => (r() < 0.5 ? -1 : 1);
  const room = `hsl(${Math.round(between(20, 60))} ${Math.round(between(5, 25))}% ${Math.round(between(25, 60))}%)`;
  const photo = `<!doctype html><html><head><style>
  html,body{margin:0;height:100%;overflow:hidden;background:linear-gradient(${Math.round(between(0, 360))}deg, ${room}, #111);}
  .tv{position:absolute;left:50%;top:50%;width:1920px;height:1080px;padding:28px;background:#0c0c0c;border-radius:14px;
    transform:translate(-50%,-50%) perspective(2200px) rotateY(${sign() * between(4, 16)}deg) rotateX(${sign() * between(2, 9)}deg)
      rotateZ(${sign() * between(0, 3)}deg) scale(${between(0.66, 0.78)});
    filter:blur(${between(0.4, 1.1)}px) brightness(${between(0.8, 1.1)}) contrast(${between(0.8, 1)});}
  .tv img{display:block;width:1920px;height:1080px;}
  .tv::after{content:"";position:absolute;inset:28px;pointer-events:none;
    background:repeating-linear-gradient(${Math.round(between(80, 100))}deg, rgba(0,0,0,${between(0.08, 0.18)}) 0 2px, transparent 2px 5px),
      radial-gradient(ellipse at ${Math.round(between(10, 90))}% ${Math.round(between(10, 90))}%, rgba(255,255,255,${between(0.1, 0.3)}), transparent 55%),
      linear-gradient(${Math.round(between(0, 360))}deg, rgba(0,0,0,${between(0.1, 0.4)}), transparent 70%);}
  </style></head><body><div class="tv"><img src="data:image/png;base64,${screen.toString("base64")}"></div></body></html>`;
  return shoot(browser, photo, { width: 1600, height: 1200 }, "jpeg", 85);
}
