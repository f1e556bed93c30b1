// What became of each export POST or upload (decision 300), as the commissioner's page shows it.

export const EXPORT_STATES = ["received", "ingesting", "ingested", "refused"] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** The league bot's POST to the export URL, or a file the commissioner uploaded. */
export const EXPORT_SOURCES = ["bot", "upload"] as const;
export type ExportSource = (typeof EXPORT_SOURCES)[number];
