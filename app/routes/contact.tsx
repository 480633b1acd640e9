import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.contact.seo, args);

export default function Contact() {
  return <ComingSoon title="Contact" />;
}
