import { Link } from "react-router";
import { ContentSection, PageHeader } from "~/components/content/content-section";
import { PAGES } from "~/config/pages";
import {
  buyerInputs,
  fitLabelRules,
  formatWeight,
  NOT_INPUTS,
  problemFitBlend,
  RANKING_ENGINE_VERSION,
  rankingFactors,
  rankingFigures,
  vendorInputs,
} from "~/content/how-ranking-works";
import { DEFAULT_ENGINE_OPTIONS } from "~/domain/matching/options";
import { LLM_CANDIDATES, LLM_RELEVANCE_WEIGHT } from "~/services/ai/llm-rerank.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/how-ranking-works";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.howRankingWorks.seo, args);

export function loader() {
  return {
    semanticShare: formatWeight(DEFAULT_ENGINE_OPTIONS.semanticWeight),
    modelShare: formatWeight(LLM_RELEVANCE_WEIGHT),
    modelCandidates: LLM_CANDIDATES,
  };
}

const th = "py-3 pr-4 font-semibold text-slate-900";
const rowTh = "py-3 pr-4 font-medium text-slate-900";
const td = "py-3 pr-4 text-slate-700";

export default function HowRankingWorks({ loaderData }: Route.ComponentProps) {
  const factors = rankingFactors();
  const blend = problemFitBlend();
  return (
    <>
      <PageHeader
        title="How ranking works"
        intro="Every figure on this page is read from the matching engine's own settings when the page is built, so it always shows what the ranking really uses. Payment is not one of them."
      >
        <p className="mt-4 text-slate-700">
          Engine version: <code className="font-mono text-sm">{RANKING_ENGINE_VERSION}</code>. Every stored
          search records the version that ranked it.
        </p>
      </PageHeader>

      <ContentSection
        id="not-inputs-title"
        title="What is not an input"
        className="pt-0"
        intro="The engine receives your search and the vendors' profiles, listed below, and nothing else. It has no field for any of these:"
      >
        <ul className="mt-6 list-disc space-y-2 pl-5 text-slate-700">
          {NOT_INPUTS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">
          A test over our recorded rankings gives vendors every paid, unlocked, refunded, lead-count and
          review-count value there is and fails if any order or score changes; another gives every vendor the
          same reviews and different payments and fails if the order changes.
        </p>
      </ContentSection>

      <ContentSection
        id="factors-title"
        title="The five factors"
        muted
        intro="Each relevant vendor's score (0 to 100) is the weighted sum of five factors, each from 0 to 1."
      >
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Ranking factors and their weights</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className={th}>
                  Factor
                </th>
                <th scope="col" className={th}>
                  Weight
                </th>
                <th scope="col" className={th}>
                  What it measures
                </th>
              </tr>
            </thead>
            <tbody>
              {factors.map((factor) => (
                <tr key={factor.key} className="border-b border-border align-top">
                  <th scope="row" className={rowTh}>
                    {factor.name}
                  </th>
                  <td className="py-3 pr-4 font-semibold text-primary">{factor.share}</td>
                  <td className={td}>{factor.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 className="mt-10 text-xl font-semibold text-slate-900">Inside problem fit</h3>
        <p className="mt-2 text-slate-700">
          Problem fit blends four signals. When a need is clearly recognised in your words the first column
          applies, when none is the second, and in between the two are mixed by how sure the recognition is.
        </p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Signals of problem fit and their shares</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className={th}>
                  Signal
                </th>
                <th scope="col" className={th}>
                  Need recognised
                </th>
                <th scope="col" className={th}>
                  No need recognised
                </th>
              </tr>
            </thead>
            <tbody>
              {blend.map((row) => (
                <tr key={row.key} className="border-b border-border align-top">
                  <th scope="row" className={rowTh}>
                    {row.signal}
                  </th>
                  <td className={td}>{row.detected}</td>
                  <td className={td}>{row.textOnly}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ContentSection>

      <ContentSection
        id="figures-title"
        title="Penalties and thresholds"
        intro="A conflict or an unconfirmed requirement multiplies the score; it never hides the vendor, so you can see why it ranks lower."
      >
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {rankingFigures().map((figure) => (
            <div key={figure.name} className="rounded-xl border border-border bg-white p-4">
              <dt className="font-semibold text-slate-900">
                {figure.name}: <span className="text-primary">{figure.value}</span>
              </dt>
              <dd className="mt-1 text-slate-700">{figure.meaning}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>

      <ContentSection
        id="labels-title"
        title="How a fit label is earned"
        intro="The score sets the highest label a vendor can get; the evidence behind it can only lower it, and the card says why."
        muted
      >
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {fitLabelRules().map((rule) => (
            <div key={rule.name} className="rounded-xl border border-border bg-white p-4">
              <dt className="font-semibold text-slate-900">
                {rule.name}: <span className="text-primary">{rule.value}</span>
              </dt>
              <dd className="mt-1 text-slate-700">{rule.meaning}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>

      <ContentSection id="inputs-title" title="What is an input">
        <div className="mt-6 grid gap-10 md:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold text-slate-900">From your search</h3>
            <ul className="mt-4 space-y-3">
              {buyerInputs().map((input) => (
                <li key={input.key} className="text-slate-700">
                  <strong className="text-slate-900">{input.label}:</strong> {input.use}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-slate-900">From each vendor's profile</h3>
            <p className="mt-4 text-slate-700">
              These fields, as published in the catalog. Empty means unknown, and unknown is never a conflict.
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
              {vendorInputs().map((input) => (
                <li key={input.key}>{input.label}</li>
              ))}
            </ul>
          </div>
        </div>
        <h3 className="mt-10 text-xl font-semibold text-slate-900">Optional AI refinement</h3>
        <p className="mt-2 text-slate-700">
          When an operator configures an embedding model, the similarity of your words to each vendor's text
          is blended into problem fit ({loaderData.semanticShare} of it). When a language model is configured,
          its rating of how well each of the best {loaderData.modelCandidates} vendors answers your problem is
          blended in instead ({loaderData.modelShare} of problem fit). Both read only your search and the
          profile fields above; neither can see a payment.
        </p>
        <p className="mt-8 text-slate-700">
          Without an AI model, the same search on the same catalog and engine version always gives the same
          order.{" "}
          <Link to="/how-it-works" className="font-medium text-primary underline underline-offset-4">
            How SaaSMatch works
          </Link>{" "}
          explains the whole journey, from your question to connecting with a vendor.
        </p>
      </ContentSection>
    </>
  );
}
