import { eq } from "drizzle-orm";
import { z } from "zod";
import { SITE } from "~/config/site";
import { vendors } from "~/db/schema";
import { BREACH_REASONS, BREACH_STRIKE_LIMIT, type BreachReason } from "~/domain/leads/breach-reports";
import { defineJob } from "~/services/jobs/jobs.server";
import type { EmailTemplate } from "~/services/mail/render-email";
import { sendEmail } from "~/services/mail/send-email.server";
import { findLeadRecipients } from "./vendor-accounts.server";

/** What the buyer reported, as the vendor is told it. */
const VENDOR_REASON_TEXT: Readonly<Record<BreachReason, string>> = {
  outside_rules:
    "contacted them outside the contact rules they had set (for example called although they chose email only)",
  never_replied: "never replied to them",
  spam: "sent them spam",
};

const NoticeSchema = z.discriminatedUnion("event", [
  z.object({
    event: z.literal("confirmed"),
    reportId: z.uuid(),
    vendorId: z.uuid(),
    reason: z.enum(BREACH_REASONS),
    /** Confirmed, unlifted breaches right after this one, counted in the transaction that confirmed it. */
    strikes: z.number().int().min(1),
  }),
  z.object({ event: z.literal("lifted"), vendorId: z.uuid(), strikes: z.number().int().min(1) }),
]);
export type BreachNotice = z.output<typeof NoticeSchema>;

/** The vendor's mail about a confirmed breach (and the block it may bring) or about a lifted block. */
export function breachNoticeTemplate(
  notice: BreachNotice,
  vendorName: string,
  publicUrl: string,
): EmailTemplate {
  const reason = `You received this email because you manage ${vendorName} on ${SITE.name}.`;
  const contact = { label: "Contact us", url: `${publicUrl}/contact` };
  if (notice.event === "lifted")
    return {
      heading: `${vendorName} can unlock leads again`,
      paragraphs: [
        `An operator reviewed your account and lifted the block: the ${notice.strikes === 1 ? "confirmed breach" : `${notice.strikes} confirmed breaches`} on record no longer ${notice.strikes === 1 ? "counts" : "count"} towards the limit of ${BREACH_STRIKE_LIMIT}.`,
        "You can unlock leads again. Please keep to each buyer's contact rules: they are shown on the paywall before you pay and beside the details after.",
      ],
      action: { label: "Open your leads", url: `${publicUrl}/vendor/leads` },
      reason,
    };
  const blocked = notice.strikes >= BREACH_STRIKE_LIMIT;
  return {
    heading: blocked
      ? `${vendorName} can no longer unlock leads`
      : `A buyer's report about ${vendorName} was confirmed`,
    paragraphs: [
      `A buyer reported that your team ${VENDOR_REASON_TEXT[notice.reason]}. An operator reviewed the report and confirmed it.`,
      `This is confirmed breach ${notice.strikes} of ${BREACH_STRIKE_LIMIT}.`,
      blocked
        ? `With ${notice.strikes} confirmed breaches your account can no longer unlock leads until an operator reviews it and lifts the block. Leads you already unlocked stay available to you. Contact us to have the block reviewed.`
        : `At ${BREACH_STRIKE_LIMIT} confirmed breaches your account can no longer unlock leads until an operator lifts the block. If you believe the report is wrong, contact us.`,
    ],
    action: contact,
    reason,
  };
}

/**
 * Tells a vendor that a buyer's breach report was confirmed (and whether it is now blocked from unlocking leads),
 * or that the block was lifted. Queued in the operator's transaction; one mail per confirmed report.
 */
export const breachNoticeEmailJob = defineJob({
  type: "vendor.breach-notice-email",
  schema: NoticeSchema,
  maxAttempts: 8,
  dedupeKey: (notice) =>
    notice.event === "confirmed"
      ? `vendor.breach-notice-email:${notice.reportId}`
      : `vendor.breach-lift-email:${notice.vendorId}`,
  async handler(notice, { db, env, logger }) {
    const [vendor] = await db
      .select({ slug: vendors.slug })
      .from(vendors)
      .where(eq(vendors.id, notice.vendorId));
    const [recipient] = vendor ? await findLeadRecipients({ db, slugs: [vendor.slug] }) : [];
    if (!recipient) {
      logger.warn({ vendorId: notice.vendorId }, "breach notice not sent: the vendor has no active account");
      return;
    }
    const template = breachNoticeTemplate(notice, recipient.name, env.PUBLIC_URL);
    await sendEmail({ env, logger }, { to: recipient.email, subject: template.heading, template });
  },
});
