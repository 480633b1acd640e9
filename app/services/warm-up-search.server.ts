import type { Database } from "~/db/create-db.server";
import { type BusinessProblemInput, VendorMatchRequestSchema } from "~/domain/buyer/business-problem";
import {
  BUDGET_RANGES,
  BUYER_ROLES,
  COMPANY_SIZES,
  DEPLOYMENT_MODELS,
  INDUSTRIES,
  REGIONS,
  SUGGESTED_FEATURES,
  TIMELINES,
} from "~/domain/buyer/options";
import { findVendorMatches } from "./find-vendor-matches.server";
import type { MatchingService } from "./matching-service.server";

/**
 * Everyday requests in a buyer's own words, across common software needs. They only make the JavaScript engine
 * compile what a search runs (ranking, views, the stored-search insert, the database's own code) before the first
 * buyer comes; nothing they produce is kept.
 */
const WARM_UP_PROBLEMS = [
  "Our sales reps track deals in spreadsheets and forget to follow up with leads",
  "Customers email us questions and nobody knows who already answered them",
  "We pay our staff by hand every month and holiday requests get lost",
  "Invoices and receipts pile up and closing the books takes weeks",
  "Client projects run late because tasks and hours are not tracked anywhere",
  "Patients phone to book appointments and we want online booking with reminders",
  "Stock levels across our shops are never right and orders go out late",
  "We want to send newsletters and see which campaigns bring customers",
  "Passwords for shared accounts are passed around in chat messages",
  "Contracts are printed, signed and scanned, and we want to sign them online",
  "We need video meetings and a team chat that works on phones",
  "Managers want dashboards of our numbers without asking IT for exports",
];

/** Times each problem is searched: enough for the hot functions to be optimized, a fraction of a second in all. */
export const WARM_UP_ROUNDS = 3;

class RolledBack extends Error {}

/** The warm-up requests, each with its own mix of the wizard's answers. */
export function warmUpRequests(): BusinessProblemInput[] {
  return WARM_UP_PROBLEMS.map((problem, i) => ({
    problem,
    industry: INDUSTRIES[i % INDUSTRIES.length] ?? "Retail",
    features: [SUGGESTED_FEATURES[i % SUGGESTED_FEATURES.length] ?? "API Access"],
    company_size: COMPANY_SIZES[i % COMPANY_SIZES.length],
    budget_range: BUDGET_RANGES[i % BUDGET_RANGES.length],
    deployment_model: [DEPLOYMENT_MODELS[i % DEPLOYMENT_MODELS.length] ?? "Cloud / SaaS"],
    timeline: TIMELINES[i % TIMELINES.length],
    region_focus: REGIONS[i % REGIONS.length],
    buyer_role: BUYER_ROLES[i % BUYER_ROLES.length],
  }));
}

/**
 * Runs searches the way POST /api/vendor-matches does (validation, ranking, views, the insert of the stored search,
 * the JSON answer) at start-up, each in a transaction that is rolled back: without it the first few hundred searches
 * of a process cost about twice the CPU of later ones (measured: 15 ms against 8 ms a search at 6.3k vendors).
 */
export async function warmUpSearch({
  db,
  matching,
  rounds = WARM_UP_ROUNDS,
}: {
  db: Database;
  matching: MatchingService;
  rounds?: number;
}): Promise<{ searches: number; ms: number }> {
  const started = performance.now();
  const requests = warmUpRequests();
  // Read once, outside the transactions: PGlite has one connection, which a transaction holds until it ends.
  const snapshot = await matching.getSnapshot();
  const fromSnapshot: MatchingService = { ...matching, getSnapshot: async () => snapshot };
  let searches = 0;
  for (let round = 0; round < rounds; round++) {
    for (const businessProblem of requests) {
      const { businessProblem: problem } = VendorMatchRequestSchema.parse({ businessProblem });
      await db
        .transaction(async (tx) => {
          const result = await findVendorMatches({ db: tx, matching: fromSnapshot, problem });
          JSON.stringify(result);
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      searches++;
    }
  }
  return { searches, ms: Math.round(performance.now() - started) };
}
