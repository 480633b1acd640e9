import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every page loads the whole route manifest (build/client/assets/manifest-*.js: 24 KB, 2.5 KB gzipped, cached by the
  // browser like any hashed asset) instead of an inline partial manifest built and JSON-encoded for each page and
  // routes discovered through /__manifest requests while browsing: ~7 % of a /results view's CPU
  // (docs/performance.md), and navigations need no extra request.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: false,
    // Loaders and actions get the request as the client sent it, and the page's URL as `url` (React Router 8's default):
    // without it React Router copied the request twice for every loader it called (two `new Request`s each, ~2 % of a
    // /results view, docs/performance.md). A client-side navigation's request is `/page.data?_routes=…`: read `url`.
    v8_passThroughRequests: true,
  },
} satisfies Config;
