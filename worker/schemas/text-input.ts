// Every text field a person types goes through one gate (issue 17 item 9): Unicode NFC (so "é" is
// one code point however the keyboard sent it), no control characters (newlines and tabs only in
// multi-line text, where Windows line ends become "\n"), no bidi controls in one-line text (issue 37), and no lone surrogates, which no text can
// hold and which storage would turn into replacement characters.
import { z } from "zod";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// C0 controls but tab and line feed, DEL and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

export function cleanText(text: string, multiline: boolean): string {
  const lines = text.replace(/\r\n?/g, "\n").replace(CONTROL, "");
  return (multiline ? lines : lines.replace(/[\t\n]/g, " ")).normalize("NFC");
}

// Marks and overrides that change the order text is shown in (U+061C, U+200E/F, U+202A–E, U+2066–9):
// in a one-line field (a title, a name) they only serve to make it read as something it is not.
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const bidiControlMessage = (label: string) => `${label} cannot contain text-direction control characters`;

export const invalidTextMessage = (label: string) => `${label} contains characters that are not valid text`;

/** A string field as typed text: refused with a clear message if malformed, else cleaned. */
export const textInput = (label: string, { multiline = false, typeMessage = `${label} must be text` } = {}) =>
  z
    .string({ message: typeMessage })
    .refine((s) => !LONE_SURROGATE.test(s), invalidTextMessage(label))
    .refine((s) => multiline || !BIDI_CONTROL.test(s), bidiControlMessage(label))
    .transform((s) => cleanText(s, multiline));
