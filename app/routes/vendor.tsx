import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.vendor.seo, args);

export default function VendorLanding() {
  return <ComingSoon title="Vendor Registration" />;
}
