// Draws the built-in league icons (db/migrations/0001_reference_data.sql) as PNGs in Chromium (the
// same Debian Chromium the e2e tests use) and prints the SQL that stores them (decision 381): one
// UPDATE per icon, matched on its exact SVG so an icon changed since is left to its SVG.
// `npx tsx scripts/league-icon-pngs.ts >> db/migrations/<new migration>.sql`
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";

/** The community page draws icons at 56 CSS px; 3× covers phones' device pixel ratios. */
const SIZE = 168;
const INSERT =
  /^INSERT INTO league_icons \(league_name, icon_svg, description\) VALUES \('([^']*)', '((?:[^']|'')*)'/gm;

const sql = await readFile("db/migrations/0001_reference_data.sql", "utf8");
const icons = [...sql.matchAll(INSERT)].map((m) => ({ name: m[1]!, svg: m[2]!.replaceAll("''", "'") }));
const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  for (const { name, svg } of icons) {
    await page.setContent(
      `<body style="margin:0"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" ` +
        `width="${SIZE}" height="${SIZE}" style="display:block"></body>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: SIZE, height: SIZE }, omitBackground: true });
    console.log("--> statement-breakpoint");
    console.log(
      `UPDATE league_icons SET icon_png = X'${png.toString("hex")}' WHERE league_name = ${quote(name)} AND icon_svg = ${quote(svg)};`,
    );
  }
} finally {
  await browser.close();
}
