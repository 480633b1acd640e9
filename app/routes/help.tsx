import { Link } from "react-router";
import { ContentSection, PageHeader } from "~/components/content/content-section";
import { ArrowRight } from "~/components/ui/icons";
import { PAGES } from "~/config/pages";
import { faqPageJsonLd } from "~/domain/chat/help/help-text";
import { getHelpCenter } from "~/services/chat/help-center.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/help";

export function loader({ context }: Route.LoaderArgs) {
  return { sections: getHelpCenter(context.env) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    { ...PAGES.help.seo, jsonLd: args.loaderData ? faqPageJsonLd(args.loaderData.sections) : undefined },
    args,
  );

export default function Help({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  return (
    <>
      <PageHeader
        title="Help center"
        intro="Answers to the questions buyers, vendors and visitors ask us: what SaaSMatch costs, what stays anonymous, how ranking works, how vendors get listed and unlock leads, payments, your data and accounts. The support chat answers from these same pages."
      >
        <nav aria-labelledby="help-topics" className="mt-8">
          <h2 id="help-topics" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            Topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-border bg-white px-4 text-sm font-medium text-slate-800 hover:border-primary hover:text-primary"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {sections.map((section, index) => (
        <ContentSection
          key={section.id}
          id={section.id}
          title={section.title}
          muted={index % 2 === 0}
          width="3xl"
        >
          <div className="mt-6 space-y-8">
            {section.entries.map((entry) => (
              <article key={entry.id} aria-labelledby={entry.id} className="scroll-mt-24">
                <h3 id={entry.id} className="scroll-mt-24 text-lg font-semibold text-slate-900">
                  {entry.question}
                </h3>
                {entry.answer.map((paragraph) => (
                  <p key={paragraph} className="mt-2 text-slate-700">
                    {paragraph}
                  </p>
                ))}
                <p className="mt-3">
                  <Link
                    to={entry.link.href}
                    className="inline-flex min-h-6 items-center gap-1 font-medium text-primary underline underline-offset-4"
                  >
                    {entry.link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </p>
              </article>
            ))}
          </div>
        </ContentSection>
      ))}
      <ContentSection id="help-more" title="Still have a question?" width="3xl">
        <p className="mt-3 text-slate-700">
          Ask Mia, the chat assistant at the bottom right of every page, or{" "}
          <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
            write to the team
          </Link>
          : a person reads every message.
        </p>
      </ContentSection>
    </>
  );
}
