import { inArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/create-db.server";
import { vendors } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { problem as businessProblem } from "~/domain/matching/testing/fixtures";
import { findVendorMatches } from "~/services/find-vendor-matches.server";
import { importCatalog } from "~/services/import-catalog.server";
import type { LeadRecipient } from "~/services/leads/create-leads.server";
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
