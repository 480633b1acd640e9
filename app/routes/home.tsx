import { FinalCta } from "~/components/home/final-cta";
import { HomeHero } from "~/components/home/home-hero";
import { HowItWorksSteps } from "~/components/home/how-it-works-steps";
import { LogoBanner } from "~/components/home/logo-banner";
import { ProblemSection } from "~/components/home/problem-section";
import { SocialProofStrip } from "~/components/home/social-proof-strip";
import { SolutionCards } from "~/components/home/solution-cards";
import { Testimonials } from "~/components/home/testimonials";
import { PAGES } from "~/config/pages";
import { getHomePage } from "~/services/get-home-page.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return getHomePage(context);
}

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.home.seo, args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <SocialProofStrip proof={loaderData.socialProof} />
      <ProblemSection />
      <SolutionCards />
      <HowItWorksSteps />
      <Testimonials data={loaderData.testimonials} />
      <LogoBanner vendors={loaderData.bannerVendors} />
      <FinalCta />
    </>
  );
}
