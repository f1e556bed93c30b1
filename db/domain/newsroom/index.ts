// The league's newsroom as pure functions over export rows (issue 41, decision 310): what happened
// this week and on the rosters, found and ranked here; worker/services/ai/builtin/newsroom/ writes it.
export * from "./awards";
export * from "./keys";
export * from "./kinds";
export * from "./player-lines";
export * from "./players";
export * from "./playoff-picture";
export * from "./power-rankings";
export * from "./records";
export * from "./roster-articles";
export * from "./roster-changes";
export * from "./roster-ledger";
export * from "./rows";
export * from "./teams";
export * from "./week-games";
