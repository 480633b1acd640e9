import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Client code gets zod in jitless mode (see app/utils/zod-browser.ts: no eval under our Content-Security-Policy). */
const zodInTheBrowser = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL("./app/utils/zod-browser.ts", import.meta.url)),
};

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  resolve: { tsconfigPaths: true, alias: isSsrBuild ? [] : [zodInTheBrowser] },
  plugins: [tailwindcss(), reactRouter()],
}));
