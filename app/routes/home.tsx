import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.home.seo, args);

export default function Home() {
  return <ComingSoon title="Find the Right SaaS Solutions Based on Your Business Problem" />;
}
