import { useEffect, useState } from "react";
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
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { MAX_QUESTION_LENGTH, MAX_QUESTION_VENDORS } from "~/domain/leads/questions";
import type { MarketplaceActionData } from "~/routes/results-marketplace";
import { FormError, FormField } from "./form-field";
import { MARKETPLACE_ACTION, useMarketplace } from "./marketplace-context";
import { VendorPicker } from "./vendor-picker";

/** Ask one or more vendors a question without revealing who you are. */
export function AskQuestionDialog() {
  const market = useMarketplace();
  const open = market?.dialog?.kind === "ask";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && market?.close()}>
      {open && market && <AskQuestionForm />}
    </Dialog>
  );
}

function AskQuestionForm() {
  const market = useMarketplace()!;
  const fetcher = useFetcher<MarketplaceActionData>();
  const [selected, setSelected] = useState<string[]>(market.dialog?.preselect ?? []);
  const reachable = market.vendors.filter((v) => market.data.reachable.includes(v.slug));
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const failed = result && !result.ok ? result : undefined;

  useEffect(() => {
    if (result?.ok) {
      toast.success(result.message);
      market.close();
    }
  }, [result, market]);

  return (
    <DialogContent className="max-h-[90vh] overflow-y-auto">
      <DialogHeader>
        <DialogTitle>Ask a question</DialogTitle>
        <DialogDescription>
          Vendors see your question and your anonymous request (problem, industry, company size, budget,
          timeline, region, role and features), never who you are. Answers appear on this page.
        </DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" action={MARKETPLACE_ACTION} className="grid gap-4">
        <input type="hidden" name="intent" value="ask" />
        <input type="hidden" name="requestId" value={market.requestId} />
        <VendorPicker
          legend="Ask these vendors"
          vendors={reachable}
          selected={selected}
          onChange={setSelected}
          max={MAX_QUESTION_VENDORS}
          error={failed?.fields?.vendors}
        />
        <FormField
          label="Your question"
          hint={`Up to ${MAX_QUESTION_LENGTH} characters. Don't include your name or contact details.`}
          error={failed?.fields?.question}
        >
          {(props) => (
            <Textarea {...props} name="question" rows={4} maxLength={MAX_QUESTION_LENGTH} required />
          )}
        </FormField>
        <FormError message={failed && !failed.fields ? failed.error : undefined} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={market.close}>
            Cancel
          </Button>
          <Button type="submit" disabled={fetcher.state !== "idle" || selected.length === 0}>
            {fetcher.state !== "idle" ? "Sending..." : "Send question"}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
