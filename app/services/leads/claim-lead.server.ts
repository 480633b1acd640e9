import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { leadPayments, leads } from "~/db/schema";
import type { ContactRules } from "~/domain/leads/contact-rules";
import { normalizeLeadCode } from "~/domain/leads/lead-code";
import type { LeadState } from "~/domain/leads/lead-state";
import { MAX_UNLOCKS_PER_REQUEST } from "~/domain/leads/rules";
import type { LeadSummary } from "~/domain/leads/summary";
import { type WithdrawnPayment, withdrawnPayment } from "~/domain/leads/withdrawn";
import {
  countOtherUnlocks,
  findLeadForVendorView,
  LEAD_ID_PATTERN,
  summaryOf,
  type VendorVerdict,
  verdictFor,
} from "./lead-records.server";

/**
 * The one answer for a wrong code or another vendor's: it must not tell which. (The vendor's own lead that its buyer
 * withdrew is told as such, see findOwnWithdrawnLead: the vendor already sees it on its leads page.)
 */
export const CLAIM_REFUSED_MESSAGE =
  "This lead code is not valid for your account. Check the code in your email and try again.";

/** What a vendor sees of a lead before paying: the need, their own score, its age and how many others unlocked it. */
export interface LeadPreview {
  leadId: string;
  code: string;
  state: Exclude<LeadState, "withdrawn" | "pending">;
  createdAt: string;
  /** When the buyer confirmed their email address; null for leads made before confirmation existed. */
  confirmedAt: string | null;
  /** How and when the buyer allows contact; null for leads made before buyers set rules. */
  contactRules: ContactRules | null;
  /** Whether the buyer left a note (shown with the details once unlocked). */
  hasNote: boolean;
  claimedAt: string | null;
  unlockedAt: string | null;
  vendorName: string;
  summary: LeadSummary;
  verdict: VendorVerdict | null;
  /** Other vendors that unlocked the same request. */
  unlockedByOthers: number;
  maxUnlocks: number;
}

async function toPreview(
  db: Database,
  row: NonNullable<Awaited<ReturnType<typeof findLeadForVendorView>>>,
): Promise<LeadPreview | null> {
  if (row.state === "withdrawn") return null;
  const summary = summaryOf(row.problem);
  if (!summary) return null;
  return {
    leadId: row.id,
    code: row.code,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    contactRules: row.contactRules,
    hasNote: Boolean(row.hasNote),
    claimedAt: row.claimedAt?.toISOString() ?? null,
    unlockedAt: row.unlockedAt?.toISOString() ?? null,
    vendorName: row.vendorName,
    summary,
    verdict: verdictFor(row.results, row.vendorSlug),
    unlockedByOthers: await countOtherUnlocks(db, row.requestId, row.vendorId),
    maxUnlocks: MAX_UNLOCKS_PER_REQUEST,
  };
}

/**
 * A vendor enters a lead code. Returns the preview and marks a new lead claimed, or null for a code that is
 * malformed, unknown, withdrawn or another vendor's (the caller shows CLAIM_REFUSED_MESSAGE for all of them).
 */
export async function claimLead({
  db,
  vendorId,
  code,
  now = new Date(),
}: {
  db: Database;
  vendorId: string;
  code: string;
  now?: Date;
}): Promise<LeadPreview | null> {
  const normalized = normalizeLeadCode(code);
  if (!normalized) return null;
  const row = await findLeadForVendorView(db, { code: normalized });
  if (!row || row.vendorId !== vendorId || row.state === "withdrawn") return null;
  if (row.state === "new") {
    const [claimed] = await db
      .update(leads)
      .set({ state: "claimed", claimedAt: now })
      .where(and(eq(leads.id, row.id), eq(leads.state, "new")))
      .returning({ state: leads.state, claimedAt: leads.claimedAt });
    if (claimed) Object.assign(row, claimed);
  }
  return toPreview(db, row);
}

/** The preview of a lead its own vendor already holds (the paywall), or null for anyone else's or a withdrawn one. */
export async function getLeadPreview({
  db,
  vendorId,
  leadId,
}: {
  db: Database;
  vendorId: string;
  leadId: string;
}): Promise<LeadPreview | null> {
  if (!LEAD_ID_PATTERN.test(leadId)) return null;
  const row = await findLeadForVendorView(db, { id: leadId });
  if (!row || row.vendorId !== vendorId) return null;
  return toPreview(db, row);
}

/** The vendor's own lead its buyer withdrew: when, and what became of the vendor's payment for it. */
export interface OwnWithdrawnLead {
  code: string;
  withdrawnAt: string | null;
  payment: WithdrawnPayment;
}

/** The vendor's own withdrawn lead with this code, or null for any other code (unknown, another vendor's, live). */
export async function findOwnWithdrawnLead({
  db,
  vendorId,
  code,
}: {
  db: Database;
  vendorId: string;
  code: string;
}): Promise<OwnWithdrawnLead | null> {
  const normalized = normalizeLeadCode(code);
  if (!normalized) return null;
  const [row] = await db
    .select({ code: leads.code, withdrawnAt: leads.withdrawnAt, paymentStatus: leadPayments.status })
    .from(leads)
    .leftJoin(leadPayments, and(eq(leadPayments.leadId, leads.id), eq(leadPayments.vendorId, leads.vendorId)))
    .where(and(eq(leads.code, normalized), eq(leads.vendorId, vendorId), eq(leads.state, "withdrawn")));
  if (!row) return null;
  return {
    code: row.code,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    payment: withdrawnPayment(row.paymentStatus),
  };
}
