// The container image's server: serves the build made when the image was built (build/server/index.js), with no
// source check or rebuild (`npm start` rebuilds when the sources changed; the runtime image holds no build tools).
// NODE_ENV=production and PUBLIC_URL as for any deployment (docs/deploy.md). SIGTERM stops it gracefully.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const entry = join(resolve(import.meta.dirname, ".."), "build", "server", "index.js");
if (!existsSync(entry)) {
  console.error(`no build at ${entry}: run npm run build first (npm start builds when needed)`);
  process.exit(1);
}
const { start } = await import(pathToFileURL(entry).href);
await start({ localRun: false });
