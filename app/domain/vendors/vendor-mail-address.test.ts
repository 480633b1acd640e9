import { describe, expect, it } from "vitest";
import { contactEmailConfirmed, vendorMailAddress } from "./vendor-mail-address";

const base = {
  contactEmail: "sales@deskly.example",
  contactEmailConfirmed: null,
  accountEmail: "owner@deskly.example",
  accountEmailVerified: true,
};

describe("vendorMailAddress", () => {
  it("sends to the account's confirmed address while the contact address is unconfirmed", () => {
    expect(vendorMailAddress(base)).toBe("owner@deskly.example");
    expect(contactEmailConfirmed(base)).toBe(false);
  });

  it("sends to the contact address once that very address was confirmed", () => {
    const confirmed = { ...base, contactEmailConfirmed: "sales@deskly.example" };
    expect(vendorMailAddress(confirmed)).toBe("sales@deskly.example");
    expect(contactEmailConfirmed(confirmed)).toBe(true);
    expect(vendorMailAddress({ ...confirmed, contactEmail: " Sales@Deskly.example " })).toBe(
      "sales@deskly.example",
    );
  });

  it("a changed contact address is unconfirmed again", () => {
    expect(
      vendorMailAddress({
        ...base,
        contactEmail: "victim@elsewhere.example",
        contactEmailConfirmed: "sales@deskly.example",
      }),
    ).toBe("owner@deskly.example");
  });

  it("the account's own confirmed address needs no second confirmation", () => {
    expect(vendorMailAddress({ ...base, contactEmail: "OWNER@deskly.example" })).toBe("owner@deskly.example");
    expect(contactEmailConfirmed({ ...base, contactEmail: "owner@deskly.example" })).toBe(true);
  });

  it("sends nowhere when no address is confirmed", () => {
    expect(vendorMailAddress({ ...base, accountEmailVerified: false })).toBeNull();
    expect(
      vendorMailAddress({ ...base, accountEmailVerified: false, contactEmail: "owner@deskly.example" }),
    ).toBeNull();
    expect(vendorMailAddress({ ...base, contactEmail: null })).toBe("owner@deskly.example");
  });
});
