import { type ReactNode, useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import type { MarketplaceActionData } from "~/routes/results-marketplace";
import { FormError } from "./form-field";
import { MARKETPLACE_ACTION, useMarketplace } from "./marketplace-context";

type DialogKind = "ask" | "connect";

/** The marketplace dialog of one kind: mounted (and its form state fresh) only while it is open. */
export function MarketplaceDialog({ kind, children }: { kind: DialogKind; children: ReactNode }) {
  const market = useMarketplace();
  const open = market?.dialog?.kind === kind;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && market?.close()}>
      {open && market && children}
    </Dialog>
  );
}

/** What a failed submit answered (`ok` false): its field messages, or a form-level message. */
export type MarketplaceFailure = MarketplaceActionData;

/**
 * One marketplace form in its dialog: posts `intent` with the search's id to the marketplace action, shows the
 * form-level error of a failed submit, and on success toasts the answer's message and closes the dialog.
 * `children` renders the fields, given the failed answer (if any) for their errors.
 */
export function MarketplaceForm({
  intent,
  title,
  description,
  submitLabel,
  pendingLabel,
  canSubmit,
  children,
}: {
  intent: DialogKind;
  title: string;
  description: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  canSubmit: boolean;
  children: (failed: MarketplaceFailure | undefined) => ReactNode;
}) {
  const market = useMarketplace()!;
  const fetcher = useFetcher<MarketplaceActionData>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const failed = result && !result.ok ? result : undefined;
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (result?.ok) {
      toast.success(result.message);
      market.close();
    }
  }, [result, market]);

  return (
    <DialogContent
      className="max-h-[90vh] overflow-y-auto"
      onCloseAutoFocus={(event) => {
        if (market.returnFocus()) event.preventDefault();
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" action={MARKETPLACE_ACTION} className="grid gap-4">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="requestId" value={market.requestId} />
        {children(failed)}
        <FormError message={failed && Object.keys(failed.fields).length === 0 ? failed.message : undefined} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={market.close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || !canSubmit}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
