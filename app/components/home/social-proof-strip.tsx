import { Star } from "~/components/ui/icons";
import type { SocialProof } from "~/domain/feedback/rating";

/** Real figures only: configured ones, real ratings and searches, or else what the catalog verifiably holds. */
export function SocialProofStrip({ proof }: { proof: SocialProof }) {
  const items: React.ReactNode[] = [];
  if (proof.rating) {
    items.push(
      <span className="inline-flex items-center gap-2">
        <span className="inline-flex" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-4 fill-amber-400 text-amber-500" />
          ))}
        </span>
        <strong className="text-slate-900">{proof.rating.value}</strong>
        <span>{proof.rating.label}</span>
      </span>,
    );
  }
  if (proof.users) items.push(<span>{proof.users}</span>);
  if (items.length < 2) {
    items.push(
      <span>
        <strong className="text-slate-900">{proof.catalog.vendors}</strong> vendors in{" "}
        <strong className="text-slate-900">{proof.catalog.categories}</strong> categories
      </span>,
    );
  }
  return (
    <section aria-label="SaaSMatch in numbers" className="border-y border-border bg-white px-4 py-4">
      <ul className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-x-8 gap-y-2 text-sm text-slate-700 sm:text-base">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list of at most three facts
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
