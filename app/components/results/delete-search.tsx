import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Trash2 } from "~/components/ui/icons";

/** Lets the buyer delete their stored search now; a disclosure first, so one stray click deletes nothing. */
export function DeleteSearch({
  requestId,
  retentionDays,
  error,
}: {
  requestId: string;
  retentionDays: number;
  error?: string;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete-search";
  return (
    <section aria-labelledby="delete-search-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <details className="rounded-xl border border-border p-5" open={Boolean(error)}>
        <summary
          id="delete-search-heading"
          className="cursor-pointer font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Delete this search
        </summary>
        <p className="mt-3 text-slate-700">
          Your answers, these results, your questions to vendors and every connection with the contact details
          you shared are deleted from SaaSMatch right away, and this link stops working. Otherwise a search
          that never connected with a vendor is deleted automatically {retentionDays} days after it was made.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete-search" />
          <input type="hidden" name="requestId" value={requestId} />
          <Button type="submit" variant="destructive" disabled={deleting}>
            <Trash2 aria-hidden="true" />
            {deleting ? "Deleting…" : "Delete permanently"}
          </Button>
        </Form>
        {error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </details>
    </section>
  );
}
