import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/for-buyers";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.forBuyers.seo, args);

export default function ForBuyers() {
  return <ComingSoon title="For Buyers" />;
}
