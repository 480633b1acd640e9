import { ComingSoon } from "~/components/layout/coming-soon";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.blog.seo, args);

export default function Blog() {
  return <ComingSoon title="Blog" />;
}
