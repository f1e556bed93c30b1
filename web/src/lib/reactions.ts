// Pure reaction-count logic shared by the reaction bar and the card chips.
import { REACTIONS } from "../../../db/domain";
import type { ReactionCount } from "../../../worker/contract";

export type { ReactionCount };

const order = new Map<string, number>(REACTIONS.map((r, i) => [r.emoji, i]));

/** The `n` most-used reactions with a positive count (spec §9: 3 by default, 2 on small cards). */
export function topReactions(list: readonly ReactionCount[] | undefined, n: number): ReactionCount[] {
  return (list ?? [])
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || (order.get(a.reaction) ?? 99) - (order.get(b.reaction) ?? 99))
    .slice(0, n);
}

/** Counts after one visitor adds or removes one reaction (the optimistic view); never below 0. */
export function applyToggle(list: readonly ReactionCount[], reaction: string, add: boolean): ReactionCount[] {
  const found = list.some((r) => r.reaction === reaction);
  const next = found
    ? list.map((r) => (r.reaction === reaction ? { ...r, count: Math.max(0, r.count + (add ? 1 : -1)) } : r))
    : add
      ? [...list, { reaction, count: 1 }]
      : [...list];
  return next.filter((r) => r.count > 0);
}

export const countOf = (list: readonly ReactionCount[] | undefined, reaction: string) =>
  list?.find((r) => r.reaction === reaction)?.count ?? 0;
