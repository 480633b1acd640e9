import { createHash } from "node:crypto";
import type { vendors } from "~/db/schema";
import type { CatalogVendorRecord } from "~/domain/catalog/catalog-format";
import type { VendorProfile } from "~/domain/vendors/vendor-profile";
import { verificationHolds } from "~/domain/vendors/website-domain";

export type VendorRow = typeof vendors.$inferSelect;
export type NewVendorRow = typeof vendors.$inferInsert;

/** sha256 of the record's catalog fields in a fixed order: equal hash, nothing to update. */
export function hashRecord(record: CatalogVendorRecord): string {
  const canonical = [
    record.slug,
    record.name,
    record.website,
    record.tagline,
    record.description,
    record.categories,
    record.features,
    record.industries,
    record.company_sizes,
    record.deployment_models,
    record.regions,
    record.pricing.free_tier,
    record.pricing.starting_price_eur_per_year,
    record.pricing.model,
    record.integrations,
    record.certifications,
    record.founded_year,
    record.source,
    // Appended only when known, so records without a licence keep the hash they had before the field existed.
    ...(record.license === null ? [] : [record.license]),
  ];
  return createHash("sha256").update(JSON.stringify(canonical)).digest("base64url");
}

/** The catalog columns of a vendor row; profile flags (status, claimed, verified) are not part of the format. */
export function recordToRow(record: CatalogVendorRecord): NewVendorRow {
  return {
    slug: record.slug,
    name: record.name,
    website: record.website,
    tagline: record.tagline,
    description: record.description,
    categories: record.categories,
    features: record.features,
    industries: record.industries,
    companySizes: record.company_sizes,
    deploymentModels: record.deployment_models,
    regions: record.regions,
    freeTier: record.pricing.free_tier,
    startingPriceEurPerYear: record.pricing.starting_price_eur_per_year,
    pricingModel: record.pricing.model,
    license: record.license,
    integrations: record.integrations,
    certifications: record.certifications,
    foundedYear: record.founded_year,
    source: record.source,
    contentHash: hashRecord(record),
  };
}

/** The catalog facts of a vendor row, without `source`: shared by the record (export) and the profile (engine, pages). */
function rowFacts(row: VendorRow): Omit<CatalogVendorRecord, "source"> {
  return {
    slug: row.slug,
    name: row.name,
    website: row.website,
    tagline: row.tagline,
    description: row.description,
    categories: row.categories,
    features: row.features,
    industries: row.industries,
    company_sizes: row.companySizes,
    deployment_models: row.deploymentModels,
    regions: row.regions,
    pricing: {
      free_tier: row.freeTier,
      starting_price_eur_per_year: row.startingPriceEurPerYear,
      model: row.pricingModel,
    },
    license: row.license,
    integrations: row.integrations,
    certifications: row.certifications,
    founded_year: row.foundedYear,
  };
}

/** A vendor row in the `vendor-catalog/v1` shape (catalog:export). */
export function rowToRecord(row: VendorRow): CatalogVendorRecord {
  return Object.assign(rowFacts(row), { source: row.source });
}

/** A vendor row as the one vendor profile record: what the engine indexes and every page and API answer shows. */
export function rowToProfile(row: VendorRow): VendorProfile {
  // Properties added to the literal, not spread: on Node 20 a spread takes V8's slow path for every property it adds.
  const profile: VendorProfile = Object.assign(rowFacts(row), {
    verified: verificationHolds(row),
    claimed: row.claimed,
  });
  // Published reviews only (kept on the row by their moderation); absent without any, as before reviews existed.
  if (row.reviewCount > 0) profile.reviews = { count: row.reviewCount, ratingSum: row.reviewPoints / 2 };
  return profile;
}
