import { readMatrixParams } from "~/domain/matrix/matrix-params";
import { matrixCsv } from "~/domain/matrix/requirements-matrix";
import { REQUEST_ID_PATTERN } from "~/services/get-buyer-request.server";
import { matrixWorkbook } from "~/services/matrix/matrix-workbook.server";
import { getRequirementsMatrix } from "~/services/matrix/requirements-matrix.server";
import { clientKey, enforceRateLimit } from "~/utils/api.server";
import { isAppError } from "~/utils/app-error";
import type { Route } from "./+types/results-matrix-download";

const FILE_NAME = "requirements-matrix";

/**
 * The matrix as a file: `?format=csv` (text/csv) or `?format=xlsx`. Generated on the server, so the spreadsheet
 * library is loaded only here, when a download is asked for, and never in the page's JavaScript.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const format = url.searchParams.get("format");
  if (format !== "csv" && format !== "xlsx") {
    return new Response("Choose format=csv or format=xlsx.", { status: 400, headers: plain });
  }
  try {
    await enforceRateLimit(context, {
      name: "matrix-download",
      key: clientKey(context),
      limit: 30,
      windowSeconds: 60,
    });
  } catch (error) {
    if (isAppError(error)) return new Response(error.message, { status: error.status, headers: plain });
    throw error;
  }
  const { requestId, chosen } = readMatrixParams(url.searchParams);
  const page = REQUEST_ID_PATTERN.test(requestId)
    ? await getRequirementsMatrix({ db: context.db, matching: context.matching, requestId, chosen })
    : null;
  if (!page) {
    return new Response("This search no longer exists. It may have been deleted.", {
      status: 404,
      headers: plain,
    });
  }
  const headers = {
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (format === "csv") {
    return new Response(matrixCsv(page.matrix), {
      headers: {
        ...headers,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${FILE_NAME}.csv"`,
      },
    });
  }
  const body = await matrixWorkbook(page.matrix);
  return new Response(new Uint8Array(body), {
    headers: {
      ...headers,
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${FILE_NAME}.xlsx"`,
    },
  });
}

const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
