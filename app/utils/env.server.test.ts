import { describe, expect, it } from "vitest";
import { isPublicDeployment, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LOG_LEVEL).toBe("info");
  });

  it("names PORT in a one-line message when it is not a number", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(/^Invalid environment: PORT must be an integer/);
    try {
      parseEnv({ PORT: "abc" });
    } catch (error) {
      expect(String((error as Error).message)).not.toContain("\n");
      expect((error as Error).message).toContain('(got "abc")');
    }
  });

  it("rejects an out-of-range port", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(/PORT must be between 1 and 65535/);
  });

  it("rejects a DATABASE_URL that is not postgres", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x@y/z" })).toThrowError(/DATABASE_URL must be a postgres/);
  });

  it("checks REDIS_URL and RATE_LIMIT_SCALE", () => {
    expect(() => parseEnv({ REDIS_URL: "http://x" })).toThrowError(/REDIS_URL must be a redis:\/\//);
    expect(() => parseEnv({ RATE_LIMIT_SCALE: "0" })).toThrowError(
      /RATE_LIMIT_SCALE must be a positive number/,
    );
    expect(parseEnv({ RATE_LIMIT_SCALE: "1000" }).RATE_LIMIT_SCALE).toBe(1000);
    expect(parseEnv({}).RATE_LIMIT_SCALE).toBe(1);
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: " " }).PORT).toBe(3000);
  });

  it("requires LLM_MODEL with LLM_BASE_URL", () => {
    expect(() => parseEnv({ LLM_BASE_URL: "http://127.0.0.1:1234/v1" })).toThrowError(
      /LLM_MODEL is required/,
    );
  });

  it("strips the trailing slash of PUBLIC_URL", () => {
    expect(parseEnv({ PUBLIC_URL: "https://saasmatch.example/" }).PUBLIC_URL).toBe(
      "https://saasmatch.example",
    );
  });

  it("prices a lead at 49 euros unless told otherwise", () => {
    expect(parseEnv({}).LEAD_PRICE_EUR).toBe(49);
    expect(parseEnv({ LEAD_PRICE_EUR: "19.99" }).LEAD_PRICE_EUR).toBe(19.99);
    expect(() => parseEnv({ LEAD_PRICE_EUR: "free" })).toThrowError(
      /LEAD_PRICE_EUR must be a price in euros/,
    );
    expect(() => parseEnv({ LEAD_PRICE_EUR: "49.999" })).toThrowError(
      /LEAD_PRICE_EUR must have at most 2 decimals/,
    );
  });

  it("needs both Stripe keys or neither", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrowError(
      /STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrowError(
      /STRIPE_SECRET_KEY is required/,
    );
    expect(
      parseEnv({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).STRIPE_SECRET_KEY,
    ).toBe("sk_test_x");
  });
});

describe("parseEnv in production", () => {
  it("refuses to start without PUBLIC_URL, naming it in one line", () => {
    let message = "";
    try {
      parseEnv({ NODE_ENV: "production" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment: PUBLIC_URL is required in production/);
    expect(message).not.toContain("\n");
  });

  it("starts with PUBLIC_URL set", () => {
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://saasmatch.example" }).PUBLIC_URL).toBe(
      "https://saasmatch.example",
    );
  });
});

describe("TRUST_PROXY", () => {
  it("is a hop count, and true means one proxy rather than every hop", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("takes a list of proxy addresses and names a bad entry", () => {
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, 10.2.0.0/16" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.2.0.0/16",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.1, nope" })).toThrowError(
      /TRUST_PROXY must be a hop count.*"nope"/,
    );
  });
});

describe("MAX_CONNECTIONS_PER_CLIENT", () => {
  it("defaults to 64, takes 0 for no cap and refuses a negative number", () => {
    expect(parseEnv({}).MAX_CONNECTIONS_PER_CLIENT).toBe(64);
    expect(parseEnv({ MAX_CONNECTIONS_PER_CLIENT: "0" }).MAX_CONNECTIONS_PER_CLIENT).toBe(0);
    expect(() => parseEnv({ MAX_CONNECTIONS_PER_CLIENT: "-1" })).toThrowError(/MAX_CONNECTIONS_PER_CLIENT/);
  });

  it("accepts the fast test password hash only for a site on the .test domain", () => {
    const fast = { AUTH_TEST_PASSWORD_HASH: "fast" };
    expect(parseEnv({ ...fast, PUBLIC_URL: "https://saasmatch.test" }).AUTH_TEST_PASSWORD_HASH).toBe("fast");
    expect(() => parseEnv({ ...fast, PUBLIC_URL: "https://saasmatch.example" })).toThrowError(
      /AUTH_TEST_PASSWORD_HASH is for tests only/,
    );
    expect(() => parseEnv(fast)).toThrowError(/AUTH_TEST_PASSWORD_HASH/);
    expect(() => parseEnv({ AUTH_TEST_PASSWORD_HASH: "none", PUBLIC_URL: "https://a.test" })).toThrowError(
      /AUTH_TEST_PASSWORD_HASH must be "fast"/,
    );
  });

  it("refuses the test-only ENRICHMENT_TEST_HOSTS under NODE_ENV=production, but not on the local run", () => {
    const hosts = {
      ENRICHMENT_TEST_HOSTS: "fixture.test=127.0.0.1",
      PUBLIC_URL: "https://saasmatch.example",
    };
    expect(() => parseEnv({ ...hosts, NODE_ENV: "production" })).toThrowError(
      /ENRICHMENT_TEST_HOSTS is for tests only: it is refused under NODE_ENV=production/,
    );
    expect(
      parseEnv({ ...hosts, NODE_ENV: "production", SAASMATCH_LOCAL_RUN: "1" }).ENRICHMENT_TEST_HOSTS,
    ).toBe("fixture.test=127.0.0.1");
    expect(parseEnv({ ...hosts, NODE_ENV: "test" }).ENRICHMENT_TEST_HOSTS).toBe("fixture.test=127.0.0.1");
  });

  it("a public deployment is NODE_ENV=production other than the local run", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://saasmatch.example" };
    expect(isPublicDeployment(parseEnv(production))).toBe(true);
    expect(isPublicDeployment(parseEnv({ ...production, SAASMATCH_LOCAL_RUN: "1" }))).toBe(false);
    expect(isPublicDeployment(parseEnv({ NODE_ENV: "development" }))).toBe(false);
    expect(() => parseEnv({ SAASMATCH_LOCAL_RUN: "yes" })).toThrowError(/SAASMATCH_LOCAL_RUN/);
  });
});
