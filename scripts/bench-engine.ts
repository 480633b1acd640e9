/**
 * In-process latency (and a self-check of ranking quality) for the matching engine core, without a server.
 *
 *   npx tsx scripts/bench-engine.ts                         # bench catalog, ×1 and ×16
 *   npx tsx scripts/bench-engine.ts --catalog FILE --scale 1,16 --runs 3 --verbose
 *
 * Its sample problems are written for this script, on kinds of software the benchmark's dev set does not ask about,
 * and their expected categories are this script's own judgement (earlier versions paraphrased dev-set queries;
 * these replace them). The "own-probe nDCG" it prints is a quick regression check, not a quality figure: quality
 * is judged with `node ../shared/bench/relevance.mjs` and the hidden sets. Never tune to either.
 */

import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { CatalogFileSchema, type CatalogVendorRecord } from "~/domain/catalog/catalog-format";
import { problem as blankProblem } from "~/domain/matching/testing/fixtures";
import { createMatchIndex, defaultVocabulary, findMatches } from "../app/domain/matching";
import type { BusinessProblem, CatalogVendor } from "../app/domain/matching/types";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/** A catalog record as the engine gets it after `catalog:import`: the facts without `source`, nothing claimed. */
function toVendor({ source: _source, ...facts }: CatalogVendorRecord): CatalogVendor {
  return { ...facts, verified: false, claimed: false };
}

/** Copies the catalog `times` over, renaming slugs and names the way the benchmark's --scale does. */
function scaled(base: CatalogVendor[], times: number): CatalogVendor[] {
  const out: CatalogVendor[] = [];
  for (let r = 0; r < times; r++) {
    for (const v of base) out.push(r === 0 ? v : { ...v, slug: `${v.slug}-r${r}`, name: `${v.name} ${r}` });
  }
  return out;
}

function problem(p: Partial<BusinessProblem> & { problem: string }): BusinessProblem {
  return blankProblem({ industry: "Professional Services", ...p });
}

/** Own probes, written for this script (not taken from any benchmark set): [problem, categories a good top 10 holds]. */
const PROBES: Array<[BusinessProblem, string[]]> = [
  [
    problem({
      problem:
        "Our family photos are spread over five phones; we want one private photo library we host at home.",
    }),
    ["Photo Galleries", "Photo galleries", "Media Management"],
  ],
  [
    problem({ problem: "I want to stream my own movie collection to the TV and my tablet." }),
    ["Media servers", "Media Streaming - Video Streaming", "Media Streaming - Multimedia Streaming"],
  ],
  [
    problem({ problem: "I follow forty blogs and news sites and want to read them all in one place." }),
    ["Feed Readers", "Feed readers"],
  ],
  [
    problem({ problem: "Save interesting links and articles so the team can find them later." }),
    ["Bookmarks and Link Sharing"],
  ],
  [
    problem({
      problem: "Our marketing team needs short branded links with click counts for printed flyers.",
    }),
    ["URL Shorteners"],
  ],
  [
    problem({
      problem: "Developers paste log output into chat; we want a place to share snippets that expire.",
    }),
    ["Pastebins"],
  ],
  [
    problem({
      problem: "We want to plan and schedule posts for Instagram, LinkedIn and Facebook a month ahead.",
    }),
    ["Marketing automation", "Advertising"],
  ],
  [
    problem({ problem: "Lights and heating at home should switch on automatically when we arrive." }),
    ["Internet of Things (IoT)", "Control systems"],
  ],
  [
    problem({ problem: "We run a Minecraft server for our gaming club and need a control panel for it." }),
    ["Games - Administrative Utilities & Control Panels", "Games"],
  ],
  [
    problem({ problem: "My grandmother's notes about our ancestors should become a proper family tree." }),
    ["Genealogy"],
  ],
  [
    problem({ problem: "Our office staff keep a shared calendar and address book on paper." }),
    ["Calendar & Contacts", "Groupware"],
  ],
  [
    problem({ problem: "We need an alert the moment our web shop goes down, and a public status page." }),
    ["Monitoring", "RUM", "Performance", "Network Utilities"],
  ],
  [
    problem({ problem: "Block ads and trackers for every device on the office network." }),
    ["DNS", "Network Utilities", "Proxy"],
  ],
  [
    problem({ problem: "Staff working from home need secure access to the office file server." }),
    ["Remote Access", "Remote access", "Network Utilities", "Proxy"],
  ],
  [
    problem({ problem: "Our engineers want to host git repositories and run builds on every push." }),
    ["Software Development - IDE & Tools", "CI", "Development"],
  ],
  [
    problem({
      problem: "A place for our club members to discuss topics in threads, like an old-school forum.",
    }),
    ["Communication - Social Networks and Forums", "Message boards"],
  ],
  [
    problem({ problem: "Family recipes are in a shoebox; we want them searchable with shopping lists." }),
    ["Recipe Management"],
  ],
  [
    problem({ problem: "We want company email on our own domain with webmail for twelve people." }),
    [
      "Communication - Email - Complete Solutions",
      "Webmail",
      "Communication - Email - Webmail Clients",
      "Email",
    ],
  ],
  [
    problem({ problem: "Track how long each of us works on client projects from a timer in the browser." }),
    ["Time Tracking"],
  ],
  [
    problem({ problem: "A self-hosted kanban board with to-do lists for our small team." }),
    ["Task Management & To-do Lists", "Software Development - Project Management"],
  ],
  [
    problem({ problem: "An open-source alternative to Evernote that syncs between laptop and phone." }),
    ["Note-taking & Editors", "Editors"],
  ],
  [
    problem({
      problem: "Something like Slack but self-hosted, for chatting in channels with our volunteers.",
    }),
    ["Communication - Custom Communication Systems", "Communication - XMPP - Servers", "Communication - IRC"],
  ],
  [
    problem({ problem: "Screen recordings and product videos should play on our site without YouTube ads." }),
    ["Video players", "Media Streaming - Video Streaming", "Livestreaming"],
  ],
  [
    problem({ problem: "Patients log their workouts and meals and the coach reviews them weekly." }),
    ["Health and Fitness"],
  ],
];

function dcg(gains: number[]): number {
  return gains.slice(0, 10).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
}

function main() {
  const catalogPath = arg("catalog", "/work/shared/bench/catalog.json");
  const scales = arg("scale", "1,16").split(",").map(Number);
  const runs = Number(arg("runs", "3"));
  const verbose = process.argv.includes("--verbose");
  const base = CatalogFileSchema.parse(JSON.parse(readFileSync(catalogPath, "utf8"))).vendors.map(toVendor);
  const vocabulary = defaultVocabulary();
  const currentYear = 2025;

  for (const times of scales) {
    const vendors = scaled(base, times);
    const t0 = performance.now();
    const index = createMatchIndex(vendors, vocabulary);
    const buildMs = performance.now() - t0;
    findMatches(index, PROBES[0]![0], { currentYear });
    const lat: number[] = [];
    const cpu: number[] = [];
    let ndcgSum = 0;
    for (let r = 0; r < runs; r++) {
      for (const [p, cats] of PROBES) {
        const s = performance.now();
        const c = process.cpuUsage();
        const res = findMatches(index, p, { currentYear, limit: 20 });
        const used = process.cpuUsage(c);
        lat.push(performance.now() - s);
        cpu.push((used.user + used.system) / 1000);
        if (r === 0 && times === 1) {
          const bySlug = new Map(vendors.map((v) => [v.slug, v]));
          const gains = res.map((m) =>
            bySlug.get(m.slug)!.categories.some((c) => cats.includes(c)) ? 1 : 0,
          );
          const ideal = vendors.filter((v) => v.categories.some((c) => cats.includes(c))).map(() => 1);
          const nd = dcg(ideal) > 0 ? dcg(gains) / dcg(ideal) : 0;
          ndcgSum += nd;
          if (verbose) {
            console.info(`\n[${nd.toFixed(2)}] ${p.problem}`);
            for (const m of res.slice(0, 10)) {
              const v = bySlug.get(m.slug)!;
              console.info(
                `  ${m.score.toFixed(1).padStart(5)} ${m.fit_category.padEnd(13)} ${v.name.slice(0, 28).padEnd(28)} ${v.categories.join(" | ").slice(0, 60)}`,
              );
            }
          }
        }
      }
    }
    lat.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const pct = (p: number, of = lat) => of[Math.min(of.length - 1, Math.floor((p / 100) * of.length))]!;
    const cpuMean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
    const heap = process.memoryUsage().heapUsed / 1e6;
    console.info(
      `${vendors.length} vendors: build ${(buildMs / 1000).toFixed(2)} s, findMatches p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${lat[lat.length - 1]!.toFixed(1)} ms (${lat.length} calls), heap ${heap.toFixed(0)} MB`,
    );
    console.info(
      `  CPU per call (process user+system, includes GC): mean ${cpuMean.toFixed(1)} ms, p50 ${pct(50, cpu).toFixed(1)} ms, p95 ${pct(95, cpu).toFixed(1)} ms`,
    );
    if (times === 1)
      console.info(
        `  own-probe nDCG@10 (binary, ${PROBES.length} probes): ${(ndcgSum / PROBES.length).toFixed(3)}`,
      );
  }
}

main();
