import { isIP, isIPv6 } from "node:net";

/** `2001:db8:1:2::7` → `2001:db8:1:2::/64`; an IPv4-mapped address → its IPv4; anything else → undefined. */
export function ipv6Network64(ip: string): string | undefined {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const address = ip.split("%")[0] ?? "";
  if (!isIPv6(address)) return undefined;
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  const groups = [...left, ...zeros, ...right].slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${groups.join(":")}::/64`;
}

/** Proxies to trust for X-Forwarded-For: a hop count (0 = none) or the proxies' addresses, subnets or names. */
export type TrustProxy = number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Reads TRUST_PROXY: `false`/`0` trusts no proxy, a number N trusts N hops in front (`1` = one proxy; `true` is kept
 * as an alias of `1`, never "every hop", which would let any client pick its IP), and a comma-separated list trusts
 * exactly those addresses (`10.0.0.1, 10.1.0.0/16, loopback`). Returns an error message for anything else.
 */
export function parseTrustProxy(raw: string): { ok: true; value: TrustProxy } | { ok: false; error: string } {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false") return { ok: true, value: 0 };
  if (value === "true") return { ok: true, value: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10
      ? { ok: true, value: hops }
      : { ok: false, error: "must be a hop count between 0 and 10" };
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined) {
    return {
      ok: false,
      error: `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses; "${bad}" is neither`,
    };
  }
  return { ok: true, value: entries };
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
