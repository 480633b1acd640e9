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
  },
} satisfies Config;
