import { z } from "zod";

import { ACCOUNT_LEAGUE_MAX, AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "../../db/domain";
import { textInput } from "./text-input";

// Request bodies of the account routes, with the spec's messages (§5, §8; the strings live in db/domain).

const required = (message: string) =>
  z.string({ message }).refine((s) => s.trim().length > 0, { message, abort: true });

/** `{username, password}` (username may hold the email, as the spec's screens send) or `{email, password}`. */
export const loginBody = z
  .object(
    {
      username: z.string({ message: AUTH_MESSAGES.loginMissing }).optional(),
      email: z.string({ message: AUTH_MESSAGES.loginMissing }).optional(),
      // Bounded so a megabyte "password" cannot buy a megabyte of scrypt input.
      password: required(AUTH_MESSAGES.loginMissing).pipe(
        z.string().max(PASSWORD_MAX, AUTH_MESSAGES.invalidCredentials),
      ),
    },
    { message: AUTH_MESSAGES.loginMissing },
  )
  .transform((b) => ({ identifier: (b.email?.trim() || b.username?.trim()) ?? "", password: b.password }))
  .refine((b) => b.identifier.length > 0 && b.identifier.length <= 254, { message: AUTH_MESSAGES.loginMissing });

export const registerBody = z.object(
  {
    username: required(AUTH_MESSAGES.registerMissing).pipe(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9._-]{1,40}$/, AUTH_MESSAGES.invalidUsername),
    ),
    email: required(AUTH_MESSAGES.registerMissing).pipe(z.string().trim().max(254).email(AUTH_MESSAGES.invalidEmail)),
    password: required(AUTH_MESSAGES.registerMissing).pipe(
      z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort).max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
    ),
  },
  { message: AUTH_MESSAGES.registerMissing },
);

export const accountSettingsBody = z.object({
  leagueName: textInput("League name")
    .pipe(z.string().trim().max(ACCOUNT_LEAGUE_MAX, `League name must be at most ${ACCOUNT_LEAGUE_MAX} characters`))
    .nullable()
    .transform((s) => (s ? s : null)),
});
