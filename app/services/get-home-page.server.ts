import { LOGO_BANNER } from "~/content/home";
import type { AppContext } from "~/context";
import type { Testimonial } from "~/domain/feedback/rating";
import type { CatalogVendor } from "~/domain/matching/types";
import { getSocialProof } from "./feedback/get-social-proof.server";
import { findTestimonials } from "./feedback/shortlist-ratings.server";
import { findWorkedExamples, type WorkedExampleResult } from "./find-worked-examples.server";

/** Fewer published quotes than this and the block shows worked examples instead. */
export const MIN_TESTIMONIALS = 2;

export interface BannerVendor {
  name: string;
  url: string;
}

/**
 * Ten vendors for the banner: only vendors with a website, verified and claimed profiles first, then the
 * most complete records, ties by slug, so the choice is stable for a given catalog.
 */
export function pickBannerVendors(
  vendors: Iterable<CatalogVendor>,
  count: number = LOGO_BANNER.desktopLogos,
): BannerVendor[] {
  const completeness = (v: CatalogVendor) =>
    [v.tagline, v.founded_year, v.pricing.starting_price_eur_per_year].filter((x) => x !== null).length +
    Math.min(v.certifications.length, 3) +
    Math.min(v.features.length, 5) / 5;
  return [...vendors]
    .filter((v) => v.website && /^https?:\/\//.test(v.website))
    .sort(
      (a, b) =>
        Number(b.verified) - Number(a.verified) ||
        Number(b.claimed) - Number(a.claimed) ||
        completeness(b) - completeness(a) ||
        a.slug.localeCompare(b.slug),
    )
    .slice(0, count)
    .map((v) => ({ name: v.name, url: v.website as string }));
}

export type HomeTestimonials =
  | { kind: "quotes"; quotes: Testimonial[] }
  | {
      kind: "examples";
      examples: Pick<WorkedExampleResult, "id" | "buyer" | "headline" | "problem" | "shortlist">[];
    };

/** Everything the home page shows from data: the strip's figures, quotes or worked examples, banner vendors. */
export async function getHomePage(context: Pick<AppContext, "db" | "env" | "matching">) {
  const [socialProof, quotes, snapshot] = await Promise.all([
    getSocialProof(context),
    findTestimonials({ db: context.db, limit: 3 }),
    context.matching.getSnapshot(),
  ]);
  let testimonials: HomeTestimonials;
  if (quotes.length >= MIN_TESTIMONIALS) {
    testimonials = { kind: "quotes", quotes };
  } else {
    const examples = await findWorkedExamples({ matching: context.matching });
    testimonials = {
      kind: "examples",
      examples: examples.slice(0, 3).map(({ id, buyer, headline, problem, shortlist }) => ({
        id,
        buyer,
        headline,
        problem,
        shortlist,
      })),
    };
  }
  return { socialProof, testimonials, bannerVendors: pickBannerVendors(snapshot.bySlug.values()) };
}
