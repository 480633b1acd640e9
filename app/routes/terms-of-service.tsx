import { MarkdownPage } from "~/components/content/markdown-page";
import { PAGES } from "~/config/pages";
import { getContentPage } from "~/content/content-pages.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/terms-of-service";

export function loader() {
  const { title, updated, html } = getContentPage("terms-of-service");
  return { title, updated, html };
}

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.termsOfService.seo, args);

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage {...loaderData} />;
}
