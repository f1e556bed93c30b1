import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrSvg } from "./QrCode";

/** The dark cells an SVG from qrSvg draws, as "x,y" in module coordinates. */
const darkCells = (svg: string) =>
  new Set([...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${+m[1]! - 4},${+m[2]! - 4}`));

describe("qrSvg", () => {
  it("draws exactly the QR modules of the configured link (a real code, not a pattern)", () => {
    const url = "https://www.paypal.com/donate/?hosted_button_id=DGSN123";
    const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
    const expected = new Set<string>();
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) expected.add(`${x},${y}`);
    const svg = qrSvg(url);
    expect(darkCells(svg)).toEqual(expected);
    expect(svg).toContain(`viewBox="0 0 ${modules.size + 8} ${modules.size + 8}"`);
    // The three finder patterns' corners are dark (top-left, top-right, bottom-left).
    for (const cell of ["0,0", `${modules.size - 1},0`, `0,${modules.size - 1}`])
      expect(darkCells(svg).has(cell)).toBe(true);
    // A different link is a different code.
    expect(qrSvg(`${url}x`)).not.toBe(svg);
  });
});
