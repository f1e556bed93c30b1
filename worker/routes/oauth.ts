import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  isOAuthProvider,
  localPath,
  type OAuthErrorCode,
  type OAuthProvider,
  type SignInMethod,
} from "../../db/domain";
import { saveOAuthState, takeOAuthState } from "../../db/queries/oauth";
import { recordLogin } from "../../db/queries/users";
import { readConfig } from "../config";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { sha256Hex } from "../lib/hash";
import { randomId } from "../lib/random";
import { requestBodyLimit } from "../middleware/body-limit";
import { authRateLimit } from "../middleware/rate-limit";
import { KB, privateRead, write } from "../middleware/route-policy";
import { appleName, oauthCallbackParams, oauthStartQuery } from "../schemas/oauth";
import { beginSignIn, finishSignIn, SignInRefused } from "../services/oauth/flow";
import { type ProviderSettings, providerSettings } from "../services/oauth/providers";
import { resolveSignIn } from "../services/oauth/sign-in";
import { startSession } from "../services/start-session";

/** Binds a sign-in in progress to the browser that started it (login CSRF). SameSite=None: Apple
 * answers with a cross-site POST, which would not carry a Lax cookie. */
const BROWSER_COOKIE = "dgsn_oauth";
const STATE_TTL_MS = 10 * 60_000;

function configured(c: Context<AppEnv>): ProviderSettings {
  const name = c.req.param("provider") ?? "";
  const settings = isOAuthProvider(name) ? providerSettings(readConfig(c.env), name) : null;
  if (!settings) throw notFound("Not found");
  return settings;
}

const callbackUri = (c: Context<AppEnv>, provider: OAuthProvider) =>
  `${new URL(c.req.url).origin}/auth/${provider}/callback`;

const withError = (path: string, error: OAuthErrorCode, via: readonly SignInMethod[] = []) =>
  `${path}?error=${error}${via.length > 0 ? `&via=${via.join(",")}` : ""}`;

/**
 * The sign-in limit met by a navigation (leaving for the provider, or coming back from it): the
 * login page says why, and its provider buttons are the way to try again, instead of the API's JSON.
 */
const signInLimit = authRateLimit("login", (c) => c.redirect(withError("/login", "rateLimited"), 303));

/**
 * The provider's answer: state (once, unexpired, same browser) → code exchange and ID token
 * verification → sign in, create, link or refuse. Every refusal is a redirect to a page that says
 * why, and stores nothing.
 */
async function callback(c: Context<AppEnv>, params: Record<string, string | undefined>) {
  const settings = configured(c);
  const parsed = oauthCallbackParams.safeParse(params);
  const browser = getCookie(c, BROWSER_COOKIE);
  deleteCookie(c, BROWSER_COOKIE, { path: "/auth", secure: true, sameSite: "None" });
  if (!parsed.success || !parsed.data.state) return c.redirect(withError("/login", "expired"), 303);
  const { code, state, error, user } = parsed.data;

  const saved = await takeOAuthState(c.var.db, await sha256Hex(state));
  const now = new Date();
  const valid =
    saved &&
    saved.provider === settings.provider &&
    saved.expiresAt > now &&
    browser !== undefined &&
    saved.browserHash === (await sha256Hex(browser));
  if (!valid) return c.redirect(withError("/login", "expired"), 303);
  const back = saved.linkUserId !== null ? "/account" : "/login";
  if (error || !code) return c.redirect(withError(back, "failed"), 303);

  let identity: Awaited<ReturnType<typeof finishSignIn>>;
  try {
    identity = await finishSignIn(settings, callbackUri(c, settings.provider), code, saved.codeVerifier, saved.nonce);
  } catch (err) {
    if (err instanceof SignInRefused) {
      // The reason stays in the log; the user sees one message (nothing about tokens or keys).
      console.warn(`Sign-in with ${settings.provider} refused: ${err.message}`);
      return c.redirect(withError(back, "failed"), 303);
    }
    throw err;
  }
  if (settings.provider === "apple") identity.name ??= appleName(user);

  const outcome = await resolveSignIn(c.var.db, settings.provider, identity, saved.linkUserId, now);
  if (outcome.kind === "refused")
    return c.redirect(withError(back, outcome.error, "via" in outcome ? outcome.via : []), 303);
  if (outcome.kind === "linked") return c.redirect(`/account?linked=${settings.provider}`, 303);
  await recordLogin(c.var.db, outcome.userId, now);
  await startSession(c, outcome.userId, now);
  return c.redirect(localPath(saved.next), 303);
}

/** Sign in with Google, Facebook or Apple (decision 181). Navigations, not API calls: they redirect. */
export const oauthRoutes = new Hono<AppEnv>()
  .use(requestBodyLimit)
  .get("/:provider", privateRead, signInLimit, async (c) => {
    const settings = configured(c);
    const query = oauthStartQuery.safeParse(c.req.query());
    const { next, intent } = query.success ? query.data : { next: undefined, intent: "signin" as const };
    const linkUserId = intent === "link" ? (c.var.user?.id ?? null) : null;
    if (intent === "link" && linkUserId === null) return c.redirect("/login?next=/account", 303);

    const begun = beginSignIn(settings, callbackUri(c, settings.provider));
    const browser = randomId(24);
    const now = new Date();
    await saveOAuthState(
      c.var.db,
      {
        stateHash: await sha256Hex(begun.state),
        provider: settings.provider,
        codeVerifier: begun.codeVerifier,
        nonce: begun.nonce,
        browserHash: await sha256Hex(browser),
        next: localPath(next),
        linkUserId,
        expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      },
      now,
    );
    setCookie(c, BROWSER_COOKIE, browser, {
      httpOnly: true,
      secure: true,
      sameSite: "None",
      path: "/auth",
      maxAge: STATE_TTL_MS / 1000,
    });
    return c.redirect(begun.url.toString(), 302);
  })
  .get("/:provider/callback", privateRead, signInLimit, (c) => callback(c, c.req.query()))
  // Apple's form_post: a cross-site POST by design, so it is not under /api's same-origin check;
  // the one-time state bound to this browser is what protects it.
  .post("/:provider/callback", write({ bumps: null, maxBody: 16 * KB }), signInLimit, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}));
    const params: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(form)) if (typeof v === "string") params[k] = v;
    return callback(c, params);
  });
