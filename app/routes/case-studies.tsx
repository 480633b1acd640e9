import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/case-studies";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.caseStudies.seo, args);

export default function CaseStudies() {
  return <ComingSoon title="Case Studies" />;
}
