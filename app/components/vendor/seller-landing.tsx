import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatEur } from "~/domain/results/format";

const BENEFITS = [
  {
    title: "Anonymous, pre-qualified buyers",
    text: "Buyers describe the problem they need solved and then tell us seven things about it: industry, company size, the features they need, deployment, budget, timeline and region. You see that request, not a name harvested from a download form.",
  },
  {
    title: "Pay once per lead you unlock",
    text: "No subscription, no listing fee, no bidding. Listing your software is free. You pay only when you decide a buyer who chose to connect with you is worth it.",
  },
  {
    title: "A ranking no payment can buy",
    text: "Matches are ranked by problem fit, feature alignment, industry relevance, qualification questions and credibility, from your public profile and the buyer's answers. Nothing you pay for is ever read by the ranking.",
  },
] as const;

const STEPS = [
  "A buyer describes a problem. If your profile fits, your software appears in their ranked, explained shortlist.",
  "The buyer chooses to connect with you. Only then is a lead created for your company, with its own lead code; the buyer stays anonymous and can withdraw until you unlock, or within 48 hours after you paid (you are then refunded in full).",
  "You enter the lead code at Claim a Lead and read the anonymized request: the problem, industry, company size, features, budget and timeline.",
  "If it fits, you pay once to unlock the buyer's contact details and follow up directly. Each request can be unlocked by at most three vendors.",
] as const;

/** When a vendor gets a paid lead's money back: in full, automatically, and told by email. */
const REFUND_RULES = [
  "The buyer withdraws before you unlock (a checkout you complete anyway is refunded), or within 48 hours after you paid.",
  "The buyer deletes the request, or the most vendors allowed unlocked it first, while you were at the checkout.",
  "An email we send to the buyer's address is refused permanently by their mail server (it bounces).",
  "Within 10 days after paying, you report the contact details invalid from your leads page, and the buyer's address bounces or the buyer confirms your report through the link we email them (they have 7 days to answer). One report per lead.",
  "An email we send to the buyer's address bounces permanently (the mail server refuses it): every unlock of that buyer's leads is refunded.",
] as const;

/** The vendor pitch shared by /vendor and /for-sellers; the price comes from configuration. */
export function SellerLanding({
  heading,
  intro,
  leadPriceEur,
}: {
  heading: string;
  intro: string;
  leadPriceEur: number;
}) {
  const price = formatEur(leadPriceEur);
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <section className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">For software vendors</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{intro}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/vendor-register">Register your software</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/vendor/sign-in">Sign in</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="benefits" className="mt-16">
        <h2 id="benefits" className="text-2xl font-bold text-slate-900">
          What you get
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {BENEFITS.map((b) => (
            <li key={b.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{b.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="price"
        className="mt-16 rounded-xl border border-border bg-slate-50 p-8 text-center"
      >
        <h2 id="price" className="text-2xl font-bold text-slate-900">
          {price} per unlocked lead
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">
          One payment unlocks one buyer's contact details. There is nothing else to pay: no subscription, no
          minimum, and leads you don't unlock cost nothing.
        </p>
      </section>

      <section aria-labelledby="how-leads-work" className="mt-16">
        <h2 id="how-leads-work" className="text-2xl font-bold text-slate-900">
          How leads and lead codes work
        </h2>
        <ol className="mt-6 space-y-4">
          {STEPS.map((step, i) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {i + 1}
              </span>
              <p className="pt-1 text-slate-800">{step}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="refunds" className="mt-16">
        <h2 id="refunds" className="text-2xl font-bold text-slate-900">
          Leads that are real, or refunded
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Every buyer confirmed their email address before you hear of them. Your payment is refunded in full,
          automatically, and we email you when:
        </p>
        <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6 text-slate-800">
          {REFUND_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="mt-3 max-w-3xl text-slate-700">
          Your leads page shows the refund status of every payment. The full rules are in our{" "}
          <Link to="/terms-of-service" className="font-medium text-primary underline underline-offset-4">
            terms of service
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="profile" className="mt-16">
        <h2 id="profile" className="text-2xl font-bold text-slate-900">
          A profile that does the matching
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Register once: company and product, what your software does, who it is for, deployment, regions,
          pricing, integrations and certifications. We can read your own website and propose facts for your
          profile, each with the page and sentence it came from; nothing is added until you accept it. If your
          software is already in our catalog, claim its profile instead of creating a new one.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/vendor-register">Register your software</Link>
        </Button>
      </section>
    </div>
  );
}
