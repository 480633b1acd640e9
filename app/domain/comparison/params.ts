/** At least this many vendors make a comparison. */
export const MIN_COMPARED = 2;
/** At most this many vendors are compared side by side. */
export const MAX_COMPARED = 4;
/** Slugs looked up at most from one URL, so unknown ones can be dropped and still leave MAX_COMPARED. */
export const MAX_SLUGS_LOOKED_UP = 12;

export const COMPARISON_PATH = "/vendor-comparison-tool";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

export interface ComparisonParams {
  /** Well-formed slugs in URL order, each once, at most MAX_SLUGS_LOOKED_UP. */
  slugs: string[];
  /** Entries that cannot be a vendor slug, for the notice. */
  malformed: string[];
  /** The buyer request the comparison came from, if any (validated by whoever looks it up). */
  requestId: string | null;
}

/** Reads `?v=slug-a,slug-b&r=<requestId>`; repeated `v` parameters are accepted too. */
export function parseComparisonParams(params: URLSearchParams): ComparisonParams {
  const raw = params
    .getAll("v")
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter(Boolean);
  const slugs: string[] = [];
  const malformed: string[] = [];
  for (const entry of raw) {
    const slug = entry.toLowerCase();
    if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) {
      if (malformed.length < MAX_SLUGS_LOOKED_UP) malformed.push(entry.slice(0, 40));
      continue;
    }
    if (!slugs.includes(slug) && slugs.length < MAX_SLUGS_LOOKED_UP) slugs.push(slug);
  }
  const requestId = params.get("r")?.trim() || null;
  return { slugs, malformed, requestId };
}

/** `/vendor-comparison-tool?v=a,b&r=…`: commas are left readable, the request id is encoded. */
export function comparisonHref({
  slugs,
  requestId,
}: {
  slugs: readonly string[];
  requestId?: string | null;
}): string {
  const parts: string[] = [];
  if (slugs.length > 0) parts.push(`v=${slugs.map(encodeURIComponent).join(",")}`);
  if (requestId) parts.push(`r=${encodeURIComponent(requestId)}`);
  return parts.length > 0 ? `${COMPARISON_PATH}?${parts.join("&")}` : COMPARISON_PATH;
}
