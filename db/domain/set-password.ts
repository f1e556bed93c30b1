// "Set a password" on My Account (issue 18): an account made with Google, Facebook or Apple sets
// its first password (then it can unlink the provider); an account with one changes it.

export const SET_PASSWORD_MESSAGES = {
  saved: "Your password is saved. You can now sign in with your email and password.",
  changed: "Your password is changed. You are signed out on your other devices.",
  currentRequired: "Enter your current password to change it.",
  currentWrong: "Your current password is not correct.",
  // Another tab set a password between this form loading and being sent.
  alreadySet: "This account has a password already. Enter it to change it.",
} as const;
