/** Where a search's requirements matrix lives: under /results, reached by the search's unguessable id. */
export const MATRIX_PATH = "/results/matrix";
export const MATRIX_DOWNLOAD_PATH = "/results/matrix/download";

/** The search's id and the vendors the buyer chose (`v`, repeated), as the page's and the downloads' URLs carry them. */
export function readMatrixParams(params: URLSearchParams): { requestId: string; chosen: string[] } {
  return { requestId: params.get("r")?.trim() ?? "", chosen: params.getAll("v").slice(0, 12) };
}

function query(requestId: string, chosen: readonly string[], extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ r: requestId });
  for (const slug of chosen) params.append("v", slug);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

/** The matrix of a search, for the shortlist `chosen` (the first ranked vendors when empty). */
export function matrixHref(requestId: string, chosen: readonly string[] = []): string {
  return `${MATRIX_PATH}?${query(requestId, chosen)}`;
}

/** The matrix as a file to download. */
export function matrixDownloadHref(
  requestId: string,
  chosen: readonly string[],
  format: "csv" | "xlsx",
): string {
  return `${MATRIX_DOWNLOAD_PATH}?${query(requestId, chosen, { format })}`;
}
