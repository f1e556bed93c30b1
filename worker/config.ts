import { z } from "zod";

/**
 * Configuration beyond bindings (vars and secrets), validated once per use. Features add their
 * own fields here; every field is optional with a safe offline default.
 */
const configSchema = z.object({
  SITE_NAME: z.string().min(1).default("DGSN"),
});

export type AppConfig = z.infer<typeof configSchema>;

export function readConfig(env: Env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
  return parsed.data;
}
