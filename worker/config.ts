import { z } from "zod";

const positiveMs = (fallback: number) => z.coerce.number().int().positive().max(600_000).default(fallback);
/** An unset var arrives as undefined, an empty one as "" — both mean "use the default". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
/** An http(s) origin with nothing after it (no path, query or credentials). */
const origin = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be an http(s) origin" });
      return z.NEVER;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== v.replace(/\/$/, "")) {
      ctx.addIssue({ code: "custom", message: "must be an http(s) origin" });
      return z.NEVER;
    }
    return url.origin;
  });

/**
 * Configuration beyond bindings (vars and secrets), validated once per use. Features add their
 * own fields here; every field is optional with a safe offline default.
 */
const configSchema = z.object({
  SITE_NAME: z.string().min(1).default("DGSN"),
  /** Which AI writes stories: "" means builtin, so a fresh checkout works offline. */
  AI_PROVIDER: z.enum(["", "builtin", "workers-ai", "openai"]).default(""),
  AI_TEXT_MODEL: z.string().min(1).default("@cf/meta/llama-3.3-70b-instruct-fp8-fast"),
  AI_VISION_MODEL: z.string().min(1).default("@cf/meta/llama-3.2-11b-vision-instruct"),
  OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  /** Secret (`wrangler secret put OPENAI_API_KEY`); local servers such as Ollama need none. */
  OPENAI_API_KEY: optionalText,
  OPENAI_TEXT_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_VISION_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** One provider call; a slower answer counts as a timeout and is retried. */
  AI_TIMEOUT_MS: positiveMs(60_000),
  /** Retries after the first attempt on timeouts, 429 and 5xx. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  AI_RETRY_BASE_MS: positiveMs(1_000),
  /**
   * The public origin of the site, for links built outside a request (Discord posts from the queue).
   * `npm start` sets it to the local address.
   */
  SITE_URL: origin.transform((v) => v ?? "http://localhost:8787"),
  /**
   * Tests and local development only: send requests for validated Discord webhook URLs to this
   * origin (a fake Discord) instead of Discord. Never set in production (docs/decisions/050).
   */
  DISCORD_WEBHOOK_ORIGIN_OVERRIDE: origin,
  /**
   * Secret (`wrangler secret put COOKIE_SECRET`, 32+ characters): signs the anonymous voter and
   * trusted-device cookies. Unset, a random secret is generated once and kept in the database.
   */
  /**
   * Sign in with Google / Facebook / Apple: each provider is on when its client id and secret are
   * set (wrangler secrets; README "Configuration"). Apple's secret is a signed JWT made from the
   * team id, key id and the .p8 private key (PKCS#8 PEM).
   */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  APPLE_PRIVATE_KEY: optionalText,
  /**
   * Tests and local development only: every provider's endpoints on this origin (a local OpenID
   * provider such as oauth2-mock-server: /authorize, /token, /jwks, /userinfo). Never in production.
   */
  OAUTH_PROVIDER_ORIGIN_OVERRIDE: origin,
  COOKIE_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
});

export type AppConfig = z.infer<typeof configSchema>;

export function readConfig(env: Env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
  return parsed.data;
}
