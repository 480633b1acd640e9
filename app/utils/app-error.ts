/** Every failure the app reports on purpose, mapped to one HTTP status in one place. */
export const APP_ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/**
 * Marks an AppError across copies of this module: the payment provider is made by the server's start-up code, which
 * is not bundled with the React Router build, so its errors reach the routes as instances of another AppError class.
 */
const APP_ERROR_BRAND = Symbol.for("saasmatch.AppError");

export class AppError extends Error {
  override name = "AppError";
  readonly [APP_ERROR_BRAND] = true;
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: { fields?: Record<string, string>; headers?: Record<string, string> },
  ) {
    super(message);
    this.status = APP_ERROR_STATUS[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error &&
      (error as Partial<Record<typeof APP_ERROR_BRAND, boolean>>)[APP_ERROR_BRAND] === true)
  );
}
