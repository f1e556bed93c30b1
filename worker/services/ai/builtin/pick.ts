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
