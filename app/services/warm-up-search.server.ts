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
import { jsonResponse } from "~/utils/json-response.server";
import { findVendorMatches } from "./find-vendor-matches.server";
import type { MatchingService } from "./matching-service.server";

/**
 * Everyday requests in a buyer's own words, across common software needs. They only make the JavaScript engine
 * compile what a search runs (ranking, views, the stored-search insert, the database's own code) before the first
 * buyer comes; nothing they produce is kept. Short one-line needs alone left much of what buyers' real texts run
 * cold (several sentences of situation, a tool being left, a constraint, the other five languages): with the
 * longer and foreign-language ones as well, the first 94 searches of a process after the warm-up cost ~30 % less
 * CPU (in process, 6.3k vendors: 430 -> 300 ms in all; fully warm they cost ~150 ms).
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
  "We are a 40-person architecture firm. Project files live on three different drives and nobody finds the latest drawings. Dropbox got too expensive for us; we need to share and version documents with clients.",
  "Our nonprofit holds an event every month. Volunteers sign up by email and we copy everything into a spreadsheet by hand, so we want online registration with payments and automatic reminders.",
  "For privacy reasons we would like to run our own video conferencing server, open source if possible, on our own hardware.",
  "Unser Handwerksbetrieb schreibt Angebote und Rechnungen noch in Word. Wir suchen eine Software für Angebote, Rechnungen und Zeiterfassung auf der Baustelle.",
  "Notre cabinet comptable veut un portail client pour échanger des documents et faire signer les lettres de mission en ligne.",
  "Somos una tienda online pequeña y necesitamos gestionar el inventario y los envíos desde un solo lugar.",
  "Il nostro ristorante vuole prenotazioni online e un sistema per organizzare i turni del personale.",
  "Wij zoeken een eenvoudig systeem om klantvragen via e-mail en chat bij te houden, geen groot CRM.",
  "We are leaving our help desk vendor after a steep price increase and need something similar for a small support team, but not another CRM.",
  "Developers ship features without knowing whether anyone uses them; we need product analytics with funnels and retention.",
  "Our HR team onboards fifteen people a month with paper forms. We want e-signatures, an onboarding checklist and an employee directory.",
  "The hospital laboratory must track samples and results; it has to be HIPAA compliant and run on-premise.",
  "A learning platform to train the staff of our franchise stores, with quizzes and certificates.",
  "We build a mobile app and need crash reports, feature flags and push notifications.",
  "Marketing wants to schedule social media posts and answer comments from every channel in one inbox.",
  "Our warehouse scans pallets with phones; we need barcode scanning that syncs with our ERP.",
];

/** Times each problem is searched: enough for the hot functions to be optimized, a fraction of a second in all. */
export const WARM_UP_ROUNDS = 3;

class RolledBack extends Error {}

/** The answer is made as for a browser's search (compressed). */
const ANSWER_REQUEST = new Request("http://localhost/api/vendor-matches", {
  method: "POST",
  headers: { "accept-encoding": "gzip, deflate, br" },
});

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
          jsonResponse(ANSWER_REQUEST, result);
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
