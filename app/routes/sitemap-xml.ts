import { buildSitemap } from "~/utils/sitemap.server";
import type { Route } from "./+types/sitemap-xml";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildSitemap(context.env.PUBLIC_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
