import { describe, expect, it } from "vitest";
import { allowsPhone, COMMON_TIME_ZONES, describeContactRules, isTimeZone } from "./contact-rules";

describe("contact rules", () => {
  it("say how and when a vendor may contact the buyer", () => {
    expect(describeContactRules({ channel: "email", noCalls: false, hours: null, timeZone: null })).toEqual({
      how: "Email only. Do not call or text.",
      when: "No preferred hours given.",
    });
    expect(
      describeContactRules({
        channel: "email_phone",
        noCalls: true,
        hours: { from: "09:00", to: "17:00" },
        timeZone: "Europe/Berlin",
      }),
    ).toEqual({
      how: "Email, or text messages to their phone. No calls.",
      when: "Between 09:00 and 17:00, Europe/Berlin time.",
    });
    expect(
      describeContactRules({ channel: "email_phone", noCalls: false, hours: null, timeZone: null }).how,
    ).toBe("Email or phone.");
  });

  it("give vendors the phone number only when the buyer allowed phone contact", () => {
    expect(allowsPhone({ channel: "email", noCalls: false, hours: null, timeZone: null })).toBe(false);
    expect(allowsPhone({ channel: "email_phone", noCalls: true, hours: null, timeZone: null })).toBe(true);
    // Leads from before buyers set rules: the phone number was given to share.
    expect(allowsPhone(null)).toBe(true);
  });

  it("know real time zones only, and every zone offered is one", () => {
    for (const zone of COMMON_TIME_ZONES) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ["", "Mars/Olympus", "Europe/Berlin\u0000", "x".repeat(65), "../etc/passwd"])
      expect(isTimeZone(zone)).toBe(false);
  });
});
