// Builds the app when the build is missing or older than the sources (npm start, start:cluster, tests, CI's build step).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

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

/** Held while building, with the builder's pid: a second caller (CI's browser-test lane and the two-process test
 * running at once) waits for the first build instead of building into the same directory. */
const lockDir = join(root, ".build-lock");

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function lockAgeMs() {
  try {
    return Date.now() - statSync(lockDir).mtimeMs;
  } catch {
    return 0;
  }
}

function acquireBuildLock() {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, "pid"), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(join(lockDir, "pid"), "utf8"));
    } catch {
      // Just created, pid not written yet (or never: its maker died in between, then it is stale after 10 s).
    }
    const stale = Number.isInteger(holder) && holder > 0 ? !processAlive(holder) : lockAgeMs() > 10_000;
    // A lock left by a process that died: take it over.
    if (stale) rmSync(lockDir, { recursive: true, force: true });
    else Atomics.wait(pause, 0, 0, 250);
  }
}

/** Builds unless build/ matches the sources; returns the server entry to import. */
export function ensureBuilt() {
  acquireBuildLock();
  try {
    return buildUnlessCurrent();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

function buildUnlessCurrent() {
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

// `node scripts/ensure-build.mjs` (CI's build step): build unless the stamped build matches the sources.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    ensureBuilt();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
