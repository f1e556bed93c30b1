// Unzipping an export body with a hard bound on the output (decision 300). The gzip bytes go in
// slices of SLICE_BYTES: deflate expands at most about 1,032 to 1, so one slice never produces more
// than about 1 MB before the totals are checked. Two limits stop a body within one slice:
// - the inflated size (the caller's `max`);
// - the ratio: past RATIO_FLOOR inflated bytes, more than MAX_RATIO bytes out per byte in. Real
//   exports (JSON with numbers) unzip to 5–20 times their size; a bomb to about 1,000. So a 1 MB
//   body that would inflate to 1 GB costs 8 MB of inflating, not 48 MB (which takes seconds of
//   JavaScript on a busy machine), and only counting holds no more than one slice's output.
// (DecompressionStream inflates each chunk it is given whole, whatever its reader has read, and
// in workerd a reader that cancels does not stop it: measured, a 1 GB bomb inflated to the end.)
import { Gunzip } from "fflate";

const SLICE_BYTES = 1024;
export const RATIO_FLOOR = 8 * 1024 * 1024;
export const MAX_RATIO = 100;

export class InflateLimitError extends Error {}
export class InflateFormatError extends Error {}

/**
 * Gzip in, bounded output out. `keep: false` only counts (the request checks the limit; the job
 * unzips again to read).
 */
export class BoundedGunzip {
  private readonly parts: Uint8Array[] = [];
  private readonly gunzip: Gunzip;
  private ended = false;
  /** Bytes out, and gzip bytes in, so far. */
  size = 0;
  private read = 0;

  constructor(
    private readonly max: number,
    private readonly keep: boolean,
  ) {
    this.gunzip = new Gunzip((data, final) => {
      this.size += data.byteLength;
      if (this.size > this.max) throw new InflateLimitError();
      if (this.size > RATIO_FLOOR && this.size > MAX_RATIO * this.read) throw new InflateLimitError();
      if (this.keep) this.parts.push(data);
      if (final) this.ended = true;
    });
  }

  /** Feeds more gzip bytes; throws InflateLimitError past the limit, InflateFormatError on bad data. */
  push(chunk: Uint8Array): void {
    for (let at = 0; at < chunk.byteLength; at += SLICE_BYTES) {
      const slice = chunk.subarray(at, at + SLICE_BYTES);
      this.read += slice.byteLength;
      this.feed(slice, false);
    }
  }

  /** The end of the input: throws when the gzip stream is cut short. Returns what was kept. */
  finish(): Uint8Array {
    this.feed(new Uint8Array(0), true);
    if (!this.ended) throw new InflateFormatError("The gzip body ends early");
    return concat(this.parts, this.size);
  }

  private feed(slice: Uint8Array, final: boolean): void {
    try {
      this.gunzip.push(slice, final);
    } catch (err) {
      if (err instanceof InflateLimitError) throw err;
      throw new InflateFormatError(err instanceof Error ? err.message : "The gzip body could not be read");
    }
  }
}

export function concat(parts: Uint8Array[], size = parts.reduce((n, p) => n + p.byteLength, 0)): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
