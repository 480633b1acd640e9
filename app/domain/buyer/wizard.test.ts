import { describe, expect, it } from "vitest";
import { BusinessProblemSchema, MAX_PROBLEM_LENGTH } from "./business-problem";
import { SUGGESTED_FEATURES } from "./options";
import {
  addChip,
  answersFromNavigationState,
  answersFromSearch,
  canContinue,
  clampStep,
  EMPTY_ANSWERS,
  firstOpenStep,
  initialWizard,
  LAST_STEP_INDEX,
  MAX_STORED_WIZARDS,
  nextStatusIndex,
  nextStep,
  parseStoredWizards,
  previousStep,
  reachableStep,
  rememberWizard,
  removeChip,
  SEARCH_STATUS_LINES,
  STATUS_DOTS_INTERVAL_MS,
  type StoredWizard,
  serializeWizards,
  statusIntervalMs,
  statusProgress,
  stepKeyAt,
  toBusinessProblem,
  toggleChip,
  WIZARD_STEPS,
  type WizardAnswers,
  withWizardEntry,
  wizardEntryFromState,
} from "./wizard";

const complete: WizardAnswers = {
  problem: "Invoices are processed by hand",
  industry: "Fintech",
  company_size: "SMB",
  features: ["API Access"],
  deployment_model: ["Cloud / SaaS"],
  budget_range: "Below €5,000/year",
  timeline: "Within 1 month",
  region_focus: "Europe",
  buyer_role: "Manager",
};

describe("wizard steps", () => {
  it("are the five steps, in order, with their labels", () => {
    expect(WIZARD_STEPS.map((s) => [s.key, s.label])).toEqual([
      ["problem", "Problem"],
      ["business_context", "Business"],
      ["technical_requirements", "Technical"],
      ["project_parameters", "Project"],
      ["final_details", "Details"],
    ]);
  });

  it("move one at a time and stay within the five", () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(4)).toBe(4);
    expect(previousStep(3)).toBe(2);
    expect(previousStep(0)).toBe(0);
    expect(clampStep(99)).toBe(4);
    expect(clampStep(Number.NaN)).toBe(0);
    expect(stepKeyAt(2)).toBe("technical_requirements");
  });
});

describe("canContinue", () => {
  it("allows every step once all answers are given", () => {
    for (const step of WIZARD_STEPS) expect(canContinue(step.key, complete)).toBe(true);
  });

  it("allows nothing on an empty wizard", () => {
    for (const step of WIZARD_STEPS) expect(canContinue(step.key, EMPTY_ANSWERS)).toBe(false);
  });

  it.each<[string, Parameters<typeof canContinue>[0], Partial<WizardAnswers>]>([
    ["problem empty", "problem", { problem: "" }],
    ["problem only blanks", "problem", { problem: " \n\t " }],
    ["industry empty", "business_context", { industry: "" }],
    ["industry blank", "business_context", { industry: "   " }],
    ["company size not chosen", "business_context", { company_size: "" }],
    ["no features", "technical_requirements", { features: [] }],
    ["no deployment models", "technical_requirements", { deployment_model: [] }],
    ["budget blank", "project_parameters", { budget_range: "  " }],
    ["timeline not chosen", "project_parameters", { timeline: "" }],
    ["region blank", "final_details", { region_focus: " " }],
    ["buyer role blank", "final_details", { buyer_role: "" }],
  ])("is disabled when %s", (_case, step, change) => {
    expect(canContinue(step, { ...complete, ...change })).toBe(false);
  });

  it("only looks at its own step's fields", () => {
    const onlyProblem = { ...EMPTY_ANSWERS, problem: "x" };
    expect(canContinue("problem", onlyProblem)).toBe(true);
    expect(canContinue("business_context", onlyProblem)).toBe(false);
    expect(
      canContinue("business_context", { ...EMPTY_ANSWERS, industry: "Retail", company_size: "SMB" }),
    ).toBe(true);
  });
});

describe("chips", () => {
  it("adds a trimmed value and reports it", () => {
    expect(addChip(["API Access"], "  Payroll export ")).toEqual({
      ok: true,
      list: ["API Access", "Payroll export"],
      value: "Payroll export",
    });
  });

  it("rejects empty and blank values", () => {
    expect(addChip([], "")).toEqual({ ok: false, reason: "empty" });
    expect(addChip([], "   ")).toEqual({ ok: false, reason: "empty" });
  });

  it("rejects duplicates ignoring case and names the existing chip", () => {
    expect(addChip(["Payroll export"], " PAYROLL EXPORT")).toEqual({
      ok: false,
      reason: "duplicate",
      existing: "Payroll export",
    });
  });

  it("refuses to grow past the API's list limit", () => {
    expect(addChip(["A", "B"], "C", [], 2)).toEqual({ ok: false, reason: "full", max: 2 });
    expect(addChip(["A", "B"], "b", [], 2)).toMatchObject({ reason: "duplicate" });
  });

  it("takes a preset's spelling for a typed preset", () => {
    const result = addChip([], "api access", SUGGESTED_FEATURES);
    expect(result).toMatchObject({ ok: true, list: ["API Access"] });
  });

  it("never mutates the list it was given", () => {
    const list = ["A"];
    addChip(list, "B");
    toggleChip(list, "C");
    removeChip(list, "A");
    expect(list).toEqual(["A"]);
  });

  it("toggles presets on and off and removes one chip at a time", () => {
    expect(toggleChip([], "AI Insights")).toEqual(["AI Insights"]);
    expect(toggleChip(["AI Insights", "API Access"], "AI Insights")).toEqual(["API Access"]);
    expect(removeChip(["A", "B", "C"], "B")).toEqual(["A", "C"]);
    expect(removeChip(["A"], "missing")).toEqual(["A"]);
  });
});

describe("toBusinessProblem", () => {
  it("builds a request the API schema accepts, trimming free text", () => {
    const body = toBusinessProblem({ ...complete, problem: "  spaced  ", industry: " Biotech " });
    expect(body.problem).toBe("spaced");
    expect(body.industry).toBe("Biotech");
    expect(BusinessProblemSchema.safeParse(body).success).toBe(true);
  });
});

describe("stored wizards", () => {
  const wizard = (id: string, finished = false): StoredWizard => ({
    id,
    step: 3,
    answers: complete,
    finished,
    prefilled: [],
  });

  it("round-trip id, step, answers, finished and the prefilled marks", () => {
    const stored: StoredWizard[] = [
      wizard("a"),
      { ...wizard("b", true), prefilled: ["industry", "budget_range"] },
    ];
    expect(parseStoredWizards(serializeWizards(stored))).toEqual(stored);
  });

  it("keep a mark only on a field that can be prefilled and has an answer (none stored before marks were kept)", () => {
    const raw = JSON.stringify({
      version: 2,
      wizards: [
        {
          id: "a",
          step: 1,
          answers: { ...complete, budget_range: " " },
          finished: false,
          prefilled: ["company_size", "budget_range", "timeline", 7, "company_size"],
        },
        { id: "b", step: 1, answers: complete, finished: false },
        { id: "c", step: 1, answers: complete, finished: false, prefilled: "industry" },
      ],
    });
    expect(parseStoredWizards(raw).map((w) => w.prefilled)).toEqual([["company_size"], [], []]);
  });

  it.each([
    ["nothing", null],
    ["invalid JSON", "{oops"],
    ["another version", JSON.stringify({ version: 99, wizards: [wizard("a")] })],
    ["no list", JSON.stringify({ version: 2 })],
  ])("ignore %s", (_case, raw) => {
    expect(parseStoredWizards(raw)).toEqual([]);
  });

  it("repair wrong field types and out-of-range steps, and drop entries without id or answers", () => {
    const raw = JSON.stringify({
      version: 2,
      wizards: [
        {
          id: "a",
          step: 42,
          finished: "yes",
          answers: { problem: 5, features: ["A", 3, null], industry: "Retail" },
        },
        { step: 1, answers: complete },
        { id: "c", step: 1 },
      ],
    });
    expect(parseStoredWizards(raw)).toEqual([
      {
        id: "a",
        step: 4,
        finished: false,
        answers: { ...EMPTY_ANSWERS, industry: "Retail", features: ["A"] },
        prefilled: [],
      },
    ]);
  });

  it("read the one unfinished wizard of the first version", () => {
    const raw = JSON.stringify({ version: 1, step: 2, answers: complete, locationKey: "k" });
    expect(parseStoredWizards(raw)).toEqual([
      { id: "v1", step: 2, answers: complete, finished: false, prefilled: [] },
    ]);
  });

  it("keep the newest first, one copy per wizard, at most five", () => {
    let stored: StoredWizard[] = [];
    for (const id of ["a", "b", "c", "d", "e", "f"]) stored = rememberWizard(stored, wizard(id));
    expect(stored.map((w) => w.id)).toEqual(["f", "e", "d", "c", "b"]);
    expect(stored).toHaveLength(MAX_STORED_WIZARDS);
    stored = rememberWizard(stored, wizard("d", true));
    expect(stored.map((w) => w.id)).toEqual(["d", "f", "e", "c", "b"]);
    expect(stored[0]?.finished).toBe(true);
  });
});

describe("history entries", () => {
  it("read the wizard's entry beside other navigation state", () => {
    const state = withWizardEntry({ problem: "p" }, { id: "a", step: 2, pushed: true });
    expect(state).toEqual({ problem: "p", wizard: { id: "a", step: 2, pushed: true } });
    expect(wizardEntryFromState(state)).toEqual({ id: "a", step: 2, pushed: true });
    expect(answersFromNavigationState(state)?.problem).toBe("p");
  });

  it("ignore anything else", () => {
    expect(wizardEntryFromState(null)).toBeNull();
    expect(wizardEntryFromState({ problem: "p" })).toBeNull();
    expect(wizardEntryFromState({ wizard: { id: "", step: 1 } })).toBeNull();
    expect(wizardEntryFromState({ wizard: { id: "a", step: "1" } })).toBeNull();
    expect(wizardEntryFromState({ wizard: { id: "a", step: 9 } })).toEqual({
      id: "a",
      step: 4,
      pushed: false,
    });
  });

  it("never show a step whose earlier answers are missing", () => {
    expect(firstOpenStep(EMPTY_ANSWERS)).toBe(0);
    expect(firstOpenStep({ ...complete, features: [] })).toBe(2);
    expect(firstOpenStep(complete)).toBe(LAST_STEP_INDEX);
    expect(reachableStep(4, { ...complete, industry: " " })).toBe(1);
    expect(reachableStep(3, complete)).toBe(3);
  });
});

describe("initialWizard", () => {
  const stored: StoredWizard[] = [
    { id: "newest", step: 2, answers: complete, finished: false, prefilled: ["company_size"] },
    {
      id: "sent",
      step: 4,
      answers: { ...complete, problem: "sent search" },
      finished: true,
      prefilled: [],
    },
  ];
  const hero = (problem: string) => answersFromNavigationState({ problem });
  const entry = (id: string, step: number) => ({ id, step, pushed: true });
  const start = (options: Partial<Parameters<typeof initialWizard>[0]>) =>
    initialWizard({ stored, entry: null, incoming: null, newId: "new", ...options });

  it("shows a history entry's wizard at the entry's step, even with a hero problem or a sent search", () => {
    expect(start({ entry: entry("newest", 1), incoming: hero("other") })).toEqual({
      id: "newest",
      step: 1,
      answers: complete,
      prefilled: ["company_size"],
    });
    expect(start({ entry: entry("sent", 4) })).toEqual({
      id: "sent",
      step: 4,
      answers: { ...complete, problem: "sent search" },
      prefilled: [],
    });
  });

  it("starts afresh with a problem handed over by the hero when the entry's wizard is gone", () => {
    expect(start({ entry: entry("forgotten", 3), incoming: hero("new problem") })).toEqual({
      id: "new",
      step: 0,
      answers: { ...EMPTY_ANSWERS, problem: "new problem" },
      prefilled: [],
    });
  });

  it("cuts an over-long hero problem to the API's limit", () => {
    const long = "x".repeat(MAX_PROBLEM_LENGTH + 50);
    expect(start({ stored: [], incoming: hero(long) }).answers.problem).toHaveLength(MAX_PROBLEM_LENGTH);
  });

  it("resumes the newest unfinished wizard otherwise, never a sent one", () => {
    const newest = { id: "newest", step: 2, answers: complete, prefilled: ["company_size"] };
    expect(start({})).toEqual(newest);
    expect(start({ incoming: hero("   ") })).toEqual(newest);
    expect(start({ stored: stored.slice(1) })).toEqual({
      id: "new",
      step: 0,
      answers: EMPTY_ANSWERS,
      prefilled: [],
    });
  });

  it("keeps a problem typed before hydration, on the first step, over anything stored or handed over", () => {
    expect(start({ stored: [], typedEarly: "We need a CRM" })).toEqual({
      id: "new",
      step: 0,
      answers: { ...EMPTY_ANSWERS, problem: "We need a CRM" },
      prefilled: [],
    });
    expect(
      start({ entry: entry("newest", 2), incoming: hero("from the hero"), typedEarly: "typed" }),
    ).toEqual({
      id: "newest",
      step: 0,
      answers: { ...complete, problem: "typed" },
      prefilled: ["company_size"],
    });
    expect(start({ entry: entry("newest", 2), typedEarly: "   " }).step).toBe(2);
  });

  it("starts empty with nothing stored", () => {
    expect(start({ stored: [] })).toEqual({ id: "new", step: 0, answers: EMPTY_ANSWERS, prefilled: [] });
  });

  it("prefills every answer from the results page's Edit search", () => {
    expect(start({ incoming: answersFromNavigationState({ formData: complete }) })).toEqual({
      id: "new",
      step: 0,
      answers: complete,
      prefilled: [],
    });
  });
});

describe("answersFromNavigationState", () => {
  it("reads the hero problem only when it is a string", () => {
    expect(answersFromNavigationState({ problem: "x" })).toEqual({ ...EMPTY_ANSWERS, problem: "x" });
    expect(answersFromNavigationState({ problem: 1 })).toBeNull();
    expect(answersFromNavigationState(null)).toBeNull();
    expect(answersFromNavigationState("x")).toBeNull();
  });

  it("keeps only well-typed fields of formData", () => {
    expect(
      answersFromNavigationState({
        formData: { problem: "p", industry: 3, features: ["a", 2, "b"], deployment_model: "Cloud" },
      }),
    ).toEqual({ ...EMPTY_ANSWERS, problem: "p", features: ["a", "b"] });
  });
});

describe("search overlay status", () => {
  it("has the five lines in order", () => {
    expect(SEARCH_STATUS_LINES).toEqual([
      "Sniffing out solutions",
      "Analyzing requirements",
      "Finding matches",
      "Evaluating compatibility",
      "Ranking solutions",
    ]);
  });

  it("advances every 3 s, every 2 s with reduced motion or on mobile; dots every 400 ms", () => {
    expect(statusIntervalMs({ reducedMotion: false, mobile: false })).toBe(3000);
    expect(statusIntervalMs({ reducedMotion: true, mobile: false })).toBe(2000);
    expect(statusIntervalMs({ reducedMotion: false, mobile: true })).toBe(2000);
    expect(STATUS_DOTS_INTERVAL_MS).toBe(400);
  });

  it("stays on the last line and sizes the bar as step number over five", () => {
    expect(nextStatusIndex(0)).toBe(1);
    expect(nextStatusIndex(4)).toBe(4);
    expect(statusProgress(0)).toBeCloseTo(0.2);
    expect(statusProgress(2)).toBeCloseTo(0.6);
    expect(statusProgress(4)).toBe(1);
  });
});

describe("answersFromSearch", () => {
  it("prefills the problem from ?problem= (the support chat's link)", () => {
    expect(answersFromSearch("?problem=We%20need%20payroll%20software")?.problem).toBe(
      "We need payroll software",
    );
    expect(answersFromSearch("?problem=%20%20")).toBeNull();
    expect(answersFromSearch("")).toBeNull();
  });
});
