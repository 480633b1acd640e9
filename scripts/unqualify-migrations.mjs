// drizzle-kit writes `"public".` before referenced tables; the migrations must run unqualified so that
// integration tests can apply them inside a fresh schema (see docs/decisions/002-migrations-without-schema.md).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = new URL("../drizzle/", import.meta.url).pathname;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".sql"))) {
  const path = join(dir, file);
  const before = readFileSync(path, "utf8");
  const after = before.replaceAll('"public".', "");
  if (after !== before) {
    writeFileSync(path, after);
    console.info(`unqualified ${file}`);
  }
}
