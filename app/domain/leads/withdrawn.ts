import { formatDateTime } from "./format";

/** What became of a vendor's payment for a lead its buyer withdrew. */
export type WithdrawnPayment = "none" | "checkout_open" | "refund_due" | "refunded";

/** The payment row's status as the withdrawn lead's vendor is told it; no payment row is "none". */
export function withdrawnPayment(
  status: "pending" | "paid" | "refund_due" | "refunded" | null,
): WithdrawnPayment {
  if (status === "pending") return "checkout_open";
  if (status === "refund_due" || status === "refunded") return status;
  // A paid payment of a lead withdrawn after unlocking is made refund_due in the same transaction: "paid" does not occur.
  return "none";
}

/** One sentence on the money, for the vendor whose lead was withdrawn. */
export const WITHDRAWN_PAYMENT_TEXT: Readonly<Record<WithdrawnPayment, string>> = {
  none: "Nothing was charged.",
  checkout_open: "Your checkout was not completed, so nothing was charged; it can no longer be paid.",
  refund_due: "Your payment is being refunded in full.",
  refunded: "Your payment was refunded in full.",
};

/** Short refund state for a row of the vendor's leads page. */
export const WITHDRAWN_PAYMENT_LABEL: Readonly<Record<WithdrawnPayment, string>> = {
  none: "Not charged",
  checkout_open: "Not charged",
  refund_due: "Refund in progress",
  refunded: "Refunded",
};

/** The claim page's answer to the code of the vendor's own lead that its buyer withdrew. */
export function withdrawnLeadMessage(lead: {
  code: string;
  withdrawnAt: string | null;
  payment: WithdrawnPayment;
}) {
  const when = lead.withdrawnAt ? ` on ${formatDateTime(lead.withdrawnAt)}` : "";
  return `The buyer withdrew lead ${lead.code}${when}, so it can no longer be unlocked. ${WITHDRAWN_PAYMENT_TEXT[lead.payment]}`;
}
