import { useId, useState } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { RadioGroup, RadioGroupChip } from "~/components/ui/radio-group";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { consentText } from "~/domain/leads/connect";
import {
  COMMON_TIME_ZONES,
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNELS,
  type ContactChannel,
  MAX_CONTACT_NOTE_LENGTH,
} from "~/domain/leads/contact-rules";
import { FormField } from "./form-field";
import { useMarketplace } from "./marketplace-context";
import { MarketplaceDialog, type MarketplaceFailure, MarketplaceForm } from "./marketplace-dialog";
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
          <ContactRulesFields failed={failed} />
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

/** The browser's time zone, offered first when it is not among the common ones. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** How and when vendors may contact the buyer, and a note: shown to vendors before they pay (the note after). */
function ContactRulesFields({ failed }: { failed: MarketplaceFailure | undefined }) {
  const legendId = useId();
  const noCallsId = useId();
  const [channel, setChannel] = useState<ContactChannel>("email");
  // The dialog renders only in the browser (it opens on a click), so the zone is read once, without a mismatch.
  const [zone] = useState(browserTimeZone);
  const zones = (COMMON_TIME_ZONES as readonly string[]).includes(zone)
    ? COMMON_TIME_ZONES
    : [zone, ...COMMON_TIME_ZONES];
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4">
      <legend id={legendId} className="px-1 text-sm font-semibold text-slate-900">
        How vendors may contact you
      </legend>
      <input type="hidden" name="channel" value={channel} />
      <RadioGroup
        aria-labelledby={legendId}
        value={channel}
        onValueChange={(value) => setChannel(value as ContactChannel)}
      >
        {CONTACT_CHANNELS.map((c) => (
          <RadioGroupChip key={c} value={c}>
            {CONTACT_CHANNEL_LABELS[c]}
          </RadioGroupChip>
        ))}
      </RadioGroup>
      {channel === "email_phone" && (
        <>
          <FormField label="Phone" error={failed?.fields?.phone}>
            {(props) => (
              <Input {...props} name="phone" type="tel" autoComplete="tel" maxLength={32} required />
            )}
          </FormField>
          <div className="flex items-start gap-2">
            <Checkbox id={noCallsId} name="noCalls" value="yes" className="mt-0.5" />
            <label htmlFor={noCallsId} className="text-sm text-slate-800">
              No calls: text messages only
            </label>
          </div>
        </>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Preferred hours from" error={failed?.fields?.hoursFrom}>
          {(props) => <Input {...props} name="hoursFrom" type="time" />}
        </FormField>
        <FormField label="Preferred hours until" error={failed?.fields?.hoursTo}>
          {(props) => <Input {...props} name="hoursTo" type="time" />}
        </FormField>
        <FormField label="Time zone" error={failed?.fields?.timeZone}>
          {(props) => (
            <Select {...props} name="timeZone" defaultValue={zone}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        label="Note for the vendors (optional)"
        hint={`Shown with your details once a vendor unlocks them. At most ${MAX_CONTACT_NOTE_LENGTH} characters.`}
        error={failed?.fields?.note}
      >
        {(props) => <Textarea {...props} name="note" rows={3} maxLength={MAX_CONTACT_NOTE_LENGTH} />}
      </FormField>
    </fieldset>
  );
}
