import { SITE } from "~/config/site";
import type { EmailTemplate } from "~/services/mail/render-email";
import { type MailDeps, sendEmail } from "~/services/mail/send-email.server";
import type { Env } from "~/utils/env.server";
import type { CreatedLead, LeadRecipient } from "./create-leads.server";

type Deps = MailDeps & { env: MailDeps["env"] & Pick<Env, "PUBLIC_URL"> };

export function newLeadTemplate({
  code,
  vendorName,
  url,
}: {
  code: string;
  vendorName: string;
  url: string;
}): EmailTemplate {
  return {
    heading: `A buyer wants to hear from ${vendorName}`,
    paragraphs: [
      `A buyer who found ${vendorName} among their matches on ${SITE.name} chose to share their contact details with you.`,
      `Your lead code: ${code}`,
      "Enter it on the claim page to see their anonymous request, your match score and how many other vendors unlocked it. You pay only if you decide to unlock their details.",
    ],
    action: { label: "Claim this lead", url },
    afterAction: ["The buyer can withdraw until a vendor unlocks their details."],
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

/** One email per new lead to the vendor's lead address; a failed delivery is logged, the lead stays. */
export async function sendLeadEmails(deps: Deps, created: readonly CreatedLead[]): Promise<void> {
  await Promise.all(
    created.map(({ code, recipient }) =>
      deliver(
        deps,
        recipient.email,
        `New lead ${code} from ${SITE.name}`,
        newLeadTemplate({
          code,
          vendorName: recipient.name,
          url: `${deps.env.PUBLIC_URL}/claim-lead?code=${encodeURIComponent(code)}`,
        }),
      ),
    ),
  );
}

export async function sendQuestionEmails(
  deps: Deps,
  questions: readonly { recipient: LeadRecipient }[],
  question: string,
): Promise<void> {
  await Promise.all(
    questions.map(({ recipient }) =>
      deliver(
        deps,
        recipient.email,
        `A buyer asked ${recipient.name} a question`,
        questionTemplate({
          vendorName: recipient.name,
          question,
          url: `${deps.env.PUBLIC_URL}/vendor/leads#questions`,
        }),
      ),
    ),
  );
}

/** Tells the buyer which vendor unlocked their details. */
export async function sendUnlockedEmail(
  deps: Deps,
  {
    buyer,
    vendorName,
    requestId,
  }: { buyer: { name: string; email: string }; vendorName: string; requestId: string },
): Promise<void> {
  if (!buyer.email) return;
  await deliver(
    deps,
    buyer.email,
    `${vendorName} unlocked your details on ${SITE.name}`,
    unlockedTemplate({
      buyerName: buyer.name,
      vendorName,
      url: `${deps.env.PUBLIC_URL}/results?r=${requestId}`,
    }),
  );
}

async function deliver(deps: Deps, to: string, subject: string, template: EmailTemplate): Promise<void> {
  try {
    await sendEmail(deps, { to, subject, template });
  } catch (error) {
    deps.logger.error({ err: error, subject }, "marketplace email could not be sent");
  }
}
