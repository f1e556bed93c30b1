// A roster list's content fingerprint (decision 305): each player's row and the whole list, by
// SHA-256 of their JSON, so an unchanged re-sent roster adds no snapshot and an unchanged player
// adds no copy.
import type { HashedRoster } from "../../../db/queries/roster-snapshots";

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
const sha256 = async (text: string) => hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

export async function hashRoster(rows: Record<string, unknown>[]): Promise<HashedRoster> {
  const players = await Promise.all(
    rows.map(async (data) => ({
      hash: await sha256(JSON.stringify(data)),
      rosterId: typeof data.rosterId === "number" ? data.rosterId : null,
      data,
    })),
  );
  return { hash: await sha256(players.map((p) => p.hash).join(",")), players };
}
