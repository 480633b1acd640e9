import { describe, expect, it } from "vitest";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import {
  buildRequirementsMatrix,
  builtInRowKeys,
  csvField,
  type MatrixInput,
  type MatrixVendorInput,
  matrixCsv,
  matrixGrid,
  neutraliseFormula,
  vendorTotal,
} from "./requirements-matrix";

const problem: BusinessProblem = {
  problem: "We need a help desk with single sign-on for our European support team.",
  industry: "Technology",
  features: ["Single sign-on", "Live chat"],
  timeline: "",
  company_size: "SMB",
  budget_range: "€5,000–€20,000/year",
  deployment_model: [],
  region_focus: "Europe",
  buyer_role: "",
};

function vendor(slug: string, overrides: Partial<MatrixVendorInput> = {}): MatrixVendorInput {
  return {
    slug,
    name: slug.toUpperCase(),
    rank: 1,
    verdict: { matched_features: [], feature_sources: [], conflicts: [], qualification_checks: [] },
    budget: { status: "unknown" },
    customEvidence: {},
    ...overrides,
  };
}

const alpha = vendor("alpha", {
  rank: 1,
  verdict: {
    matched_features: ["Single sign-on"],
    feature_sources: [{ feature: "Single sign-on", field: "features", text: "SAML single sign-on" }],
    conflicts: [],
    qualification_checks: [
      { criterion: "company_size", status: "met", detail: "Serves SMB" },
      { criterion: "region", status: "met", detail: "Serves Europe" },
    ],
  },
  budget: { status: "within", price: 6000, freePlan: false },
  customEvidence: { "custom:a": [{ feature: "Audit log", field: "features", text: "Audit log" }] },
});

const beta = vendor("beta", {
  rank: 2,
  verdict: {
    // Listed by the engine but without the vendor's words: never a ✓.
    matched_features: ["Live chat"],
    feature_sources: [],
    conflicts: [{ kind: "region", hard: true, message: "Serves US only — you asked for Europe" }],
    qualification_checks: [
      { criterion: "company_size", status: "unknown", detail: "Company sizes not stated" },
      { criterion: "region", status: "conflict", detail: "Serves US only" },
    ],
  },
  budget: { status: "above", price: 30000, perYear: 10000, perMonth: 833 },
  customEvidence: { "custom:a": null },
});

function input(overrides: Partial<MatrixInput> = {}): MatrixInput {
  return {
    problem,
    interpretation: { requirements: [{ criterion: "compliance", label: "GDPR" }] },
    vendors: [alpha, beta],
    saved: [{ key: "custom:a", label: "Audit log", weight: "nice" }],
    threads: [],
    ...overrides,
  };
}

describe("buildRequirementsMatrix", () => {
  it("has a row for each requested feature, stated criterion, the words' requirement, the budget and the buyer's own row", () => {
    const m = buildRequirementsMatrix(input());
    expect(m.rows.map((r) => [r.key, r.origin, r.weight])).toEqual([
      ["feature:single sign-on", "wizard", "should"],
      ["feature:live chat", "wizard", "should"],
      ["criterion:company_size", "wizard", "must"],
      ["criterion:region", "wizard", "must"],
      ["criterion:compliance", "words", "must"],
      ["budget-fit", "wizard", "must"],
      ["custom:a", "custom", "nice"],
    ]);
    expect(m.rows[4]!.label).toBe("Compliance: GDPR");
    expect(builtInRowKeys(input())).toEqual(m.rows.slice(0, 6).map((r) => r.key));
  });

  it("marks met only with the vendor's words, unknown when nothing says it, conflict when a fact contradicts it", () => {
    const m = buildRequirementsMatrix(input());
    const sso = m.rows[0]!;
    expect(sso.cells[0]).toEqual({
      status: "met",
      fact: "Listed",
      source: "its feature list: “SAML single sign-on”",
    });
    expect(sso.cells[1]!.status).toBe("unknown");
    const chat = m.rows[1]!;
    expect(chat.cells[1]).toEqual({ status: "unknown", fact: "Not stated in its profile", source: null });
    const region = m.rows[3]!;
    expect(region.cells[1]).toEqual({
      status: "conflict",
      fact: "Serves US only — you asked for Europe",
      source: "its profile",
    });
    expect(m.rows[2]!.cells[1]).toEqual({
      status: "unknown",
      fact: "Company sizes not stated",
      source: null,
    });
    // A requirement no check covers is unknown, never met.
    expect(m.rows[4]!.cells.map((c) => c.status)).toEqual(["unknown", "unknown"]);
    const budget = m.rows[5]!;
    expect(budget.cells.map((c) => c.status)).toEqual(["met", "conflict"]);
    expect(budget.cells[1]!.fact).toMatch(/^Above budget by/);
    expect(m.rows[6]!.cells.map((c) => c.status)).toEqual(["met", "unknown"]);
  });

  it("weighs must 3, should 2, nice 1 and counts unknown and conflict as not earned", () => {
    const m = buildRequirementsMatrix(input());
    // alpha: sso 2 + size 3 + region 3 + budget 3 + custom 1 = 12 of 2+2+3+3+3+3+1 = 17.
    expect(m.columns[0]!.total).toEqual({
      earned: 12,
      possible: 17,
      percent: 71,
      met: 5,
      unknown: 2,
      conflict: 0,
      mustConflicts: 0,
    });
    // beta: nothing met; region and budget are musts in conflict.
    expect(m.columns[1]!.total).toMatchObject({
      earned: 0,
      possible: 17,
      percent: 0,
      conflict: 2,
      mustConflicts: 2,
    });
  });

  it("the buyer's saved weights change the totals", () => {
    const m = buildRequirementsMatrix(
      input({
        saved: [
          { key: "custom:a", label: "Audit log", weight: "must" },
          { key: "criterion:region", label: "", weight: "nice" },
          { key: "budget-fit", label: "", weight: "nice" },
        ],
      }),
    );
    expect(m.rows.find((r) => r.key === "criterion:region")!.weight).toBe("nice");
    expect(m.columns[0]!.total).toMatchObject({
      earned: 2 + 3 + 1 + 1 + 3,
      possible: 2 + 2 + 3 + 1 + 3 + 1 + 3,
    });
    expect(m.columns[1]!.total.mustConflicts).toBe(0);
  });

  it("puts each vendor's answer in its column, 'not answered yet' until it answers", () => {
    const m = buildRequirementsMatrix(
      input({
        threads: [
          {
            groupId: "g1",
            question: "Do you host in the EU?",
            askedAt: "2026-11-01T00:00:00.000Z",
            replies: [
              {
                vendorSlug: "beta",
                status: {
                  kind: "answered",
                  answer: "Yes, Frankfurt.",
                  answeredAt: "2026-11-02T00:00:00.000Z",
                },
              },
              { vendorSlug: "alpha", status: { kind: "waiting", dueAt: "2026-11-04T00:00:00.000Z" } },
            ],
          },
        ],
      }),
    );
    expect(m.answers[0]!.cells).toEqual([
      { kind: "waiting" },
      { kind: "answered", answer: "Yes, Frankfurt.", answeredAt: "2026-11-02T00:00:00.000Z" },
    ]);
    const grid = matrixGrid(m);
    expect(grid.find((r) => r[0] === "Do you host in the EU?")).toEqual([
      "Do you host in the EU?",
      "Your question",
      "",
      "Not answered yet",
      "Yes, Frankfurt.",
    ]);
  });

  it("leaves out the budget row when the buyer gave no amount, and totals nothing without rows", () => {
    const m = buildRequirementsMatrix({
      problem: { ...problem, features: [], company_size: "", region_focus: "", budget_range: "" },
      interpretation: null,
      vendors: [vendor("a", { budget: { status: "no-budget" } })],
      saved: [],
      threads: [],
    });
    expect(m.rows).toEqual([]);
    expect(vendorTotal(m.rows, 0).percent).toBeNull();
    expect(matrixGrid(m).at(-1)).toEqual(["Weighted total", "", "", "No requirement to count"]);
  });
});

describe("CSV export", () => {
  it("neutralises a cell that starts with = + - @, also after spaces, a tab or a CR", () => {
    for (const dangerous of [
      '=HYPERLINK("http://evil.example","x")',
      "+1+1",
      "-2+3",
      "@SUM(A1)",
      "  =1+1",
      "\t=1+1",
      "\r=1+1",
      "\n-1",
      "\tplain",
    ]) {
      expect(neutraliseFormula(dangerous)).toBe(`'${dangerous}`);
    }
    for (const safe of ["Met — Listed", "Audit log = required", "e-mail", "", "'quoted"]) {
      expect(neutraliseFormula(safe)).toBe(safe);
    }
  });

  it("quotes fields per RFC 4180 and neutralises the buyer's own row label", () => {
    expect(csvField('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    const m = buildRequirementsMatrix(
      input({
        saved: [{ key: "custom:a", label: '=HYPERLINK("http://x.example","click")', weight: "nice" }],
      }),
    );
    const csv = matrixCsv(m);
    expect(csv.startsWith("\uFEFFRequirement,From,Weight,ALPHA (#1),BETA (#2)\r\n")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""click"")",Added by you,Nice to have,`);
    expect(csv).not.toMatch(/(^|[\r\n,])"?=/);
    expect(csv.trimEnd().split("\r\n").at(-1)).toBe(
      'Weighted total,,,71 % (12 of 17 points),"0 % (0 of 17 points), 2 must-haves in conflict"',
    );
  });
});
