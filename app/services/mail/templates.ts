import type { EmailTemplate } from "./render-email";

/** The emails the vendor accounts send. Other features add theirs beside these. */
export function verifyEmailTemplate({ url }: { url: string }): EmailTemplate {
  return {
    heading: "Confirm your email address",
    paragraphs: [
      "Thanks for creating a vendor account. Confirm that this address is yours to finish signing up and to sign in.",
    ],
    action: { label: "Confirm email address", url },
    afterAction: ["The link expires in 24 hours. If you did not create an account, ignore this email."],
    reason:
      "You received this email because someone signed up for a SaaSMatch vendor account with this address.",
  };
}

/**
 * Sent to the owner of an address when someone signs up again with it. The sign-up answers as for a new address (no
 * account enumeration), so this email is how the real owner learns that they already have an account.
 */
export function accountExistsTemplate({
  signInUrl,
  resetUrl,
}: {
  signInUrl: string;
  resetUrl: string;
}): EmailTemplate {
  return {
    heading: "You already have an account",
    paragraphs: [
      "Someone just tried to create a SaaSMatch vendor account with this email address, which already has one. No new account was created.",
      "If it was you, sign in with your existing account. If you forgot its password, choose a new one.",
    ],
    action: { label: "Sign in", url: signInUrl },
    afterAction: [
      `Forgot your password? Reset it here: ${resetUrl}`,
      "If it was not you, ignore this email: nothing changed on your account.",
    ],
    reason:
      "You received this email because someone tried to sign up for a SaaSMatch vendor account with this address.",
  };
}

export function resetPasswordTemplate({ url }: { url: string }): EmailTemplate {
  return {
    heading: "Reset your password",
    paragraphs: ["We received a request to reset the password of your SaaSMatch vendor account."],
    action: { label: "Choose a new password", url },
    afterAction: [
      "The link expires in 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same.",
    ],
    reason:
      "You received this email because a password reset was requested for the account with this address.",
  };
}

export function claimDecisionTemplate({
  vendorName,
  approved,
  url,
}: {
  vendorName: string;
  approved: boolean;
  url: string;
}): EmailTemplate {
  return {
    heading: approved ? `You now manage ${vendorName}` : `Your claim of ${vendorName} was not approved`,
    paragraphs: approved
      ? [
          `An operator approved your claim. You can now edit ${vendorName}'s profile and publish your changes.`,
        ]
      : [
          `An operator could not confirm that you represent ${vendorName}. If you believe this is a mistake, reply to this email with proof, such as an address on ${vendorName}'s website domain.`,
        ],
    action: approved ? { label: "Open your dashboard", url } : undefined,
    reason: "You received this email because you claimed a vendor profile on SaaSMatch.",
  };
}
