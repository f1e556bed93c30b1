import { Hono } from "hono";
import { isOAuthProvider, LAST_SIGN_IN_METHOD, OAUTH_PROVIDERS } from "../../../db/domain";
import { signInMethods, unlinkIdentity } from "../../../db/queries/oauth";
import { readConfig } from "../../config";
import type { AppEnv } from "../../env";
import { ApiError, notFound, unauthorized } from "../../errors";
import { privateRead, write } from "../../middleware/route-policy";
import { providerSettings } from "../../services/oauth/providers";

/** My Account's "Sign-in methods": the password and each provider, linked or not; unlink one. */
export const signInMethodRoutes = new Hono<AppEnv>()
  .get("/", privateRead, async (c) => {
    const methods = await signInMethods(c.var.db, c.var.user!.id);
    if (!methods) throw unauthorized();
    const config = readConfig(c.env);
    return c.json({
      hasPassword: methods.hasPassword,
      providers: OAUTH_PROVIDERS.map((provider) => ({
        provider,
        linked: methods.linked[provider],
        available: providerSettings(config, provider) !== null,
      })),
    });
  })
  .delete("/:provider", write({ bumps: null }), async (c) => {
    const provider = c.req.param("provider");
    if (!isOAuthProvider(provider)) throw notFound("Not found");
    const methods = await signInMethods(c.var.db, c.var.user!.id);
    if (!methods?.linked[provider]) throw notFound("This sign-in is not linked to your account");
    if (!(await unlinkIdentity(c.var.db, c.var.user!.id, provider)))
      throw new ApiError("conflict", LAST_SIGN_IN_METHOD);
    return c.json({ provider, linked: false });
  });
