import { describe, expect, it } from "vitest";
import { comparisonHref, MAX_SLUGS_LOOKED_UP, parseComparisonParams } from "./params";

describe("parseComparisonParams", () => {
  it("splits, lowercases and de-duplicates slugs, keeping URL order", () => {
    const parsed = parseComparisonParams(
      new URLSearchParams("v=hubspot-crm,Pipedrive,,hubspot-crm&v=zoho-crm&r=abc"),
    );
    expect(parsed).toEqual({
      slugs: ["hubspot-crm", "pipedrive", "zoho-crm"],
      malformed: [],
      requestId: "abc",
    });
  });

  it("sets aside entries that cannot be slugs", () => {
    const parsed = parseComparisonParams(new URLSearchParams({ v: "ok-one,../etc,a b,-bad,x--y" }));
    expect(parsed.slugs).toEqual(["ok-one"]);
    expect(parsed.malformed).toEqual(["../etc", "a b", "-bad", "x--y"]);
    expect(parsed.requestId).toBeNull();
  });

  it("looks up a bounded number of slugs", () => {
    const many = Array.from({ length: 50 }, (_, i) => `v${i}`).join(",");
    expect(parseComparisonParams(new URLSearchParams({ v: many })).slugs).toHaveLength(MAX_SLUGS_LOOKED_UP);
  });
});

describe("comparisonHref", () => {
  it("keeps commas readable and the request id", () => {
    expect(comparisonHref({ slugs: ["a", "b-c"], requestId: "Xy_-" })).toBe(
      "/vendor-comparison-tool?v=a,b-c&r=Xy_-",
    );
    expect(comparisonHref({ slugs: [] })).toBe("/vendor-comparison-tool");
    expect(comparisonHref({ slugs: [], requestId: "r1" })).toBe("/vendor-comparison-tool?r=r1");
  });

  it("round-trips through parseComparisonParams", () => {
    const href = comparisonHref({ slugs: ["a", "b"], requestId: "q" });
    expect(parseComparisonParams(new URL(href, "http://x").searchParams)).toMatchObject({
      slugs: ["a", "b"],
      requestId: "q",
    });
  });
});
