// Small real image files and hostile look-alikes for the upload tests (no runtime binding: the
// Node unit tests of the structure walker use them too).
import { crc32 } from "../services/image-structure";

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
const ascii = (s: string) => new TextEncoder().encode(s);
export const concat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

/** A 4×3 baseline JPEG as Chromium's canvas encodes it (colour profile removed). */
export const JPEG_4X3 = fromBase64(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAaEAADAQADAAAAAAAAAAAAAAAAAQMCETGB/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABcRAQEBAQAAAAAAAAAAAAAAAAEAESH/2gAMAwEAAhEDEQA/AI1a0vR0rTVNvvW3y36ABoAMIdd63//Z",
);
/** A 1×1 GIF89a (global colour table, graphic control extension, one image). */
export const GIF_1X1 = fromBase64("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==");
/** 1×1 WEBP files, lossy (VP8) and lossless (VP8L). */
export const WEBP_LOSSY_1X1 = fromBase64("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA");
export const WEBP_LOSSLESS_1X1 = fromBase64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");

/** A real JPEG whose bytes (so whose content-addressed key) differ by seed: a comment segment holds it. */
export function tinyJpeg(seed = 1): Uint8Array<ArrayBuffer> {
  const comment = ascii(`seed ${seed}`);
  return concat(JPEG_4X3.subarray(0, 2), [0xff, 0xfe, 0, comment.length + 2], comment, JPEG_4X3.subarray(2));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

export function pngChunk(type: string, data: Uint8Array | number[], crc?: number): Uint8Array {
  const body = concat(ascii(type), data);
  return concat(u32(body.length - 4), body, u32(crc ?? crc32(body)));
}

/** A well-formed PNG that declares any size (one tiny IDAT: the walker does not inflate pixels). */
export const pngDeclaring = (width: number, height: number) =>
  concat(
    PNG_SIGNATURE,
    pngChunk("IHDR", [...u32(width), ...u32(height), 8, 2, 0, 0, 0]),
    pngChunk("IDAT", [0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]),
    pngChunk("IEND", []),
  );

const IEND = pngChunk("IEND", []);
const HTML = ascii("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

/** The hostile uploads: each starts and ends like an image. */
export const HOSTILE_IMAGES: [name: string, bytes: Uint8Array][] = [
  ["HTML between PNG magic bytes and an IEND trailer", concat(PNG_SIGNATURE, HTML, IEND)],
  ["HTML appended after a complete PNG", concat(pngDeclaring(2, 2), HTML)],
  ["HTML appended after a complete JPEG", concat(JPEG_4X3, HTML)],
  ["HTML inside a JPEG's entropy data, ending in EOI", concat(JPEG_4X3.subarray(0, 20), HTML, [0xff, 0xd9])],
  ["a GIF/JavaScript polyglot", concat(ascii("GIF89a/*\x00\x00\x00\x00*/=alert(document.domain);"))],
  ["a complete GIF with script after its trailer", concat(GIF_1X1, ascii("alert(1);"), [0x3b])],
  ["a 12-byte WEBP with no image", concat(ascii("RIFF"), [4, 0, 0, 0], ascii("WEBP"))],
  ["a WEBP whose RIFF size hides trailing HTML", concat(WEBP_LOSSLESS_1X1, HTML)],
  [
    "a PNG chunk with a wrong CRC",
    concat(PNG_SIGNATURE, pngChunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0], 1), IEND),
  ],
  ["a PNG cut short", pngDeclaring(2, 2).subarray(0, 40)],
];
