// Image bytes live in R2 under content-addressed keys; D1 only records the key. The type is decided
// by the bytes themselves (magic numbers), never by a client's declared type or file name.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

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

export type StoreImageResult =
  | { ok: true; key: string; kind: ImageKind }
  | { ok: false; reason: "too_large" | "not_image" };

/** Checks size and type by content, then stores the bytes once under their hash. */
export async function storeImage(bucket: R2Bucket, bytes: Uint8Array<ArrayBuffer>): Promise<StoreImageResult> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "too_large" };
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, reason: "not_image" };
  const key = `img/${await sha256Hex(bytes)}.${kind}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: contentTypeOf(kind) } });
  return { ok: true, key, kind };
}
