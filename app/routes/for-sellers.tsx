import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/for-sellers";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.forSellers.seo, args);

export default function ForSellers() {
  return <ComingSoon title="For Sellers" />;
}
