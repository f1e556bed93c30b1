// Deterministic choice of phrasing: a hash of (article id, persona, game facts) and the slot being
// filled, so the same article always reads the same and different games or personas read differently.

/** FNV-1a, 32-bit. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Pick = <T>(items: readonly T[], slot: string) => T;

export function picker(seed: string): Pick {
  return (items, slot) => {
    if (items.length === 0) throw new Error(`No phrasing for ${slot}`);
    return items[hash(`${seed}#${slot}`) % items.length]!;
  };
}

/** A pick that never returns the same item twice while another is unused: one article never repeats a template. */
export function freshPick(pick: Pick): Pick {
  const used = new Set<unknown>();
  return (items, slot) => {
    const start = items.indexOf(pick(items, slot));
    const chosen = items.map((_, i) => items[(start + i) % items.length]!).find((t) => !used.has(t)) ?? items[start]!;
    used.add(chosen);
    return chosen;
  };
}
