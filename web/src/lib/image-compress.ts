// Images are checked and shrunk in the browser before upload (spec §5, §9): at most 800 px on the
// longest side, re-encoded as JPEG quality 0.7. The server checks again; this only saves bandwidth.

import { ACCEPTED_IMAGE_TYPES, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from "../../../db/domain";

export const MAX_DIMENSION = 800;
export const JPEG_QUALITY = 0.7;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

/** The spec's message for a file that cannot be used, or null when it is fine. */
export function imageFileProblem(file: { size: number; type: string }, tooLarge = IMAGE_TOO_LARGE): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_WRONG_TYPE;
  if (file.size > MAX_IMAGE_BYTES) return tooLarge;
  return null;
}

/** Target size keeping the aspect ratio; never scaled up. */
export function scaledSize(width: number, height: number, max = MAX_DIMENSION): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const ratio = max / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** Decodes, scales and re-encodes an image; answers a JPEG data URL. */
export async function compressImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("Image processing error.");
    // JPEG has no transparency: paint white first so transparent PNG areas do not turn black.
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL("image/jpeg", JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}
