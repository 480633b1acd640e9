import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/how-it-works";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.howItWorks.seo, args);

export default function HowItWorks() {
  return <ComingSoon title="How It Works" />;
}
