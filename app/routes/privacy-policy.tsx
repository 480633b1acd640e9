import { MarkdownPage } from "~/components/content/markdown-page";
import { PAGES } from "~/config/pages";
import { RETENTION_DAYS } from "~/config/retention";
import { getContentPage } from "~/content/content-pages.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/privacy-policy";

export function loader({ context }: Route.LoaderArgs) {
  const { title, updated, html, toc } = getContentPage("privacy-policy", {
    SEARCH_RETENTION_DAYS: context.env.SEARCH_RETENTION_DAYS,
    CONTACT_RETENTION_DAYS: RETENTION_DAYS.contactMessages,
  });
  return { title, updated, html, toc };
}

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.privacyPolicy.seo, args);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage {...loaderData} />;
}
