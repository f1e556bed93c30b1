// Rules and reference data that the database layer, the Worker and the SPA share. Browser-safe:
// plain TypeScript and JSON only — no zod, no runtime binding (scripts/check-layers.ts enforces it).
// The zod schemas built from these live in worker/schemas/. box-score-checks.ts is imported by its
// path, not from here: the reader and home routes would otherwise ship it in the shared chunk.
export * from "./articles";
export * from "./forms";
export * from "./game-week";
export * from "./ids";
export * from "./images";
export * from "./leagues";
export * from "./oauth";
export * from "./own-value";
export * from "./persona-prompt";
export * from "./personas";
export * from "./players";
export * from "./reactions";
export * from "./reporter-votes";
export * from "./stats-images";
export * from "./text";
export * from "./video";
