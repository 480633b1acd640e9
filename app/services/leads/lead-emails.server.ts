import { eq } from "drizzle-orm";
import { z } from "zod";
import { SITE } from "~/config/site";
import type { Database } from "~/db/create-db.server";
import { leads, vendors } from "~/db/schema";
import { formatDateTime } from "~/domain/leads/format";
import { joinNames } from "~/domain/results/format";
import { defineJob } from "~/services/jobs/jobs.server";
import type { EmailTemplate } from "~/services/mail/render-email";
import { type EmailMessage, isPermanentDeliveryFailure, sendEmail } from "~/services/mail/send-email.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { recordBuyerEmailBounce } from "./record-email-bounce.server";

export function confirmConnectionTemplate({
  buyerName,
  vendorNames,
  confirmBy,
  url,
  resultsUrl,
}: {
  buyerName: string;
  vendorNames: readonly string[];
  confirmBy: Date;
  url: string;
  resultsUrl: string;
}): EmailTemplate {
  const vendors = joinNames(vendorNames);
  return {
    heading: "Confirm your email to connect",
    paragraphs: [
      `Hello ${buyerName},`,
      `You asked ${SITE.name} to share your contact details with ${vendors}. Confirm that this is your email address and ${vendorNames.length === 1 ? "the vendor is" : "the vendors are"} told of your request; nothing is sent to ${vendorNames.length === 1 ? "them" : "any of them"} before you do.`,
      `The link works until ${formatDateTime(confirmBy.toISOString())}. If you do not confirm by then, the details you entered are deleted.`,
    ],
    action: { label: "Confirm my email", url },
    afterAction: [
      `Your results page, where you can cancel: ${resultsUrl}`,
      "If you did not ask for this, ignore this email: no vendor will hear of it.",
    ],
    reason: `You received this email because someone entered this address to connect with ${vendors} on ${SITE.name}.`,
  };
}

export function newLeadTemplate({
  code,
  vendorName,
  confirmedAt,
  url,
}: {
  code: string;
  vendorName: string;
  confirmedAt: Date | null;
  url: string;
}): EmailTemplate {
  return {
    heading: `A buyer wants to hear from ${vendorName}`,
    paragraphs: [
      `A buyer who found ${vendorName} among their matches on ${SITE.name} chose to share their contact details with you.`,
      ...(confirmedAt
        ? [
            `The buyer confirmed their email address through a link we sent them (${formatDateTime(confirmedAt.toISOString())}).`,
          ]
        : []),
      `Your lead code: ${code}`,
      "Enter it on the claim page to see their anonymous request, your match score and how many other vendors unlocked it. You pay only if you decide to unlock their details.",
    ],
    action: { label: "Claim this lead", url },
    afterAction: [
      "The buyer can withdraw until you unlock their details, or within 48 hours after you paid; you are then refunded in full.",
    ],
    reason: `You received this email because a buyer asked ${SITE.name} to connect them with ${vendorName}, whose lead address this is.`,
  };
}

export function questionTemplate({
  vendorName,
  question,
  url,
}: {
  vendorName: string;
  question: string;
  url: string;
}): EmailTemplate {
  return {
    heading: "A buyer asked you a question",
    paragraphs: [
      `An anonymous buyer who found ${vendorName} among their matches asks:`,
      question,
      "Answer in your dashboard within 3 days; the buyer sees your answer next to other vendors' answers, with the time each took.",
    ],
    action: { label: "Answer the question", url },
    reason: `You received this email because a buyer asked ${vendorName} a question through ${SITE.name}.`,
  };
}

export function unlockedTemplate({
  buyerName,
  vendorName,
  url,
}: {
  buyerName: string;
  vendorName: string;
  url: string;
}): EmailTemplate {
  return {
    heading: `${vendorName} unlocked your details`,
    paragraphs: [
      `Hello ${buyerName},`,
      `${vendorName} has unlocked the contact details you chose to share with them, and can now contact you about your request.`,
      "You can see who has your details, and delete your request, on your results page.",
    ],
    action: { label: "Open your results", url },
    reason: `You received this email because you asked ${SITE.name} to connect you with ${vendorName}.`,
  };
}

/**
 * Tells the buyer which vendor unlocked their details. The payload is the lead's id, not the buyer's address:
 * the address is read when the email is sent, so a search the buyer deleted meanwhile is not written to.
 */
export const unlockedEmailJob = defineJob({
  type: "lead.unlocked-email",
  schema: z.object({ leadId: z.uuid() }),
  maxAttempts: 8,
  async handler({ leadId }, { db, env, logger }) {
    const [lead] = await db
      .select({
        state: leads.state,
        requestId: leads.requestId,
        buyerName: leads.contactName,
        buyerEmail: leads.contactEmail,
        vendorName: vendors.name,
      })
      .from(leads)
      .innerJoin(vendors, eq(vendors.id, leads.vendorId))
      .where(eq(leads.id, leadId));
    if (lead?.state !== "unlocked" || !lead.buyerEmail) {
      logger.info({ leadId }, "unlock email not sent: the buyer deleted the search meanwhile");
      return;
    }
    await sendBuyerEmail(
      { db, env, logger },
      {
        to: lead.buyerEmail,
        subject: `${lead.vendorName} unlocked your details on ${SITE.name}`,
        template: unlockedTemplate({
          buyerName: lead.buyerName,
          vendorName: lead.vendorName,
          url: `${env.PUBLIC_URL}/results?r=${lead.requestId}`,
        }),
      },
    );
  },
});

/**
 * Sends a mail to a buyer; a permanent failure (SMTP 5xx) is a bounce: recorded, the paid unlocks of the address
 * refunded, and the job ends (retrying cannot deliver it). Temporary failures reject, so the job is retried.
 */
export async function sendBuyerEmail(
  { db, env, logger }: { db: Database; env: Env; logger: Logger },
  message: EmailMessage,
): Promise<void> {
  try {
    await sendEmail({ env, logger }, message);
  } catch (error) {
    if (!isPermanentDeliveryFailure(error)) throw error;
    await recordBuyerEmailBounce({ db, logger, email: message.to });
  }
}
