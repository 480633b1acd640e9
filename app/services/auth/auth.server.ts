import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { SITE } from "~/config/site";
import type { Database } from "~/db/create-db.server";
import {
  appSecrets,
  authAccounts,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
} from "~/db/schema";
import {
  AUTH_MESSAGES,
  MISSING_CREDENTIALS_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "~/domain/accounts/password-rules";
import { sendEmail } from "~/services/mail/send-email.server";
import { accountExistsTemplate, resetPasswordTemplate, verifyEmailTemplate } from "~/services/mail/templates";
import { verifyVendorsOfUser } from "~/services/vendors/vendor-claims.server";
import type { Env } from "~/utils/env.server";
import { isCommonPassword } from "./common-passwords.server";

export const AUTH_BASE_PATH = "/api/auth";
/** better-auth reads the client IP from this header only; the auth route sets it from the server's own clientIp. */
export const CLIENT_IP_HEADER = "x-saasmatch-client-ip";
export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
/** A session used again after this long gets a new expiry (and cookie): the automatic refresh. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

type AuthDeps = Pick<AppLoadContext, "db" | "env" | "logger">;

/** Where a new password arrives, and under which body field. */
const NEW_PASSWORD_FIELDS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/**
 * AUTH_TEST_PASSWORD_HASH=fast (refused unless PUBLIC_URL is on .test): scrypt at 1/32 of better-auth's work factor
 * (N 2^12, r 4 instead of 2^14, 16), so tests that sign up or sign in thousands of times (the fuzz suite) run
 * every code path without spending 100 ms of CPU on each password. Hashes are `salt:key` in hex, like better-auth's.
 */
const FAST_SCRYPT = { N: 4096, r: 4, p: 1, keyLength: 32 } as const;

function fastScrypt(password: string, salt: string): Promise<Buffer> {
  const { N, r, p, keyLength } = FAST_SCRYPT;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const fastPasswordHash = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await fastScrypt(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await fastScrypt(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

function hasText(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

function createAuth({ db, env, logger }: AuthDeps, secret: string) {
  const mail = { env, logger };
  return betterAuth({
    appName: SITE.name,
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [env.PUBLIC_URL],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: authTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: env.AUTH_TEST_PASSWORD_HASH === "fast" ? fastPasswordHash : undefined,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A sign-up with an address that has an account answers like a new one; the owner is told by email.
      async onExistingUserSignUp({ user }) {
        await sendEmail(mail, {
          to: user.email,
          subject: `You already have a ${SITE.name} account`,
          template: accountExistsTemplate({
            signInUrl: new URL("/vendor/sign-in", env.PUBLIC_URL).href,
            resetUrl: new URL("/vendor/forgot-password", env.PUBLIC_URL).href,
          }),
        });
      },
      async sendResetPassword({ user, url }) {
        await sendEmail(mail, {
          to: user.email,
          subject: `Reset your ${SITE.name} password`,
          template: resetPasswordTemplate({ url }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async afterEmailVerification(user) {
        await verifyVendorsOfUser(db, user);
      },
      async sendVerificationEmail({ user, url }) {
        await sendEmail(mail, {
          to: user.email,
          subject: `Confirm your email address for ${SITE.name}`,
          template: verifyEmailTemplate({ url }),
        });
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Sign-in and the other anonymous endpoints are limited by the shared limiter in the auth route instead.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "saasmatch",
      useSecureCookies: env.NODE_ENV === "production",
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: "warn",
      log(level, message, ...args) {
        const fields = args.length ? { details: args } : {};
        if (level === "error") logger.error(fields, `auth: ${message}`);
        else if (level === "warn") logger.warn(fields, `auth: ${message}`);
        else logger.debug(fields, `auth: ${message}`);
      },
    },
    onAPIError: {
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500)
          logger.debug({ code: error.body?.code }, "auth: refused");
        else logger.error({ err: error }, "auth: unexpected error");
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Any JSON value can arrive as the body (`true`, a number): only an object has fields to check.
        const body = (
          ctx.body !== null && typeof ctx.body === "object" && !Array.isArray(ctx.body) ? ctx.body : {}
        ) as Record<string, unknown>;
        if (ctx.path === "/sign-in/email" && (!hasText(body.email) || !hasText(body.password))) {
          throw APIError.from("BAD_REQUEST", {
            code: "MISSING_CREDENTIALS",
            message: MISSING_CREDENTIALS_MESSAGE,
          });
        }
        // better-auth lets a null or empty name through to the database (NOT NULL: a 500); it is refused here.
        if (ctx.path === "/update-user" && "name" in body && !hasText(body.name)) {
          throw APIError.from("BAD_REQUEST", {
            code: "INVALID_NAME",
            message: "Your name cannot be empty.",
          });
        }
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const password = field ? body[field] : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw APIError.from("BAD_REQUEST", {
            code: "COMMON_PASSWORD",
            message: AUTH_MESSAGES.COMMON_PASSWORD!,
          });
        }
      }),
    },
    plugins: [twoFactor({ issuer: SITE.name })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** One instance per database and configuration (tests open several configurations on one database). */
const instances = new WeakMap<Database, Map<string, Promise<Auth>>>();

/**
 * The signing secret: AUTH_SECRET, or one random secret created on first use and kept in the database,
 * so every process sharing the database signs and verifies cookies alike.
 */
export async function getAuthSecret(db: Database, env: Pick<Env, "AUTH_SECRET">): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  await db
    .insert(appSecrets)
    .values({ name: "auth", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, "auth"));
  if (!row) throw new Error("auth secret missing after insert");
  return row.value;
}

/** The better-auth instance of this database (one per database, created on first use). */
export function getAuth(deps: AuthDeps): Promise<Auth> {
  const { env } = deps;
  const key = [
    env.NODE_ENV,
    env.PUBLIC_URL,
    env.DATA_DIR,
    env.SMTP_URL,
    env.AUTH_SECRET,
    env.AUTH_TEST_PASSWORD_HASH,
  ].join("|");
  let byConfig = instances.get(deps.db);
  if (!byConfig) {
    byConfig = new Map();
    instances.set(deps.db, byConfig);
  }
  let instance = byConfig.get(key);
  if (!instance) {
    instance = getAuthSecret(deps.db, env).then((secret) => createAuth(deps, secret));
    instance.catch(() => byConfig.delete(key));
    byConfig.set(key, instance);
  }
  return instance;
}
