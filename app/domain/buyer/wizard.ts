import { type BusinessProblemInput, MAX_LIST_ITEMS, MAX_PROBLEM_LENGTH } from "./business-problem";
import { PREFILL_KEYS, type PrefillKey } from "./prefill";
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

/** sessionStorage key of the tab's wizards. */
export const WIZARD_STORAGE_KEY = "saasmatch:buyer-wizard";
const STORAGE_VERSION = 2;
/** Wizards kept per tab: enough for Back to reach the searches of a session, small enough for storage. */
export const MAX_STORED_WIZARDS = 5;

/** One wizard run: its answers and the step it last showed. */
export interface StoredWizard {
  id: string;
  step: number;
  answers: WizardAnswers;
  /** Its search was sent: Back to its steps restores it, a new visit to /form does not resume it. */
  finished: boolean;
  /** The answers read from the problem text rather than chosen by the buyer: they keep their mark after a reload. */
  prefilled: PrefillKey[];
}

/**
 * What a history entry of /form remembers: which wizard and which step. Each step is an entry of its own, so the
 * browser's Back and Forward walk the steps; `pushed` says the entry before it is this wizard's previous step.
 */
export interface WizardEntry {
  id: string;
  step: number;
  pushed: boolean;
}

/** The navigation state of a step's history entry; other keys of the state (a hero problem) are kept beside it. */
export function withWizardEntry(state: unknown, entry: WizardEntry): Record<string, unknown> {
  const base = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, wizard: entry };
}

export function wizardEntryFromState(state: unknown): WizardEntry | null {
  if (typeof state !== "object" || state === null) return null;
  const entry = (state as { wizard?: unknown }).wizard;
  if (typeof entry !== "object" || entry === null) return null;
  const { id, step, pushed } = entry as Record<string, unknown>;
  if (typeof id !== "string" || id === "" || typeof step !== "number") return null;
  return { id, step: clampStep(step), pushed: pushed === true };
}

/** The first step whose answers are missing: a history entry further on shows this one instead. */
export function firstOpenStep(answers: WizardAnswers): number {
  const open = WIZARD_STEPS.findIndex((step) => !canContinue(step.key, answers));
  return open === -1 ? LAST_STEP_INDEX : open;
}

export function reachableStep(step: number, answers: WizardAnswers): number {
  return Math.min(clampStep(step), firstOpenStep(answers));
}

/** The tab's wizards with `wizard` first (replacing its older copy), at most MAX_STORED_WIZARDS. */
export function rememberWizard(stored: readonly StoredWizard[], wizard: StoredWizard): StoredWizard[] {
  return [wizard, ...stored.filter((item) => item.id !== wizard.id)].slice(0, MAX_STORED_WIZARDS);
}

export function serializeWizards(wizards: readonly StoredWizard[]): string {
  return JSON.stringify({ version: STORAGE_VERSION, wizards });
}

/** Reads the stored wizards defensively: anything malformed or from an unknown version is dropped. */
export function parseStoredWizards(raw: string | null): StoredWizard[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof data !== "object" || data === null) return [];
  const record = data as Record<string, unknown>;
  // Version 1 held one unfinished wizard, tied to a history entry that no longer says which wizard it shows.
  if (record.version === 1) {
    const one = parseWizard({ ...record, id: "v1", finished: false });
    return one ? [one] : [];
  }
  if (record.version !== STORAGE_VERSION || !Array.isArray(record.wizards)) return [];
  const wizards: StoredWizard[] = [];
  for (const item of record.wizards) {
    const wizard = parseWizard(item);
    if (wizard && !wizards.some((w) => w.id === wizard.id)) wizards.push(wizard);
  }
  return wizards.slice(0, MAX_STORED_WIZARDS);
}

function parseWizard(data: unknown): StoredWizard | null {
  if (typeof data !== "object" || data === null) return null;
  const record = data as Record<string, unknown>;
  if (typeof record.id !== "string" || record.id === "") return null;
  const stored = record.answers;
  if (typeof stored !== "object" || stored === null) return null;
  const a = stored as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  const answers: WizardAnswers = {
    problem: text(a.problem),
    industry: text(a.industry),
    company_size: text(a.company_size),
    features: list(a.features),
    deployment_model: list(a.deployment_model),
    budget_range: text(a.budget_range),
    timeline: text(a.timeline),
    region_focus: text(a.region_focus),
    buyer_role: text(a.buyer_role),
  };
  // A mark names a field that has an answer; stored before marks were kept, a wizard has none.
  const marks = list(record.prefilled);
  return {
    id: record.id,
    step: clampStep(typeof record.step === "number" ? record.step : 0),
    finished: record.finished === true,
    answers,
    prefilled: PREFILL_KEYS.filter((key) => marks.includes(key) && !isBlank(answers[key])),
  };
}

export interface WizardStart {
  id: string;
  step: number;
  answers: WizardAnswers;
  /** The answers marked as read from the problem text (a stored wizard's marks; none for a new one). */
  prefilled: PrefillKey[];
}

/**
 * Where the wizard starts when a history entry of /form opens:
 * - an entry of a stored wizard (Back, Forward, a reload) shows that wizard at the entry's step, every answer kept,
 *   even after its search was sent;
 * - a problem handed over (hero, Edit search, a link) starts a new wizard with it, cut to the API's limit;
 * - otherwise the newest unfinished wizard is resumed, or a new one starts empty.
 * A problem typed into the server-rendered field before hydration (`typedEarly`) wins over all of these, on the
 * first step: it is what the user sees and wants kept.
 */
export function initialWizard(options: {
  stored: readonly StoredWizard[];
  entry: WizardEntry | null;
  incoming: WizardAnswers | null;
  newId: string;
  typedEarly?: string;
}): WizardStart {
  const start = startingWizard(options);
  const typed = options.typedEarly ?? "";
  if (isBlank(typed)) return start;
  return { ...start, step: 0, answers: { ...start.answers, problem: typed.slice(0, MAX_PROBLEM_LENGTH) } };
}

function startingWizard({
  stored,
  entry,
  incoming,
  newId,
}: {
  stored: readonly StoredWizard[];
  entry: WizardEntry | null;
  incoming: WizardAnswers | null;
  newId: string;
}): WizardStart {
  const ofEntry = entry && stored.find((wizard) => wizard.id === entry.id);
  if (entry && ofEntry) {
    return {
      id: ofEntry.id,
      step: reachableStep(entry.step, ofEntry.answers),
      answers: ofEntry.answers,
      prefilled: ofEntry.prefilled,
    };
  }
  if (incoming && !isBlank(incoming.problem)) return { id: newId, step: 0, answers: incoming, prefilled: [] };
  const unfinished = stored.find((wizard) => !wizard.finished);
  if (unfinished) {
    return {
      id: unfinished.id,
      step: reachableStep(unfinished.step, unfinished.answers),
      answers: unfinished.answers,
      prefilled: unfinished.prefilled,
    };
  }
  return { id: newId, step: 0, answers: EMPTY_ANSWERS, prefilled: [] };
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
