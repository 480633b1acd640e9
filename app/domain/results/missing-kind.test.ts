import { describe, expect, it } from "vitest";
import { kindProducts, missingKindNotice, nearestKindsHeading } from "./missing-kind";

describe("missing kind wording", () => {
  it("names the products of a kind in a sentence", () => {
    expect(missingKindNotice("E-signature")).toBe("We have no e-signature tools in our catalog yet");
    expect(kindProducts("Webinar software")).toBe("webinar software");
    expect(kindProducts("Online store builders")).toBe("online store builders");
    expect(kindProducts("CRM")).toBe("CRM tools");
    expect(kindProducts("UI design & prototyping")).toBe("UI design & prototyping tools");
  });

  it("names the nearest kinds in the heading over the vendors shown", () => {
    expect(nearestKindsHeading(["Help desk & ticketing", "Event management"])).toBe(
      "The nearest kinds we have: Help desk & ticketing, Event management",
    );
    expect(nearestKindsHeading([])).toBe("The nearest kinds we have");
  });
});
