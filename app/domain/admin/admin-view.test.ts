import { describe, expect, it } from "vitest";
import { auditTargetLabel, pageWindow, parseAdminVendorQuery } from "./admin-view";

const parse = (query: string) => parseAdminVendorQuery(new URLSearchParams(query));

describe("the admin vendor list's parameters", () => {
  it("defaults what is missing or empty", () => {
    expect(parse("").data).toEqual({ q: "", status: "all", page: 1 });
    expect(parse("q=&status=&page=").data).toEqual({ q: "", status: "all", page: 1 });
    expect(parse("q=%20desk%20&status=draft&page=3").data).toEqual({ q: "desk", status: "draft", page: 3 });
  });

  it("refuses malformed values instead of guessing", () => {
    for (const bad of [
      "page=0",
      "page=-2",
      "page=1.5",
      "page=two",
      "status=deleted",
      `q=${"a".repeat(201)}`,
    ]) {
      expect(parse(bad).success, bad).toBe(false);
    }
  });
});

describe("pageWindow", () => {
  it("says which rows a page shows, and shows the last page for one past it", () => {
    expect(pageWindow(655, 1)).toEqual({ page: 1, pages: 14, offset: 0, first: 1, last: 50 });
    expect(pageWindow(655, 14)).toEqual({ page: 14, pages: 14, offset: 650, first: 651, last: 655 });
    expect(pageWindow(655, 99)).toMatchObject({ page: 14, first: 651 });
    expect(pageWindow(0, 3)).toEqual({ page: 1, pages: 1, offset: 0, first: 0, last: 0 });
  });
});

describe("auditTargetLabel", () => {
  it("names what an entry acted on", () => {
    const id = "0b801912-aaaa-4bbb-8ccc-123456789abc";
    expect(auditTargetLabel({ targetType: "vendor", targetId: id, details: {}, vendorName: "Zendesk" })).toBe(
      "vendor Zendesk",
    );
    expect(
      auditTargetLabel({
        targetType: "vendor",
        targetId: id,
        details: { name: "Gone Ltd" },
        vendorName: null,
      }),
    ).toBe("vendor Gone Ltd");
    expect(
      auditTargetLabel({
        targetType: "vendor_member",
        targetId: id,
        details: { claimant: "ada@example.com", vendorName: "Deskly" },
        vendorName: null,
      }),
    ).toBe("claim by ada@example.com for Deskly");
    expect(
      auditTargetLabel({
        targetType: "breach_report",
        targetId: id,
        details: { vendorName: "Deskly" },
        vendorName: null,
      }),
    ).toBe("breach report on Deskly");
    expect(
      auditTargetLabel({
        targetType: "review",
        targetId: id,
        details: { vendorName: "Deskly" },
        vendorName: null,
      }),
    ).toBe("review of Deskly");
    expect(
      auditTargetLabel({
        targetType: "kind_proposal",
        targetId: id,
        details: { kind: "Beekeeping management", vendorName: "Hivewise" },
        vendorName: null,
      }),
    ).toBe('kind "Beekeeping management" proposed by Hivewise');
    expect(
      auditTargetLabel({
        targetType: "shortlist_rating",
        targetId: id,
        details: { authorName: "Ada" },
        vendorName: null,
      }),
    ).toBe("quote by Ada");
  });

  it("falls back to the type and id when nothing names it", () => {
    expect(auditTargetLabel({ targetType: "vendor", targetId: "x1", details: null, vendorName: null })).toBe(
      "vendor x1",
    );
    expect(auditTargetLabel({ targetType: "job", targetId: "7", details: {}, vendorName: null })).toBe(
      "job 7",
    );
  });
});
