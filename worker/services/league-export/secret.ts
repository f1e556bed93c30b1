// The export URL's secret: 256 random bits, URL-safe; only its SHA-256 is stored (decision 222).
import { sha256Hex } from "../../lib/hash";
import { randomId } from "../../lib/random";

export const newExportSecret = () => randomId(32);

export const exportSecretHash = (secret: string): Promise<string> => sha256Hex(secret);

/** The URL the commissioner pastes into the bot's or the app's export setting. */
export const exportUrl = (origin: string, secret: string) => `${origin}/export/${secret}`;
