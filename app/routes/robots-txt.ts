import type { Route } from "./+types/robots-txt";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${context.env.PUBLIC_URL}/sitemap.xml`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
