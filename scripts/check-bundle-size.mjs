// Fails when the home page's initial JavaScript, as built, is over budget (gzipped).
// The set is what the browser loads for "/": the entry client, the root route and the home route, with their imports.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const client = resolve(import.meta.dirname, "..", "build", "client");
const assets = join(client, "assets");
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) {
  console.error("no build/client/assets/manifest-*.js: run npm run build first");
  process.exit(1);
}
const source = readFileSync(join(assets, manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
const files = new Set([manifestFile].map((f) => `/assets/${f}`));
const add = (entry) => {
  if (!entry) return;
  files.add(entry.module);
  for (const imported of entry.imports ?? []) files.add(imported);
};
add(manifest.entry);
add(manifest.routes.root);
add(manifest.routes["routes/home"]);
let total = 0;
const rows = [];
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(client, file))).length;
  total += bytes;
  rows.push(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.info(rows.sort().reverse().join("\n"));
const kb = total / 1024;
console.info(`home page initial JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) process.exit(1);
