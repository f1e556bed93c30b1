import { z } from "zod";

/** GET /auth/:provider: where to return, and whether this links the provider to the signed-in account. */
export const oauthStartQuery = z.object({
  next: z.string().max(512).optional(),
  intent: z.enum(["signin", "link"]).default("signin"),
});

/**
 * The provider's answer (query for Google and Facebook, form_post for Apple). `user` is Apple's
 * first-sign-in name ({"name":{"firstName","lastName"}}), sent once.
 */
export const oauthCallbackParams = z.object({
  code: z.string().min(1).max(4096).optional(),
  state: z.string().min(1).max(512).optional(),
  error: z.string().max(512).optional(),
  user: z.string().max(4096).optional(),
});

const appleUser = z.object({
  name: z.object({ firstName: z.string().max(100).optional(), lastName: z.string().max(100).optional() }).optional(),
});

/** Apple's name, if its `user` field parses; anything else is ignored (it is not verified data). */
export function appleName(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const parsed = appleUser.safeParse(JSON.parse(raw));
    const name = [parsed.data?.name?.firstName, parsed.data?.name?.lastName].filter(Boolean).join(" ").trim();
    return name || null;
  } catch {
    return null;
  }
}
