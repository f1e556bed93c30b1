// Form limits and the spec's messages (§5, §8): the server's zod schemas enforce them, the SPA's
// inputs show them, so both always agree.
import { RATE_LIMITED_MESSAGE } from "./rate-limited";

export const TITLE_MAX = 200;
export const CONTENT_MAX = 50_000;
/** Team, league and player names on articles and box scores. */
export const NAME_MAX = 80;
/** The default league name of My Account. */
export const ACCOUNT_LEAGUE_MAX = 100;
export const SCORE_MAX = 999;
export const REQUIRED_MESSAGE = "Title and content are required";
export const TEAMS_REQUIRED_MESSAGE = "Home team and away team are required for game recaps";
export const SCORE_MIN_MESSAGE = "Score must be at least 0";

export const WRITER_NAME_MAX = 80;
export const WRITER_STYLE_MAX = 2000;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  loginMissing: "Please enter both email and password.",
  registerMissing: "Please fill in all required fields.",
  invalidCredentials: "Invalid email or password",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters long`,
  invalidEmail: "Please enter a valid email address",
  invalidUsername: "Username may use letters, digits, '.', '_' and '-' (at most 40 characters)",
  // Does not say an account exists (decision 152): an email, unlike a username, is not public.
  emailTaken: "We could not register this email. If it is yours, sign in instead.",
  usernameTaken: "This username is already taken.",
  rateLimited: RATE_LIMITED_MESSAGE,
} as const;

/** Spec §5: the Test button with an empty field (also the server's answer to an empty URL). */
export const EMPTY_WEBHOOK_MESSAGE = "Please enter a Discord webhook URL first.";
export const NOT_DISCORD_MESSAGE =
  "That is not a Discord webhook URL. Copy it from Discord (Channel settings → Integrations → Webhooks): https://discord.com/api/webhooks/…";
export const TEST_FAILED_MESSAGE = "The Discord webhook test failed. Please check your webhook URL.";
export const NO_LEAGUE_MESSAGE = "Set your default league name first; the webhook belongs to that league.";
export const NOT_YOURS_MESSAGE = "Only this league's commissioner, or an admin, can change its Discord webhook.";
