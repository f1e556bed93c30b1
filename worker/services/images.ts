// Image bytes live in R2 under content-addressed keys; D1 only records the key. The type is decided
// by the bytes themselves (magic numbers), never by a client's declared type or file name.

import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "../../db/domain";
import { walkImage } from "./image-structure";

export type ImageKind = "jpg" | "png" | "gif" | "webp";
const CONTENT_TYPES: Record<ImageKind, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export const contentTypeOf = (kind: ImageKind) => CONTENT_TYPES[kind];

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export type CheckImageResult =
  | { ok: true; kind: ImageKind; width: number; height: number }
  | { ok: false; reason: "too_large" | "not_image" | "invalid" | "too_many_pixels" };

/**
 * Size and type by content, the whole structure walked to its last byte (a file cut short, padded
 * or carrying other data is refused), and dimensions within MAX_IMAGE_SIDE and MAX_IMAGE_PIXELS.
 * Nothing is stored.
 */
export function checkImage(bytes: Uint8Array): CheckImageResult {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "too_large" };
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, reason: "not_image" };
  const dims = walkImage(bytes, kind);
  if (!dims) return { ok: false, reason: "invalid" };
  const { width, height } = dims;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    return { ok: false, reason: "too_many_pixels" };
  return { ok: true, kind, width, height };
}

/** Stores checked bytes once under their hash; the same image always gets the same key. */
export async function putImage(bucket: R2Bucket, bytes: Uint8Array<ArrayBuffer>, kind: ImageKind): Promise<string> {
  const key = `img/${await sha256Hex(bytes)}.${kind}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: contentTypeOf(kind) } });
  return key;
}

export type StoreImageResult = { ok: true; key: string; kind: ImageKind } | Extract<CheckImageResult, { ok: false }>;

/** Checks size and type by content, then stores the bytes once under their hash. */
export async function storeImage(bucket: R2Bucket, bytes: Uint8Array<ArrayBuffer>): Promise<StoreImageResult> {
  const checked = checkImage(bytes);
  if (!checked.ok) return checked;
  return { ok: true, key: await putImage(bucket, bytes, checked.kind), kind: checked.kind };
}
