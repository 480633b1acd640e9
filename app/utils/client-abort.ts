/** True when the error only says the client went away (closed the connection mid-request). */
export function isClientAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === "ECONNRESET" ||
    code === "ERR_STREAM_PREMATURE_CLOSE" ||
    error.message === "aborted" ||
    error.name === "AbortError"
  );
}
