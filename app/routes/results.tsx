import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.results.seo, args);

export default function Results() {
  return <ComingSoon title="Your Vendor Matches" />;
}
