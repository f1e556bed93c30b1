// The shape of an export body, checked on its bytes before JSON.parse builds anything (decision
// 300): how deep it nests and how large each row is. A real export nests five levels (body → list
// → row → a row's own list → its items) and its largest rows (rosters) are a few KB; a body past
// these limits is refused without ever being held as objects, and no row can reach a store whose
// values are bounded (SQLite's SQLITE_TOOBIG, D1's 2 MB per value).
import { ApiError } from "../../errors";

/** Containers inside containers, the body itself being depth 1. */
export const EXPORT_MAX_DEPTH = 16;
/** One row of a list (or any single string anywhere), in bytes of JSON text. */
export const EXPORT_MAX_ROW_BYTES = 64 * 1024;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

/** Rows are the items of the lists the body holds: containers opened at this depth. */
const ROW_DEPTH = 3;

const refuse = (message: string) => new ApiError("bad_request", `Invalid export: ${message}`);
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Checks the nesting depth, each row's size and each string's size of UTF-8 JSON text in one pass
 * without decoding it; throws a 400 naming the first limit passed. Anything else (syntax) is left
 * to JSON.parse. Rows are numbered from 1 within their list, which is named by its key.
 */
export function checkExportShape(bytes: Uint8Array): void {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  /** The last key read at depth 1 (the list's name) and the string just closed (a candidate key). */
  let listName = "";
  let lastString = "";
  let rowStart = -1;
  let rowNumber = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (b === BACKSLASH) escaped = true;
      else if (b === QUOTE) {
        inString = false;
        if (i - stringStart > EXPORT_MAX_ROW_BYTES) {
          const where = rowStart >= 0 ? `row ${rowNumber} of ${listName}` : "a text field";
          throw refuse(`${where} is ${mb(i - stringStart)}; a row may be at most 64 KB`);
        }
        // Only depth-1 keys name lists; they are short, so decoding them costs nothing.
        if (depth === 1 && i - stringStart < 200)
          lastString = new TextDecoder().decode(bytes.subarray(stringStart + 1, i));
      }
      continue;
    }
    if (b === QUOTE) {
      inString = true;
      stringStart = i;
    } else if (b === OPEN_OBJECT || b === OPEN_ARRAY) {
      depth++;
      if (depth > EXPORT_MAX_DEPTH) throw refuse(`it nests deeper than ${EXPORT_MAX_DEPTH} levels`);
      if (depth === ROW_DEPTH - 1) rowNumber = 0;
      if (depth === ROW_DEPTH) {
        rowStart = i;
        rowNumber++;
      }
    } else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) {
      if (depth === ROW_DEPTH && rowStart >= 0) {
        const size = i + 1 - rowStart;
        if (size > EXPORT_MAX_ROW_BYTES)
          throw refuse(`row ${rowNumber} of ${listName} is ${mb(size)}; a row may be at most 64 KB`);
        rowStart = -1;
      }
      depth--;
    } else if (b === COLON && depth === 1) listName = lastString;
  }
}
