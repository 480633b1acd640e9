const UNLOCK_REASON = "Sign in to unlock this lead. You pay once, and only for a lead sent to you.";

/**
 * Why a signed-out vendor was sent to sign in, read from the page they are sent back to afterwards: the sign-in page
 * says it above the form, so a vendor who followed a lead email knows what signing in unlocks.
 */
const REASONS: ReadonlyArray<readonly [path: string, reason: string]> = [
  ["/claim-lead", "Sign in to enter your lead code. Only the vendor a lead was sent to can claim it."],
  ["/paywall", UNLOCK_REASON],
  ["/paywall/test-checkout", UNLOCK_REASON],
  [
    "/buyer-details",
    "Sign in to see this buyer's details. They are shown only to the vendor that unlocked the lead.",
  ],
  ["/vendor/leads", "Sign in to see the leads sent to your software."],
  ["/vendor/dashboard", "Sign in to manage your software's profile."],
  ["/vendor/security", "Sign in to change your password and two-factor settings."],
];

/** The sentence for a sign-in page whose `redirectTo` is `target` (a same-site path), or null for any other page. */
export function signInReason(target: string): string | null {
  let path: string;
  try {
    path = new URL(target, "http://localhost").pathname.replace(/\/+$/, "") || "/";
  } catch {
    return null;
  }
  for (const [page, reason] of REASONS) if (path === page) return reason;
  return null;
}
