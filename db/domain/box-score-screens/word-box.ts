// Where a boxed word lies on the screen. For the parser's steps that only ever see words the engine
// boxed (a line's words, a row's cells): a word without a box never reaches them.
import type { OcrWord } from "./types";

export const centreX = (w: OcrWord) => (w.box!.x0 + w.box!.x1) / 2;
export const centreY = (w: OcrWord) => (w.box!.y0 + w.box!.y1) / 2;
export const height = (w: OcrWord) => w.box!.y1 - w.box!.y0;
