import { describe, expect, it } from "vitest";
import { thrownMessage } from "./route-error";

/** What React Router hands the boundary for a thrown `data(body, { status })`. */
function thrown(status: number, data: unknown) {
  return { status, statusText: "", internal: false, data };
}

describe("thrownMessage", () => {
  it("shows the message a route threw for the user (4xx), from either body shape", () => {
    expect(thrownMessage(thrown(404, { message: "This proposal does not exist." }))).toBe(
      "This proposal does not exist.",
    );
    expect(thrownMessage(thrown(413, { error: "The form is too large." }))).toBe("The form is too large.");
    expect(thrownMessage(thrown(400, "Unknown action."))).toBe("Unknown action.");
  });

  it("shows nothing of a server error or of an error that is not a response", () => {
    expect(thrownMessage(thrown(500, { message: "connection refused at 10.0.0.3" }))).toBeNull();
    expect(thrownMessage(new Error("secret detail"))).toBeNull();
    expect(thrownMessage(thrown(403, {}))).toBeNull();
  });
});
