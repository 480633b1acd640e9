import { z } from "zod";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { boundedText } from "~/domain/leads/text";
import type { FeatureSource, MatchVerdict, ProblemInterpretation } from "~/domain/matching/types";
import { type BudgetFit, describeBudgetFit, readBudgetBand } from "~/domain/results/budget-fit";

/**
 * The buyer's requirements matrix: their requirements (the wizard's answers, what was read from their words, rows
 * they add) against their shortlisted vendors, each cell met / unknown / conflict with the fact and where it comes
 * from, the vendors' answers to the buyer's questions side by side, and a weighted total per vendor. Pure: the
 * stored search, the vendors' evidence and the buyer's saved rows come in, the matrix and its exports come out.
 */

/** How much a requirement counts in a vendor's total. */
export const WEIGHTS = { must: 3, should: 2, nice: 1 } as const;
export type Weight = keyof typeof WEIGHTS;
export const WEIGHT_NAMES = Object.keys(WEIGHTS) as Weight[];
export const WEIGHT_LABELS: Record<Weight, string> = {
  must: "Must have",
  should: "Should have",
  nice: "Nice to have",
};

/** Rows a buyer may add to one matrix. */
export const MAX_CUSTOM_ROWS = 20;
export const MAX_ROW_LABEL_LENGTH = 200;
/** Vendors one matrix compares (the shortlist). */
export const MAX_MATRIX_VENDORS = 5;

export const WeightSchema = z.enum(["must", "should", "nice"], { error: "Choose must, should or nice" });
export const CustomRowLabelSchema = boundedText("Your requirement", 2, MAX_ROW_LABEL_LENGTH);
/** Keys of built-in rows ("feature:sso", "criterion:region", "budget-fit") and of custom rows ("custom:<uuid>"). */
export const RowKeySchema = z
  .string()
  .max(300)
  .regex(/^(feature|criterion|custom):[^\s]|^budget-fit$/, "is not a row of this matrix");

export type CellStatus = "met" | "unknown" | "conflict";

export interface MatrixCell {
  status: CellStatus;
  /** The fact in words ("Listed", "Serves Europe", "Above budget by …"). */
  fact: string;
  /** Where the fact comes from: the vendor's own words, or null when nothing says it. */
  source: string | null;
}

/** Where a row comes from: the wizard's answers, the buyer's words read by the engine, or the buyer's own row. */
export type RowOrigin = "wizard" | "words" | "custom";

export interface RequirementRow {
  key: string;
  label: string;
  origin: RowOrigin;
  weight: Weight;
  /** One per column, in column order. */
  cells: MatrixCell[];
}

export type AnswerCell =
  | { kind: "answered"; answer: string; answeredAt: string }
  | { kind: "waiting" }
  | { kind: "no_answer" }
  | { kind: "not_asked" };

export interface AnswerRow {
  key: string;
  question: string;
  askedAt: string;
  cells: AnswerCell[];
}

export interface VendorTotal {
  /** Sum of the weights of the rows this vendor meets. */
  earned: number;
  /** Sum of the weights of every requirement row. */
  possible: number;
  /** earned / possible in whole percent; null when there is no row to count. */
  percent: number | null;
  met: number;
  unknown: number;
  conflict: number;
  /** Must-have rows in conflict: the vendor fails one of the buyer's musts. */
  mustConflicts: number;
}

export interface MatrixColumn {
  slug: string;
  name: string;
  /** 1-based rank in the search. */
  rank: number;
  total: VendorTotal;
}

export interface RequirementsMatrix {
  columns: MatrixColumn[];
  rows: RequirementRow[];
  answers: AnswerRow[];
}

/** One shortlisted vendor as the matrix reads it. */
export interface MatrixVendorInput {
  slug: string;
  name: string;
  rank: number;
  verdict: Pick<MatchVerdict, "matched_features" | "feature_sources" | "conflicts" | "qualification_checks">;
  budget: BudgetFit;
  /**
   * The vendor's own words for each custom row (by key), looked up the way requested features are: null when its
   * profile does not say it.
   */
  customEvidence: Record<string, FeatureSource[] | null>;
}

/** A row the buyer saved: a weight for a built-in row, or a custom row with its label. */
export interface SavedRow {
  key: string;
  label: string;
  weight: Weight;
}

/** What the buyer's questions got from each vendor (the question threads of the search). */
export interface MatrixQuestionThread {
  groupId: string;
  question: string;
  askedAt: string;
  replies: {
    vendorSlug: string;
    status:
      | { kind: "answered"; answer: string; answeredAt: string }
      | { kind: "waiting"; dueAt: string }
      | { kind: "no_answer" };
  }[];
}

export interface MatrixInput {
  problem: BusinessProblem;
  interpretation: Pick<ProblemInterpretation, "requirements"> | null;
  vendors: readonly MatrixVendorInput[];
  saved: readonly SavedRow[];
  threads: readonly MatrixQuestionThread[];
}

type Criterion = MatchVerdict["qualification_checks"][number]["criterion"];

const CRITERION_NAMES: Record<Criterion, string> = {
  company_size: "Company size",
  budget: "Budget",
  deployment: "Deployment",
  region: "Region",
  timeline: "Timeline",
  license: "Licence",
  compliance: "Compliance",
  data_location: "Data location",
};

/** The wizard's answer for a criterion, or "" when the buyer gave none. Budget is read by the price row. */
function wizardAnswer(problem: BusinessProblem, criterion: Criterion): string {
  switch (criterion) {
    case "company_size":
      return problem.company_size;
    case "deployment":
      return problem.deployment_model.join(", ");
    case "region":
      return problem.region_focus;
    case "timeline":
      return problem.timeline;
    default:
      return "";
  }
}

const FIELD_NAMES: Record<FeatureSource["field"], string> = {
  features: "its feature list",
  integrations: "its integrations",
  categories: "its categories",
  certifications: "its certifications",
  name: "its name",
  tagline: "its tagline",
  description: "its description",
};

/** "its feature list: “Single sign-on (SAML)”" — the vendor's own words a ✓ rests on. */
export function describeSources(sources: readonly FeatureSource[]): string {
  return sources.map((s) => `${FIELD_NAMES[s.field]}: “${s.text}”`).join("; ");
}

export const featureRowKey = (label: string) => `feature:${label.trim().toLocaleLowerCase()}`;

function evidenceCell(sources: readonly FeatureSource[] | null | undefined): MatrixCell {
  return sources && sources.length > 0
    ? { status: "met", fact: "Listed", source: describeSources(sources) }
    : { status: "unknown", fact: "Not stated in its profile", source: null };
}

function budgetCell(fit: BudgetFit): MatrixCell {
  const fact = describeBudgetFit(fit);
  const source = "its published pricing";
  switch (fit.status) {
    case "within":
      return { status: "met", fact, source };
    case "above":
      return { status: "conflict", fact, source };
    default:
      return { status: "unknown", fact, source: null };
  }
}

function criterionCell(vendor: MatrixVendorInput, criterion: Criterion): MatrixCell {
  const check = vendor.verdict.qualification_checks.find((c) => c.criterion === criterion);
  const conflict = vendor.verdict.conflicts.find((c) => c.kind === criterion);
  if (conflict) return { status: "conflict", fact: conflict.message, source: "its profile" };
  if (!check) return { status: "unknown", fact: "Not stated in its profile", source: null };
  return {
    status: check.status,
    fact: check.detail,
    source: check.status === "unknown" ? null : "its profile",
  };
}

/** The built-in rows of a search: requested features, stated criteria, the price against the budget. */
function builtInRows(input: MatrixInput): Omit<RequirementRow, "weight">[] {
  const { problem, vendors } = input;
  const rows: Omit<RequirementRow, "weight">[] = [];
  for (const feature of problem.features) {
    rows.push({
      key: featureRowKey(feature),
      label: feature,
      origin: "wizard",
      cells: vendors.map((v) => {
        const listed = v.verdict.matched_features.includes(feature);
        return evidenceCell(listed ? v.verdict.feature_sources.filter((s) => s.feature === feature) : null);
      }),
    });
  }
  const readFromWords = new Map<Criterion, string>();
  for (const r of input.interpretation?.requirements ?? []) {
    if (!readFromWords.has(r.criterion)) readFromWords.set(r.criterion, r.label);
  }
  const criteria: Criterion[] = [
    "company_size",
    "deployment",
    "region",
    "timeline",
    "license",
    "compliance",
    "data_location",
  ];
  for (const criterion of criteria) {
    const answer = wizardAnswer(problem, criterion);
    const words = readFromWords.get(criterion);
    if (!answer && !words) continue;
    rows.push({
      key: `criterion:${criterion}`,
      label: answer ? `${CRITERION_NAMES[criterion]}: ${answer}` : `${CRITERION_NAMES[criterion]}: ${words}`,
      origin: answer ? "wizard" : "words",
      cells: vendors.map((v) => criterionCell(v, criterion)),
    });
  }
  if (readBudgetBand(problem.budget_range) !== null) {
    rows.push({
      key: "budget-fit",
      label: problem.budget_range
        ? `Price against your budget: ${problem.budget_range}`
        : "Price against your budget",
      origin: "wizard",
      cells: vendors.map((v) => budgetCell(v.budget)),
    });
  }
  return rows;
}

/** The weight a built-in row starts with: stated criteria and the budget are musts, features shoulds. */
function defaultWeight(key: string): Weight {
  return key.startsWith("feature:") ? "should" : "must";
}

/** The keys of a search's built-in rows, for checking which rows a buyer may weigh. */
export function builtInRowKeys(input: Pick<MatrixInput, "problem" | "interpretation">): string[] {
  return builtInRows({ ...input, vendors: [], saved: [], threads: [] }).map((r) => r.key);
}

/** Points, counts and the percentage of one vendor over the requirement rows. */
export function vendorTotal(rows: readonly RequirementRow[], column: number): VendorTotal {
  const total: VendorTotal = {
    earned: 0,
    possible: 0,
    percent: null,
    met: 0,
    unknown: 0,
    conflict: 0,
    mustConflicts: 0,
  };
  for (const row of rows) {
    const cell = row.cells[column];
    if (!cell) continue;
    const weight = WEIGHTS[row.weight];
    total.possible += weight;
    total[cell.status] += 1;
    if (cell.status === "met") total.earned += weight;
    if (cell.status === "conflict" && row.weight === "must") total.mustConflicts += 1;
  }
  total.percent = total.possible > 0 ? Math.round((100 * total.earned) / total.possible) : null;
  return total;
}

function answerCell(reply: MatrixQuestionThread["replies"][number] | undefined): AnswerCell {
  if (!reply) return { kind: "not_asked" };
  const { status } = reply;
  if (status.kind === "answered")
    return { kind: "answered", answer: status.answer, answeredAt: status.answeredAt };
  return status.kind === "waiting" ? { kind: "waiting" } : { kind: "no_answer" };
}

/** Builds the matrix: built-in rows with the buyer's weights, then their own rows, the answers, the totals. */
export function buildRequirementsMatrix(input: MatrixInput): RequirementsMatrix {
  const savedByKey = new Map(input.saved.map((s) => [s.key, s]));
  const rows: RequirementRow[] = builtInRows(input).map((row) => ({
    ...row,
    weight: savedByKey.get(row.key)?.weight ?? defaultWeight(row.key),
  }));
  for (const saved of input.saved) {
    if (!saved.key.startsWith("custom:")) continue;
    rows.push({
      key: saved.key,
      label: saved.label,
      origin: "custom",
      weight: saved.weight,
      cells: input.vendors.map((v) => evidenceCell(v.customEvidence[saved.key])),
    });
  }
  const answers: AnswerRow[] = input.threads.map((t) => ({
    key: t.groupId,
    question: t.question,
    askedAt: t.askedAt,
    cells: input.vendors.map((v) => answerCell(t.replies.find((r) => r.vendorSlug === v.slug))),
  }));
  const columns = input.vendors.map((v, i) => ({
    slug: v.slug,
    name: v.name,
    rank: v.rank,
    total: vendorTotal(rows, i),
  }));
  return { columns, rows, answers };
}

export const STATUS_WORDS: Record<CellStatus, string> = {
  met: "Met",
  unknown: "Unknown",
  conflict: "Conflict",
};

export const ORIGIN_WORDS: Record<RowOrigin, string> = {
  wizard: "Your answers",
  words: "Read from your words",
  custom: "Added by you",
};

/** An answer cell in words: the answer, or why there is none. */
export function describeAnswer(cell: AnswerCell): string {
  switch (cell.kind) {
    case "answered":
      return cell.answer;
    case "waiting":
      return "Not answered yet";
    case "no_answer":
      return "No answer in time";
    case "not_asked":
      return "Not asked";
  }
}

/** A cell in words for a download: "Met — Listed (its feature list: “SSO”)". */
export function describeCell(cell: MatrixCell): string {
  const fact = cell.fact ? ` — ${cell.fact}` : "";
  const source = cell.source ? ` (source: ${cell.source})` : "";
  return `${STATUS_WORDS[cell.status]}${fact}${source}`;
}

/** "72 % (18 of 25 points), 1 must-have in conflict". */
export function describeTotal(total: VendorTotal): string {
  if (total.percent === null) return "No requirement to count";
  const musts =
    total.mustConflicts > 0
      ? `, ${total.mustConflicts} must-have${total.mustConflicts === 1 ? "" : "s"} in conflict`
      : "";
  return `${total.percent} % (${total.earned} of ${total.possible} points)${musts}`;
}

/**
 * The matrix as a grid of text, the same for the CSV and the .xlsx download: a header row, one row per
 * requirement, one per question, the weighted total last. Every cell is neutralised against formula injection.
 */
export function matrixGrid(matrix: RequirementsMatrix): string[][] {
  const grid: string[][] = [
    ["Requirement", "From", "Weight", ...matrix.columns.map((c) => `${c.name} (#${c.rank})`)],
  ];
  for (const row of matrix.rows) {
    grid.push([
      row.label,
      ORIGIN_WORDS[row.origin],
      WEIGHT_LABELS[row.weight],
      ...row.cells.map(describeCell),
    ]);
  }
  for (const answer of matrix.answers) {
    grid.push([answer.question, "Your question", "", ...answer.cells.map(describeAnswer)]);
  }
  grid.push(["Weighted total", "", "", ...matrix.columns.map((c) => describeTotal(c.total))]);
  return grid.map((cells) => cells.map(neutraliseFormula));
}

/**
 * A spreadsheet opens a cell that starts with = + - @ (also after spaces, a tab or a carriage return) as a formula
 * (`=HYPERLINK(…)` runs when clicked): such a cell, and one starting with a tab or CR, gets a leading apostrophe,
 * which spreadsheets show as text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[\s]*[=+\-@]/.test(cell) || /^[\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The matrix as CSV with CRLF line ends and a BOM, so spreadsheets read it as UTF-8. */
export function matrixCsv(matrix: RequirementsMatrix): string {
  const lines = matrixGrid(matrix).map((cells) => cells.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
