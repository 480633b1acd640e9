import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-comparison-tool";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.comparisonTool.seo, args);

export default function VendorComparisonTool() {
  return <ComingSoon title="Compare Vendors AI Tool" />;
}
