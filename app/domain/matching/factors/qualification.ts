import { BUDGET_HARD_CONFLICT_RATIO, NEUTRAL_FACTOR, QUALIFICATION_VALUES } from "../constants";
import type { Conflict, CriterionStatus, QualificationCheck } from "../types";
import type { Budget } from "../understanding/budget";
import type { LicenseClass, PriceBand } from "../understanding/compiled-vocabulary";

/** Deployment bits, by vocabulary id. */
export interface DeploymentBits {
  cloud: number;
  onPremise: number;
  hybrid: number;
  mobile: number;
}

/** What the buyer asked for; masks are 0 when not given. */
export interface BuyerCriteria {
  deploymentMask: number;
  /** The buyer's own deployment labels, for messages ("Cloud / SaaS"). */
  deploymentLabels: readonly string[];
  companySizeMask: number;
  companySizeLabel: string;
  regionMask: number;
  regionLabel: string;
  /** The region bit that means "worldwide". */
  globalRegionBit: number;
  budget: Budget | null;
  budgetLabel: string;
  timeline: "urgent" | "soon" | "planned" | "researching" | null;
  timelineLabel: string;
  /** Only a free plan (or free, open-source software) will do. */
  wantsFree?: boolean;
  /** Deployment or budget stated in the problem text rather than a wizard field: unconfirmed counts against. */
  deploymentFromText?: boolean;
  budgetFromText?: boolean;
  /** Licence asked for in the problem text: any open-source licence, or one of `licenses` (prefixes). */
  license?: { label: string; licenses: readonly string[] } | null;
  /** Certifications asked for: name and the bit a vendor's complianceMask has when it lists it. */
  compliance?: ReadonlyArray<{ name: string; bit: number }>;
  /** Where the data must stay ("EU-hosted"): met by software the buyer hosts. */
  dataLocation?: { label: string } | null;
}

/** The vendor facts qualification reads; masks are 0 and prices null when unknown. */
export interface VendorQualificationFacts {
  deploymentMask: number;
  companySizeMask: number;
  regionMask: number;
  startingPrice: number | null;
  priceBand: PriceBand | null;
  freeTier: boolean | null;
  licenseClass?: LicenseClass;
  /** The catalog licence as written, for messages and named-licence checks. */
  license?: string | null;
  /** Bits of the compliance constraints the vendor's certifications meet. */
  complianceMask?: number;
}

/** Names for masks, used only when messages are wanted. */
export interface QualificationNames {
  deployments(mask: number): string[];
  companySizes(mask: number): string[];
  regions(mask: number): string[];
}

type Outcome = { status: CriterionStatus; hard?: boolean; detail?: string; conflict?: string };

export interface QualificationResult {
  /** 0..1, the mean over the criteria the buyer gave; neutral when none. */
  score: number;
  /** A requirement stated in the problem text (licence, deployment, price) is unknown for this vendor. */
  unconfirmed: boolean;
  hardConflict: boolean;
  /** A known fact contradicts a stated requirement, but not a deal-breaker. */
  softConflict: boolean;
  checks: QualificationCheck[];
  conflicts: Conflict[];
}

const eur = (n: number) => `€${Math.round(n).toLocaleString("en-US")}`;

function deployment(
  b: BuyerCriteria,
  v: VendorQualificationFacts,
  bits: DeploymentBits,
  names?: QualificationNames,
): Outcome | null {
  const B = b.deploymentMask;
  if (B === 0) return null;
  const V = v.deploymentMask;
  if (V === 0) return { status: "unknown", detail: "Deployment model not published" };
  const hasCloud = (V & bits.cloud) !== 0;
  const hasOnPrem = (V & bits.onPremise) !== 0;
  const hasHybrid = (V & bits.hybrid) !== 0 || (hasCloud && hasOnPrem);
  const met =
    ((B & bits.cloud) !== 0 && (hasCloud || hasHybrid)) ||
    ((B & bits.onPremise) !== 0 && (hasOnPrem || hasHybrid)) ||
    ((B & bits.hybrid) !== 0 && hasHybrid) ||
    ((B & bits.mobile) !== 0 && (V & bits.mobile) !== 0);
  const offered = names ? names.deployments(V).join(", ") : "";
  if (met) return { status: "met", detail: names ? `Offers ${offered}` : undefined };
  const wants = b.deploymentLabels.join(" or ");
  const wantsOnlyMobile = (B & ~bits.mobile) === 0;
  if (wantsOnlyMobile) return { status: "unknown", detail: "No mobile app listed" };
  const needsOwnServers = (B & bits.onPremise) !== 0 && (B & bits.cloud) === 0;
  if (needsOwnServers && hasCloud && !hasOnPrem) {
    return { status: "conflict", hard: true, conflict: `Cloud only — you asked for ${wants}` };
  }
  if (hasOnPrem && !hasCloud) {
    return { status: "conflict", hard: false, conflict: `Self-hosted only — you asked for ${wants}` };
  }
  return {
    status: "conflict",
    hard: false,
    conflict: names ? `${offered} only — you asked for ${wants}` : "",
  };
}

function companySize(
  b: BuyerCriteria,
  v: VendorQualificationFacts,
  names?: QualificationNames,
): Outcome | null {
  if (b.companySizeMask === 0) return null;
  if (v.companySizeMask === 0) return { status: "unknown", detail: "Target company sizes not published" };
  if ((v.companySizeMask & b.companySizeMask) !== 0) {
    return { status: "met", detail: names ? `Serves ${b.companySizeLabel} companies` : undefined };
  }
  return {
    status: "conflict",
    hard: false,
    conflict: names
      ? `Targets ${names.companySizes(v.companySizeMask).join(" / ")} — you're ${b.companySizeLabel}`
      : "",
  };
}

function region(b: BuyerCriteria, v: VendorQualificationFacts, names?: QualificationNames): Outcome | null {
  if (b.regionMask === 0) return null;
  if (v.regionMask === 0) return { status: "unknown", detail: "Regions served not published" };
  if ((v.regionMask & b.globalRegionBit) !== 0 || (v.regionMask & b.regionMask) !== 0) {
    return { status: "met", detail: names ? `Serves ${b.regionLabel}` : undefined };
  }
  return {
    status: "conflict",
    hard: false,
    conflict: names
      ? `Serves ${names.regions(v.regionMask).join(", ")} only — you asked for ${b.regionLabel}`
      : "",
  };
}

function freePlan(b: BuyerCriteria, v: VendorQualificationFacts): Outcome {
  if (v.freeTier === true) return { status: "met", detail: "Free plan available" };
  if (v.startingPrice === 0) return { status: "met", detail: "Free" };
  if (v.licenseClass === "open-source") {
    return { status: "met", detail: `Open source (${v.license}): no licence fee` };
  }
  if (v.freeTier === false) {
    return {
      status: "conflict",
      hard: false,
      conflict: `No free plan — you asked for ${lower(b.budgetLabel)}`,
    };
  }
  return { status: "unknown", detail: "No free plan listed" };
}

const lower = (s: string) => (s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s);

function license(b: BuyerCriteria, v: VendorQualificationFacts): Outcome | null {
  if (!b.license) return null;
  const asked = lower(b.license.label);
  switch (v.licenseClass ?? "unknown") {
    case "unknown":
      return { status: "unknown", detail: "Licence not published" };
    case "proprietary":
      return { status: "conflict", hard: true, conflict: `Proprietary — you asked for ${asked}` };
    case "source-available":
      return {
        status: "conflict",
        hard: false,
        conflict: `Source-available licence (${v.license}), not open source`,
      };
  }
  const wanted = b.license.licenses.map((l) => l.toLowerCase());
  if (wanted.length === 0) return { status: "met", detail: v.license ?? "Open source" };
  const ids = (v.license ?? "").toLowerCase().split(/[\s()]+/);
  if (ids.some((id) => wanted.some((w) => id.startsWith(w))))
    return { status: "met", detail: v.license ?? "" };
  return { status: "conflict", hard: false, conflict: `${v.license} — you asked for ${b.license.label}` };
}

function compliance(b: BuyerCriteria, v: VendorQualificationFacts): Outcome | null {
  if (!b.compliance || b.compliance.length === 0) return null;
  const mask = v.complianceMask ?? 0;
  const listed = b.compliance.filter((c) => (mask & c.bit) !== 0).map((c) => c.name);
  const missing = b.compliance.filter((c) => (mask & c.bit) === 0).map((c) => c.name);
  // A certification not listed is unknown, never a conflict: catalogs list few of them.
  if (missing.length === 0) return { status: "met", detail: `Lists ${listed.join(", ")}` };
  const parts = [listed.length > 0 ? `Lists ${listed.join(", ")}` : "", `${missing.join(", ")} not listed`];
  return { status: "unknown", detail: parts.filter(Boolean).join("; ") };
}

function dataLocation(b: BuyerCriteria, v: VendorQualificationFacts, bits: DeploymentBits): Outcome | null {
  if (!b.dataLocation) return null;
  if ((v.deploymentMask & (bits.onPremise | bits.hybrid)) !== 0) {
    return { status: "met", detail: "Self-hosted: the data stays on servers you choose" };
  }
  return { status: "unknown", detail: "Data location not published" };
}

function budget(b: BuyerCriteria, v: VendorQualificationFacts, wantText: boolean): Outcome | null {
  if (!b.budget) return null;
  if (b.wantsFree) return freePlan(b, v);
  const max = b.budget.max;
  if (v.startingPrice !== null) {
    const p = v.startingPrice;
    if (max === null || p <= max) {
      return {
        status: "met",
        detail: wantText ? `Starts at ${eur(p)}/year — within your budget` : undefined,
      };
    }
    const hard = p > max * BUDGET_HARD_CONFLICT_RATIO;
    return {
      status: "conflict",
      hard,
      conflict: wantText ? `Starts at ${eur(p)}/year — above your budget of ${b.budgetLabel}` : "",
    };
  }
  if (v.freeTier === true) return { status: "met", detail: "Free plan available" };
  if (v.priceBand) {
    if (max === null || (v.priceBand.max !== null && v.priceBand.max <= max)) {
      return { status: "met", detail: "Published price tier fits your budget" };
    }
    if (v.priceBand.min > max) {
      return {
        status: "conflict",
        hard: false,
        conflict: wantText ? `Price tier above your budget of ${b.budgetLabel}` : "",
      };
    }
  }
  return { status: "unknown", detail: "Price not published" };
}

function timeline(b: BuyerCriteria, v: VendorQualificationFacts, bits: DeploymentBits): Outcome | null {
  if (!b.timeline) return null;
  if (b.timeline === "planned" || b.timeline === "researching") {
    return { status: "met", detail: "Your timeline leaves room to evaluate and roll out" };
  }
  const selfServe =
    (v.deploymentMask & bits.cloud) !== 0 &&
    (v.freeTier === true || v.startingPrice !== null || v.priceBand !== null);
  if (selfServe)
    return { status: "met", detail: "Cloud sign-up with published pricing: can start right away" };
  return { status: "unknown", detail: "Time to go live not published" };
}

/**
 * Company size, budget vs starting price, deployment model, region and timeline: each met, unknown or in
 * conflict. Unknown vendor data is never a conflict. Pass `names` to get human-readable checks and conflicts.
 */
export function qualify(
  buyer: BuyerCriteria,
  vendor: VendorQualificationFacts,
  bits: DeploymentBits,
  names?: QualificationNames,
): QualificationResult {
  const unconfirmedFromText = (criterion: QualificationCheck["criterion"]) =>
    criterion === "license" ||
    (criterion === "deployment" && buyer.deploymentFromText === true) ||
    (criterion === "budget" && buyer.budgetFromText === true);
  let unconfirmed = false;
  let sum = 0;
  let n = 0;
  let hardConflict = false;
  let softConflict = false;
  const checks: QualificationCheck[] = [];
  const conflicts: Conflict[] = [];
  // Each outcome is taken as it is read (no list of them is built: a search qualifies hundreds of vendors).
  const take = (criterion: QualificationCheck["criterion"], o: Outcome | null, listedWhenNone: boolean) => {
    if (!o) {
      if (names && listedWhenNone)
        checks.push({ criterion, status: "unknown", detail: "No requirement given" });
      return;
    }
    n++;
    if (o.status === "unknown" && unconfirmedFromText(criterion)) unconfirmed = true;
    if (o.status === "met") sum += QUALIFICATION_VALUES.met;
    else if (o.status === "unknown") sum += QUALIFICATION_VALUES.unknown;
    else sum += o.hard ? QUALIFICATION_VALUES.hard : QUALIFICATION_VALUES.soft;
    if (o.status === "conflict") {
      if (o.hard) hardConflict = true;
      else softConflict = true;
    }
    if (names) {
      checks.push({ criterion, status: o.status, detail: o.conflict || o.detail || "" });
      if (o.status === "conflict")
        conflicts.push({ kind: criterion, hard: o.hard === true, message: o.conflict ?? "" });
    }
  };
  // The five wizard criteria are always listed; the ones only the problem text can ask for, when asked.
  take("company_size", companySize(buyer, vendor, names), true);
  take("budget", budget(buyer, vendor, names !== undefined), true);
  take("deployment", deployment(buyer, vendor, bits, names), true);
  take("region", region(buyer, vendor, names), true);
  take("timeline", timeline(buyer, vendor, bits), true);
  take("license", license(buyer, vendor), false);
  take("compliance", compliance(buyer, vendor), false);
  take("data_location", dataLocation(buyer, vendor, bits), false);
  conflicts.sort((a, b) => Number(b.hard) - Number(a.hard));
  return {
    score: n === 0 ? NEUTRAL_FACTOR : sum / n,
    unconfirmed,
    hardConflict,
    softConflict,
    checks,
    conflicts,
  };
}
