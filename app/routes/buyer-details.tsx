import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/buyer-details";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.buyerDetails.seo, args);

export default function BuyerDetails() {
  return <ComingSoon title="Buyer Lead Details" />;
}
