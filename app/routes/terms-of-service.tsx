import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.termsOfService.seo, args);

export default function TermsOfService() {
  return <ComingSoon title="Terms of Service" />;
}
