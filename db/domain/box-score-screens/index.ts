// Reading the games' box-score screens: recognised words (the on-device OCR) or a vision model's
// text answer → one box score to check. Browser-safe and dependency-free, so the OCR Web Worker,
// the SPA and the Worker share it.

export { blankCells, cellsToReadAgain, readAloneWins } from "./blank-cells";
export { knownHeaders } from "./columns";
export { combineScreens, nameKey } from "./combine";
export { headerReadAlone, unnamedHeaders } from "./header-alone";
export { type Box, type TableLayout, tableLayout } from "./layout";
export { joinSlashes, linesFromText, linesFromWords } from "./lines";
export { misreadPoints, missingPoints, pointsOf, pointsReadTwice, readPoints } from "./misread-points";
export { readScreen, screenFound } from "./read-screen";
export { matchTeam } from "./teams";
export { cellsOfTwoReads } from "./two-reads";
export type * from "./types";
