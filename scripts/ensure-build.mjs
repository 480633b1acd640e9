// Builds the app when the build is missing or older than the sources (npm start, start:cluster, tests).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const stampFile = join(root, "build", ".source-hash");
const entry = join(root, "build", "server", "index.js");
/** The production server bundle (exports start()). */
export const serverEntry = entry;
const inputs = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

function hashSources() {
  const hash = createHash("sha256");
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
    } else {
      hash.update(path.slice(root.length));
      hash.update(readFileSync(path));
    }
  };
  for (const input of inputs) visit(join(root, input));
  return hash.digest("hex");
}

/** Builds unless build/ matches the sources; returns the server entry to import. */
export function ensureBuilt() {
  const sourceHash = hashSources();
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (!existsSync(entry) || stamp !== sourceHash) {
    console.info(existsSync(entry) ? "sources changed: rebuilding..." : "no build yet: building...");
    const result = spawnSync(
      process.execPath,
      [join(root, "node_modules", "@react-router", "dev", "bin.js"), "build"],
      {
        cwd: root,
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, NODE_ENV: "production" },
      },
    );
    if (result.status !== 0) throw new Error("build failed");
    writeFileSync(stampFile, sourceHash);
  }
  return entry;
}
