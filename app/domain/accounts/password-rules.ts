/** Password rules of vendor accounts (NIST SP 800-63B style): length only, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The message for a sign-in without an email or a password. */
export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password";

/**
 * What a user reads for each failure of the auth service, by better-auth error code
 * (plus our COMMON_PASSWORD and MISSING_CREDENTIALS). One place for the API and the pages.
 */
export const AUTH_MESSAGES: Record<string, string> = {
  MISSING_CREDENTIALS: MISSING_CREDENTIALS_MESSAGE,
  INVALID_EMAIL_OR_PASSWORD: "The email address or password is incorrect.",
  INVALID_PASSWORD: "The password is incorrect.",
  EMAIL_NOT_VERIFIED:
    "Please confirm your email address first. We have sent a new confirmation link to your inbox.",
  PASSWORD_TOO_SHORT: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`,
  PASSWORD_TOO_LONG: `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`,
  COMMON_PASSWORD:
    "This password is one of the most commonly used passwords and is easy to guess. Please choose another.",
  USER_ALREADY_EXISTS: "An account with this email address already exists. Sign in or reset your password.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this email address already exists. Sign in or reset your password.",
  INVALID_EMAIL: "Enter a valid email address.",
  INVALID_TOKEN: "This link is invalid or has expired. Request a new one.",
  TOKEN_EXPIRED: "This link has expired. Request a new one.",
  INVALID_CODE: "That code is not correct. Check your authenticator app and try again.",
  TOTP_CODE_REUSED: "That code was used already. Wait for the next code in your authenticator app.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in took too long. Please sign in again.",
  INVALID_BACKUP_CODE: "That backup code is not correct or has been used already.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please sign in again.",
  PASSWORD_ALREADY_SET:
    "Your account has a password already. Sign in with it, or reset it from the sign-in page.",
  SESSION_EXPIRED: "Your session has expired. Please sign in again.",
};

export function authMessage(code: string | undefined, fallback: string): string {
  return (code && AUTH_MESSAGES[code]) || fallback;
}
