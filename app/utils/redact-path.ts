/** What replaces a secret in a logged path. */
export const REDACTED = "[redacted]";

/** Path prefixes whose next segment is a secret (an emailed reset token). */
const SECRET_AFTER = ["/api/auth/reset-password/"];

/** Query parameters whose value is a secret or a capability (a link that works for whoever has it). */
const SECRET_PARAM = /token|code|secret|session|password|otp|key|sig|^r$/i;

/** A JSON Web Token: three base64url parts, the first a JSON header (`eyJ` is `{"`). */
const JWT = /^eyJ[\w-]*\.[\w-]+\.[\w-]*$/;

/**
 * Random credentials (session and reset tokens, API keys) are long runs of mixed-case letters and digits; slugs,
 * UUIDs and page names are lowercase, so they stay readable in the log.
 */
function looksSecret(value: string): boolean {
  if (JWT.test(value)) return true;
  return (
    value.length >= 20 &&
    /^[\w-]+$/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value)
  );
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A request path (with or without a query) as the log may keep it: tokens in the path and the values of secret-named
 * or secret-looking query parameters replaced by REDACTED. Logs are read by more people, and kept longer, than the
 * links they would make usable.
 */
export function redactPath(path: string): string {
  const queryAt = path.indexOf("?");
  const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
  const query = queryAt < 0 ? undefined : path.slice(queryAt + 1);
  let safe = pathname
    .split("/")
    .map((segment) => (looksSecret(decoded(segment)) ? REDACTED : segment))
    .join("/");
  for (const prefix of SECRET_AFTER) {
    if (safe.startsWith(prefix) && safe.length > prefix.length) {
      const rest = safe.slice(prefix.length);
      const slash = rest.indexOf("/");
      safe = `${prefix}${REDACTED}${slash < 0 ? "" : rest.slice(slash)}`;
    }
  }
  if (query === undefined) return safe;
  const params = query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return SECRET_PARAM.test(decoded(name)) || looksSecret(decoded(value)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${safe}?${params}`;
}
