import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/db/create-db.server";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { closeServerBuild, startTestServer, type TestServer } from "../setup/http-server";
import type { TestDatabase } from "../setup/test-db";

/**
 * A full DATA_DIR disk under the embedded database, for real: DATA_DIR on a small tmpfs filled to the last byte.
 * Needs permission to mount (root, as on the project's machine); skipped elsewhere. PostgreSQL's own disk is not
 * ours to fill, so this runs on the PGlite pass only (a PostgreSQL 53100 maps to the same answer, see
 * app/utils/api.server.test.ts).
 */
/** Whether this process may mount a tmpfs: tried once on a scratch directory, unmounted at once. */
function canMountTmpfs(): boolean {
  if (process.env.TEST_DATABASE_URL?.trim()) return false;
  const probe = mkdtempSync(join(tmpdir(), "saasmatch-mount-probe-"));
  try {
    if (spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe]).status !== 0) return false;
    spawnSync("umount", [probe]);
    return true;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const mountable = canMountTmpfs();
// Created and mounted in beforeAll (never at import: a run filtered to other tests would leave the mount behind).
let root = "";
let mounted = false;

const problem = {
  problem: "Customers keep emailing us about their orders and we lose track of who answered what.",
  industry: "E-Commerce",
  features: ["Shared inbox"],
};

describe.skipIf(!mountable)("DATA_DIR disk full (pglite on a tmpfs)", () => {
  let server: TestServer;
  const search = () =>
    fetch(`${server.url}/api/vendor-matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ businessProblem: problem, apiMethod: "direct" }),
    });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "saasmatch-disk-full-"));
    mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=96m", "tmpfs", root]).status === 0;
    if (!mounted) throw new Error(`could not mount a tmpfs on ${root}`);
    const handle = await createDb({ dataDir: join(root, "data") });
    await handle.migrate();
    await seedDefaultCatalog({ db: handle.db });
    const database: TestDatabase = { ...handle, cleanup: () => handle.close() };
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.close();
    await server?.database.cleanup();
    await closeServerBuild();
    if (mounted) spawnSync("umount", [root]);
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("answers 507 with a clear message and logs it while the disk is full, and works again once space is freed", async () => {
    expect((await search()).status).toBe(200);
    const filler = join(root, "filler");
    spawnSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=1M", "count=200"]);
    // Searches fill the last free space of the table's pages; then the table cannot grow.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 300 && !refused; i++) {
      const response = await search();
      statuses.push(response.status);
      if (response.status !== 200) refused = response;
    }
    expect(statuses.filter((s) => s !== 200 && s !== 507)).toEqual([]);
    expect(refused?.status).toBe(507);
    expect(refused?.headers.get("retry-after")).toBe("30");
    expect(await refused?.json()).toEqual({
      error: "SaaSMatch cannot save anything right now because its storage is full. Please try again later.",
    });
    const logged = server.logLines().filter((line) => line.fault === "storage-full");
    expect(logged.length).toBeGreaterThan(0);
    expect(String(logged[0]!.msg)).toBe(
      "storage full (ENOSPC): free space in DATA_DIR or the database volume; answering 507",
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    rmSync(filler);
    expect((await search()).status).toBe(200);
  });
});
