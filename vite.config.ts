import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { Rolldown } from "vite";
import { defineConfig } from "vite";

/** Client code gets zod in jitless mode (see app/utils/zod-browser.ts: no eval under our Content-Security-Policy). */
const zodInTheBrowser = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL("./app/utils/zod-browser.ts", import.meta.url)),
};

const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const ENTRY_CLIENT = /[\\/]entry\.client\.[jt]sx?$/;
/** Index modules that re-export a whole library: following them would claim every icon and primitive. */
const BARREL =
  /[\\/]node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/]lucide-react|radix-ui[\\/]dist[\\/]index)\.m?js$/;

/**
 * Every page loads the client entry and the root route with all they import statically. Left to automatic chunking
 * that is ~20 files (one per lucide icon, per small component), each a modulepreload that a phone on a slow
 * connection fetches over six HTTP/1.1 connections before the page can hydrate. Here they become two chunks:
 * `framework` (node_modules) and `app`. What a single route needs stays in that route's chunks, so no page loads
 * more code than before.
 */
function everyPageChunks(): Rolldown.CodeSplittingGroup {
  const seeds = new Set<string>();
  let initial: Set<string> | undefined;
  const closure = (ctx: Rolldown.ChunkingContext) => {
    const seen = new Set<string>();
    const queue = [...seeds];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      if (BARREL.test(id)) continue;
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) queue.push(imported);
    }
    return seen;
  };
  return {
    test: (id) => {
      if (id.startsWith(ROOT_ROUTE) || ENTRY_CLIENT.test(id)) seeds.add(id);
      return true;
    },
    name: (id, ctx) => {
      initial ??= closure(ctx);
      if (!initial.has(id)) return null;
      return /[\\/]node_modules[\\/]/.test(id) ? "framework" : "app";
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          output: {
            entryFileNames: "assets/[name]-[hash].js",
            codeSplitting: { groups: [everyPageChunks()] },
          },
        },
  },
  resolve: { tsconfigPaths: true, alias: isSsrBuild ? [] : [zodInTheBrowser] },
  plugins: [tailwindcss(), reactRouter()],
}));
