import { FinalCta } from "~/components/home/final-cta";
import { HomeHero } from "~/components/home/home-hero";
import { HowItWorksSteps } from "~/components/home/how-it-works-steps";
import { LogoBanner } from "~/components/home/logo-banner";
import { ProblemSection } from "~/components/home/problem-section";
import { SocialProofStrip } from "~/components/home/social-proof-strip";
import { SolutionCards } from "~/components/home/solution-cards";
import { Testimonials } from "~/components/home/testimonials";
import { BelowTheFold } from "~/components/layout/below-the-fold";
import { PAGES } from "~/config/pages";
import { HERO_MOBILE_IMAGE } from "~/content/home";
import { getHomePage } from "~/services/get-home-page.server";
import { imageSrcSet, imageUrl } from "~/utils/image-url";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return getHomePage(context);
}

/** Phones fetch the hero's small image with the page instead of after layout (one small image, preloaded, is the largest paint). */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    href: imageUrl(HERO_MOBILE_IMAGE.src, { w: HERO_MOBILE_IMAGE.width }),
    imageSrcSet: imageSrcSet(HERO_MOBILE_IMAGE.src, HERO_MOBILE_IMAGE.widths),
    imageSizes: HERO_MOBILE_IMAGE.sizes,
    media: HERO_MOBILE_IMAGE.media,
  },
];

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.home.seo, args);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <SocialProofStrip proof={loaderData.socialProof} />
      <BelowTheFold>
        <ProblemSection />
      </BelowTheFold>
      <BelowTheFold>
        <SolutionCards />
      </BelowTheFold>
      <BelowTheFold>
        <HowItWorksSteps />
      </BelowTheFold>
      <BelowTheFold>
        <Testimonials data={loaderData.testimonials} />
      </BelowTheFold>
      <BelowTheFold>
        <LogoBanner vendors={loaderData.bannerVendors} />
      </BelowTheFold>
      <BelowTheFold>
        <FinalCta />
      </BelowTheFold>
    </>
  );
}
