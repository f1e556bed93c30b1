// Writer and league colours are data; text drawn in them must still be readable (WCAG AA 4.5:1).

const channels = (hex: string): [number, number, number] | null => {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const luminance = ([r, g, b]: [number, number, number]) => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** Contrast ratio of a colour against white. */
export function contrastOnWhite(hex: string): number {
  const c = channels(hex);
  if (!c) return 1;
  return 1.05 / (luminance(c) + 0.05);
}

const toHex = (c: [number, number, number]) => `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;

/** The colour itself when it reads on white, else the nearest darker shade that does. */
export function readableOnWhite(hex: string, fallback = "#334155"): string {
  let c = channels(hex);
  if (!c) return fallback;
  for (let i = 0; i < 20 && contrastOnWhite(toHex(c)) < 4.5; i++) {
    c = c.map((v) => Math.floor(v * 0.9)) as [number, number, number];
  }
  return toHex(c);
}
