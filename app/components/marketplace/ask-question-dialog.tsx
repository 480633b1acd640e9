import { useState } from "react";
import { Textarea } from "~/components/ui/textarea";
import { MAX_QUESTION_LENGTH, MAX_QUESTION_VENDORS } from "~/domain/leads/questions";
import { FormField } from "./form-field";
import { useMarketplace } from "./marketplace-context";
import { MarketplaceDialog, MarketplaceForm } from "./marketplace-dialog";
import { VendorPicker } from "./vendor-picker";

/** Ask one or more vendors a question without revealing who you are. */
export function AskQuestionDialog() {
  return (
    <MarketplaceDialog kind="ask">
      <AskQuestionForm />
    </MarketplaceDialog>
  );
}

function AskQuestionForm() {
  const market = useMarketplace()!;
  const [selected, setSelected] = useState<string[]>(market.dialog?.preselect ?? []);
  const reachable = market.vendors.filter((v) => market.data.reachable.includes(v.slug));

  return (
    <MarketplaceForm
      intent="ask"
      title="Ask a question"
      description="Vendors see your question and your anonymous request (problem, industry, company size, budget, timeline, region, role and features), never who you are. Answers appear on this page."
      submitLabel="Send question"
      pendingLabel="Sending..."
      canSubmit={selected.length > 0}
    >
      {(failed) => (
        <>
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
        </>
      )}
    </MarketplaceForm>
  );
}
