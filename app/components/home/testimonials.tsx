import { Star } from "~/components/ui/icons";
import { TESTIMONIALS_SECTION } from "~/content/home";
import type { HomeTestimonials } from "~/services/get-home-page.server";
import { cn } from "~/utils/cn";
import { FlipCard } from "./flip-card";

const FACE = "flex h-full flex-col rounded-2xl border border-border bg-white p-6 shadow-sm";

/** Three cards on desktop, two below 768 px: the third is hidden by CSS, so the server renders it right. */
const cardVisibility = (index: number) => cn("flex", index === 2 && "hidden md:flex");

export function Testimonials({ data }: { data: HomeTestimonials }) {
  const quotes = data.kind === "quotes";
  return (
    <section aria-labelledby="testimonials-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {quotes ? TESTIMONIALS_SECTION.title : TESTIMONIALS_SECTION.examplesTitle}
        </h2>
        {!quotes && (
          <p className="mx-auto mt-4 max-w-2xl text-center text-slate-700">
            {TESTIMONIALS_SECTION.examplesIntro}
          </p>
        )}
        <ul
          className="mt-10 grid gap-6 md:grid-cols-3"
          aria-label={quotes ? "Testimonials" : "Worked examples"}
        >
          {data.kind === "quotes"
            ? data.quotes.map((quote, index) => (
                <li key={quote.id} className={cardVisibility(index)}>
                  <FlipCard
                    front={
                      <span className={FACE}>
                        <span className="inline-flex" role="img" aria-label={`${quote.stars} out of 5 stars`}>
                          {[1, 2, 3, 4, 5]
                            .filter((n) => n <= quote.stars)
                            .map((n) => (
                              <Star
                                key={n}
                                aria-hidden="true"
                                className="size-4 fill-amber-400 text-amber-500"
                              />
                            ))}
                        </span>
                        <span className="mt-3 flex-1 text-lg text-slate-800">“{quote.quote}”</span>
                        <Author name={quote.name} title={quote.title} initials={quote.initials} />
                        <span className="mt-3 text-sm font-medium text-primary">Read more</span>
                      </span>
                    }
                    back={
                      <span className={FACE}>
                        <span className="flex-1 text-slate-800">“{quote.extendedQuote}”</span>
                        <Author name={quote.name} title={quote.title} initials={quote.initials} />
                        <span className="mt-3 text-sm font-medium text-primary">Show less</span>
                      </span>
                    }
                  />
                </li>
              ))
            : data.examples.map((example, index) => (
                <li key={example.id} className={cardVisibility(index)}>
                  <FlipCard
                    front={
                      <span className={FACE}>
                        <span className="text-sm font-semibold text-primary">{example.buyer}</span>
                        <span className="mt-2 block text-lg font-semibold text-slate-900">
                          {example.headline}
                        </span>
                        <span className="mt-3 flex-1 text-slate-700 italic">“{example.problem.problem}”</span>
                        <span className="mt-4 text-sm font-medium text-primary">See the shortlist</span>
                      </span>
                    }
                    back={
                      <span className={FACE}>
                        <span className="text-sm font-semibold text-primary">
                          Shortlist computed just now
                        </span>
                        <span className="mt-3 flex-1 space-y-3">
                          {example.shortlist.map((match, rank) => (
                            <span key={match.slug} className="block">
                              <span className="block font-semibold text-slate-900">
                                {rank + 1}. {match.name} · {match.fitCategory}
                              </span>
                              <span className="block text-sm text-slate-700">{match.explanation}</span>
                            </span>
                          ))}
                        </span>
                        <span className="mt-4 text-sm font-medium text-primary">Back to the need</span>
                      </span>
                    }
                  />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}

function Author({ name, title, initials }: { name: string; title: string; initials: string }) {
  return (
    <span className="mt-5 flex items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-white"
      >
        {initials}
      </span>
      <span>
        <span className="block font-semibold text-slate-900">{name}</span>
        {title && <span className="block text-sm text-slate-600">{title}</span>}
      </span>
    </span>
  );
}
