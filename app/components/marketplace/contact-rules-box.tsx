import { Clock, MessageSquareText } from "~/components/ui/icons";
import { type ContactRules, describeContactRules } from "~/domain/leads/contact-rules";

/** The buyer's rules for being contacted, as the vendor reads them before paying and beside the details after. */
export function ContactRulesBox({
  rules,
  note,
}: {
  rules: ContactRules | null;
  /** The note itself (after unlocking), or whether there is one (before). */
  note: string | boolean;
}) {
  const described = rules ? describeContactRules(rules) : null;
  return (
    <section
      aria-labelledby="contact-rules-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="contact-rules-heading" className="text-sm font-semibold text-slate-900">
        How the buyer wants to be contacted
      </h3>
      {described ? (
        <ul className="mt-2 grid gap-1 text-sm text-slate-900">
          <li className="flex gap-2">
            <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
            {described.how}
          </li>
          <li className="flex gap-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
            {described.when}
          </li>
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-800">
          This buyer connected before buyers could set contact rules: use the channels they gave.
        </p>
      )}
      {typeof note === "string"
        ? note && (
            <div className="mt-3">
              <h4 className="text-sm font-semibold text-slate-900">Their note</h4>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-900">{note}</p>
            </div>
          )
        : note && (
            <p className="mt-3 text-sm text-slate-800">
              The buyer left you a note; it is shown with their details once you unlock them.
            </p>
          )}
      <p className="mt-3 text-xs text-slate-700">
        Vendors agree to follow these rules. Contact outside them is a breach of the terms.
      </p>
    </section>
  );
}
