import { useId, useState } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { consentText } from "~/domain/leads/connect";
import { FormField } from "./form-field";
import { useMarketplace } from "./marketplace-context";
import { MarketplaceDialog, MarketplaceForm } from "./marketplace-dialog";
import { VendorPicker } from "./vendor-picker";

/** Share your contact details with up to 3 vendors, with consent that names them. */
export function ConnectDialog() {
  return (
    <MarketplaceDialog kind="connect">
      <ConnectForm />
    </MarketplaceDialog>
  );
}

function ConnectForm() {
  const market = useMarketplace()!;
  const consentId = useId();
  const connected = new Set(
    market.data.connections.filter((c) => c.state !== "withdrawn").map((c) => c.vendorSlug),
  );
  const choices = market.vendors.filter(
    (v) => market.data.reachable.includes(v.slug) && !connected.has(v.slug),
  );
  const [selected, setSelected] = useState<string[]>(
    (market.dialog?.preselect ?? []).filter((s) => choices.some((v) => v.slug === s)),
  );
  const [consent, setConsent] = useState(false);
  const names = choices.filter((v) => selected.includes(v.slug)).map((v) => v.name);
  const left = market.data.connectsLeft;

  return (
    <MarketplaceForm
      intent="connect"
      title="Connect with vendors"
      description={`We first email you a link to confirm your address; only then does each vendor you choose get a lead code. They see your details only after unlocking them, and you can withdraw until then. You can connect with ${left} more ${left === 1 ? "vendor" : "vendors"} for this search.`}
      submitLabel="Share my details"
      pendingLabel="Connecting..."
      canSubmit={selected.length > 0}
    >
      {(failed) => (
        <>
          <VendorPicker
            legend="Connect with"
            vendors={choices}
            selected={selected}
            onChange={(next) => {
              setSelected(next);
              setConsent(false);
            }}
            max={market.data.connectsLeft}
            error={failed?.fields?.vendors}
          />
          <FormField label="Name" error={failed?.fields?.name}>
            {(props) => <Input {...props} name="name" autoComplete="name" maxLength={120} required />}
          </FormField>
          <FormField label="Work email" error={failed?.fields?.email}>
            {(props) => (
              <Input {...props} name="email" type="email" autoComplete="email" maxLength={254} required />
            )}
          </FormField>
          <FormField label="Company" error={failed?.fields?.company}>
            {(props) => (
              <Input {...props} name="company" autoComplete="organization" maxLength={160} required />
            )}
          </FormField>
          <FormField label="Phone (optional)" error={failed?.fields?.phone}>
            {(props) => <Input {...props} name="phone" type="tel" autoComplete="tel" maxLength={32} />}
          </FormField>
          <div className="grid gap-1.5">
            <div className="flex items-start gap-2">
              <Checkbox
                id={consentId}
                checked={consent}
                disabled={names.length === 0}
                onCheckedChange={(value) => setConsent(value)}
                aria-describedby={failed?.fields?.consent ? `${consentId}-error` : undefined}
                aria-invalid={failed?.fields?.consent ? true : undefined}
                className="mt-0.5"
              />
              <label htmlFor={consentId} className="text-sm text-slate-800">
                {names.length === 0
                  ? "Choose at least one vendor to see what you agree to."
                  : consentText(names)}
              </label>
            </div>
            {consent && <input type="hidden" name="consent" value="yes" />}
            {failed?.fields?.consent && (
              <p id={`${consentId}-error`} className="text-sm font-medium text-red-700">
                {failed.fields.consent}
              </p>
            )}
          </div>
        </>
      )}
    </MarketplaceForm>
  );
}
