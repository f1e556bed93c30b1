import { z } from "zod";

export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, "Article id must be a positive whole number")
    .transform(Number),
});

const whole = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** `?limit&page` of every article list: limit 1–1000, page ≥ 1, a clear 400 otherwise. */
export const listQuerySchema = (defaultLimit: number) =>
  z.object({
    limit: whole("limit", 1, 1000, defaultLimit),
    page: whole("page", 1, 1_000_000, 1),
  });
