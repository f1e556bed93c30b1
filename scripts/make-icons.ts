// Renders web/public/icon.svg into the PNG icons the web app manifest and iOS need, and
// web/public/favicon.svg into the tab's PNG icon (decision 326), in Chromium (the same Debian Chromium
// the e2e tests use). Run after changing either SVG: `npx tsx scripts/make-icons.ts`.
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";

const icon = await readFile("web/public/icon.svg", "utf8");
const favicon = await readFile("web/public/favicon.svg", "utf8");
const outputs = [
  { file: "icon-192.png", svg: icon, size: 192, padding: 0, background: "#0b1f3a" },
  { file: "icon-512.png", svg: icon, size: 512, padding: 0, background: "#0b1f3a" },
  { file: "apple-touch-icon.png", svg: icon, size: 180, padding: 0, background: "#0b1f3a" },
  // Maskable: launchers crop to a circle or squircle, so the artwork sits inside the 80% safe zone.
  { file: "icon-maskable-512.png", svg: icon, size: 512, padding: 0.1, background: "#0b1f3a" },
  // The tab's icon: a browser decodes an SVG icon as an SVG document of its own on the page's main
  // thread after every load, a PNG in well under a millisecond. 48 px covers a 16 px tab at 3×.
  // Its rounded corners stay transparent.
  { file: "favicon-48.png", svg: favicon, size: 48, padding: 0, background: "transparent" },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const { file, svg, size, padding, background } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inset = Math.round(size * padding);
    await page.setContent(
      `<body style="margin:0;background:${background}"><div style="padding:${inset}px">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" ` +
        `width="${size - 2 * inset}" height="${size - 2 * inset}" style="display:block"></div></body>`,
    );
    await page.screenshot({
      path: `web/public/${file}`,
      clip: { x: 0, y: 0, width: size, height: size },
      omitBackground: background === "transparent",
    });
    await page.close();
    console.log(`web/public/${file}`);
  }
} finally {
  await browser.close();
}
