// The export URL's secret: 256 random bits, URL-safe; only its SHA-256 is stored (decision 222).
import { randomId } from "../../lib/random";

export const newExportSecret = () => randomId(32);

export async function exportSecretHash(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The URL the commissioner pastes into the bot's or the app's export setting. */
export const exportUrl = (origin: string, secret: string) => `${origin}/export/${secret}`;
