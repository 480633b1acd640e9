import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-register";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.vendorRegister.seo, args);

export default function VendorRegister() {
  return <ComingSoon title="Register Your Software" />;
}
