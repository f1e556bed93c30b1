// Who is reacting (decision 150): the signed-in user, else an anonymous voter id the server issued
// in a signed cookie. A client cannot invent ids (the signature), and dropping the cookie to get a
// new one is capped per client address, article and day, so counts cannot be inflated by a script.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { NetworkCap } from "../../db/queries/reactions";
import { countVoterMint, deleteVoterMintsBefore } from "../../db/queries/voter-mints";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { randomId } from "../lib/random";
import { mac, macMatches, signingKey } from "./signing";

export const VOTER_COOKIE = "__Host-dgsn_voter";
/** New anonymous voters one address may bring to one article in one UTC day. */
export const NEW_VOTERS_PER_ADDRESS = 20;
export const TOO_MANY_NEW_VOTERS =
  "Too many new visitors from your network have reacted to this article today. Sign in to react.";
/**
 * Anonymous votes one network may add to one emoji of one article, ever (decision 252): a household
 * behind one address reacts without accounts; a campus or office beyond it signs in to be counted.
 */
export const ANONYMOUS_VOTES_PER_NETWORK = 5;
export const NETWORK_VOTES_FULL =
  "Readers on your network have already reacted with this emoji as often as we count without an account. Sign in to add yours.";

const ID_LENGTH = 32; // randomId(24)
const COOKIE_SHAPE = /^([A-Za-z0-9_-]{32})([A-Za-z0-9_-]{43})$/;

/**
 * The client's network: an IPv4 address, or an IPv6 /64 (one household or device usually holds a
 * whole /64, so counting single IPv6 addresses would be no cap at all).
 */
export function clientNetwork(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The voter key of the request, or null for a visitor who has not reacted yet. */
export async function existingVoter(c: Context<AppEnv>): Promise<string | null> {
  if (c.var.user) return `u:${c.var.user.id}`;
  const match = COOKIE_SHAPE.exec(getCookie(c, VOTER_COOKIE) ?? "");
  if (!match) return null;
  const key = await signingKey(c.env, c.var.db);
  return (await macMatches(key, "voter", match[1]!, match[2]!)) ? `v:${match[1]}` : null;
}

/**
 * The request's voter for a vote, issuing a new signed id (within the address cap) when it has none.
 * An anonymous voter votes from their network, whose votes are capped; a signed-in one never is.
 */
export async function voterForVote(
  c: Context<AppEnv>,
  recapId: number,
): Promise<{ key: string; network: NetworkCap | null }> {
  if (c.var.user) return { key: `u:${c.var.user.id}`, network: null };
  const key = await signingKey(c.env, c.var.db);
  const networkHash = await mac(key, "address", clientNetwork(c.req.header("CF-Connecting-IP") ?? "unknown"));
  const network = { hash: networkHash, cap: ANONYMOUS_VOTES_PER_NETWORK };
  const existing = await existingVoter(c);
  return { key: existing ?? (await newVoter(c, key, networkHash, recapId)), network };
}

/** Issues a new signed voter id, within the cap of new voters per address, article and day. */
async function newVoter(c: Context<AppEnv>, key: CryptoKey, addressHash: string, recapId: number): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  // Earlier days' counts are done with; a primary-key range delete, once per new voter.
  await deleteVoterMintsBefore(c.var.db, day);
  const allowed = await countVoterMint(c.var.db, {
    day,
    addressHash,
    recapId,
    cap: NEW_VOTERS_PER_ADDRESS,
  });
  if (!allowed) throw new ApiError("rate_limited", TOO_MANY_NEW_VOTERS);
  const id = randomId(24);
  if (id.length !== ID_LENGTH) throw new Error("unexpected voter id length");
  setCookie(c, VOTER_COOKIE, `${id}${await mac(key, "voter", id)}`, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: 60 * 60 * 24 * 400,
  });
  return `v:${id}`;
}
