import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.privacyPolicy.seo, args);

export default function PrivacyPolicy() {
  return <ComingSoon title="Privacy Policy" />;
}
