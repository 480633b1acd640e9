import { z } from "zod";
import { inputText } from "~/utils/input-text";

/** Vendors per page of the admin's vendor list. */
export const ADMIN_VENDORS_PER_PAGE = 50;
export const ADMIN_VENDOR_STATUSES = ["all", "published", "draft"] as const;
export type AdminVendorStatus = (typeof ADMIN_VENDOR_STATUSES)[number];

/** The vendor list's search parameters: a missing one is its default; a malformed one is a 400, never guessed. */
export const AdminVendorQuerySchema = z.object({
  q: inputText({ error: "must be text" }).trim().max(200, "must be at most 200 characters").default(""),
  status: z.enum(ADMIN_VENDOR_STATUSES, { error: "must be all, published or draft" }).default("all"),
  page: z.coerce
    .number({ error: "must be a page number" })
    .int("must be a whole page number")
    .min(1, "must be 1 or more")
    .max(100_000, "is too large")
    .default(1),
});
export type AdminVendorQuery = z.infer<typeof AdminVendorQuerySchema>;

/** Reads the vendor list's parameters from the URL; an empty value counts as missing. */
export function parseAdminVendorQuery(params: URLSearchParams) {
  const value = (key: string) => {
    const v = params.get(key);
    return v === null || v === "" ? undefined : v;
  };
  return AdminVendorQuerySchema.safeParse({ q: value("q"), status: value("status"), page: value("page") });
}

/** The page actually shown (the last one when asked for one past it) and how many there are. */
export function pageWindow(total: number, asked: number, perPage = ADMIN_VENDORS_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(asked, pages);
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return { page, pages, offset: (page - 1) * perPage, first, last };
}

/** An audit entry as stored, with the current name of a vendor it targets (null when it is no vendor or gone). */
export interface AuditEntryInput {
  targetType: string;
  targetId: string;
  details: unknown;
  vendorName: string | null;
}

function text(details: unknown, key: string): string | null {
  if (typeof details !== "object" || details === null) return null;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() ? value : null;
}

/**
 * What an audit entry acted on, by name: "vendor Zendesk", "claim by ada@example.com for Deskly", "breach report on
 * Deskly", "quote by Ada Lovelace"; the raw type and id when nothing names it.
 */
export function auditTargetLabel(entry: AuditEntryInput): string {
  const d = entry.details;
  switch (entry.targetType) {
    case "vendor": {
      const name = entry.vendorName ?? text(d, "name");
      return name ? `vendor ${name}` : `vendor ${entry.targetId}`;
    }
    case "vendor_member": {
      const who = text(d, "claimant");
      const vendor = text(d, "vendorName");
      if (who && vendor) return `claim by ${who} for ${vendor}`;
      return vendor ? `claim for ${vendor}` : `claim ${entry.targetId}`;
    }
    case "breach_report": {
      const vendor = text(d, "vendorName");
      return vendor ? `breach report on ${vendor}` : `breach report ${entry.targetId}`;
    }
    case "review": {
      const vendor = text(d, "vendorName");
      return vendor ? `review of ${vendor}` : `review ${entry.targetId}`;
    }
    case "kind_proposal": {
      const kind = text(d, "kind");
      const vendor = text(d, "vendorName");
      if (kind && vendor) return `kind "${kind}" proposed by ${vendor}`;
      return kind ? `kind "${kind}"` : `kind proposal ${entry.targetId}`;
    }
    case "shortlist_rating": {
      const author = text(d, "authorName");
      return author ? `quote by ${author}` : `quote ${entry.targetId}`;
    }
    default:
      return `${entry.targetType} ${entry.targetId}`;
  }
}
