import { and, eq } from "drizzle-orm";
import { data, Link } from "react-router";
import { RouteError } from "~/components/layout/route-error";
import { ReviewItem, reviewSummaryText } from "~/components/reviews/review-list";
import { vendors } from "~/db/schema";
import { SLUG_PATTERN } from "~/domain/catalog/catalog-format";
import { displayHost } from "~/domain/results/format";
import { summarizeReviews } from "~/domain/reviews/reviews";
import { findPublishedReviews } from "~/services/reviews/reviews.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-page";

export const meta: Route.MetaFunction = (args) => {
  const name = args.loaderData?.vendor.name;
  return pageMeta(
    {
      title: name ? `${name}: Reviews by Buyers — SaaSMatch` : "Vendor Not Found — SaaSMatch",
      description: name
        ? `${name} on SaaSMatch, with reviews by buyers who connected with it through SaaSMatch.`
        : "This vendor is not listed.",
      noIndex: !name,
    },
    args,
  );
};

/** A published vendor's page: what it does and the published reviews of buyers who connected with it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  if (slug.length > 200 || !SLUG_PATTERN.test(slug)) throw data(null, { status: 404 });
  const [row] = await context.db
    .select({
      slug: vendors.slug,
      name: vendors.name,
      tagline: vendors.tagline,
      description: vendors.description,
      website: vendors.website,
    })
    .from(vendors)
    .where(and(eq(vendors.slug, slug), eq(vendors.status, "published")));
  if (!row) throw data(null, { status: 404 });
  const reviews = (await findPublishedReviews(context.db, [slug]))[slug] ?? [];
  return { vendor: row, reviews };
}

export default function VendorPage({ loaderData }: Route.ComponentProps) {
  const { vendor, reviews } = loaderData;
  const summary = summarizeReviews(reviews);
  const host = vendor.website ? displayHost(vendor.website) : null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{vendor.name}</h1>
      {vendor.tagline && <p className="mt-2 text-lg text-slate-700">{vendor.tagline}</p>}
      {vendor.description && <p className="mt-4 text-slate-800">{vendor.description}</p>}
      {vendor.website && host && (
        <p className="mt-4">
          <a
            href={vendor.website}
            rel="noopener noreferrer nofollow"
            className="text-primary underline underline-offset-4"
          >
            Visit {host}
          </a>
        </p>
      )}
      <h2 className="mt-10 text-2xl font-semibold text-slate-900">Reviews by buyers who connected</h2>
      <p className="mt-2 text-slate-700">
        Only a buyer who connected with {vendor.name} through SaaSMatch is invited to review it, once, 14 days
        later. Our moderators read every review before it appears; {vendor.name} can reply once in public but
        cannot ask for or stop a review. Reviewers are never named.
      </p>
      {summary ? (
        <>
          <p className="mt-4 font-medium text-slate-900">{reviewSummaryText(summary)}</p>
          <ul className="mt-4 space-y-3">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} vendorName={vendor.name} />
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-slate-700">No reviews yet.</p>
      )}
      <p className="mt-10">
        <Link to="/form" className="text-primary underline underline-offset-4">
          Describe your problem to see whether {vendor.name} fits it
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/" backLabel="Return to Home" />;
}
