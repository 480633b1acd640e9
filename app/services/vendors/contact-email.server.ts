import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { SITE } from "~/config/site";
import { vendors } from "~/db/schema";
import { vendorMailAddress } from "~/domain/vendors/vendor-mail-address";
import { getAuthSecret } from "~/services/auth/auth.server";
import { defineJob } from "~/services/jobs/jobs.server";
import type { EmailTemplate } from "~/services/mail/render-email";
import { sendEmail } from "~/services/mail/send-email.server";
import { enforceRateLimit } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";

/** How long a confirmation link for a contact address works. */
export const CONTACT_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Confirmation emails one vendor may have sent per hour: enough to retry, too few to flood someone's inbox. */
export const CONTACT_LINKS_PER_HOUR = 3;
/** Keeps these signatures apart from every other use of the auth secret. */
const PURPOSE = "vendor-contact-email/v1";

type Ctx = Pick<AppLoadContext, "db" | "env" | "logger" | "rateLimiter">;

interface LinkPayload {
  /** vendor id */
  v: string;
  /** the contact address the link confirms */
  e: string;
  /** expiry, seconds since the epoch */
  x: number;
}

function sign(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${payload}`).digest();
}

function makeToken(secret: string, payload: LinkPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(secret, body).toString("base64url")}`;
}

const INVALID = "This confirmation link is not valid. Send a new one from your vendor dashboard.";

function readToken(secret: string, token: string, now: Date): LinkPayload {
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(body + mac)) {
    throw new AppError("bad_request", INVALID);
  }
  const expected = sign(secret, body);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError("bad_request", INVALID);
  }
  const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as LinkPayload;
  if (payload.x * 1000 < now.getTime()) {
    throw new AppError(
      "bad_request",
      "This confirmation link has expired. Send a new one from your vendor dashboard.",
    );
  }
  return payload;
}

export function contactConfirmationTemplate({
  vendorName,
  url,
}: {
  vendorName: string;
  url: string;
}): EmailTemplate {
  return {
    heading: `Confirm this address for ${vendorName}'s leads`,
    paragraphs: [
      `${vendorName} gave this address as its contact email on ${SITE.name}: new leads and buyers' questions would be sent here.`,
      "Nothing is sent here until you confirm it.",
    ],
    action: { label: "Confirm this address", url },
    afterAction: [
      `The link works for ${CONTACT_LINK_TTL_SECONDS / 86_400} days. If you do not know ${vendorName}, ignore this email.`,
    ],
    reason: `You received this email because a ${SITE.name} vendor account entered this address as ${vendorName}'s contact email.`,
  };
}

/** Where a vendor's contact address stands, for its dashboard. */
export type ContactEmailState = "confirmed" | "sent" | "none";

/**
 * Makes the vendor's contact address usable: confirmed at once when it is the editor's own confirmed account address,
 * otherwise a confirmation link is mailed to it (at most CONTACT_LINKS_PER_HOUR an hour per vendor).
 */
export async function requestContactEmailConfirmation(
  context: Ctx,
  { vendorId, editor }: { vendorId: string; editor: { email: string; emailVerified: boolean } },
): Promise<{ state: ContactEmailState; email: string | null }> {
  const [vendor] = await context.db
    .select({
      name: vendors.name,
      contactEmail: vendors.contactEmail,
      contactEmailConfirmed: vendors.contactEmailConfirmed,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!vendor) throw new AppError("not_found", "This vendor profile does not exist.");
  const contact = vendor.contactEmail?.trim().toLowerCase() || null;
  if (!contact) return { state: "none", email: null };
  const facts = {
    contactEmail: contact,
    contactEmailConfirmed: vendor.contactEmailConfirmed,
    accountEmail: editor.email,
    accountEmailVerified: editor.emailVerified,
  };
  if (vendorMailAddress(facts) === contact) {
    if (vendor.contactEmailConfirmed !== contact) {
      await context.db
        .update(vendors)
        .set({ contactEmailConfirmed: contact, updatedAt: sql`now()` })
        .where(eq(vendors.id, vendorId));
    }
    return { state: "confirmed", email: contact };
  }
  await enforceRateLimit(context, {
    name: "vendor-contact-confirmation",
    key: vendorId,
    limit: CONTACT_LINKS_PER_HOUR,
    windowSeconds: 3600,
  });
  await contactConfirmationEmailJob.enqueue(context.db, { vendorId, email: contact });
  return { state: "sent", email: contact };
}

/**
 * The link that confirms a vendor's contact address, mailed to that address. The link is signed when the mail is
 * sent, so it works for CONTACT_LINK_TTL_SECONDS from delivery; nothing is sent once the address was changed or
 * confirmed meanwhile. Queued by the dashboard's save (the rate limit above counts each request).
 */
export const contactConfirmationEmailJob = defineJob({
  type: "vendor-contact.confirm-email",
  schema: z.object({ vendorId: z.uuid(), email: z.string().min(3).max(320) }),
  maxAttempts: 8,
  async handler({ vendorId, email }, { db, env, logger }) {
    const [vendor] = await db
      .select({
        name: vendors.name,
        contactEmail: vendors.contactEmail,
        contactEmailConfirmed: vendors.contactEmailConfirmed,
      })
      .from(vendors)
      .where(eq(vendors.id, vendorId));
    if (vendor?.contactEmail?.trim().toLowerCase() !== email || vendor.contactEmailConfirmed === email) {
      logger.info(
        { vendorId },
        "contact address changed, confirmed or gone before its link went out: nothing sent",
      );
      return;
    }
    const secret = await getAuthSecret(db, env);
    const token = makeToken(secret, {
      v: vendorId,
      e: email,
      x: Math.floor(Date.now() / 1000) + CONTACT_LINK_TTL_SECONDS,
    });
    await sendEmail(
      { env, logger },
      {
        to: email,
        subject: `Confirm ${email} for ${vendor.name} on ${SITE.name}`,
        template: contactConfirmationTemplate({
          vendorName: vendor.name,
          url: `${env.PUBLIC_URL}/vendor/confirm-contact?token=${encodeURIComponent(token)}`,
        }),
      },
    );
  },
});

/** What a confirmation link is about, checked (signature, expiry, still the vendor's contact address). */
export async function readContactConfirmation(
  context: Pick<Ctx, "db" | "env">,
  token: string,
  now = new Date(),
): Promise<{ vendorId: string; vendorName: string; email: string; confirmed: boolean }> {
  const payload = readToken(await getAuthSecret(context.db, context.env), token, now);
  const [vendor] = await context.db
    .select({
      name: vendors.name,
      contactEmail: vendors.contactEmail,
      contactEmailConfirmed: vendors.contactEmailConfirmed,
    })
    .from(vendors)
    .where(eq(vendors.id, payload.v));
  if (!vendor) throw new AppError("not_found", INVALID);
  if (vendor.contactEmail?.trim().toLowerCase() !== payload.e) {
    throw new AppError(
      "conflict",
      `${payload.e} is no longer ${vendor.name}'s contact email, so this link confirms nothing.`,
    );
  }
  return {
    vendorId: payload.v,
    vendorName: vendor.name,
    email: payload.e,
    confirmed: vendor.contactEmailConfirmed === payload.e,
  };
}

/** Confirms the contact address a link was sent to: from now on the vendor's mail goes there. */
export async function confirmContactEmail(
  context: Pick<Ctx, "db" | "env">,
  token: string,
  now = new Date(),
): Promise<{ vendorName: string; email: string }> {
  const link = await readContactConfirmation(context, token, now);
  // Only while the address is still the one the link was sent to: a later change is not confirmed by an old link.
  const updated = await context.db
    .update(vendors)
    .set({ contactEmailConfirmed: link.email, updatedAt: sql`now()` })
    .where(sql`${vendors.id} = ${link.vendorId} and lower(trim(${vendors.contactEmail})) = ${link.email}`)
    .returning({ id: vendors.id });
  if (updated.length === 0) {
    throw new AppError("conflict", `${link.email} is no longer ${link.vendorName}'s contact email.`);
  }
  return { vendorName: link.vendorName, email: link.email };
}
