import { describe, expect, it } from "vitest";
import { kindChoicesOf } from "./kind-choices";
import { kindProposalSchema, proposesKind } from "./kind-proposal";

const schema = kindProposalSchema(
  kindChoicesOf([{ name: "CRM", categories: ["CRM", "Customer relationship management"] }]),
);
const description = "Hive inspections, colony health and honey harvest records for beekeepers.";

function messages(input: { kindName: string; kindDescription: string }) {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe("kindProposalSchema", () => {
  it("accepts a name and a description, trimmed", () => {
    expect(
      schema.parse({ kindName: "  Beekeeping management ", kindDescription: ` ${description} ` }),
    ).toEqual({
      kindName: "Beekeeping management",
      kindDescription: description,
    });
  });

  it("refuses a kind already in the list, pointing to it", () => {
    expect(messages({ kindName: "customer-relationship management", kindDescription: description })).toEqual({
      kindName: "This kind is already in the list: choose it under Kinds of software.",
    });
  });

  it("refuses short, long, list-like and wordless names and a short description", () => {
    expect(messages({ kindName: "ab", kindDescription: "short" })).toEqual({
      kindName: "Name the kind in at least 3 characters, e.g. Beekeeping management.",
      kindDescription: "Describe what software of this kind does in at least 20 characters.",
    });
    expect(messages({ kindName: "x".repeat(81), kindDescription: description }).kindName).toBe(
      "Kind name: use at most 80 characters.",
    );
    expect(messages({ kindName: "Bees, hives", kindDescription: description }).kindName).toBe(
      "Name one kind, without commas or semicolons.",
    );
    expect(messages({ kindName: "1234", kindDescription: description }).kindName).toBe(
      "Name the kind in words, e.g. Beekeeping management.",
    );
  });

  it("refuses what PostgreSQL cannot store: NUL, lone surrogates, control characters in the name", () => {
    expect(messages({ kindName: "Bee\u0000keeping", kindDescription: description }).kindName).toBe(
      "Kind name contains characters that cannot be stored.",
    );
    expect(
      messages({ kindName: "Beekeeping", kindDescription: `${description}\ud800` }).kindDescription,
    ).toBe("Kind description contains characters that cannot be stored.");
    expect(messages({ kindName: "Bee\tkeeping", kindDescription: description }).kindName).toBe(
      "Kind name contains characters that cannot be stored.",
    );
  });
});

describe("proposesKind", () => {
  it("is false when both fields are blank or absent", () => {
    expect(proposesKind({})).toBe(false);
    expect(proposesKind({ kindName: " ", kindDescription: "" })).toBe(false);
    expect(proposesKind({ kindName: "Beekeeping" })).toBe(true);
  });
});
