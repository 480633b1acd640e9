import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPostDate } from "./format-date";

const intl = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

describe("formatPostDate", () => {
  it("writes the month name, the day without a leading zero and the year", () => {
    expect(formatPostDate("2026-09-01")).toBe("September 1, 2026");
    expect(formatPostDate("2025-12-31")).toBe("December 31, 2025");
  });

  it("says what Intl.DateTimeFormat en-US says for any calendar date", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1990-01-01T00:00:00Z"),
          max: new Date("2099-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(formatPostDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
        },
      ),
    );
  });

  it("returns a string that is not a date as it is", () => {
    expect(formatPostDate("soon")).toBe("soon");
    expect(formatPostDate("2026-13-01")).toBe("2026-13-01");
  });
});
