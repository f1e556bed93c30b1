import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "../../db/domain/forms";

/**
 * PUT /api/account/password: the new password, and the current one when the account has one (the
 * route decides; an account made with a provider has none). Both bounded before any hashing.
 */
export const setPasswordBody = z.object({
  currentPassword: z.string({ message: "The current password must be text" }).max(PASSWORD_MAX).optional(),
  newPassword: z
    .string({ message: AUTH_MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
});
