// What the on-device OCR read, kept per recap in sessionStorage from /create until the author
// confirms the box score (decision 140): the box-score check step survives a reload in the same tab,
// nothing is sent to the server before the author has checked it, and the typed team names (the
// server's) are matched when the page opens.

import type { StatsGroup } from "../../../db/domain";
import type { OcrLine } from "../../../db/domain/box-score-screens";

export interface SavedScreen {
  group: StatsGroup;
  lines: OcrLine[];
}

const key = (recapId: number) => `dgsn:screen-reading:${recapId}`;

export function saveReading(recapId: number, screens: SavedScreen[]): void {
  try {
    sessionStorage.setItem(key(recapId), JSON.stringify({ v: 1, screens }));
  } catch {
    // Storage full or disabled: the check step then starts from the typed data, as without OCR.
  }
}

export function loadReading(recapId: number): SavedScreen[] | null {
  try {
    const raw = sessionStorage.getItem(key(recapId));
    if (!raw) return null;
    const saved = JSON.parse(raw) as { v?: number; screens?: SavedScreen[] };
    return saved.v === 1 && Array.isArray(saved.screens) ? saved.screens : null;
  } catch {
    return null;
  }
}

export function clearReading(recapId: number): void {
  try {
    sessionStorage.removeItem(key(recapId));
  } catch {
    // nothing to clear
  }
}
