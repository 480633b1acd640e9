import { describe, expect, it } from "vitest";
import { headcountFrom, industryFrom, prefillFromProblem, yearlyBudgetFrom } from "./prefill";

describe("prefillFromProblem", () => {
  it("reads the issue's example: 40 people, accounting, €300/month", () => {
    expect(
      prefillFromProblem(
        "We are an accounting firm of 40 people and can spend €300/month on bookkeeping software.",
      ),
    ).toEqual({ company_size: "SMB", budget_range: "Below €5,000/year", industry: "Professional Services" });
  });

  it("reads headcounts in several forms and languages", () => {
    expect(headcountFrom("We are a team of 12")).toBe(12);
    expect(headcountFrom("200 employees across Europe")).toBe(200);
    expect(headcountFrom("about 1,500 staff")).toBe(1500);
    expect(headcountFrom("Wir sind 80 Mitarbeiter")).toBe(80);
    expect(headcountFrom("une PME de 35 salariés")).toBe(35);
    expect(headcountFrom("somos 60 empleados")).toBe(60);
    expect(headcountFrom("abbiamo 25 dipendenti")).toBe(25);
    expect(headcountFrom("wij hebben 300 medewerkers")).toBe(300);
    expect(prefillFromProblem("a team of 2000").company_size).toBe("Enterprise");
    expect(prefillFromProblem("we have 50 people").company_size).toBe("Mid-market");
    expect(prefillFromProblem("we have 49 people").company_size).toBe("SMB");
  });

  it("does not read minutes, person-hours or years as a headcount", () => {
    expect(headcountFrom("it takes 40 minutes per invoice")).toBeNull();
    expect(headcountFrom("we lose 2 people hours a day")).toBeNull();
    expect(headcountFrom("since 2024 our team grew")).toBeNull();
    expect(prefillFromProblem("In 2024 we spent 40 minutes a day on this; it costs 2 people hours.")).toEqual(
      {},
    );
  });

  it("reads budgets per month or year in €, $ and £", () => {
    expect(yearlyBudgetFrom("€300/month")).toBe(3600);
    expect(yearlyBudgetFrom("300 EUR a month")).toBe(3600);
    expect(yearlyBudgetFrom("$5k per year")).toBe(5000);
    expect(yearlyBudgetFrom("£1,500 per month")).toBe(18000);
    expect(yearlyBudgetFrom("up to 2.000 € pro Monat")).toBe(24000);
    expect(yearlyBudgetFrom("€40,000 a year")).toBe(40000);
    expect(prefillFromProblem("budget $5k per year").budget_range).toBe("€5,000 – €20,000/year");
    expect(prefillFromProblem("€10k/month").budget_range).toBe("Above €100,000/year");
  });

  it("does not read an amount without a period, or a year, as a budget", () => {
    expect(yearlyBudgetFrom("we paid €300 once")).toBeNull();
    expect(yearlyBudgetFrom("since 2024 per year")).toBeNull();
    expect(yearlyBudgetFrom("40 minutes a month")).toBeNull();
  });

  it("names an industry only when the text names exactly one", () => {
    expect(industryFrom("our hospital needs scheduling")).toBe("Healthcare");
    expect(industryFrom("we run an online shop")).toBe("E-Commerce");
    expect(industryFrom("we need accounting software")).toBeNull();
    expect(industryFrom("a hotel chain with an online shop")).toBeNull();
  });
});
