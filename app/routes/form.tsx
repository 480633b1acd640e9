import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/form";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.form.seo, args);

export default function BuyerForm() {
  return <ComingSoon title="Find Your Perfect Vendor Match" />;
}
