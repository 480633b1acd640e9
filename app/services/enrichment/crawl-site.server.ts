import { extractReadableText, extractSameSiteLinks } from "~/domain/enrichment/extract-text";
import { ALLOW_ALL, DISALLOW_ALL, parseRobots, type RobotsRules } from "~/domain/enrichment/robots";
import { CRAWLER_TOKEN, type FetchOutcome, safeFetch, type TestHosts } from "./safe-fetch.server";

/** Same-site pages read besides the home page. */
export const MAX_LINKED_PAGES = 10;
/** At most one request per second to one host. */
export const HOST_INTERVAL_MS = 1000;
const HTML = ["text/html", "application/xhtml+xml"] as const;

export interface CrawlLogEntry {
  url: string;
  ok: boolean;
  reason?: string;
}

export interface CrawlResult {
  pages: { url: string; text: string }[];
  log: CrawlLogEntry[];
}

const lastRequestAt = new Map<string, number>();

/** Waits for this host's turn: requests to one host from this process are at least HOST_INTERVAL_MS apart. */
async function hostTurn(host: string, intervalMs: number): Promise<void> {
  const now = Date.now();
  const slot = Math.max(now, (lastRequestAt.get(host) ?? 0) + intervalMs);
  lastRequestAt.set(host, slot);
  if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
}

async function politeFetch(
  url: string,
  accept: readonly string[],
  options: CrawlOptions,
): Promise<FetchOutcome> {
  await hostTurn(new URL(url).host, options.hostIntervalMs ?? HOST_INTERVAL_MS);
  return safeFetch(url, {
    accept,
    testHosts: options.testHosts,
    maxBytes: options.maxBytes,
    timeoutMs: options.timeoutMs,
  });
}

async function readRobots(
  origin: string,
  options: CrawlOptions,
): Promise<{ rules: RobotsRules; problem?: string }> {
  const robots = await politeFetch(`${origin}/robots.txt`, ["text/plain", "text/"], options);
  if (robots.ok) return { rules: parseRobots(robots.body, CRAWLER_TOKEN) };
  // RFC 9309: unavailable (4xx) means no rules; unreachable (5xx, network, refused) means stay away.
  if (robots.status && robots.status >= 400 && robots.status < 500) return { rules: ALLOW_ALL };
  return { rules: DISALLOW_ALL, problem: `robots.txt could not be read (${robots.reason})` };
}

export interface CrawlOptions {
  testHosts?: TestHosts;
  maxBytes?: number;
  timeoutMs?: number;
  hostIntervalMs?: number;
}

/**
 * Reads the vendor's home page and up to MAX_LINKED_PAGES same-site pages it links to: robots.txt first,
 * HTML only, politely spaced, each through the SSRF-guarded fetch. Every page tried is logged with why it
 * was skipped.
 */
export async function crawlSite(website: string, options: CrawlOptions = {}): Promise<CrawlResult> {
  const log: CrawlLogEntry[] = [];
  const pages: CrawlResult["pages"] = [];
  const home = new URL(website);
  const { rules: robots, problem } = await readRobots(home.origin, options);
  if (!robots.allows(home.pathname + home.search)) {
    log.push({ url: home.href, ok: false, reason: problem ?? "disallowed by robots.txt" });
    return { pages, log };
  }
  const first = await politeFetch(home.href, HTML, options);
  if (!first.ok) {
    log.push({ url: first.url, ok: false, reason: first.reason });
    return { pages, log };
  }
  log.push({ url: first.url, ok: true });
  pages.push({ url: first.url, text: extractReadableText(first.body) });

  const finalHost = new URL(first.url).hostname.replace(/^www\./, "");
  const links = extractSameSiteLinks(first.body, first.url).filter(
    (link) => new URL(link).hostname.replace(/^www\./, "") === finalHost,
  );
  let read = 0;
  for (const link of links) {
    if (read >= MAX_LINKED_PAGES) break;
    const url = new URL(link);
    if (!robots.allows(url.pathname + url.search)) {
      log.push({ url: link, ok: false, reason: "disallowed by robots.txt" });
      continue;
    }
    read++;
    const page = await politeFetch(link, HTML, options);
    if (!page.ok) {
      log.push({ url: page.url, ok: false, reason: page.reason });
      continue;
    }
    log.push({ url: page.url, ok: true });
    pages.push({ url: page.url, text: extractReadableText(page.body) });
  }
  return { pages, log };
}
