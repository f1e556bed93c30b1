// Images and article state for the posting tests. Real PNG bytes (the seed's encoder) and small real
// JPEG/GIF/WEBP files (the server walks every file's whole structure, decision 153).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { reactions, recapImages, recaps } from "../../db/schema";
import { gradientPng } from "../../db/seed/png";
import { db } from "./helpers";

export const png = (from = "#112233", to = "#445566") => gradientPng(from, to, 16, 9);

export { tinyJpeg } from "./image-fixtures";

export const dataUrl = (bytes: Uint8Array, type = "image/png") => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
};

/** A PNG-signed file of about `mb` megabytes (too big, whatever it holds). */
export function bigPng(mb: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.round(mb * 1024 * 1024));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  bytes.set([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], bytes.length - 8);
  return bytes;
}

export const HTML_BYTES = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");

/** Everything a refusal must leave untouched: the row, its stats images and its reactions. */
export async function snapshot(recapId: number) {
  const d = db();
  const [row] = await d.select().from(recaps).where(eq(recaps.id, recapId));
  const stats = await d.select().from(recapImages).where(eq(recapImages.recapId, recapId));
  const reacts = await d.select().from(reactions).where(eq(reactions.recapId, recapId));
  return { row, stats, reacts };
}

export const r2Has = async (key: string) => (await env.IMAGES.head(key)) !== null;
export const keyOf = (url: string | null) => (url ? url.replace(/^\/media\//, "") : null);

export function imageForm(file: Blob | string, name = "photo.jpg"): FormData {
  const form = new FormData();
  if (typeof file === "string") form.append("imageData", file);
  else form.append("imageData", file, name);
  return form;
}
