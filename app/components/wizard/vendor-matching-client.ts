import { toast } from "~/components/ui/toast";
import { type BusinessProblemInput, MISSING_FIELDS_MESSAGE } from "~/domain/buyer/business-problem";
import type { VendorMatchView } from "~/domain/results/vendor-view";
import { countOf } from "~/utils/plural";

export const VENDOR_MATCHES_ENDPOINT = "/api/vendor-matches";
/** The {provider} of the error text 'Invalid response format from {provider} Function'. */
export const MATCHING_PROVIDER = "Vendor Matching";
export const INVALID_RESPONSE_MESSAGE = `Invalid response format from ${MATCHING_PROVIDER} Function`;
export const DEFAULT_MATCHING_ERROR = "Failed to get vendor recommendations";
export const UNEXPECTED_SUBMIT_ERROR = "An error occurred while finding matches. Please try again.";
/** A search that has not answered by then is given up, so the overlay never spins forever. */
export const MATCHING_TIMEOUT_MS = 45_000;

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export interface MatchingClientOptions {
  fetch?: typeof fetch;
  notify?: Notifier;
  warn?: (...args: unknown[]) => void;
  timeoutMs?: number;
}

export interface VendorMatchesResult {
  vendors: VendorMatchView[];
  requestId: string | null;
}

/** Identical toasts (the inner 'Error: x' and the outer 'Error: x') collapse into one. */
const toastNotifier: Notifier = {
  success: (message) => toast.success(message, { id: message }),
  error: (message) => toast.error(message, { id: message }),
};

const VENDOR_MATCH = { one: "vendor match", other: "vendor matches" };

/**
 * The toast after a search that found vendors: "Found 1 vendor match". None after a search that found nothing: the
 * results page says so and what to change, and a toast there would read as a success.
 */
export function foundMessage(count: number): string | null {
  return count > 0 ? `Found ${countOf(count, VENDOR_MATCH)}` : null;
}

/** The form's alert after a failed search. */
export function formErrorText(message: string): string {
  return `${message.replace(/[.\s]+$/, "")}. Please try again.`;
}

function hasRequiredFields(problem: BusinessProblemInput): boolean {
  const present = (v: unknown) => typeof v === "string" && v.trim() !== "";
  return present(problem.problem) && present(problem.industry) && Array.isArray(problem.features);
}

function transportMessage(error: unknown): string {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return "The matching service took too long to answer";
  }
  // Browsers word network failures differently ("Failed to fetch", "Load failed"); say it one way.
  if (error instanceof TypeError) return "The matching service could not be reached";
  return error instanceof Error && error.message ? error.message : DEFAULT_MATCHING_ERROR;
}

/**
 * Calls vendor matching: toasts and throws on each kind of failure, each with its own fixed text,
 * returns the ranked vendors otherwise.
 */
export async function requestVendorMatches(
  businessProblem: BusinessProblemInput,
  options: MatchingClientOptions = {},
): Promise<VendorMatchesResult> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const notify = options.notify ?? toastNotifier;
  const warn = options.warn ?? console.warn;

  if (!hasRequiredFields(businessProblem)) throw new Error(MISSING_FIELDS_MESSAGE);

  let response: Response;
  try {
    response = await doFetch(VENDOR_MATCHES_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ businessProblem, apiMethod: "direct" }),
      signal: AbortSignal.timeout(options.timeoutMs ?? MATCHING_TIMEOUT_MS),
    });
  } catch (error) {
    const message = transportMessage(error);
    notify.error(`Error getting vendor recommendations: ${message}`);
    throw new Error(message);
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const data = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;

  if (data && typeof data.error === "string" && data.error !== "") {
    notify.error(`Error: ${data.error}`);
    throw new Error(data.error);
  }
  if (!response.ok) {
    const message = `The matching service answered with status ${response.status}`;
    notify.error(`Error getting vendor recommendations: ${message}`);
    throw new Error(message);
  }
  if (!data || !Array.isArray(data.vendors)) {
    notify.error(INVALID_RESPONSE_MESSAGE);
    throw new Error(INVALID_RESPONSE_MESSAGE);
  }

  const vendors = data.vendors as VendorMatchView[];
  for (const vendor of vendors) {
    if (!vendor?.description) warn(`Vendor match "${vendor?.name ?? "unknown"}" has an empty description`);
  }
  return { vendors, requestId: typeof data.requestId === "string" ? data.requestId : null };
}

export type FindMatchesOutcome = ({ ok: true } & VendorMatchesResult) | { ok: false; message: string };

/** The outer handler: the vendors found, or 'Error: {message}' toasted and the message for the form. */
export async function findMatchesForForm(
  businessProblem: BusinessProblemInput,
  options: MatchingClientOptions = {},
): Promise<FindMatchesOutcome> {
  const notify = options.notify ?? toastNotifier;
  try {
    const result = await requestVendorMatches(businessProblem, options);
    return { ok: true, ...result };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : DEFAULT_MATCHING_ERROR;
    notify.error(`Error: ${message}`);
    return { ok: false, message };
  }
}

export interface ResultsState {
  formData: BusinessProblemInput;
}

export type NavigateToResults = (to: string, options: { state: ResultsState }) => unknown;

export function resultsPath(requestId: string | null): string {
  return requestId ? `/results?r=${encodeURIComponent(requestId)}` : "/results";
}

/**
 * The wizard's final submit: finds matches, then goes to /results with the answers in the navigation state and, once
 * there, toasts how many were found (toasts stay on the page they were shown on). Returns the text the form shows on
 * failure, or null on success.
 */
export async function submitVendorSearch(
  formData: BusinessProblemInput,
  options: MatchingClientOptions & { navigate: NavigateToResults; onSuccess?: () => void },
): Promise<string | null> {
  const notify = options.notify ?? toastNotifier;
  try {
    const outcome = await findMatchesForForm(formData, options);
    if (!outcome.ok) return formErrorText(outcome.message);
    options.onSuccess?.();
    await options.navigate(resultsPath(outcome.requestId), { state: { formData } });
    const found = foundMessage(outcome.vendors.length);
    if (found) notify.success(found);
    return null;
  } catch (error) {
    console.error("Vendor search failed unexpectedly", error);
    return UNEXPECTED_SUBMIT_ERROR;
  }
}
