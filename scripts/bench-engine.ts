/**
 * In-process latency (and a self-check of ranking quality) for the matching engine core, without a server.
 *
 *   npx tsx scripts/bench-engine.ts                         # bench catalog, ×1 and ×16
 *   npx tsx scripts/bench-engine.ts --catalog FILE --scale 1,16 --runs 3 --verbose
 *
 * Its sample problems: many of them paraphrase queries of the benchmark's dev set (/work/shared/bench), and their
 * expected categories follow the dev set's judgments, so the "own-probe nDCG" it prints is not an independent
 * quality figure: it is a quick regression check only. Quality is judged with `node ../shared/bench/relevance.mjs`
 * (dev set) and the hidden sets; never tune the engine or the vocabulary to these problems.
 */

import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { problem as blankProblem } from "~/domain/matching/testing/fixtures";
import { createMatchIndex, defaultVocabulary, findMatches } from "../app/domain/matching";
import type { BusinessProblem, CatalogVendor } from "../app/domain/matching/types";

interface CatalogRecord {
  slug: string;
  name: string;
  website: string | null;
  tagline?: string | null;
  description?: string | null;
  categories?: string[];
  features?: string[];
  industries?: string[];
  company_sizes?: string[];
  deployment_models?: string[];
  regions?: string[];
  pricing?: {
    free_tier?: boolean | null;
    starting_price_eur_per_year?: number | null;
    model?: string | null;
  };
  license?: string | null;
  integrations?: string[];
  certifications?: string[];
  founded_year?: number | null;
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

function toVendor(r: CatalogRecord): CatalogVendor {
  return {
    slug: r.slug,
    name: r.name,
    website: r.website ?? null,
    tagline: r.tagline ?? null,
    description: r.description ?? "",
    categories: r.categories ?? [],
    features: r.features ?? [],
    industries: r.industries ?? [],
    companySizes: r.company_sizes ?? [],
    deploymentModels: r.deployment_models ?? [],
    regions: r.regions ?? [],
    pricing: {
      freeTier: r.pricing?.free_tier ?? null,
      startingPriceEurPerYear: r.pricing?.starting_price_eur_per_year ?? null,
      model: r.pricing?.model ?? null,
    },
    license: r.license ?? null,
    integrations: r.integrations ?? [],
    certifications: r.certifications ?? [],
    foundedYear: r.founded_year ?? null,
    claimed: false,
    verified: false,
  };
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

/** Own probes: [problem, categories this script expects in a good top 10]. */
const PROBES: Array<[BusinessProblem, string[]]> = [
  [
    problem({
      problem: "Customers keep emailing us about their orders and we lose track of who answered what.",
      industry: "E-Commerce",
      features: ["Shared inbox", "Mobile Support"],
      company_size: "SMB",
      deployment_model: ["Cloud / SaaS"],
    }),
    ["Help desk & ticketing", "Ticketing", "Live chat"],
  ],
  [
    problem({
      problem:
        "Patients should be able to book their appointments online instead of calling reception all day.",
      industry: "Healthcare",
      features: ["SMS reminders"],
      company_size: "SMB",
    }),
    ["Appointment scheduling", "Booking and Scheduling"],
  ],
  [
    problem({
      problem:
        "We lose track of which clients still owe us money and chasing payments takes hours every week.",
      industry: "Professional Services",
      features: ["Recurring invoices"],
    }),
    ["Invoicing & billing", "Accounting", "Money, Budgeting & Management"],
  ],
  [
    problem({
      problem: "Our website is slow and visitors leave before the page even loads.",
      industry: "Retail",
      features: [],
    }),
    ["CDN", "Performance", "RUM", "Caching"],
  ],
  [
    problem({
      problem: "Lots of people put products in the basket but don't finish checkout.",
      industry: "E-Commerce",
      features: ["CRM Integration"],
    }),
    ["Cart abandonment", "Retargeting"],
  ],
  [
    problem({
      problem: "We need to plan shifts for 40 warehouse staff and handle shift swaps without WhatsApp chaos.",
      industry: "Logistics",
      features: ["Mobile Support"],
    }),
    ["Employee scheduling", "Time & attendance"],
  ],
  [
    problem({
      problem: "Our sales team tracks leads in spreadsheets and forgets to follow up with prospects.",
      industry: "Technology & IT",
      features: ["Custom Dashboards", "API Access"],
    }),
    ["CRM", "Customer Relationship Management (CRM)"],
  ],
  [
    problem({
      problem: "We want a newsletter to send product news to our subscribers every month.",
      industry: "Retail",
    }),
    ["Email", "Communication - Email - Mailing Lists and Newsletters", "Marketing automation"],
  ],
  [
    problem({
      problem: "We need a cookie banner so our website is GDPR compliant.",
      industry: "Fintech",
      region_focus: "Europe",
    }),
    ["Cookie compliance"],
  ],
  [
    problem({
      problem: "Staff keep asking the same questions; we want an internal wiki to document our processes.",
      industry: "Manufacturing",
      deployment_model: ["On-premise"],
    }),
    ["Wikis", "Knowledge Management Tools", "Documentation", "Knowledge base"],
  ],
  [
    problem({
      problem: "Team members share passwords in a spreadsheet which is a security nightmare.",
      industry: "Technology & IT",
    }),
    ["Password Managers", "Password management"],
  ],
  [
    problem({
      problem: "We want to accept card payments and Apple Pay on our online shop.",
      industry: "E-Commerce",
    }),
    ["Payment processors", "Payments"],
  ],
  [
    problem({
      problem: "Which marketing channels bring visitors to our website? We want privacy-friendly statistics.",
      industry: "Professional Services",
    }),
    ["Analytics"],
  ],
  [
    problem({
      problem: "We run training for new employees and want online courses with quizzes and certificates.",
      industry: "Education",
    }),
    ["LMS", "Learning and Courses", "Learning management (LMS)"],
  ],
  [
    problem({
      problem: "Candidates apply by email and CVs get lost; we need a proper hiring process.",
      industry: "Retail",
    }),
    ["Recruitment & staffing", "Recruiting & applicant tracking"],
  ],
  [
    problem({
      problem: "We want to reward repeat customers with points so they come back.",
      industry: "Retail",
    }),
    ["Loyalty & rewards", "Referral marketing"],
  ],
  [
    problem({
      problem: "Collect donations online for our charity and keep track of donors.",
      industry: "Nonprofit",
    }),
    ["Fundraising & donations", "Fundraising & donor management"],
  ],
  [
    problem({
      problem: "We need to sell tickets for our concerts and scan them at the door.",
      industry: "Hospitality & Travel",
    }),
    ["Ticket booking", "Event management"],
  ],
  [
    problem({
      problem: "Our team needs to see who is working on which task and hit project deadlines.",
      industry: "Professional Services",
    }),
    ["Software Development - Project Management", "Task Management & To-do Lists", "Issue trackers"],
  ],
  [
    problem({
      problem: "We want to test two versions of our landing page to see which converts better.",
      industry: "Technology & IT",
    }),
    ["A/B Testing"],
  ],
  [
    problem({
      problem: "Get more reviews from happy customers and show them on our product pages.",
      industry: "E-Commerce",
    }),
    ["Reviews"],
  ],
  [
    problem({
      problem: "Send big video files to clients without email attachments bouncing.",
      industry: "Professional Services",
    }),
    [
      "File Transfer - Single-click & Drag-n-drop Upload",
      "File Transfer & Synchronization",
      "File Transfer - Web-based File Managers",
    ],
  ],
  [
    problem({
      problem: "Restaurant guests should be able to reserve a table or order takeaway online.",
      industry: "Hospitality & Travel",
    }),
    ["Reservations & delivery"],
  ],
  [
    problem({
      problem: "We want a chat window on our website so visitors can ask questions before buying.",
      industry: "E-Commerce",
    }),
    ["Live chat"],
  ],
  [
    problem({
      problem: "Back up our company files automatically so we never lose data again.",
      industry: "Professional Services",
      deployment_model: ["On-premise"],
    }),
    ["Backup & recovery", "Archiving and Digital Preservation (DP)"],
  ],
  [
    problem({ problem: "Know immediately when our website goes down.", industry: "Technology & IT" }),
    ["Monitoring & observability", "RUM", "Issue trackers", "Performance"],
  ],
  [
    problem({
      problem: "Survey our customers about their satisfaction after each purchase.",
      industry: "Retail",
    }),
    ["Surveys", "Form builders"],
  ],
  [
    problem({
      problem: "We want to show ads to people who visited our store but didn't buy.",
      industry: "E-Commerce",
    }),
    ["Retargeting", "Advertising"],
  ],
  [
    problem({
      problem: "Bots are creating fake accounts and spamming our signup form.",
      industry: "Technology & IT",
    }),
    ["Security", "Authentication", "Browser fingerprinting"],
  ],
  [
    problem({
      problem: "Our website only exists in English but half our customers speak German and French.",
      industry: "E-Commerce",
    }),
    ["Translation", "Software Development - Localization", "Cross border ecommerce"],
  ],
  [
    problem({
      problem: "Track inventory across two shops so we stop running out of stock.",
      industry: "Retail",
    }),
    ["Inventory Management", "Resource Planning"],
  ],
  [
    problem({
      problem: "We need a simple website for our bakery that we can update ourselves.",
      industry: "Retail",
    }),
    ["Page builders", "CMS", "Content Management Systems (CMS)"],
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
  const raw = JSON.parse(readFileSync(catalogPath, "utf8")) as { vendors: CatalogRecord[] };
  const base = raw.vendors.map(toVendor);
  const vocabulary = defaultVocabulary();
  const currentYear = 2025;

  for (const times of scales) {
    const vendors = scaled(base, times);
    const t0 = performance.now();
    const index = createMatchIndex(vendors, vocabulary);
    const buildMs = performance.now() - t0;
    findMatches(index, PROBES[0]![0], { currentYear });
    const lat: number[] = [];
    let ndcgSum = 0;
    for (let r = 0; r < runs; r++) {
      for (const [p, cats] of PROBES) {
        const s = performance.now();
        const res = findMatches(index, p, { currentYear, limit: 20 });
        lat.push(performance.now() - s);
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
    const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))]!;
    const heap = process.memoryUsage().heapUsed / 1e6;
    console.info(
      `${vendors.length} vendors: build ${(buildMs / 1000).toFixed(2)} s, findMatches p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${lat[lat.length - 1]!.toFixed(1)} ms (${lat.length} calls), heap ${heap.toFixed(0)} MB`,
    );
    if (times === 1)
      console.info(
        `  own-probe nDCG@10 (binary, ${PROBES.length} probes): ${(ndcgSum / PROBES.length).toFixed(3)}`,
      );
  }
}

main();
