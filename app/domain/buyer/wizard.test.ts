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
  initialWizard,
  nextStatusIndex,
  nextStep,
  parseStoredWizard,
  previousStep,
  removeChip,
  SEARCH_STATUS_LINES,
  STATUS_DOTS_INTERVAL_MS,
  serializeWizard,
  statusIntervalMs,
  statusProgress,
  stepKeyAt,
  toBusinessProblem,
  toggleChip,
  WIZARD_STEPS,
  type WizardAnswers,
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

describe("stored wizard", () => {
  it("round-trips step, answers and location key", () => {
    const stored = { step: 3, answers: complete, locationKey: "k1" };
    expect(parseStoredWizard(serializeWizard(stored))).toEqual(stored);
  });

  it.each([
    ["nothing", null],
    ["invalid JSON", "{oops"],
    ["another version", JSON.stringify({ version: 99, step: 1, answers: complete })],
    ["no answers", JSON.stringify({ version: 1, step: 1 })],
  ])("ignores %s", (_case, raw) => {
    expect(parseStoredWizard(raw)).toBeNull();
  });

  it("repairs wrong field types and out-of-range steps", () => {
    const raw = JSON.stringify({
      version: 1,
      step: 42,
      locationKey: 7,
      answers: { problem: 5, features: ["A", 3, null], industry: "Retail" },
    });
    expect(parseStoredWizard(raw)).toEqual({
      step: 4,
      locationKey: "",
      answers: { ...EMPTY_ANSWERS, industry: "Retail", features: ["A"] },
    });
  });
});

describe("initialWizard", () => {
  const stored = { step: 2, answers: complete, locationKey: "entry-1" };
  const hero = (problem: string) => answersFromNavigationState({ problem });

  it("restores the stored wizard on a reload of the same history entry, even with a hero problem", () => {
    expect(initialWizard(stored, hero("new problem"), "entry-1")).toEqual({ step: 2, answers: complete });
  });

  it("starts afresh with a problem handed over by the hero", () => {
    expect(initialWizard(stored, hero("new problem"), "entry-2")).toEqual({
      step: 0,
      answers: { ...EMPTY_ANSWERS, problem: "new problem" },
    });
  });

  it("cuts an over-long hero problem to the API's limit", () => {
    const long = "x".repeat(MAX_PROBLEM_LENGTH + 50);
    expect(initialWizard(null, hero(long), "k").answers.problem).toHaveLength(MAX_PROBLEM_LENGTH);
  });

  it("resumes an unfinished wizard otherwise", () => {
    expect(initialWizard(stored, null, "entry-2")).toEqual({ step: 2, answers: complete });
    expect(initialWizard(stored, hero("   "), "entry-2")).toEqual({ step: 2, answers: complete });
  });

  it("keeps a problem typed before hydration, on the first step, over anything stored or handed over", () => {
    expect(initialWizard(null, null, "k", "We need a CRM")).toEqual({
      step: 0,
      answers: { ...EMPTY_ANSWERS, problem: "We need a CRM" },
    });
    expect(initialWizard(stored, hero("from the hero"), "entry-1", "typed")).toEqual({
      step: 0,
      answers: { ...complete, problem: "typed" },
    });
    expect(initialWizard(stored, null, "entry-1", "   ")).toEqual({ step: 2, answers: complete });
  });

  it("starts empty with nothing stored", () => {
    expect(initialWizard(null, null, "k")).toEqual({ step: 0, answers: EMPTY_ANSWERS });
  });

  it("prefills every answer from the results page's Edit search", () => {
    expect(initialWizard(stored, answersFromNavigationState({ formData: complete }), "entry-2")).toEqual({
      step: 0,
      answers: complete,
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
