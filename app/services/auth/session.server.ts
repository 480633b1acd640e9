import { and, eq } from "drizzle-orm";
import { type AppLoadContext, redirect } from "react-router";
import { vendorMembers } from "~/db/schema";
import { getAuth } from "./auth.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface AuthSession {
  user: SessionUser;
  session: { id: string; expiresAt: Date };
}

type Ctx = Pick<AppLoadContext, "db" | "env" | "logger">;

/**
 * What a loader or action gets from React Router about its request: the request itself, and the URL of the page it is
 * for. With `future.v8_passThroughRequests` the request is the one the client sent: a client-side navigation asks for
 * `/vendor/leads.data?_routes=…`, and only `url` says `/vendor/leads`.
 */
export interface RouteRequest {
  request: Request;
  url: URL;
}

/** The signed-in user of this request, or null. Never throws for a missing or expired session. */
export async function getSession(request: Request, context: Ctx): Promise<AuthSession | null> {
  const auth = await getAuth(context);
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const { user, session } = result;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    },
    session: { id: session.id, expiresAt: session.expiresAt },
  };
}

function isApiRequest(url: URL): boolean {
  return url.pathname.startsWith("/api/");
}

function deny(url: URL, status: 401 | 403 | 404, message: string): never {
  if (isApiRequest(url)) {
    throw Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store" } });
  }
  throw new Response(message, { status, headers: { "Cache-Control": "no-store" } });
}

/** Sign-in, then back to the page asked for. */
export function signInPath(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return `/vendor/sign-in?redirectTo=${encodeURIComponent(back)}`;
}

/** The signed-in user; pages redirect to sign-in, /api/ requests answer 401. */
export async function requireUser({ request, url }: RouteRequest, context: Ctx): Promise<SessionUser> {
  const session = await getSession(request, context);
  if (!session) {
    if (isApiRequest(url)) deny(url, 401, "Please sign in.");
    throw redirect(signInPath(url));
  }
  return session.user;
}

/**
 * The signed-in user and the vendor they manage (an active membership). Without a vendor, pages redirect
 * to /vendor-register; a pending claim or an /api/ request answers 403.
 */
export async function requireVendorMembership(
  route: RouteRequest,
  context: Ctx,
): Promise<{ user: SessionUser; vendorId: string }> {
  const user = await requireUser(route, context);
  const [membership] = await context.db
    .select({ vendorId: vendorMembers.vendorId, status: vendorMembers.status })
    .from(vendorMembers)
    .where(eq(vendorMembers.userId, user.id));
  if (membership?.status === "active") return { user, vendorId: membership.vendorId };
  if (!membership && !isApiRequest(route.url)) throw redirect("/vendor-register");
  return deny(
    route.url,
    403,
    membership?.status === "pending"
      ? "Your claim of this vendor is waiting for an operator's approval."
      : "Your account does not manage a vendor.",
  );
}

/** Whether the user manages this vendor (active membership). */
export async function isVendorMember(context: Ctx, userId: string, vendorId: string): Promise<boolean> {
  const rows = await context.db
    .select({ userId: vendorMembers.userId })
    .from(vendorMembers)
    .where(
      and(
        eq(vendorMembers.userId, userId),
        eq(vendorMembers.vendorId, vendorId),
        eq(vendorMembers.status, "active"),
      ),
    );
  return rows.length > 0;
}

export function isAdminEmail(env: Ctx["env"], email: string): boolean {
  return env.ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

/** An operator: a signed-in user with a verified email listed in ADMIN_EMAILS; anyone else gets 403. */
export async function requireAdmin(route: RouteRequest, context: Ctx): Promise<SessionUser> {
  const user = await requireUser(route, context);
  if (!user.emailVerified || !isAdminEmail(context.env, user.email)) {
    deny(route.url, 403, "This page is for SaaSMatch operators only.");
  }
  return user;
}
