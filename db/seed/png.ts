// A minimal PNG encoder for demo featured images (no image library needed in the seed).
// Draws a diagonal gradient between two colours with pale "yard lines".
import { crc32 } from "../image-structure";

function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typed = new TextEncoder().encode(type);
  out.set(typed, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const hex = (color: string): [number, number, number] => {
  const v = Number.parseInt(color.replace("#", ""), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};

export async function gradientPng(
  from: string,
  to: string,
  width = 800,
  height = 450,
): Promise<Uint8Array<ArrayBuffer>> {
  const [r1, g1, b1] = hex(from);
  const [r2, g2, b2] = hex(to);
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const line = x % 80 < 3 ? 40 : 0;
      const i = row + 1 + x * 3;
      raw[i] = Math.min(255, Math.round(r1 + (r2 - r1) * t) + line);
      raw[i + 1] = Math.min(255, Math.round(g1 + (g2 - g1) * t) + line);
      raw[i + 2] = Math.min(255, Math.round(b1 + (b2 - b1) * t) + line);
    }
  }
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
