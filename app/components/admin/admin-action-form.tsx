import { Form } from "react-router";
import { Button } from "~/components/ui/button";

export interface AdminAction {
  /** The `intent` the route's action dispatches on. */
  intent: string;
  label: string;
  /** The accessible name when the label alone is ambiguous in a list ("Publish Deskly"). */
  accessibleName?: string;
  variant?: "default" | "outline";
}

/**
 * One admin action form: a POST to /admin carrying the target's id in a hidden field and one submit button per
 * action, disabled while any admin action is being submitted. The route's action authorizes and audits.
 */
export function AdminActionForm({
  field,
  value,
  actions,
  busy,
}: {
  /** Name of the hidden field that identifies the target (userId, vendorId, ratingId). */
  field: string;
  value: string;
  actions: AdminAction[];
  busy: boolean;
}) {
  return (
    <Form method="post" className="flex gap-2">
      <input type="hidden" name={field} value={value} />
      {actions.map((action) => (
        <Button
          key={action.intent}
          type="submit"
          size="sm"
          variant={action.variant ?? "outline"}
          name="intent"
          value={action.intent}
          disabled={busy}
          aria-label={action.accessibleName}
        >
          {action.label}
        </Button>
      ))}
    </Form>
  );
}
