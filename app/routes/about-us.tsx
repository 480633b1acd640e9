import { MarkdownPage } from "~/components/content/markdown-page";
import { PAGES } from "~/config/pages";
import { getContentPage } from "~/content/content-pages.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/about-us";

export function loader() {
  const { title, html } = getContentPage("about-us");
  return { title, html };
}

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.aboutUs.seo, args);

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage {...loaderData} />;
}
