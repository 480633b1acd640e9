import { inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { problem as businessProblem } from "~/domain/matching/testing/fixtures";
import { findVendorMatches } from "~/services/find-vendor-matches.server";
import { importCatalog } from "~/services/import-catalog.server";
import { connectTokenSecret, signConnectToken } from "~/services/leads/connect-token.server";
import {
  type CreatedLead,
  confirmConnection,
  createLeads,
  type LeadRecipient,
} from "~/services/leads/create-leads.server";
import type { MatchingService } from "~/services/matching-service.server";
import { registerAndVerify, registrationForm } from "./vendor-accounts";

/** Five help-desk vendors that all rank for the buyer problem below. */
export const MARKET_SLUGS = ["deskly", "ticketeer", "inboxy", "helpwise", "supportly"] as const;

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: MARKET_SLUGS.map((slug, i) => ({
    slug,
    name: slug[0]?.toUpperCase() + slug.slice(1),
    website: `https://${slug}.example`,
    description: `Help desk software with a shared inbox that turns customer emails into support tickets (${i}).`,
    categories: ["Help desk & ticketing"],
    features: ["Shared inbox", "Ticket routing"],
  })),
});

export const marketProblem = businessProblem({
  problem: "Customers keep emailing us about their orders and we lose track of who answered what.",
  industry: "E-Commerce",
  features: ["Shared inbox"],
  company_size: "SMB",
  budget_range: "Below €5,000/year",
});

export async function seedMarketCatalog(db: Database): Promise<void> {
  if (!catalog.ok) throw new Error(catalog.problems.join("; "));
  await importCatalog({ db, records: catalog.catalog.vendors });
}

/** A stored anonymous search that ranks every market vendor. */
export async function createMarketRequest(db: Database, matching: MatchingService): Promise<string> {
  const result = await findVendorMatches({ db, matching, problem: marketProblem });
  const ranked = new Set(result.vendors.map((v) => v.slug));
  for (const slug of MARKET_SLUGS) if (!ranked.has(slug)) throw new Error(`${slug} was not ranked`);
  return result.requestId;
}

/** Lead recipients for the given slugs, with a contact address per vendor. */
export async function recipientsFor(db: Database, slugs: readonly string[]): Promise<LeadRecipient[]> {
  const rows = await db
    .select({ id: vendors.id, slug: vendors.slug, name: vendors.name })
    .from(vendors)
    .where(inArray(vendors.slug, [...slugs]));
  return slugs.map((slug) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw new Error(`no vendor ${slug}`);
    return { vendorId: row.id, slug, name: row.name, email: `sales@${slug}.example` };
  });
}

export const buyerContact = {
  name: "Ada Lovelace",
  email: "ada@analytical.example",
  company: "Analytical Engines Ltd",
  phone: "+44 20 7946 0000",
};

/** Registers an account that claims the catalog vendor `slug` (email on its domain, so active at once). */
export async function registerMarketVendor(context: AppLoadContext, slug: string) {
  const domain = `${slug}.example`;
  const form = registrationForm(domain, {
    website: `https://${domain}`,
    name: slug[0]?.toUpperCase() + slug.slice(1),
    contactEmail: `sales@${domain}`,
  });
  form.set("claimChoice", `claim:${slug}`);
  return registerAndVerify(context, form);
}

/** The link token the buyer's confirmation email carries for a connect (signed with the database's secret). */
export async function confirmationTokenFor(
  db: Database,
  requestId: string,
  confirmationId: string,
  issuedAt = new Date(),
): Promise<string> {
  return signConnectToken(await connectTokenSecret(db, { AUTH_SECRET: undefined }), {
    requestId,
    confirmationId,
    issuedAt,
  });
}

/**
 * Connects and confirms, as the buyer does with the link in their email: for tests of what happens after. The
 * confirmation path itself is tested through its page and the outbox.
 */
export async function createConfirmedLeads(
  options: Parameters<typeof createLeads>[0],
): Promise<CreatedLead[]> {
  const connection = await createLeads(options);
  const { db, requestId, now } = options;
  const token = await confirmationTokenFor(db, requestId, connection.confirmationId, now);
  const secret = await connectTokenSecret(db, { AUTH_SECRET: undefined });
  const confirmed = await confirmConnection({ db, secret, token, now });
  if (!confirmed.justConfirmed) throw new Error(`the connection was not confirmed: ${confirmed.status}`);
  return connection.leads;
}
