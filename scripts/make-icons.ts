// Renders web/public/icon.svg into the PNG icons the web app manifest and iOS need, in Chromium
// (the same Debian Chromium the e2e tests use). Run after changing the SVG: `npx tsx scripts/make-icons.ts`.
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";

const svg = await readFile("web/public/icon.svg", "utf8");
const outputs = [
  { file: "icon-192.png", size: 192, padding: 0 },
  { file: "icon-512.png", size: 512, padding: 0 },
  { file: "apple-touch-icon.png", size: 180, padding: 0 },
  // Maskable: launchers crop to a circle or squircle, so the artwork sits inside the 80% safe zone.
  { file: "icon-maskable-512.png", size: 512, padding: 0.1 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const { file, size, padding } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inset = Math.round(size * padding);
    await page.setContent(
      `<body style="margin:0;background:#0b1f3a"><div style="padding:${inset}px">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" ` +
        `width="${size - 2 * inset}" height="${size - 2 * inset}" style="display:block"></div></body>`,
    );
    await page.screenshot({ path: `web/public/${file}`, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`web/public/${file}`);
  }
} finally {
  await browser.close();
}
