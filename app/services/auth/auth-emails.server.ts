import { z } from "zod";
import { SITE } from "~/config/site";
import { defineJob } from "~/services/jobs/jobs.server";
import { sendEmail } from "~/services/mail/send-email.server";
import { accountExistsTemplate, resetPasswordTemplate, verifyEmailTemplate } from "~/services/mail/templates";

// The account mails better-auth asks for. better-auth calls its mail callbacks after its own writes are committed
// (its Drizzle adapter runs without a transaction here, and the callbacks are queued after any it would open), so
// these jobs are enqueued right after the change, on the database itself: the user row or the reset token is
// stored first, then its mail is queued. If queueing fails the request's log says so and the owner asks again
// (a sign-in sends a new confirmation link; the forgot-password form a new reset link). Once queued, a mail that
// fails is retried and ends as a failed job in /admin instead of being lost.
//
// The link (with its token) is the payload: better-auth made the token and stored what checks it. The job row holds
// it as auth_verifications holds the reset token, on the server only; it expires with the link (24 h, 1 h).

const LinkMailSchema = z.object({ to: z.string().min(3).max(320), url: z.url() });

/** The link that confirms an address (sign-up, a sign-in before confirming, a new link asked for). */
export const verificationEmailJob = defineJob({
  type: "auth.verification-email",
  schema: LinkMailSchema,
  maxAttempts: 8,
  async handler({ to, url }, { env, logger }) {
    await sendEmail(
      { env, logger },
      {
        to,
        subject: `Confirm your email address for ${SITE.name}`,
        template: verifyEmailTemplate({ url }),
      },
    );
  },
});

/** A sign-up with an address that already has a confirmed account: its owner is told instead of the form. */
export const accountExistsEmailJob = defineJob({
  type: "auth.account-exists-email",
  schema: z.object({ to: z.string().min(3).max(320) }),
  maxAttempts: 8,
  async handler({ to }, { env, logger }) {
    await sendEmail(
      { env, logger },
      {
        to,
        subject: `You already have a ${SITE.name} account`,
        template: accountExistsTemplate({
          signInUrl: new URL("/vendor/sign-in", env.PUBLIC_URL).href,
          resetUrl: new URL("/vendor/forgot-password", env.PUBLIC_URL).href,
        }),
      },
    );
  },
});

/** The link that lets the owner choose a new password. */
export const resetPasswordEmailJob = defineJob({
  type: "auth.reset-password-email",
  schema: LinkMailSchema,
  maxAttempts: 8,
  async handler({ to, url }, { env, logger }) {
    await sendEmail(
      { env, logger },
      { to, subject: `Reset your ${SITE.name} password`, template: resetPasswordTemplate({ url }) },
    );
  },
});
