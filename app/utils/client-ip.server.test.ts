import express from "express";
import { describe, expect, it } from "vitest";
import { clientKey } from "./api.server";
import { ipv6Network64, parseTrustProxy } from "./client-ip.server";

describe("parseTrustProxy", () => {
  it.each([
    ["", 0],
    ["false", 0],
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["true", 1],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.1, 10.1.0.0/16,loopback", ["10.0.0.1", "10.1.0.0/16", "loopback"]],
    ["2001:db8::1, 2001:db8::/32", ["2001:db8::1", "2001:db8::/32"]],
  ])("reads %j", (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ ok: true, value });
  });

  it.each(["yes", "10.0.0.300", "10.0.0.1/33", "10.0.0.1, proxy.example", "11", "-1"])(
    "refuses %j",
    (raw) => {
      expect(parseTrustProxy(raw).ok).toBe(false);
    },
  );
});

describe("TRUST_PROXY=true regression: the client IP behind one proxy", () => {
  /** What Express makes of a request from a proxy at 127.0.0.1 that appended the address it saw. */
  async function ipSeenBehindProxy(trustProxy: string, forwardedFor: string) {
    const parsed = parseTrustProxy(trustProxy);
    if (!parsed.ok) throw new Error(parsed.error);
    const app = express();
    app.set("trust proxy", parsed.value);
    app.get("/", (req, res) => {
      res.send(req.ip);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "x-forwarded-for": forwardedFor },
      });
      return await response.text();
    } finally {
      server.close();
    }
  }

  it.each(["true", "1", "127.0.0.1", "loopback"])(
    "TRUST_PROXY=%s takes the address the proxy saw, not one the client wrote",
    async (trustProxy) => {
      expect(await ipSeenBehindProxy(trustProxy, "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    },
  );

  it("TRUST_PROXY=false ignores X-Forwarded-For", async () => {
    expect(await ipSeenBehindProxy("false", "6.6.6.6")).toBe("127.0.0.1");
  });
});

describe("clientKey", () => {
  it("keys IPv6 clients by their /64 network", () => {
    const a = clientKey({ clientIp: "2001:db8:1:2:aaaa::1" });
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientKey({ clientIp: "2001:0db8:0001:0002:bbbb:cccc:dddd:eeee" })).toBe(a);
    expect(clientKey({ clientIp: "2001:db8:1:3::1" })).not.toBe(a);
    expect(clientKey({ clientIp: "::1" })).toBe("0:0:0:0::/64");
    expect(clientKey({ clientIp: "fe80::1%eth0" })).toBe("fe80:0:0:0::/64");
  });

  it("keys IPv4 (also IPv4-mapped) clients by their address", () => {
    expect(clientKey({ clientIp: "203.0.113.7" })).toBe("203.0.113.7");
    expect(clientKey({ clientIp: "::ffff:203.0.113.7" })).toBe("203.0.113.7");
    expect(clientKey({ clientIp: "" })).toBe("unknown");
  });

  it("leaves anything that is not an IP address as it is", () => {
    expect(ipv6Network64("not-an-ip")).toBeUndefined();
  });
});
