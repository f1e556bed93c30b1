// One article per kind per export (decision 310): many changes in one export make an injury report
// and a transactions wire, not a post each. Each kind has its spec news category.
import type { NewsCategory } from "../articles";
import type { ChangeKind, RosterChange } from "./roster-changes";

export const ROSTER_ARTICLES = {
  "injury-report": { category: "injury", kinds: ["injury"] },
  trade: { category: "trade", kinds: ["trade"] },
  transactions: { category: "signing", kinds: ["signing", "release", "move", "retirement"] },
  contracts: { category: "contract", kinds: ["extension", "restructure"] },
  draft: { category: "draft", kinds: ["draft"] },
} as const satisfies Record<string, { category: NewsCategory; kinds: readonly ChangeKind[] }>;
export type RosterArticleKind = keyof typeof ROSTER_ARTICLES;

export type ChangeOf<K extends ChangeKind> = Extract<RosterChange, { kind: K }>;
export type ChangesOf<A extends RosterArticleKind> = ChangeOf<(typeof ROSTER_ARTICLES)[A]["kinds"][number]>[];

export interface RosterArticleFacts<A extends RosterArticleKind = RosterArticleKind> {
  kind: A;
  changes: ChangesOf<A>;
}

/** The articles an export's changes make, in a fixed order; a kind with no change makes none. */
export function rosterArticles(changes: readonly RosterChange[]): RosterArticleFacts[] {
  return (Object.keys(ROSTER_ARTICLES) as RosterArticleKind[]).flatMap((kind) => {
    const kinds: readonly ChangeKind[] = ROSTER_ARTICLES[kind].kinds;
    const mine = changes.filter((c) => kinds.includes(c.kind));
    return mine.length ? [{ kind, changes: mine } as RosterArticleFacts] : [];
  });
}
