/** The auth session events, named as the product's clients know them. */
export const AUTH_EVENTS = [
  "SIGNED_IN",
  "SIGNED_OUT",
  "TOKEN_REFRESHED",
  "PASSWORD_RECOVERY",
  "USER_UPDATED",
  "MFA_VERIFIED",
] as const;

export type AuthEvent = (typeof AUTH_EVENTS)[number];

/** What the browser knows about its session, as /api/auth/get-session reports it. */
export interface AuthSnapshot {
  userId: string;
  sessionId: string;
  /** ISO timestamps. */
  expiresAt: string;
  userUpdatedAt: string;
}

/** The events that explain going from one observed session state to the next. */
export function diffAuthSnapshots(previous: AuthSnapshot | null, current: AuthSnapshot | null): AuthEvent[] {
  if (!previous && !current) return [];
  if (!previous) return ["SIGNED_IN"];
  if (!current) return ["SIGNED_OUT"];
  if (previous.userId !== current.userId) return ["SIGNED_OUT", "SIGNED_IN"];
  const events: AuthEvent[] = [];
  if (
    previous.sessionId !== current.sessionId ||
    Date.parse(current.expiresAt) > Date.parse(previous.expiresAt)
  ) {
    events.push("TOKEN_REFRESHED");
  }
  if (current.userUpdatedAt !== previous.userUpdatedAt) events.push("USER_UPDATED");
  return events;
}
