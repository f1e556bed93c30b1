// The message of every sign-in and register limit, in its own module: oauth.ts (which the reading
// routes' domain chunk holds) needs it without pulling in all of forms.ts.
export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a minute and try again.";
