import { data } from "react-router";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { NOT_FOUND_SEO } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/not-found";

export function loader({ url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  context.logger.warn({ path: pathname }, "page not found");
  return data({ path: pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(NOT_FOUND_SEO, args);

export default function NotFound() {
  return <NotFoundContent />;
}
