// The newsroom's kinds of article (issue 41, decision 311): what a commissioner switches on or off,
// and the shelves a reader filters the league page by.
import type { RosterArticleKind } from "./roster-articles";

export const NEWSROOM_KINDS = [
  "rankings",
  "awards",
  "playoffs",
  "injury-report",
  "trade",
  "transactions",
  "contracts",
  "draft",
] as const satisfies readonly ("rankings" | "awards" | "playoffs" | RosterArticleKind)[];
export type NewsroomKind = (typeof NEWSROOM_KINDS)[number];

/** How the commissioner's page names each kind. */
export const NEWSROOM_KIND_LABELS: Record<NewsroomKind, string> = {
  rankings: "Power rankings",
  awards: "Weekly awards",
  playoffs: "Playoff picture",
  "injury-report": "Injury reports",
  trade: "Trades",
  transactions: "Transactions wire",
  contracts: "Contract news",
  draft: "Draft picks",
};

/** A league with no setting writes every kind. */
export const kindsOn = (kinds: readonly NewsroomKind[] | null | undefined): readonly NewsroomKind[] =>
  kinds ?? NEWSROOM_KINDS;

/** The league page's shelves: game recaps, and the newsroom by kind. */
export const NEWSROOM_SHELVES = ["recaps", "rankings", "awards", "transactions", "injuries"] as const;
export type NewsroomShelf = (typeof NEWSROOM_SHELVES)[number];

/** What each shelf lists (db/queries `shelfWhere`): recaps are game stories (the schema's default type
 * 'game' too), the rest the newsroom's own kinds. */
export const SHELF_KINDS: Record<Exclude<NewsroomShelf, "recaps">, readonly NewsroomKind[]> = {
  rankings: ["rankings", "playoffs"],
  awards: ["awards"],
  transactions: ["trade", "transactions", "contracts", "draft"],
  injuries: ["injury-report"],
};
export const RECAP_TYPES = ["game_recap", "game"] as const;

/** The shelf asked for in the page's `?kind=`; anything else is no filter. */
export const shelfOf = (value: string | null): NewsroomShelf | undefined =>
  (NEWSROOM_SHELVES as readonly string[]).includes(value ?? "") ? (value as NewsroomShelf) : undefined;
