import { SellerLanding } from "~/components/vendor/seller-landing";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/for-sellers";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.forSellers.seo, args);

export function loader({ context }: Route.LoaderArgs) {
  return { leadPriceEur: context.env.LEAD_PRICE_EUR };
}

export default function ForSellers({ loaderData }: Route.ComponentProps) {
  return (
    <SellerLanding
      heading="Reach buyers who already described your problem"
      intro="B2B buyers research on their own and ignore cold outreach. On SaaSMatch they describe what they need, get an explained shortlist, and connect with the vendors they choose."
      leadPriceEur={loaderData.leadPriceEur}
    />
  );
}
