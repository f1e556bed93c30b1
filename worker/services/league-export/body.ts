// Reading an export body (decisions 222, 300). The request reads it as sent, up to EXPORT_MAX_BYTES
// counted while it streams in (whatever Content-Length says), and when it is gzip also unzips it as
// it arrives, only counting, and stops at EXPORT_MAX_INFLATED. The bytes as sent go to R2; the
// ingest job unzips them again (bounded the same way), checks their shape, and only then parses.
import { ApiError } from "../../errors";
import { BoundedGunzip, concat, InflateLimitError } from "./inflate";
import { checkExportShape } from "./shape";

export const EXPORT_MAX_BYTES = 12 * 1024 * 1024;
export const EXPORT_MAX_INFLATED = 48 * 1024 * 1024;
export const EXPORT_TOO_LARGE =
  "This export is too large (12 MB at most, 48 MB once unzipped, and unzipping to at most 100 times its size)";

/** An export body as it was sent. */
export interface SentBody {
  bytes: Uint8Array;
  gzip: boolean;
}

const tooLarge = () => new ApiError("payload_too_large", EXPORT_TOO_LARGE);
const unreadableGzip = () => new ApiError("bad_request", "The gzip body could not be read");

/** A 415 for an encoding other than gzip, a 413 past either limit, a 400 for gzip that does not unzip. */
export async function readSentBody(req: Request): Promise<SentBody> {
  if (!req.body) throw new ApiError("bad_request", "Send the export as a JSON body");
  const encoding = (req.headers.get("Content-Encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && encoding !== "gzip")
    throw new ApiError("unsupported_media_type", "Send the export as JSON, plain or gzip-compressed");
  const gunzip = encoding === "gzip" ? new BoundedGunzip(EXPORT_MAX_INFLATED, false) : null;
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > EXPORT_MAX_BYTES) throw tooLarge();
      gunzip?.push(value);
      parts.push(value);
    }
    gunzip?.finish();
  } catch (err) {
    await reader.cancel().catch(() => undefined);
    if (err instanceof ApiError) throw err;
    if (err instanceof InflateLimitError) throw tooLarge();
    throw unreadableGzip();
  }
  if (size === 0) throw new ApiError("bad_request", "Send the export as a JSON body");
  return { bytes: concat(parts, size), gzip: gunzip !== null };
}

/** The JSON text of a body as sent: unzipped within EXPORT_MAX_INFLATED. */
export function unzippedBody(sent: SentBody): Uint8Array {
  if (!sent.gzip) return sent.bytes;
  const gunzip = new BoundedGunzip(EXPORT_MAX_INFLATED, true);
  try {
    gunzip.push(sent.bytes);
    return gunzip.finish();
  } catch (err) {
    if (err instanceof InflateLimitError) throw tooLarge();
    throw unreadableGzip();
  }
}

/** The body as JSON: its shape checked on the bytes first (shape.ts), then parsed; a 400 for anything else. */
export function parseExportBody(text: Uint8Array): unknown {
  checkExportShape(text);
  try {
    return JSON.parse(new TextDecoder().decode(text));
  } catch {
    throw new ApiError("bad_request", "The export body is not JSON");
  }
}
