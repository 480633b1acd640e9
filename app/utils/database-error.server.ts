/** The fields of a PostgreSQL error (node-postgres and PGlite) worth keeping; never its parameters or detail. */
export interface DatabaseErrorInfo {
  code: string;
  message: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/**
 * SQLSTATEs that mean "this input is not storable" rather than "the server is broken":
 * 22P05 unsupported Unicode escape (jsonb), 22P02 invalid text representation, 22021 invalid byte sequence.
 */
export const DATA_ERROR_CODES = new Set(["22P05", "22P02", "22021"]);

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error behind `error` (Drizzle wraps it as `cause`), or undefined when there is none. */
export function findDatabaseError(error: unknown): DatabaseErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as Record<string, unknown>;
    if (typeof candidate.code === "string" && SQLSTATE.test(candidate.code) && "severity" in candidate) {
      const info: DatabaseErrorInfo = {
        code: candidate.code,
        message: withoutInputValue(String(candidate.message ?? "")),
      };
      for (const key of ["table", "column", "constraint"] as const) {
        if (typeof candidate[key] === "string") info[key] = candidate[key];
      }
      return info;
    }
    current = candidate.cause;
  }
  return undefined;
}

/** True for a database refusal of the input itself (see DATA_ERROR_CODES): a 400, not a 500. */
export function isDatabaseDataError(error: unknown): boolean {
  const found = findDatabaseError(error);
  return found !== undefined && DATA_ERROR_CODES.has(found.code);
}

/** `invalid input syntax for type uuid: "<what the client sent>"` keeps the reason and drops the value. */
function withoutInputValue(message: string): string {
  return message.replace(/^(invalid input (?:syntax|value) for [^:]+):.*$/s, "$1").slice(0, 300);
}
