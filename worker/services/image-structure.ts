// Walks an image file's structure from its signature to its last byte: PNG chunks with their CRCs,
// JPEG segments and entropy-coded data, GIF blocks and sub-blocks, WEBP RIFF chunks. A file is
// accepted only when every byte belongs to the format and it ends where the format ends, so HTML
// or script hidden between valid-looking first and last bytes, or appended after them, is refused
// (issue 17 item 6). Pixels are not decoded: the dimensions come from the header (decision 153).
import type { ImageKind } from "./images";

export interface ImageDimensions {
  width: number;
  height: number;
}

class Malformed extends Error {}

/** Bounds-checked big- and little-endian reads: running past the end means the file is malformed. */
class Reader {
  constructor(readonly bytes: Uint8Array) {}
  get length() {
    return this.bytes.byteLength;
  }
  need(at: number, n: number) {
    if (at < 0 || n < 0 || at + n > this.bytes.byteLength) throw new Malformed();
  }
  u8(at: number) {
    this.need(at, 1);
    return this.bytes[at]!;
  }
  u16be(at: number) {
    return (this.u8(at) << 8) | this.u8(at + 1);
  }
  u16le(at: number) {
    return this.u8(at) | (this.u8(at + 1) << 8);
  }
  u24le(at: number) {
    return this.u16le(at) | (this.u8(at + 2) << 16);
  }
  u32be(at: number) {
    return ((this.u16be(at) << 16) >>> 0) + this.u16be(at + 2);
  }
  u32le(at: number) {
    return this.u16le(at) + ((this.u16le(at + 2) << 16) >>> 0);
  }
  ascii(at: number, n: number) {
    this.need(at, n);
    return String.fromCharCode(...this.bytes.subarray(at, at + n));
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** PNG: IHDR first, every chunk's CRC right, at least one IDAT, IEND the last bytes of the file. */
function walkPng(r: Reader): ImageDimensions {
  let at = 8;
  let dims: ImageDimensions | undefined;
  let sawData = false;
  for (;;) {
    const length = r.u32be(at);
    const type = r.ascii(at + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) throw new Malformed();
    r.need(at + 8, length + 4);
    if (crc32(r.bytes.subarray(at + 4, at + 8 + length)) !== r.u32be(at + 8 + length)) throw new Malformed();
    if (dims === undefined) {
      if (type !== "IHDR" || length !== 13) throw new Malformed();
      dims = { width: r.u32be(at + 8), height: r.u32be(at + 12) };
    } else if (type === "IHDR") throw new Malformed();
    if (type === "IDAT") sawData = true;
    at += 12 + length;
    if (type === "IEND") {
      if (length !== 0 || !sawData || at !== r.length) throw new Malformed();
      return dims;
    }
  }
}

// Start-of-frame markers (C0–CF except DHT C4, JPG C8 and DAC CC) carry the frame's size.
const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;

/** JPEG: segments with lengths, a frame header before the first scan, EOI the last two bytes. */
function walkJpeg(r: Reader): ImageDimensions {
  let at = 2;
  let dims: ImageDimensions | undefined;
  let sawScan = false;
  for (;;) {
    if (r.u8(at) !== 0xff) throw new Malformed();
    while (r.u8(at + 1) === 0xff) at += 1; // fill bytes
    const marker = r.u8(at + 1);
    at += 2;
    if (marker === 0xd9) {
      if (!dims || !sawScan || at !== r.length) throw new Malformed();
      return dims;
    }
    if (marker === 0xd8 || marker === 0x00 || isRestart(marker)) throw new Malformed();
    if (marker === 0x01) continue;
    const length = r.u16be(at);
    if (length < 2) throw new Malformed();
    r.need(at, length);
    if (isFrameMarker(marker)) {
      if (dims) throw new Malformed();
      dims = { height: r.u16be(at + 3), width: r.u16be(at + 5) };
    }
    at += length;
    if (marker === 0xda) {
      if (!dims) throw new Malformed();
      sawScan = true;
      // Entropy-coded data runs to the next marker that is not a stuffed 00 or a restart marker.
      for (;;) {
        at = r.bytes.indexOf(0xff, at);
        if (at < 0) throw new Malformed();
        const next = r.u8(at + 1);
        if (next !== 0x00 && !isRestart(next)) break;
        at += 2;
      }
    }
  }
}

/** GIF sub-blocks: a size byte and that many bytes, until a zero size. Returns the offset after. */
function skipSubBlocks(r: Reader, at: number): number {
  for (;;) {
    const size = r.u8(at);
    at += 1;
    if (size === 0) return at;
    r.need(at, size);
    at += size;
  }
}

/** GIF: screen descriptor, colour tables, image and extension blocks, the trailer the last byte. */
function walkGif(r: Reader): ImageDimensions {
  const dims = { width: r.u16le(6), height: r.u16le(8) };
  const screenFlags = r.u8(10);
  let at = 13 + (screenFlags & 0x80 ? 3 * 2 ** ((screenFlags & 7) + 1) : 0);
  let images = 0;
  for (;;) {
    const block = r.u8(at);
    if (block === 0x3b) {
      if (images === 0 || at + 1 !== r.length) throw new Malformed();
      return dims;
    }
    if (block === 0x21) {
      r.u8(at + 1); // the extension's label
      at = skipSubBlocks(r, at + 2);
    } else if (block === 0x2c) {
      const flags = r.u8(at + 9);
      at += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
      const minCodeSize = r.u8(at);
      if (minCodeSize < 2 || minCodeSize > 11) throw new Malformed();
      at = skipSubBlocks(r, at + 1);
      images += 1;
    } else throw new Malformed();
  }
}

/** WEBP: the RIFF size is the file's, chunks fill it exactly, and a VP8/VP8L/animation frame is present. */
function walkWebp(r: Reader): ImageDimensions {
  if (r.u32le(4) + 8 !== r.length) throw new Malformed();
  let at = 12;
  let dims: ImageDimensions | undefined;
  let sawImage = false;
  while (at < r.length) {
    const fourcc = r.ascii(at, 4);
    const size = r.u32le(at + 4);
    const data = at + 8;
    r.need(data, size + (size % 2));
    if (fourcc === "VP8X" && at === 12) {
      dims = { width: r.u24le(data + 4) + 1, height: r.u24le(data + 7) + 1 };
    } else if (fourcc === "VP8 ") {
      if (r.u8(data + 3) !== 0x9d || r.u8(data + 4) !== 0x01 || r.u8(data + 5) !== 0x2a) throw new Malformed();
      dims ??= { width: r.u16le(data + 6) & 0x3fff, height: r.u16le(data + 8) & 0x3fff };
      sawImage = true;
    } else if (fourcc === "VP8L") {
      if (r.u8(data) !== 0x2f) throw new Malformed();
      const bits = r.u32le(data + 1);
      dims ??= { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      sawImage = true;
    } else if (fourcc === "ANMF") {
      sawImage = true;
    } else if (!/^[A-Z0-9 ]{4}$/.test(fourcc)) throw new Malformed();
    at = data + size + (size % 2);
  }
  if (!dims || !sawImage || at !== r.length) throw new Malformed();
  return dims;
}

const WALKERS: Record<ImageKind, (r: Reader) => ImageDimensions> = {
  png: walkPng,
  jpg: walkJpeg,
  gif: walkGif,
  webp: walkWebp,
};

/** The image's width and height if the whole file is well-formed, else null. */
export function walkImage(bytes: Uint8Array, kind: ImageKind): ImageDimensions | null {
  try {
    const dims = WALKERS[kind](new Reader(bytes));
    return dims.width > 0 && dims.height > 0 ? dims : null;
  } catch (err) {
    if (err instanceof Malformed) return null;
    throw err;
  }
}
