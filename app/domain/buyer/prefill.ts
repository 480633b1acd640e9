import { type BUDGET_RANGES, type COMPANY_SIZES, INDUSTRIES } from "./options";

/** Wizard answers the problem text already gives: what the later steps start with until the buyer chooses. */
export interface WizardPrefill {
  company_size?: (typeof COMPANY_SIZES)[number];
  budget_range?: (typeof BUDGET_RANGES)[number];
  industry?: (typeof INDUSTRIES)[number];
}

export type PrefillKey = keyof WizardPrefill;
export const PREFILL_KEYS: readonly PrefillKey[] = ["industry", "company_size", "budget_range"];

/** Words for people in a team, in English, German, French, Spanish, Italian and Dutch. */
const PEOPLE_WORDS = [
  "people",
  "persons",
  "employees",
  "staff",
  "staff members",
  "team members",
  "users",
  "colleagues",
  "workers",
  "fte",
  "ftes",
  "mitarbeiter",
  "mitarbeitende",
  "mitarbeiterinnen",
  "beschäftigte",
  "personen",
  "leute",
  "personnes",
  "salariés",
  "employés",
  "collaborateurs",
  "personas",
  "empleados",
  "trabajadores",
  "persone",
  "dipendenti",
  "impiegati",
  "mensen",
  "medewerkers",
  "werknemers",
];
const TEAM_WORDS = [
  "team of",
  "staff of",
  "company of",
  "business of",
  "firm of",
  "headcount of",
  "headcount",
  "headcount:",
  "équipe de",
  "team von",
  "equipo de",
  "squadra di",
  "team van",
];

const NUMBER = String.raw`(\d{1,3}(?:[.,\s  ]\d{3})+|\d+)(?:\s*(k)\b)?`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PEOPLE_AFTER = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/:-])(?:about |around |roughly |over |ca\.? |circa |environ |etwa |unos |circa )?${NUMBER}\+?\s+(?:${PEOPLE_WORDS.map(escapeRegExp).join("|")})(?![\p{L}])(?!\s*[-‐]?\s*(?:hours?|days?|weeks?|months?|stunden|heures|horas|ore|uur))`,
  "giu",
);
const TEAM_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:${TEAM_WORDS.map(escapeRegExp).join("|")})\s+(?:about |around |roughly |over )?${NUMBER}(?![\p{L}\p{N}])(?!\s*(?:%|years?|minutes?|hours?|days?))`,
  "giu",
);

function toNumber(digits: string, k: string | undefined): number {
  const n = Number(digits.replace(/[.,\s  ]/g, ""));
  return k ? n * 1000 : n;
}

/** The headcount the text states ("40 people", "team of 12", "200 Mitarbeiter"), or null. */
export function headcountFrom(text: string): number | null {
  for (const re of [PEOPLE_AFTER, TEAM_BEFORE]) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const n = toNumber(m[1]!, m[2]);
      if (Number.isSafeInteger(n) && n >= 1 && n <= 5_000_000) return n;
    }
  }
  return null;
}

/** The company size band of a headcount (SMB 1–49, Mid-market 50–999, Enterprise 1,000+; see COMPANY_SIZE_HEADCOUNTS). */
export function companySizeFor(headcount: number): (typeof COMPANY_SIZES)[number] {
  if (headcount < 50) return "SMB";
  if (headcount < 1000) return "Mid-market";
  return "Enterprise";
}

const CURRENCY = String.raw`(?:€|\$|£|eur|euros?|usd|dollars?|gbp|pounds?)`;
const AMOUNT = String.raw`(\d{1,3}(?:[.,\s  ]\d{3})+|\d+(?:[.,]\d{1,2})?)(?:\s*(k|m)\b)?`;
const PERIOD = String.raw`\s*(?:/|per|a|an|each|every|par|pro|im|al|por|in|per)?\s*(?:/)?\s*(month|mo|monat|mois|mes|mese|maand|year|yr|annum|jahr|an|année|año|anno|jaar)\b|\s*(monthly|yearly|annually|monatlich|mensuel|mensuales?|mensile|maandelijks|jährlich|annuel|anual|annuale|jaarlijks)\b`;
const BUDGET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${CURRENCY}\s*${AMOUNT}|${AMOUNT}\s*${CURRENCY})(?:${PERIOD})`,
  "giu",
);

function parseAmount(raw: string, suffix: string | undefined): number {
  let digits = raw.replace(/[\s  ]/g, "");
  // "5,000" / "5.000" are thousands; "12.50" / "12,50" are cents.
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) digits = digits.replace(/[.,]/g, "");
  else digits = digits.replace(",", ".");
  const n = Number(digits);
  const s = suffix?.toLowerCase();
  return s === "k" ? n * 1000 : s === "m" ? n * 1_000_000 : n;
}

const MONTH =
  /^(month|mo|monat|mois|mes|mese|maand|monthly|monatlich|mensuel|mensuales?|mensile|maandelijks)$/i;

/** The yearly budget the text states ("€300/month", "300 EUR a month", "$5k per year"), or null. */
export function yearlyBudgetFrom(text: string): number | null {
  BUDGET.lastIndex = 0;
  for (const m of text.matchAll(BUDGET)) {
    const raw = m[1] ?? m[3];
    const suffix = m[1] !== undefined ? m[2] : m[4];
    const period = m[5] ?? m[6];
    if (raw === undefined || period === undefined) continue;
    const amount = parseAmount(raw, suffix);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    return MONTH.test(period) ? amount * 12 : amount;
  }
  return null;
}

/** The wizard's budget band of a yearly amount; €, $ and £ are read alike, as the bands are rough. */
export function budgetRangeFor(yearly: number): (typeof BUDGET_RANGES)[number] {
  if (yearly < 5000) return "Below €5,000/year";
  if (yearly <= 20000) return "€5,000 – €20,000/year";
  if (yearly <= 50000) return "€20,000 – €50,000/year";
  if (yearly <= 100000) return "€50,000 – €100,000/year";
  return "Above €100,000/year";
}

/** Each industry preset with words that name it (stems match their longer forms: "account" → "accounting"). */
const INDUSTRY_WORDS: Readonly<Record<(typeof INDUSTRIES)[number], readonly string[]>> = {
  Healthcare: [
    "healthcare",
    "health care",
    "hospital",
    "clinic",
    "medical",
    "patients",
    "dental",
    "pharmacy",
  ],
  Fintech: ["fintech", "banking", "payments provider", "insurance", "insurtech", "lending"],
  Logistics: ["logistics", "shipping company", "freight", "warehous", "trucking", "courier", "supply chain"],
  "E-Commerce": ["e-commerce", "ecommerce", "online shop", "online store", "webshop", "web shop"],
  Education: [
    "education",
    "school",
    "university",
    "universities",
    "college",
    "teachers",
    "students",
    "edtech",
  ],
  Manufacturing: ["manufactur", "factory", "factories", "production plant"],
  Retail: ["retail", "shops", "stores", "boutique"],
  "Professional Services": [
    "accounting firm",
    "accountancy",
    "accounting practice",
    "accountants",
    "law firm",
    "lawyers",
    "legal services",
    "consultancy",
    "consulting firm",
    "agency",
    "architects",
    "tax advis",
  ],
  "Technology & IT": [
    "software company",
    "it services",
    "msp",
    "saas company",
    "tech startup",
    "software house",
  ],
  "Hospitality & Travel": ["hotel", "restaurant", "hospitality", "travel agency", "tourism", "catering"],
};

/** The industry preset the text names, or null when it names none or several. */
export function industryFrom(text: string): (typeof INDUSTRIES)[number] | null {
  const lower = text.toLocaleLowerCase();
  const found = INDUSTRIES.filter((industry) =>
    INDUSTRY_WORDS[industry].some((word) =>
      new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(word)}`, "u").test(lower),
    ),
  );
  return found.length === 1 ? found[0]! : null;
}

/** Company size, budget and industry as far as the problem text states them. */
export function prefillFromProblem(text: string): WizardPrefill {
  const prefill: WizardPrefill = {};
  const headcount = headcountFrom(text);
  if (headcount !== null) prefill.company_size = companySizeFor(headcount);
  const yearly = yearlyBudgetFrom(text);
  if (yearly !== null) prefill.budget_range = budgetRangeFor(yearly);
  const industry = industryFrom(text);
  if (industry !== null) prefill.industry = industry;
  return prefill;
}
