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

export class AppError extends Error {
  override name = "AppError";
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
  return error instanceof AppError;
}
