// CI: `npm audit --omit=dev` must show no high or critical advisory for the production dependencies.
// When the advisory service cannot be reached (an offline mirror), it says so and does not pass silently as "clean";
// AUDIT_REQUIRED=1 makes that a failure too.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = { message: (run.stderr || run.stdout || "no output").trim().split("\n").at(-1) };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.error?.summary || report.message || "unknown error";
  console.warn(`npm audit could not check the advisories: ${reason}`);
  process.exit(process.env.AUDIT_REQUIRED === "1" ? 1 : 0);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) =>
  ["high", "critical"].includes(v.severity),
);
console.info(
  `npm audit --omit=dev: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
);
for (const [name, v] of serious) {
  const via = v.via.map((item) => (typeof item === "string" ? item : item.title)).join("; ");
  console.error(`  ${v.severity}: ${name} ${v.range} (${via})${v.fixAvailable ? " - fix available" : ""}`);
}
process.exit(serious.length > 0 ? 1 : 0);
