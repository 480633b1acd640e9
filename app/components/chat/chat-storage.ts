// Storage can be unavailable (privacy modes, quotas): the chat then simply does not survive a reload.

const THREAD_KEY = "saasmatch.chat.threadId";
const OPEN_KEY = "saasmatch.chat.open";

export function readStoredThreadId(): string | null {
  try {
    return window.localStorage.getItem(THREAD_KEY);
  } catch {
    return null;
  }
}

export function writeStoredThreadId(threadId: string | null): void {
  try {
    if (threadId) window.localStorage.setItem(THREAD_KEY, threadId);
    else window.localStorage.removeItem(THREAD_KEY);
  } catch {
    // ignored on purpose: see above
  }
}

export function readStoredOpen(): boolean {
  try {
    return window.sessionStorage.getItem(OPEN_KEY) === "1";
  } catch {
    return false;
  }
}

export function writeStoredOpen(open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(OPEN_KEY, "1");
    else window.sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // ignored on purpose: see above
  }
}
