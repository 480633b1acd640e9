import { data } from "react-router";
import { z } from "zod";
import { RequirementsMatrixPage } from "~/components/matrix/requirements-matrix-page";
import { RequestNotFound } from "~/components/results/request-not-found";
import { QuestionListSchema } from "~/domain/leads/question-list";
import { readMatrixParams } from "~/domain/matrix/matrix-params";
import { CustomRowLabelSchema, RowKeySchema, WeightSchema } from "~/domain/matrix/requirements-matrix";
import { joinNames } from "~/domain/results/format";
import { REQUEST_ID_PATTERN } from "~/services/get-buyer-request.server";
import { sendQuestionList } from "~/services/leads/question-lists.server";
import {
  addMatrixRow,
  getRequirementsMatrix,
  removeMatrixRow,
  setMatrixRowWeight,
} from "~/services/matrix/requirements-matrix.server";
import { clientKey, enforceRateLimit } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import {
  type FormReply,
  type FormValues,
  listValue,
  parseIntent,
  replyingToAppErrors,
  success,
  textValue,
} from "~/utils/form-action";
import { tryReadFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/results-matrix";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    {
      title: "Requirements Matrix — SaaSMatch",
      description:
        "Your requirements against your shortlisted vendors, with the facts, their sources and the vendors' answers.",
      noIndex: true,
    },
    args,
  );

/** Reached only through the search's unguessable id: never stored by shared caches. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { requestId, chosen } = readMatrixParams(url.searchParams);
  const page = REQUEST_ID_PATTERN.test(requestId)
    ? await getRequirementsMatrix({ db: context.db, matching: context.matching, requestId, chosen })
    : null;
  if (!page) return data({ found: false as const, missing: !requestId }, { status: 404 });
  return { found: true as const, page, chosen };
}

const INTENT_SCHEMAS = {
  "add-row": z.preprocess(
    (v: FormValues) => ({ label: textValue(v.label), weight: textValue(v.weight) }),
    z.object({ label: CustomRowLabelSchema, weight: WeightSchema }),
  ),
  "set-weight": z.preprocess(
    (v: FormValues) => ({ key: textValue(v.key), weight: textValue(v.weight) }),
    z.object({ key: RowKeySchema, weight: WeightSchema }),
  ),
  "remove-row": z.preprocess((v: FormValues) => ({ key: textValue(v.key) }), z.object({ key: RowKeySchema })),
  "send-questions": z.preprocess(
    (v: FormValues) => ({
      questions: textValue(v.questions),
      vendors: listValue(v.vendor),
      notifyEmail: textValue(v.notifyEmail),
    }),
    QuestionListSchema,
  ),
};
export type MatrixIntent = keyof typeof INTENT_SCHEMAS;
export type MatrixActionData = FormReply<MatrixIntent>;

/**
 * The buyer's changes to their matrix (their own rows, weights) and their question list to the shortlist. The
 * search's id in the URL is the only credential; every change is checked against that search.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  return replyingToAppErrors<MatrixIntent>(null, {}, async () => {
    const { requestId } = readMatrixParams(url.searchParams);
    if (!REQUEST_ID_PATTERN.test(requestId))
      throw new AppError("not_found", "This search no longer exists. It may have been deleted.");
    const read = await tryReadFormData(request);
    if (!read.ok) throw new AppError(read.status === 413 ? "payload_too_large" : "bad_request", read.error);
    const parsed = parseIntent(read.form, INTENT_SCHEMAS);
    if (!parsed.ok) return data(parsed.reply, parsed.status);
    return replyingToAppErrors(parsed.intent, parsed.values, async () => {
      const { db, matching } = context;
      // Sending questions counts against the same limit as the results page's questions.
      await enforceRateLimit(context, {
        name: parsed.intent === "send-questions" ? "buyer-marketplace" : "requirements-matrix",
        key: clientKey(context),
        limit: parsed.intent === "send-questions" ? 30 : 60,
        windowSeconds: parsed.intent === "send-questions" ? 600 : 60,
      });
      switch (parsed.intent) {
        case "add-row": {
          await addMatrixRow({ db, matching, requestId, ...parsed.value });
          return success(parsed.intent, `Added “${parsed.value.label}” to your matrix.`);
        }
        case "set-weight": {
          await setMatrixRowWeight({ db, matching, requestId, ...parsed.value });
          return success(parsed.intent, "Weight saved.");
        }
        case "remove-row": {
          await removeMatrixRow({ db, requestId, key: parsed.value.key });
          return success(parsed.intent, "Requirement removed.");
        }
        case "send-questions": {
          const sent = await sendQuestionList({ db, requestId, list: parsed.value });
          const names = joinNames(sent.recipients.map((r) => r.name));
          const told = parsed.value.notifyEmail
            ? ` We will email ${parsed.value.notifyEmail} when all have answered, or in 7 days.`
            : "";
          return success(
            parsed.intent,
            `Sent ${sent.questions} question${sent.questions === 1 ? "" : "s"} to ${names}. Their answers appear in the matrix.${told}`,
          );
        }
      }
    });
  });
}

export default function ResultsMatrix({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <RequestNotFound missing={loaderData.missing} deleted={false} />;
  return (
    <RequirementsMatrixPage
      page={loaderData.page}
      chosen={loaderData.chosen}
      reply={actionData as MatrixActionData | undefined}
    />
  );
}
