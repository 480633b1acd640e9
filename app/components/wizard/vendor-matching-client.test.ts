import { describe, expect, it, vi } from "vitest";
import { type BusinessProblemInput, MISSING_FIELDS_MESSAGE } from "~/domain/buyer/business-problem";
import {
  findMatchesForForm,
  formErrorText,
  INVALID_RESPONSE_MESSAGE,
  type MatchingClientOptions,
  requestVendorMatches,
  submitVendorSearch,
  UNEXPECTED_SUBMIT_ERROR,
  VENDOR_MATCHES_ENDPOINT,
} from "./vendor-matching-client";

const problem: BusinessProblemInput = {
  problem: "Our support inbox is overflowing",
  industry: "Retail",
  features: ["AI Insights"],
  timeline: "1–3 months",
  company_size: "SMB",
  budget_range: "Below €5,000/year",
  deployment_model: ["Cloud / SaaS"],
  region_focus: "Europe",
  buyer_role: "Manager",
};

const vendor = (name: string, description = `${name} does things`) => ({
  slug: name.toLowerCase(),
  name,
  description,
});

function harness(respond: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const toasts: { kind: "success" | "error"; message: string }[] = [];
  const fetch = vi.fn(respond);
  const warn = vi.fn();
  const options: MatchingClientOptions = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    warn,
    notify: {
      success: (message) => toasts.push({ kind: "success", message }),
      error: (message) => toasts.push({ kind: "error", message }),
    },
  };
  return { toasts, fetch, warn, options };
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    Response.json(body, { status });

describe("requestVendorMatches", () => {
  it("POSTs the business problem with apiMethod direct and returns vendors and requestId", async () => {
    const h = harness(json({ vendors: [vendor("Acme")], requestId: "abc", tookMs: 3 }));
    const result = await requestVendorMatches(problem, h.options);
    expect(result).toEqual({ vendors: [vendor("Acme")], requestId: "abc" });
    const [url, init] = h.fetch.mock.calls[0]!;
    expect(url).toBe(VENDOR_MATCHES_ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ businessProblem: problem, apiMethod: "direct" });
    expect(h.toasts).toEqual([]);
  });

  it.each([
    ["problem is blank", { ...problem, problem: "  " }],
    ["industry is missing", { ...problem, industry: "" }],
    ["features is not a list", { ...problem, features: undefined as unknown as string[] }],
  ])("rejects before calling when %s", async (_case, input) => {
    const h = harness(json({ vendors: [] }));
    await expect(requestVendorMatches(input, h.options)).rejects.toThrow(MISSING_FIELDS_MESSAGE);
    expect(h.fetch).not.toHaveBeenCalled();
  });

  it("toasts a transport failure and fails", async () => {
    const h = harness(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(requestVendorMatches(problem, h.options)).rejects.toThrow(
      "The matching service could not be reached",
    );
    expect(h.toasts).toEqual([
      {
        kind: "error",
        message: "Error getting vendor recommendations: The matching service could not be reached",
      },
    ]);
  });

  it("names a timeout as such", async () => {
    const h = harness(async () => {
      throw new DOMException("signal timed out", "TimeoutError");
    });
    await expect(requestVendorMatches(problem, h.options)).rejects.toThrow("took too long");
  });

  it("toasts a response carrying an error, whatever its status", async () => {
    const h = harness(json({ error: "Too many requests. Please wait a moment and try again." }, 429));
    await expect(requestVendorMatches(problem, h.options)).rejects.toThrow("Too many requests");
    expect(h.toasts).toEqual([
      { kind: "error", message: "Error: Too many requests. Please wait a moment and try again." },
    ]);
  });

  it("treats a non-2xx answer without an error field as a function error", async () => {
    const h = harness(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(requestVendorMatches(problem, h.options)).rejects.toThrow("status 502");
    expect(h.toasts[0]?.message).toBe(
      "Error getting vendor recommendations: The matching service answered with status 502",
    );
  });

  it.each([
    ["no vendors field", json({ requestId: "x" })],
    ["vendors not a list", json({ vendors: "nope" })],
    ["a body that is not JSON", async () => new Response("ok", { status: 200 })],
  ])("toasts an invalid response format for %s", async (_case, respond) => {
    const h = harness(respond);
    await expect(requestVendorMatches(problem, h.options)).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
    expect(h.toasts).toEqual([
      { kind: "error", message: "Invalid response format from Vendor Matching Function" },
    ]);
  });

  it("warns (not errors) about a match with an empty description", async () => {
    const h = harness(json({ vendors: [vendor("Acme"), vendor("Blank", "")], requestId: "r" }));
    const errorSpy = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await requestVendorMatches(problem, h.options);
    expect(result.vendors).toHaveLength(2);
    expect(h.warn).toHaveBeenCalledTimes(1);
    expect(h.warn.mock.calls[0]![0]).toContain("Blank");
    expect(errorSpy).not.toHaveBeenCalled();
    errorSpy.mockRestore();
  });
});

describe("findMatchesForForm (the outer handler)", () => {
  it("returns the matches without a toast (the wizard toasts once it is on the results page)", async () => {
    const h = harness(json({ vendors: [vendor("A"), vendor("B")], requestId: "r1" }));
    const outcome = await findMatchesForForm(problem, h.options);
    expect(outcome).toMatchObject({ ok: true, requestId: "r1" });
    expect(h.toasts).toEqual([]);
  });

  it("adds 'Error: {message}' after the inner toast and returns the message", async () => {
    const h = harness(json({ error: "Matching is down" }, 500));
    const outcome = await findMatchesForForm(problem, h.options);
    expect(outcome).toEqual({ ok: false, message: "Matching is down" });
    expect(h.toasts.map((t) => t.message)).toEqual(["Error: Matching is down", "Error: Matching is down"]);
  });

  it("reports the missing-fields message without calling", async () => {
    const h = harness(json({ vendors: [] }));
    const outcome = await findMatchesForForm({ ...problem, industry: " " }, h.options);
    expect(outcome).toEqual({ ok: false, message: MISSING_FIELDS_MESSAGE });
    expect(h.toasts).toEqual([{ kind: "error", message: `Error: ${MISSING_FIELDS_MESSAGE}` }]);
  });

  it("falls back to the default message for an error without text", async () => {
    const h = harness(async () => {
      throw new Error("");
    });
    const outcome = await findMatchesForForm(problem, h.options);
    expect(outcome).toEqual({ ok: false, message: "Failed to get vendor recommendations" });
  });
});

describe("submitVendorSearch", () => {
  it("on success runs onSuccess, navigates with formData, then toasts the count once", async () => {
    const h = harness(json({ vendors: [vendor("A")], requestId: "req_123" }));
    const order: string[] = [];
    const navigate = vi.fn(async () => {
      order.push("navigate");
      expect(h.toasts).toEqual([]);
    });
    const result = await submitVendorSearch(problem, {
      ...h.options,
      navigate,
      onSuccess: () => order.push("onSuccess"),
    });
    expect(result).toBeNull();
    expect(h.toasts).toEqual([{ kind: "success", message: "Found 1 vendor match" }]);
    expect(navigate).toHaveBeenCalledWith("/results?r=req_123", {
      state: { formData: problem },
    });
    expect(order).toEqual(["onSuccess", "navigate"]);
  });

  it("goes to /results without r when the response has no requestId", async () => {
    const h = harness(json({ vendors: [] }));
    const navigate = vi.fn();
    await submitVendorSearch(problem, { ...h.options, navigate });
    expect(navigate.mock.calls[0]![0]).toBe("/results");
  });

  it("toasts no success after a search that found nothing (the results page says what to change)", async () => {
    const h = harness(json({ vendors: [], requestId: "empty" }));
    const result = await submitVendorSearch(problem, { ...h.options, navigate: vi.fn() });
    expect(result).toBeNull();
    expect(h.toasts).toEqual([]);
  });

  it("says 'match' for one vendor and 'matches' for more", async () => {
    const h = harness(json({ vendors: [vendor("A"), vendor("B"), vendor("C")], requestId: "r" }));
    await submitVendorSearch(problem, { ...h.options, navigate: vi.fn() });
    expect(h.toasts).toEqual([{ kind: "success", message: "Found 3 vendor matches" }]);
  });

  it("returns '{message}. Please try again.' and does not navigate on failure", async () => {
    const h = harness(json({ error: "Matching is down" }, 500));
    const navigate = vi.fn();
    const onSuccess = vi.fn();
    const result = await submitVendorSearch(problem, { ...h.options, navigate, onSuccess });
    expect(result).toBe("Matching is down. Please try again.");
    expect(navigate).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("returns the generic text when something unexpected throws", async () => {
    const h = harness(json({ vendors: [], requestId: "r" }));
    const errorSpy = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await submitVendorSearch(problem, {
      ...h.options,
      navigate: () => {
        throw new Error("boom");
      },
    });
    expect(result).toBe(UNEXPECTED_SUBMIT_ERROR);
    expect(errorSpy).toHaveBeenCalled();
    errorSpy.mockRestore();
  });
});

describe("formErrorText", () => {
  it("does not double a trailing period", () => {
    expect(formErrorText("Too many requests. Please wait a moment and try again.")).toBe(
      "Too many requests. Please wait a moment and try again. Please try again.",
    );
    expect(formErrorText("Matching is down")).toBe("Matching is down. Please try again.");
  });
});
