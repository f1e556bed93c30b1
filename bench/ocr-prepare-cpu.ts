// Where a capture's preparing goes, by CPU time in Node (process.cpuUsage): grey, the photo's
// screen found / warped / flattened (straighten.ts, run on every capture: a screenshot has no
// screen to find), and prepareGrey, per capture of tuning styles, decoded as ocr-decode.ts decodes
// them. Each capture is prepared WARM times and the last is counted: the app's worker lives across
// screenshots, so its code is compiled after the first (a cold first pass cost several times the last).
// The engine's reads are ocr-engine-ab.ts's.
//   npx tsx bench/ocr-prepare-cpu.ts --only 85,86 [--kinds 1920,photo] [--warm 3] [--save DIR]
// Tuning styles only: a held-out seed is refused (bench/README.md).
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { greyOf, type Prepared, prepareGrey } from "../web/src/ocr/preprocess";
import { straighten } from "../web/src/ocr/straighten";
import { arg } from "./lib";
import { captures, decoded } from "./ocr-decode";
import { TUNING } from "./ocr-fixtures/screens";

const STYLES = arg("only", "").split(",").filter(Boolean).map(Number);
if (STYLES.length === 0 || STYLES.some((s) => !TUNING.includes(s))) throw new Error("--only names tuning styles");
const KINDS = arg("kinds", "1920,2400,photo").split(",");
/** --save DIR: each capture's grey bytes written there, for profiling the preparing alone. */
const SAVE = arg("save", "");
const WARM = Number(arg("warm", "3"));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
const sums = new Map<string, number[]>();
try {
  for await (const { seed, screen, kind, image } of captures(browser, STYLES, KINDS)) {
    const { width, height, data } = await decoded(page, image);
    let row: number[] = [];
    let p: Prepared | null = null;
    for (let pass = 0; pass < WARM; pass++) {
      let t = cpuMs();
      const lap = () => {
        const now = cpuMs();
        const ms = now - t;
        t = now;
        return ms;
      };
      const grey = greyOf({ data, width, height, red: 0, source: "canvas" });
      const g = lap();
      const straight = straighten(grey);
      const s = lap();
      p = prepareGrey(straight ?? grey, { keepGrey: straight !== null });
      row = [g, s, lap()];
      if (SAVE && pass === 0)
        writeFileSync(`${SAVE}/${kind}-${seed}-${screen.name}-${width}x${height}.grey`, grey.grey);
    }
    const [g, s, pr] = row as [number, number, number];
    const sum = sums.get(kind) ?? [0, 0, 0, 0];
    sums.set(kind, [sum[0]! + g, sum[1]! + s, sum[2]! + pr, sum[3]! + 1]);
    console.log(
      `${kind} style-${seed} ${screen.name}: ${width}×${height} → ${p!.inkWidth}×${p!.inkHeight} (scale ${p!.scale.toFixed(2)}); grey / straighten / prepare ${row.map((x) => Math.round(x)).join(" / ")} ms`,
    );
  }
} finally {
  await browser.close();
}
for (const [kind, [g, s, p, n]] of sums)
  console.log(
    `${kind}: ${n} captures, mean CPU ms (warm) grey ${Math.round(g! / n!)}, straighten ${Math.round(s! / n!)}, prepare ${Math.round(p! / n!)}`,
  );
