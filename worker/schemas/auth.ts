import { z } from "zod";
import { textInput } from "../../db/text-input";

// Request bodies of the account routes, with the spec's messages (§5, §8). The SPA imports the
// constants so it can tell the two 409s apart.
export const AUTH_MESSAGES = {
  loginMissing: "Please enter both email and password.",
  registerMissing: "Please fill in all required fields.",
  invalidCredentials: "Invalid email or password",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordTooLong: "Password must be at most 128 characters long",
  invalidEmail: "Please enter a valid email address",
  invalidUsername: "Username may use letters, digits, '.', '_' and '-' (at most 40 characters)",
  emailTaken: "An account with this email already exists.",
  usernameTaken: "This username is already taken.",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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
    .pipe(z.string().trim().max(100, "League name must be at most 100 characters"))
    .nullable()
    .transform((s) => (s ? s : null)),
});
