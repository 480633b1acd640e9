import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, FormField } from "./form-field";

/**
 * The form of a page that emails an account link (password reset, a new confirmation link): one email field that
 * keeps what was typed after a refused submit, the refusal above it, and the submit button. `before` and `after`
 * are the page's own words around them.
 */
export function EmailLinkForm({
  failed,
  submitLabel,
  before,
  after,
}: {
  /** The action's reply: a refused one shows its message and keeps the typed address. */
  failed: { ok: boolean; message: string; values: Record<string, string | string[]> } | undefined;
  submitLabel: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-4" noValidate>
      {before}
      <FormAlert message={failed && !failed.ok ? failed.message : undefined} />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={failed && !failed.ok ? String(failed.values.email ?? "") : undefined}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Sending…" : submitLabel}
      </Button>
      {after}
    </Form>
  );
}
