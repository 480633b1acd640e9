import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { ACCOUNT_PAGES, BLOG_POST_ROUTE, DEV_PAGES, PAGES } from "./config/pages";

const pages = Object.values(PAGES).map((page) =>
  page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file),
);

export default [
  ...pages,
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route(BLOG_POST_ROUTE.path.slice(1), BLOG_POST_ROUTE.file),
  ...Object.values(ACCOUNT_PAGES).map((page) => route(page.path.slice(1), page.file)),
  ...Object.values(DEV_PAGES).map((page) => route(page.path.slice(1), page.file)),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("results/marketplace", "routes/results-marketplace.ts"),
  route("results/check", "routes/results-check.tsx"),
  route("results/matrix", "routes/results-matrix.tsx"),
  route("results/matrix/download", "routes/results-matrix-download.ts"),
  route("connect/confirm", "routes/connect-confirm.tsx"),
  route("review", "routes/review.tsx"),
  route("vendors/:slug", "routes/vendor-page.tsx"),
  route("contact-report", "routes/contact-report.tsx"),
  route("paywall/test-checkout", "routes/paywall-test-checkout.tsx"),
  route("vendor/leads", "routes/vendor-leads.tsx"),
  route("api/stripe/webhook", "routes/api/stripe-webhook.ts"),
  route("api/vendor-matches", "routes/api/vendor-matches.ts"),
  route("api/vendor-search", "routes/api/vendor-search.ts"),
  route("api/claimable-products", "routes/api/claimable-products.ts"),
  route("api/vendor-enrichment", "routes/api/vendor-enrichment.ts"),
  route("api/chat-assistant", "routes/api/chat-assistant.ts"),
  route("api/shortlist-rating", "routes/api/shortlist-rating.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
