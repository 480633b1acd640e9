import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./client-ip.server";

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const port = z
  .string()
  .regex(/^\d+$/, "must be an integer between 1 and 65535")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be between 1 and 65535").max(65535, "must be between 1 and 65535"));

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

function hostnameOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : "";
  } catch {
    return "";
  }
}

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(["development", "production", "test"]).default("development"),
    ),
    /**
     * Set by the server itself for `npm start` without NODE_ENV (scripts/start.mjs: the README's local run), never
     * taken from the environment: the server entry overwrites it (server/app.ts). See isPublicDeployment.
     */
    SAASMATCH_LOCAL_RUN: z.preprocess(emptyToUndefined, z.enum(["1"]).optional()).transform((v) => v === "1"),
    PORT: z.preprocess(emptyToUndefined, port.default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default("0.0.0.0")),
    PUBLIC_URL: optional(httpUrl),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default("./data")),
    /** The catalog an empty database is seeded with: a directory laid out like catalog/ (vendors.json, vendors/*.json). */
    DEFAULT_CATALOG_DIR: optional(z.string().min(1)),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }),
    ),
    DATABASE_SCHEMA: optional(
      z
        .string()
        .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case PostgreSQL identifier (letters, digits, _)"),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((raw, ctx): TrustProxy => {
        const parsed = parseTrustProxy(raw ?? "");
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),
    MAX_CONNECTIONS_PER_CLIENT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a number of connections (0 for no cap)" })
        .int("must be a whole number")
        .min(0, "must be 0 or more")
        .max(100_000, "must be at most 100000")
        .default(64),
    ),
    SHUTDOWN_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: "must be a number of milliseconds" }).int().min(0).max(60_000).default(10_000),
    ),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" })),
    RATE_LIMIT_SCALE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a positive number" })
        .positive("must be a positive number")
        .max(1_000_000, "must be at most 1000000")
        .default(1),
    ),
    SEARCH_RETENTION_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a whole number of days between 1 and 3650" })
        .int("must be a whole number of days between 1 and 3650")
        .min(1, "must be a whole number of days between 1 and 3650")
        .max(3650, "must be a whole number of days between 1 and 3650")
        .default(90),
    ),
    AUTH_SECRET: optional(
      z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)"),
    ),
    ADMIN_EMAILS: z.preprocess(
      (value) => (typeof value === "string" ? value : ""),
      z
        .string()
        .transform((v) =>
          v
            .split(",")
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.email({ error: "must be a comma-separated list of email addresses" }))),
    ),
    ENRICHMENT_TEST_HOSTS: optional(
      z
        .string()
        .regex(
          /^[a-z0-9.-]+\.test(=[0-9a-f.:]+)?(,[a-z0-9.-]+\.test(=[0-9a-f.:]+)?)*$/i,
          "must be a comma-separated list of *.test hosts, each optionally =ip (test-only: the .test domain never exists)",
        ),
    ),
    AUTH_TEST_PASSWORD_HASH: optional(
      z.enum(["fast"], { error: 'must be "fast" (test-only, and only with a PUBLIC_URL on .test)' }),
    ),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
    SMTP_FROM: z.preprocess(emptyToUndefined, z.string().default("SaaSMatch <no-reply@saasmatch.local>")),
    CONTACT_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email({ error: "must be an email address" }).default("team@saasmatch.local"),
    ),
    SOCIAL_PROOF_RATING: optional(
      z.coerce
        .number({ error: "must be a rating between 1 and 5" })
        .min(1, "must be between 1 and 5")
        .max(5, "must be between 1 and 5"),
    ),
    SOCIAL_PROOF_USERS: optional(
      z.coerce.number({ error: "must be a whole number of users" }).int().min(1, "must be at least 1"),
    ),
    STRIPE_SECRET_KEY: optional(z.string().startsWith("sk_", "must start with sk_")),
    STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "must start with whsec_")),
    PAYMENTS_TEST_MODE: z.preprocess(
      emptyToUndefined,
      z
        .enum(["0", "1", "false", "true"], { error: "must be 1 (on) or 0 (off)" })
        .default("0")
        .transform((v) => v === "1" || v === "true"),
    ),
    LEAD_PRICE_EUR: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a price in euros, like 49 or 49.50" })
        .min(1, "must be at least 1")
        .max(10_000, "must be at most 10000")
        .multipleOf(0.01, "must have at most 2 decimals")
        .default(49),
    ),
    LLM_BASE_URL: optional(httpUrl),
    LLM_API_KEY: optional(z.string()),
    LLM_MODEL: optional(z.string()),
    LLM_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ error: "must be a number of milliseconds" }).int().min(100).max(60_000).default(5000),
    ),
    EMBEDDINGS_BASE_URL: optional(httpUrl),
    EMBEDDINGS_API_KEY: optional(z.string()),
    EMBEDDINGS_MODEL: optional(z.string()),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message: "is required when the other Stripe key is set (set both, or neither for test mode)",
      });
    }
    if (env.PAYMENTS_TEST_MODE && env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS_TEST_MODE"],
        message:
          "cannot be on while the Stripe keys are set: payments go through Stripe (unset one or the other)",
      });
    }
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "is required in production: set it to the site's public address (e.g. https://saasmatch.example), used for canonical links, the sitemap and robots.txt",
      });
    }
    if (env.AUTH_TEST_PASSWORD_HASH && !/\.test$/i.test(hostnameOf(env.PUBLIC_URL))) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_TEST_PASSWORD_HASH"],
        message:
          "is for tests only: it is refused unless PUBLIC_URL is on the .test domain, which never exists",
      });
    }
    if (env.ENRICHMENT_TEST_HOSTS && isPublicDeployment(env)) {
      ctx.addIssue({
        code: "custom",
        path: ["ENRICHMENT_TEST_HOSTS"],
        message:
          "is for tests only: it is refused under NODE_ENV=production, where it would let the website reader reach private addresses",
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "is required when LLM_BASE_URL is set" });
    }
    if (env.EMBEDDINGS_BASE_URL && !env.EMBEDDINGS_MODEL) {
      ctx.addIssue({
        code: "custom",
        path: ["EMBEDDINGS_MODEL"],
        message: "is required when EMBEDDINGS_BASE_URL is set",
      });
    }
  });

/**
 * True for a deployment others reach: NODE_ENV=production, except the README's local run (`npm start` without
 * NODE_ENV, which runs the production build on this machine). Test-only settings are refused and the mail outbox is
 * not listed there.
 */
export function isPublicDeployment(env: { NODE_ENV: string; SAASMATCH_LOCAL_RUN: boolean }): boolean {
  return env.NODE_ENV === "production" && !env.SAASMATCH_LOCAL_RUN;
}

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_URL: string };

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses and validates the environment. Throws an EnvError whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const raw = source[name];
      const got =
        raw === undefined ? "" : ` (got ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 57)}...` : raw)})`;
      return `${name} ${issue.message}${got}`;
    });
    throw new EnvError(`Invalid environment: ${problems.join("; ")}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, PUBLIC_URL: publicUrl };
}
