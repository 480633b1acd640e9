import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/claim-lead";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.claimLead.seo, args);

export default function ClaimLead() {
  return <ComingSoon title="Claim a Lead" />;
}
