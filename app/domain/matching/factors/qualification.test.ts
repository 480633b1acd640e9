import { describe, expect, it } from "vitest";
import { NEUTRAL_FACTOR, QUALIFICATION_VALUES } from "../constants";
import {
  type BuyerCriteria,
  type QualificationNames,
  qualify,
  type VendorQualificationFacts,
} from "./qualification";

const BITS = { cloud: 1, onPremise: 2, hybrid: 4, mobile: 8 };
const NAMES: QualificationNames = {
  deployments: (m) => ["Cloud", "On-premise", "Hybrid", "Mobile app"].filter((_, i) => (m & (1 << i)) !== 0),
  companySizes: (m) => ["SMB", "Mid-market", "Enterprise"].filter((_, i) => (m & (1 << i)) !== 0),
  regions: (m) => ["Europe", "US", "Global"].filter((_, i) => (m & (1 << i)) !== 0),
};
const EUROPE = 1;
const US = 2;
const GLOBAL = 4;

const noCriteria: BuyerCriteria = {
  deploymentMask: 0,
  deploymentLabels: [],
  companySizeMask: 0,
  companySizeLabel: "",
  regionMask: 0,
  regionLabel: "",
  globalRegionBit: GLOBAL,
  budget: null,
  budgetLabel: "",
  timeline: null,
  timelineLabel: "",
};
const unknownVendor: VendorQualificationFacts = {
  deploymentMask: 0,
  companySizeMask: 0,
  regionMask: 0,
  startingPrice: null,
  priceBand: null,
  freeTier: null,
};
const onPremBuyer: BuyerCriteria = {
  ...noCriteria,
  deploymentMask: BITS.onPremise,
  deploymentLabels: ["On-premise"],
};

const check = (b: BuyerCriteria, v: VendorQualificationFacts, criterion: string) =>
  qualify(b, v, BITS, NAMES).checks.find((c) => c.criterion === criterion)!;

describe("qualify", () => {
  it("is neutral when the buyer gave no criteria, and lists every criterion", () => {
    const r = qualify(noCriteria, unknownVendor, BITS, NAMES);
    expect(r.score).toBe(NEUTRAL_FACTOR);
    expect(r.checks.map((c) => c.criterion)).toEqual([
      "company_size",
      "budget",
      "deployment",
      "region",
      "timeline",
    ]);
    expect(r.conflicts).toEqual([]);
  });

  it("never counts unknown vendor data as a conflict", () => {
    const b: BuyerCriteria = {
      ...onPremBuyer,
      companySizeMask: 1,
      companySizeLabel: "SMB",
      regionMask: EUROPE,
      regionLabel: "Europe",
      budget: { min: 0, max: 5000 },
      budgetLabel: "Below €5,000/year",
      timeline: "urgent",
      timelineLabel: "Immediately",
    };
    const r = qualify(b, unknownVendor, BITS, NAMES);
    expect(r.conflicts).toEqual([]);
    expect(r.hardConflict).toBe(false);
    expect(r.score).toBeCloseTo(QUALIFICATION_VALUES.unknown);
    expect(r.checks.every((c) => c.status === "unknown")).toBe(true);
  });

  it("flags a cloud-only vendor for an on-premise buyer as a hard conflict", () => {
    const r = qualify(onPremBuyer, { ...unknownVendor, deploymentMask: BITS.cloud }, BITS, NAMES);
    expect(r.hardConflict).toBe(true);
    expect(r.conflicts).toEqual([
      { kind: "deployment", hard: true, message: "Cloud only — you asked for On-premise" },
    ]);
    expect(r.score).toBe(QUALIFICATION_VALUES.hard);
  });

  it("treats a self-hosted-only vendor for a cloud buyer as a soft conflict", () => {
    const b = { ...noCriteria, deploymentMask: BITS.cloud, deploymentLabels: ["Cloud / SaaS"] };
    const r = qualify(b, { ...unknownVendor, deploymentMask: BITS.onPremise }, BITS, NAMES);
    expect(r.hardConflict).toBe(false);
    expect(r.conflicts[0]).toMatchObject({ kind: "deployment", hard: false });
  });

  it("meets deployment through hybrid or any accepted model", () => {
    expect(
      check(onPremBuyer, { ...unknownVendor, deploymentMask: BITS.cloud | BITS.onPremise }, "deployment")
        .status,
    ).toBe("met");
    const either = {
      ...noCriteria,
      deploymentMask: BITS.cloud | BITS.onPremise,
      deploymentLabels: ["Cloud / SaaS", "On-premise"],
    };
    expect(check(either, { ...unknownVendor, deploymentMask: BITS.cloud }, "deployment").status).toBe("met");
  });

  it("does not hold a missing mobile app against a vendor", () => {
    const b = { ...noCriteria, deploymentMask: BITS.mobile, deploymentLabels: ["Mobile app"] };
    expect(check(b, { ...unknownVendor, deploymentMask: BITS.cloud }, "deployment").status).toBe("unknown");
  });

  it("compares the budget ceiling with the starting price: met, soft above, hard far above", () => {
    const b = { ...noCriteria, budget: { min: 0, max: 5000 }, budgetLabel: "Below €5,000/year" };
    expect(check(b, { ...unknownVendor, startingPrice: 1200 }, "budget").status).toBe("met");
    const soft = qualify(b, { ...unknownVendor, startingPrice: 8000 }, BITS, NAMES);
    expect(soft.conflicts[0]).toMatchObject({ kind: "budget", hard: false });
    const hard = qualify(b, { ...unknownVendor, startingPrice: 60000 }, BITS, NAMES);
    expect(hard.hardConflict).toBe(true);
    expect(hard.conflicts[0]!.message).toBe(
      "Starts at €60,000/year — above your budget of Below €5,000/year",
    );
  });

  it("accepts a free plan and published price tiers as budget evidence", () => {
    const b = { ...noCriteria, budget: { min: 0, max: 5000 }, budgetLabel: "Below €5,000/year" };
    expect(check(b, { ...unknownVendor, freeTier: true }, "budget").status).toBe("met");
    expect(check(b, { ...unknownVendor, priceBand: { min: 12000, max: null } }, "budget").status).toBe(
      "conflict",
    );
    expect(qualify(b, { ...unknownVendor, priceBand: { min: 12000, max: null } }, BITS).hardConflict).toBe(
      false,
    );
  });

  it("checks company size and region, with Global meeting any region", () => {
    const b = {
      ...noCriteria,
      companySizeMask: 1,
      companySizeLabel: "SMB",
      regionMask: EUROPE,
      regionLabel: "Europe",
    };
    expect(check(b, { ...unknownVendor, companySizeMask: 4 }, "company_size")).toMatchObject({
      status: "conflict",
      detail: "Targets Enterprise — you're SMB",
    });
    expect(check(b, { ...unknownVendor, regionMask: GLOBAL }, "region").status).toBe("met");
    expect(check(b, { ...unknownVendor, regionMask: US }, "region").status).toBe("conflict");
  });

  it("meets an urgent timeline only with self-serve signals", () => {
    const b = { ...noCriteria, timeline: "urgent" as const, timelineLabel: "Immediately" };
    expect(
      check(b, { ...unknownVendor, deploymentMask: BITS.cloud, freeTier: true }, "timeline").status,
    ).toBe("met");
    expect(check(b, { ...unknownVendor, deploymentMask: BITS.onPremise }, "timeline").status).toBe("unknown");
  });

  it("averages the criteria the buyer gave", () => {
    const b = {
      ...noCriteria,
      companySizeMask: 1,
      companySizeLabel: "SMB",
      regionMask: EUROPE,
      regionLabel: "Europe",
    };
    const r = qualify(b, { ...unknownVendor, companySizeMask: 1 }, BITS);
    expect(r.score).toBeCloseTo((QUALIFICATION_VALUES.met + QUALIFICATION_VALUES.unknown) / 2);
  });
});
