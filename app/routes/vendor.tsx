import { RouteError } from "~/components/layout/route-error";
import { SellerLanding } from "~/components/vendor/seller-landing";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.vendor.seo, args);

export function loader({ context }: Route.LoaderArgs) {
  return { leadPriceEur: context.env.LEAD_PRICE_EUR };
}

export default function VendorLanding({ loaderData }: Route.ComponentProps) {
  return (
    <SellerLanding
      heading="Vendor Registration"
      intro="List your software for free and receive anonymized leads from buyers whose problem it solves. Pay once for each lead you choose to unlock."
      leadPriceEur={loaderData.leadPriceEur}
    />
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/for-sellers" backLabel="Back to For Sellers" />;
}
