import { describe, expect, it } from "vitest";
import { neededKinds, offeredReadings } from "./readings";

const read = { needs: ["Self-hosting platforms"], otherReadings: ["Forms & surveys", "Web hosting"] };

describe("readings offered as corrections", () => {
  it("offers the next-best readings, not the one in force", () => {
    expect(offeredReadings(read, null)).toEqual(["Forms & surveys", "Web hosting"]);
    expect(neededKinds(read, null)).toEqual(["Self-hosting platforms"]);
  });

  it("after a choice, offers the reading read first back, and says the chosen one is needed", () => {
    expect(offeredReadings(read, "Forms & surveys")).toEqual(["Self-hosting platforms", "Web hosting"]);
    expect(neededKinds(read, "Forms & surveys")).toEqual(["Forms & surveys"]);
  });

  it("lets the buyer narrow a reading of several kinds to one of them", () => {
    const two = { needs: ["Help desk & ticketing", "Live chat"], otherReadings: [] };
    expect(offeredReadings(two, null)).toEqual(["Help desk & ticketing", "Live chat"]);
  });
});
