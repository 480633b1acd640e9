import { describe, expect, it } from "vitest";
import { withPollutionKey } from "./targets";

describe("fuzz request generators", () => {
  it("a pollution key survives hostile values with $& / $' and undefined (a generator crash broke the fuzz run)", () => {
    for (const polluted of ["$'", "$&", "a$`b", undefined, "\u0000", { nested: "$'" }]) {
      const body = withPollutionKey({ message: "hi", n: 1 }, "__proto__", polluted) as Record<
        string,
        unknown
      >;
      expect(Object.keys(body)).toEqual(["__proto__", "message", "n"]);
      expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toEqual({
        polluted: polluted ?? null,
      });
    }
    expect(Object.keys(withPollutionKey({}, "constructor", 1) as object)).toEqual(["constructor"]);
  });
});
