import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.aboutUs.seo, args);

export default function AboutUs() {
  return <ComingSoon title="About SaaSMatch" />;
}
