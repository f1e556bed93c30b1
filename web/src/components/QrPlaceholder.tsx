/**
 * A QR-style image for the second donation provider. It is a deterministic pattern drawn from the
 * link (finder squares plus cells from a hash), a placeholder until a real QR image is configured.
 */
function cells(text: string, size: number): boolean[] {
  let h = 2166136261;
  const out: boolean[] = [];
  for (let i = 0; i < size * size; i++) {
    h ^= text.charCodeAt(i % text.length) + i;
    h = Math.imul(h, 16777619) >>> 0;
    out.push((h & 1) === 1);
  }
  return out;
}

const FINDERS = [
  [0, 0],
  [14, 0],
  [0, 14],
];

export function QrPlaceholder({ url, label }: { url: string; label: string }) {
  const size = 21;
  const grid = cells(url, size);
  const inFinder = (x: number, y: number) =>
    FINDERS.some(([fx, fy]) => x >= fx! && x < fx! + 7 && y >= fy! && y < fy! + 7);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 25 25" shape-rendering="crispEdges">`,
    `<rect x="-2" y="-2" width="25" height="25" fill="#fff"/>`,
    ...FINDERS.map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="7" height="7" fill="#000"/><rect x="${x! + 1}" y="${y! + 1}" width="5" height="5" fill="#fff"/><rect x="${x! + 2}" y="${y! + 2}" width="3" height="3" fill="#000"/>`,
    ),
    ...grid.map((on, i) => {
      const x = i % size;
      const y = Math.floor(i / size);
      return on && !inFinder(x, y) ? `<rect x="${x}" y="${y}" width="1" height="1" fill="#000"/>` : "";
    }),
    "</svg>",
  ].join("");
  return (
    <img
      className="qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={`QR code for ${label}`}
      width={160}
      height={160}
    />
  );
}
