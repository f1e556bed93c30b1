// Reading an export body: up to EXPORT_MAX_BYTES as sent, gzip allowed (`Content-Encoding: gzip`,
// inflated with DecompressionStream), and never more than EXPORT_MAX_INFLATED once inflated, so a
// small compressed body cannot expand without bound.
import { ApiError } from "../../errors";
import { checkExportShape } from "./shape";

export const EXPORT_MAX_BYTES = 12 * 1024 * 1024;
export const EXPORT_MAX_INFLATED = 48 * 1024 * 1024;
export const EXPORT_TOO_LARGE = "This export is too large (12 MB at most, 48 MB once unzipped)";

async function readCapped(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new ApiError("payload_too_large", EXPORT_TOO_LARGE);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** The body as JSON; a 400 for anything that is not JSON, a 415 for an encoding other than gzip. */
export async function readExportBody(req: Request): Promise<unknown> {
  if (!req.body) throw new ApiError("bad_request", "Send the export as a JSON body");
  const encoding = (req.headers.get("Content-Encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && encoding !== "gzip")
    throw new ApiError("unsupported_media_type", "Send the export as JSON, plain or gzip-compressed");
  let bytes: Uint8Array;
  try {
    bytes =
      encoding === "gzip"
        ? await readCapped(req.body.pipeThrough(new DecompressionStream("gzip")), EXPORT_MAX_INFLATED)
        : await readCapped(req.body, EXPORT_MAX_BYTES);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError("bad_request", "The gzip body could not be read");
  }
  checkExportShape(bytes);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ApiError("bad_request", "The export body is not JSON");
  }
}
