// node scripts/trace-tasks.mjs <trace.json> [min-ms]: the main-thread tasks of a page load (a trace written by
// `npm run lighthouse -- --json <dir>`), longest first, with what each spent its time on. Durations are CPU (thread)
// time, unthrottled: Lighthouse's mobile preset counts each task as 4× this, so a task above 12.5 ms is a long task.
import { readFileSync } from "node:fs";

const [file, min = "8"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/trace-tasks.mjs <trace.json> [min-ms]");
  process.exit(2);
}
const trace = JSON.parse(readFileSync(file, "utf8"));
const events = trace.traceEvents ?? trace;
const navigation = events.find(
  (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL,
);
if (!navigation) throw new Error("no main-frame navigationStart in the trace");
const thread = events.filter(
  (e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts,
);
const ms = (us) => us / 1000;
const cpu = (e) => e.tdur ?? e.dur ?? 0;
const marks = events
  .filter((e) =>
    ["firstContentfulPaint", "largestContentfulPaint::Candidate", "domContentLoadedEventEnd"].includes(
      e.name,
    ),
  )
  .filter((e) => e.ts >= navigation.ts)
  .map((e) => `${e.name} ${ms(e.ts - navigation.ts).toFixed(0)} ms`);
console.info(marks.join(", "));

const tasks = thread.filter((e) => e.name === "RunTask" && e.ph === "X");
const complete = thread.filter((e) => e.ph === "X" && e.name !== "RunTask");
const label = (e) => {
  const data = e.args?.data ?? e.args?.beginData ?? {};
  const url = data.url ?? data.stackTrace?.[0]?.url ?? data.frame?.url ?? "";
  const short = url ? ` ${url.replace(/^https?:\/\/[^/]+/, "")}` : "";
  return `${e.name}${data.functionName ? ` ${data.functionName}` : ""}${data.type ? ` ${data.type}` : ""}${short}`;
};
let total = 0;
const rows = [];
for (const task of tasks) {
  total += cpu(task);
  if (ms(cpu(task)) < Number(min)) continue;
  const end = task.ts + task.dur;
  // The task's direct children (events that start inside it and are not inside another child).
  const inside = complete.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const children = [];
  let until = 0;
  for (const e of inside) {
    if (e.ts >= until) {
      children.push(e);
      until = e.ts + (e.dur ?? 0);
    }
  }
  const byLabel = new Map();
  for (const child of children) byLabel.set(label(child), (byLabel.get(label(child)) ?? 0) + cpu(child));
  const parts = [...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 5);
  rows.push({
    start: ms(task.ts - navigation.ts),
    cpu: ms(cpu(task)),
    parts: parts.map(([name, us]) => `${name} ${ms(us).toFixed(1)}`).join(" | "),
  });
}
console.info(
  `main-thread tasks: ${tasks.length}, CPU ${ms(total).toFixed(0)} ms; tasks of ${min} ms or more:`,
);
for (const row of rows) {
  console.info(`${row.start.toFixed(0).padStart(6)} ms  ${row.cpu.toFixed(1).padStart(5)} ms  ${row.parts}`);
}
