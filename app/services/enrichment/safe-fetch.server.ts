import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

/** Our crawler's name, as robots.txt and server logs see it. */
export const CRAWLER_TOKEN = "SaaSMatchBot";
export const CRAWLER_USER_AGENT = `${CRAWLER_TOKEN}/1.0 (+vendor profile enrichment; fetches only pages of the vendor's own website)`;
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;

/** Addresses a server-side fetch must never reach: private, loopback, link-local, CGNAT, multicast, reserved. */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  BLOCKED.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  BLOCKED.addSubnet(net, prefix, "ipv6");
}

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, "ipv4");
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return BLOCKED.check(mapped, "ipv4");
    return BLOCKED.check(address, "ipv6");
  }
  return true;
}

/**
 * Test-only: hosts that may resolve to private addresses, optionally pinned to one ("fixture.test=127.0.0.1").
 * Parsed from ENRICHMENT_TEST_HOSTS, which the environment refuses in production.
 */
export type TestHosts = ReadonlyMap<string, string | null>;

export function parseTestHosts(value: string | undefined): TestHosts {
  const map = new Map<string, string | null>();
  for (const entry of (value ?? "").split(",")) {
    const [host, ip] = entry.split("=").map((s) => s.trim().toLowerCase());
    if (host) map.set(host, ip || null);
  }
  return map;
}

export class FetchRefused extends Error {
  override name = "FetchRefused";
}

/** The address to connect to: resolved once, checked, and then used for the connection (no second lookup). */
async function vettedAddress(
  hostname: string,
  testHosts: TestHosts,
): Promise<{ address: string; family: number }> {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  const pinned = testHosts.get(host);
  if (pinned) return { address: pinned, family: isIP(pinned) };
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal }]
    : await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new FetchRefused(`${host} has no address`);
  if (!testHosts.has(host)) {
    const bad = addresses.find((a) => isBlockedAddress(a.address));
    if (bad) throw new FetchRefused(`${host} resolves to a private or reserved address (${bad.address})`);
  }
  return addresses[0]!;
}

export type FetchOutcome =
  | { ok: true; url: string; status: number; contentType: string; body: string }
  | { ok: false; url: string; reason: string; status?: number };

export interface SafeFetchOptions {
  testHosts?: TestHosts;
  /** Content types accepted (by prefix); anything else is skipped without reading the body. */
  accept: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

function requestOnce(
  url: URL,
  target: { address: string; family: number },
  options: Required<Omit<SafeFetchOptions, "testHosts">>,
  signal: AbortSignal,
): Promise<FetchOutcome | { redirect: string; status: number }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "GET",
        headers: {
          "User-Agent": CRAWLER_USER_AGENT,
          Accept: options.accept.join(", ") || "*/*",
          "Accept-Encoding": "identity",
        },
        lookup: (_hostname, _opts, callback) => {
          // node passes { all: true } on some versions: answer in the shape it asked for.
          if ((_opts as { all?: boolean }).all)
            callback(null, [{ address: target.address, family: target.family }] as never);
          else callback(null, target.address, target.family);
        },
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ redirect: new URL(location, url).href, status });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ ok: false, url: url.href, status, reason: `HTTP ${status}` });
          return;
        }
        const contentType = String(response.headers["content-type"] ?? "").toLowerCase();
        if (!options.accept.some((type) => contentType.startsWith(type))) {
          response.destroy();
          resolve({
            ok: false,
            url: url.href,
            status,
            reason: `not HTML (${contentType || "no content type"})`,
          });
          return;
        }
        const declared = Number(response.headers["content-length"] ?? "0");
        if (declared > options.maxBytes) {
          response.destroy();
          resolve({ ok: false, url: url.href, status, reason: `larger than ${options.maxBytes} bytes` });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            resolve({ ok: false, url: url.href, status, reason: `larger than ${options.maxBytes} bytes` });
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => {
          if (size <= options.maxBytes) {
            resolve({
              ok: true,
              url: url.href,
              status,
              contentType,
              body: Buffer.concat(chunks).toString("utf8"),
            });
          }
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * GET with the SSRF guard applied to the first URL and to every redirect: only http(s), only public
 * addresses (checked after DNS resolution, and the checked address is the one connected to), at most
 * MAX_REDIRECTS hops, a timeout and a size cap. Failures are outcomes, never thrown, except FetchRefused.
 */
export async function safeFetch(start: string, options: SafeFetchOptions): Promise<FetchOutcome> {
  const settings = {
    accept: options.accept,
    timeoutMs: options.timeoutMs ?? FETCH_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? MAX_PAGE_BYTES,
  };
  const testHosts = options.testHosts ?? new Map();
  let current = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let url: URL;
    try {
      url = new URL(current);
    } catch {
      return { ok: false, url: current, reason: "not a valid URL" };
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      return { ok: false, url: current, reason: `refused: ${url.protocol} is not http(s)` };
    }
    let target: { address: string; family: number };
    try {
      target = await vettedAddress(url.hostname, testHosts);
    } catch (error) {
      if (error instanceof FetchRefused)
        return { ok: false, url: url.href, reason: `refused: ${error.message}` };
      return { ok: false, url: url.href, reason: `DNS lookup failed for ${url.hostname}` };
    }
    const signal = AbortSignal.timeout(settings.timeoutMs);
    try {
      const result = await requestOnce(url, target, settings, signal);
      if ("redirect" in result) {
        current = result.redirect;
        continue;
      }
      return result;
    } catch (error) {
      const reason = signal.aborted
        ? `timed out after ${settings.timeoutMs} ms`
        : `request failed: ${(error as Error).message}`;
      return { ok: false, url: url.href, reason };
    }
  }
  return { ok: false, url: current, reason: `more than ${MAX_REDIRECTS} redirects` };
}
