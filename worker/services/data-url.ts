// Images sent as `data:<type>;base64,<payload>` strings (spec §7). The declared type is ignored:
// the bytes decide (services/images.ts). A payload that is not whole base64 is refused.
import { MAX_IMAGE_BYTES } from "../../db/domain";

const DATA_URL = /^data:[a-z0-9.+/-]*(;[a-z0-9=.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type DecodeResult =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: "invalid" | "too_large" };

export function decodeDataUrl(input: string): DecodeResult {
  const head = DATA_URL.exec(input);
  if (!head) return { ok: false, reason: "invalid" };
  const payload = input.slice(head[0].length).replace(/\s+/g, "");
  // Refuse oversize before decoding, so a huge payload costs no memory.
  if (Math.floor((payload.length * 3) / 4) - 2 > MAX_IMAGE_BYTES) return { ok: false, reason: "too_large" };
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload))
    return { ok: false, reason: "invalid" };
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { ok: true, bytes };
}
