import { useEffect, useRef, useState } from "react";
import { type AuthEvent, type AuthSnapshot, diffAuthSnapshots } from "~/domain/accounts/auth-events";

export type { AuthEvent } from "~/domain/accounts/auth-events";

type Listener = (event: AuthEvent, session: AuthSnapshot | null) => void;

const CHANNEL = "saasmatch-auth";
const STORAGE_KEY = "saasmatch.auth.snapshot";
/** How often an open page checks (and so refreshes) its session. */
export const AUTH_CHECK_INTERVAL_MS = 60_000;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;
let current: AuthSnapshot | null = null;

function deliver(event: AuthEvent, session: AuthSnapshot | null) {
  for (const listener of listeners) listener(event, session);
}

function openChannel() {
  if (channel || typeof BroadcastChannel === "undefined") return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<{ event: AuthEvent; session: AuthSnapshot | null }>) =>
    deliver(message.data.event, message.data.session);
}

/** Tells this tab's and the other tabs' listeners about an event (e.g. MFA_VERIFIED after a 2FA step). */
export function emitAuthEvent(event: AuthEvent, session: AuthSnapshot | null = current) {
  openChannel();
  deliver(event, session);
  channel?.postMessage({ event, session });
}

function readStored(): AuthSnapshot | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as AuthSnapshot) : null;
  } catch {
    return null;
  }
}

/**
 * Asks the server for the session. The server extends a session that is used after its update age and
 * re-sets the cookie: this check is what keeps an open page signed in.
 */
async function fetchSnapshot(): Promise<AuthSnapshot | null | undefined> {
  try {
    const response = await fetch("/api/auth/get-session", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) return undefined;
    const body = (await response.json()) as {
      session: { id: string; expiresAt: string };
      user: { id: string; updatedAt: string };
    } | null;
    if (!body) return null;
    return {
      userId: body.user.id,
      sessionId: body.session.id,
      expiresAt: body.session.expiresAt,
      userUpdatedAt: body.user.updatedAt,
    };
  } catch {
    return undefined;
  }
}

async function check() {
  const next = await fetchSnapshot();
  if (next === undefined) return;
  const previous = readStored();
  current = next;
  try {
    if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): events are still derived within this page view
  }
  for (const event of diffAuthSnapshots(previous, next)) emitAuthEvent(event, next);
}

/**
 * The one way the UI learns about auth events: SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, PASSWORD_RECOVERY,
 * USER_UPDATED and MFA_VERIFIED, from this tab and the others. Checks the session on mount, on focus and
 * every minute (which refreshes it). Returns the current session snapshot (null when signed out).
 */
export function useAuthEvents(onEvent?: Listener): AuthSnapshot | null {
  const [session, setSession] = useState<AuthSnapshot | null>(current);
  const callback = useRef(onEvent);
  callback.current = onEvent;

  useEffect(() => {
    openChannel();
    const listener: Listener = (event, next) => {
      if (event !== "PASSWORD_RECOVERY" && event !== "MFA_VERIFIED") setSession(next);
      callback.current?.(event, next);
    };
    listeners.add(listener);
    void check();
    const onFocus = () => {
      if (document.visibilityState === "visible") void check();
    };
    const timer = window.setInterval(onFocus, AUTH_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", onFocus);
    window.addEventListener("focus", onFocus);
    return () => {
      listeners.delete(listener);
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onFocus);
      window.removeEventListener("focus", onFocus);
    };
  }, []);

  return session;
}
