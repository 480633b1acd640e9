import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/paywall";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.paywall.seo, args);

export default function Paywall() {
  return <ComingSoon title="Unlock Lead Details" />;
}
