import { z } from "zod";

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
});

export type AppConfig = z.infer<typeof configSchema>;

export function readConfig(env: Env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
  return parsed.data;
}
