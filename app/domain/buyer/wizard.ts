import { type BusinessProblemInput, MAX_LIST_ITEMS, MAX_PROBLEM_LENGTH } from "./business-problem";
import { WIZARD_STEPS, type WizardStepKey } from "./wizard-steps";

export { WIZARD_STEPS, type WizardStepKey } from "./wizard-steps";

export const LAST_STEP_INDEX = WIZARD_STEPS.length - 1;

/** The buyer's answers as the wizard edits them; single choices are "" until chosen. */
export interface WizardAnswers {
  problem: string;
  industry: string;
  company_size: string;
  features: string[];
  deployment_model: string[];
  budget_range: string;
  timeline: string;
  region_focus: string;
  buyer_role: string;
}

export const EMPTY_ANSWERS: WizardAnswers = {
  problem: "",
  industry: "",
  company_size: "",
  features: [],
  deployment_model: [],
  budget_range: "",
  timeline: "",
  region_focus: "",
  buyer_role: "",
};

export function isBlank(value: string): boolean {
  return value.trim() === "";
}

/** Per step, what must be answered: Continue (or the final submit) is enabled only when this is true. */
export function canContinue(step: WizardStepKey, answers: WizardAnswers): boolean {
  switch (step) {
    case "problem":
      return !isBlank(answers.problem);
    case "business_context":
      return !isBlank(answers.industry) && !isBlank(answers.company_size);
    case "technical_requirements":
      return answers.features.length > 0 && answers.deployment_model.length > 0;
    case "project_parameters":
      return !isBlank(answers.budget_range) && !isBlank(answers.timeline);
    case "final_details":
      return !isBlank(answers.region_focus) && !isBlank(answers.buyer_role);
  }
}

export function stepKeyAt(index: number): WizardStepKey {
  return WIZARD_STEPS[clampStep(index)]!.key;
}

export function clampStep(index: number): number {
  if (!Number.isInteger(index)) return 0;
  return Math.min(Math.max(index, 0), LAST_STEP_INDEX);
}

export function nextStep(index: number): number {
  return clampStep(index + 1);
}

export function previousStep(index: number): number {
  return clampStep(index - 1);
}

export type AddChipResult =
  | { ok: true; list: string[]; value: string }
  | { ok: false; reason: "empty" }
  | { ok: false; reason: "full"; max: number }
  | { ok: false; reason: "duplicate"; existing: string };

/**
 * Adds a typed chip: trimmed, rejected when empty or already present ignoring case.
 * A value equal to a preset (ignoring case) takes the preset's spelling, so its toggle shows as pressed.
 * The API accepts at most `max` items per list.
 */
export function addChip(
  list: readonly string[],
  raw: string,
  presets: readonly string[] = [],
  max = MAX_LIST_ITEMS,
): AddChipResult {
  const trimmed = raw.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  const key = trimmed.toLocaleLowerCase();
  const existing = list.find((item) => item.toLocaleLowerCase() === key);
  if (existing !== undefined) return { ok: false, reason: "duplicate", existing };
  if (list.length >= max) return { ok: false, reason: "full", max };
  const value = presets.find((preset) => preset.toLocaleLowerCase() === key) ?? trimmed;
  return { ok: true, list: [...list, value], value };
}

export function removeChip(list: readonly string[], value: string): string[] {
  return list.filter((item) => item !== value);
}

/** A preset chip's toggle: on when absent, off when present. */
export function toggleChip(list: readonly string[], value: string): string[] {
  return list.includes(value) ? removeChip(list, value) : [...list, value];
}

/** The polite message shown when a typed chip is already in the list. */
export function duplicateChipMessage(existing: string): string {
  return `"${existing}" is already selected.`;
}

/** The vendor-matching request's businessProblem, trimmed; optional fields stay "" when unanswered. */
export function toBusinessProblem(answers: WizardAnswers): BusinessProblemInput {
  return {
    problem: answers.problem.trim(),
    industry: answers.industry.trim(),
    features: [...answers.features],
    timeline: answers.timeline,
    company_size: answers.company_size,
    budget_range: answers.budget_range,
    deployment_model: [...answers.deployment_model],
    region_focus: answers.region_focus,
    buyer_role: answers.buyer_role,
  };
}

/** sessionStorage key of an unfinished wizard. */
export const WIZARD_STORAGE_KEY = "saasmatch:buyer-wizard";
const STORAGE_VERSION = 1;

export interface StoredWizard {
  step: number;
  answers: WizardAnswers;
  /** The history entry that wrote it: a reload of that entry restores it even if it carried a hero problem. */
  locationKey: string;
}

export function serializeWizard(state: StoredWizard): string {
  return JSON.stringify({ version: STORAGE_VERSION, ...state });
}

/** Reads a stored wizard defensively: anything malformed or from another version is ignored. */
export function parseStoredWizard(raw: string | null): StoredWizard | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.version !== STORAGE_VERSION) return null;
  const stored = record.answers;
  if (typeof stored !== "object" || stored === null) return null;
  const a = stored as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  return {
    step: clampStep(typeof record.step === "number" ? record.step : 0),
    locationKey: text(record.locationKey),
    answers: {
      problem: text(a.problem),
      industry: text(a.industry),
      company_size: text(a.company_size),
      features: list(a.features),
      deployment_model: list(a.deployment_model),
      budget_range: text(a.budget_range),
      timeline: text(a.timeline),
      region_focus: text(a.region_focus),
      buyer_role: text(a.buyer_role),
    },
  };
}

/**
 * Where the wizard starts when /form opens: a reload of the same history entry restores the stored wizard;
 * a problem handed over by the home hero (which has no length limit, to stay light) starts afresh with it,
 * cut to the API's limit; otherwise an unfinished wizard is resumed. A problem typed into the server-rendered field
 * before hydration (`typedEarly`) wins over all of these, on the first step.
 */
export function initialWizard(
  stored: StoredWizard | null,
  incoming: WizardAnswers | null,
  locationKey: string,
  typedEarly = "",
): { step: number; answers: WizardAnswers } {
  const start = startingWizard(stored, incoming, locationKey);
  // The server's page shows the first step's empty field; text in it when the scripts arrive was typed by the user
  // while the page loaded, so it is what they see and want kept.
  if (isBlank(typedEarly)) return start;
  return { step: 0, answers: { ...start.answers, problem: typedEarly.slice(0, MAX_PROBLEM_LENGTH) } };
}

function startingWizard(
  stored: StoredWizard | null,
  incoming: WizardAnswers | null,
  locationKey: string,
): { step: number; answers: WizardAnswers } {
  if (stored && stored.locationKey === locationKey) return { step: stored.step, answers: stored.answers };
  if (incoming && !isBlank(incoming.problem)) return { step: 0, answers: incoming };
  if (stored) return { step: stored.step, answers: stored.answers };
  return { step: 0, answers: EMPTY_ANSWERS };
}

/**
 * Answers carried in navigation state: the hero's `{ problem }`, or `{ formData }` from the results page's
 * 'Edit search' (every answer prefilled). Anything else is ignored.
 */
export function answersFromNavigationState(state: unknown): WizardAnswers | null {
  if (typeof state !== "object" || state === null) return null;
  const { problem, formData } = state as { problem?: unknown; formData?: unknown };
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === "string").slice(0, MAX_LIST_ITEMS) : [];
  if (typeof formData === "object" && formData !== null) {
    const f = formData as Record<string, unknown>;
    return {
      problem: text(f.problem).slice(0, MAX_PROBLEM_LENGTH),
      industry: text(f.industry),
      company_size: text(f.company_size),
      features: list(f.features),
      deployment_model: list(f.deployment_model),
      budget_range: text(f.budget_range),
      timeline: text(f.timeline),
      region_focus: text(f.region_focus),
      buyer_role: text(f.buyer_role),
    };
  }
  if (typeof problem === "string") return { ...EMPTY_ANSWERS, problem: problem.slice(0, MAX_PROBLEM_LENGTH) };
  return null;
}

/** The problem carried in a link, `/form?problem=…` (the support chat links to the form this way). */
export function answersFromSearch(search: string): WizardAnswers | null {
  const problem = new URLSearchParams(search).get("problem");
  if (!problem || isBlank(problem)) return null;
  return { ...EMPTY_ANSWERS, problem: problem.slice(0, MAX_PROBLEM_LENGTH) };
}

/** The overlay's status lines while the search runs, in order. */
export const SEARCH_STATUS_LINES = [
  "Sniffing out solutions",
  "Analyzing requirements",
  "Finding matches",
  "Evaluating compatibility",
  "Ranking solutions",
] as const;

/** The status line advances this often. */
export const STATUS_INTERVAL_MS = 3000;
/** The faster pace when reduced motion is asked for or the viewport is mobile-sized. */
export const STATUS_INTERVAL_FAST_MS = 2000;
/** The dots after the status line animate this often. */
export const STATUS_DOTS_INTERVAL_MS = 400;

export function statusIntervalMs(options: { reducedMotion: boolean; mobile: boolean }): number {
  return options.reducedMotion || options.mobile ? STATUS_INTERVAL_FAST_MS : STATUS_INTERVAL_MS;
}

/** The status line after `index`; it stays on the last one. */
export function nextStatusIndex(index: number): number {
  return Math.min(index + 1, SEARCH_STATUS_LINES.length - 1);
}

/** Width of the overlay's progress bar: the current status step number over the number of lines. */
export function statusProgress(index: number): number {
  return (Math.min(Math.max(index, 0), SEARCH_STATUS_LINES.length - 1) + 1) / SEARCH_STATUS_LINES.length;
}
