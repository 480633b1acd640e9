import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import {
  APIError,
  createAuthMiddleware,
  createEmailVerificationToken,
  getSessionFromCtx,
  isAPIError,
} from "better-auth/api";
import { makeSignature, verifyJWT } from "better-auth/crypto";
import { twoFactor } from "better-auth/plugins";
import { and, eq, lt, sql } from "drizzle-orm";
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
import { verifyVendorsOfUser } from "~/services/vendors/vendor-claims.server";
import type { Env } from "~/utils/env.server";
import { revokeUnprovenCredentials } from "./account-credentials.server";
import { accountExistsEmailJob, resetPasswordEmailJob, verificationEmailJob } from "./auth-emails.server";
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
  "/set-password": "newPassword",
};

/** Where the emailed confirmation link lands (signed in by then, to choose a password). */
export const VERIFIED_CALLBACK = "/vendor/verify-email";
/** Where a confirmation link of an address confirmed before leads: sign-in, saying the address is confirmed. */
export const ALREADY_CONFIRMED_PATH = "/vendor/sign-in?verified=1";
const VERIFICATION_EXPIRES_IN_SECONDS = 24 * 60 * 60;

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

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A confirmation link of an address that is confirmed already (used before, perhaps in another browser) leads to
 * sign-in with "confirmed — sign in" instead of better-auth's silent redirect to the page that offers a new link.
 * The browser that is signed in to that account is left to better-auth (it lands on the confirmation page).
 */
async function leadConfirmedAddressToSignIn(ctx: HookContext, secret: string, db: Database): Promise<void> {
  const token = typeof ctx.query?.token === "string" ? ctx.query.token : "";
  const payload = token ? await verifyJWT<{ email?: unknown; updateTo?: unknown }>(token, secret) : null;
  if (!payload || typeof payload.email !== "string" || payload.updateTo !== undefined) return;
  const [user] = await db
    .select({ id: authUsers.id, emailVerified: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.email, payload.email.toLowerCase()));
  if (!user?.emailVerified) return;
  const session = await getSessionFromCtx(ctx);
  if (session?.user.id === user.id) return;
  throw ctx.redirect(ALREADY_CONFIRMED_PATH);
}

/** Our own auth error code: a TOTP code that already passed a check within its validity. */
export const TOTP_CODE_REUSED = "TOTP_CODE_REUSED";
/** The cookie better-auth's two-factor plugin keeps between the password and the code of a sign-in. */
const TWO_FACTOR_COOKIE = "two_factor";
/**
 * How long a TOTP code that signed in stays refused: better-auth accepts a code in its own 30-second step and the
 * steps either side, so one code works for up to 90 seconds; kept a little longer for clock skew.
 */
const TOTP_REUSE_SECONDS = 120;

/**
 * The account a two-factor check is for, from the request alone (for the rate limit before better-auth runs): the
 * signed-in user, or the sign-in waiting for its code, named by better-auth's signed two-factor cookie.
 */
export async function findTwoFactorAccount(auth: Auth, headers: Headers): Promise<string | undefined> {
  const session = await auth.api.getSession({ headers });
  if (session) return session.user.id;
  const ctx = await auth.$context;
  const name = ctx.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const pair = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!pair) return undefined;
  let value = pair.slice(name.length + 1);
  try {
    value = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const identifier = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(await makeSignature(identifier, ctx.secret));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  return (await ctx.internalAdapter.findVerificationValue(identifier))?.value;
}

/** The user a two-factor check is for, in a better-auth hook: the signed-in user, or the sign-in waiting for its code. */
async function twoFactorUserOf(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
}

/** The verification row that marks a TOTP code as spent for a user (its id is unique, so two claims cannot both win). */
function spentCodeId(userId: string, code: string): string {
  return `totp-spent:${createHash("sha256").update(`${userId}:${code}`).digest("hex")}`;
}

/**
 * Claims a TOTP code for this check, or refuses it when a check in the last TOTP_REUSE_SECONDS claimed it: a code
 * read over a shoulder or from a phishing page cannot be used a second time. A code that turns out wrong is
 * released again after the check (`releaseTotpCode`).
 */
async function claimTotpCode(ctx: HookContext, db: Database, body: Record<string, unknown>): Promise<void> {
  if (typeof body.code !== "string" || body.code === "") return;
  const userId = await twoFactorUserOf(ctx);
  if (!userId) return; // better-auth refuses the check itself
  const id = spentCodeId(userId, body.code);
  await db
    .delete(authVerifications)
    .where(
      and(
        eq(authVerifications.value, userId),
        lt(authVerifications.expiresAt, sql`now()`),
        sql`${authVerifications.identifier} like 'totp-spent:%'`,
      ),
    );
  const claimed = await db
    .insert(authVerifications)
    .values({
      id,
      identifier: id,
      value: userId,
      expiresAt: sql`now() + make_interval(secs => ${TOTP_REUSE_SECONDS})`,
    })
    .onConflictDoUpdate({
      target: authVerifications.id,
      set: { expiresAt: sql`now() + make_interval(secs => ${TOTP_REUSE_SECONDS})`, updatedAt: sql`now()` },
      setWhere: lt(authVerifications.expiresAt, sql`now()`),
    })
    .returning({ id: authVerifications.id });
  if (claimed.length === 0) {
    throw APIError.from("UNAUTHORIZED", {
      code: TOTP_CODE_REUSED,
      message: AUTH_MESSAGES[TOTP_CODE_REUSED]!,
    });
  }
}

/** After a check that refused the code (a wrong code, not a reused one): the code was not spent. */
async function releaseTotpCode(ctx: HookContext, db: Database): Promise<void> {
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || (returned.body as { code?: string } | undefined)?.code === TOTP_CODE_REUSED)
    return;
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  const userId = typeof code === "string" && code !== "" ? await twoFactorUserOf(ctx) : undefined;
  if (userId)
    await db.delete(authVerifications).where(eq(authVerifications.id, spentCodeId(userId, code as string)));
}

function createAuth({ db, env, logger }: AuthDeps, secret: string) {
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
      // A sign-up with an address that has an account answers like a new one; the owner is told by email. An account
      // nobody confirmed yet gets a new confirmation link instead: its owner may be the one signing up now, after
      // someone else signed up with the address (the click then takes the account over from them).
      async onExistingUserSignUp({ user }) {
        if (!user.emailVerified) {
          const token = await createEmailVerificationToken(
            secret,
            user.email,
            undefined,
            VERIFICATION_EXPIRES_IN_SECONDS,
            { userId: user.id },
          );
          const url = new URL(`${env.PUBLIC_URL.replace(/\/$/, "")}${AUTH_BASE_PATH}/verify-email`);
          url.searchParams.set("token", token);
          url.searchParams.set("callbackURL", VERIFIED_CALLBACK);
          await verificationEmailJob.enqueue(db, { to: user.email, url: url.href });
          return;
        }
        await accountExistsEmailJob.enqueue(db, { to: user.email });
      },
      // Mails are jobs enqueued right after better-auth's committed write (see auth-emails.server.ts).
      async sendResetPassword({ user, url }) {
        await resetPasswordEmailJob.enqueue(db, { to: user.email, url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_EXPIRES_IN_SECONDS,
      // Called once, at the click that first confirms the address (better-auth signs the clicker in right after).
      async afterEmailVerification(user) {
        await revokeUnprovenCredentials(db, user.id);
        await verifyVendorsOfUser(db, user);
      },
      // Every confirmation link lands on the confirmation page, which asks the owner for a password (better-auth
      // would send a link from a sign-in attempt to "/", where nobody asks).
      async sendVerificationEmail({ user, url }) {
        const link = new URL(url);
        link.searchParams.set("callbackURL", VERIFIED_CALLBACK);
        await verificationEmailJob.enqueue(db, { to: user.email, url: link.href });
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
        if (ctx.path === "/verify-email") await leadConfirmedAddressToSignIn(ctx, secret, db);
        if (ctx.path === "/two-factor/verify-totp") await claimTotpCode(ctx, db, body);
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const password = field ? body[field] : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw APIError.from("BAD_REQUEST", {
            code: "COMMON_PASSWORD",
            message: AUTH_MESSAGES.COMMON_PASSWORD!,
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/two-factor/verify-totp") await releaseTotpCode(ctx, db);
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
