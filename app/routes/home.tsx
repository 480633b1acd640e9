import { FinalCta } from "~/components/home/final-cta";
import { HomeHero } from "~/components/home/home-hero";
import { HowItWorksBand } from "~/components/home/how-it-works-band";
import { PAGES } from "~/config/pages";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.home.seo, args);

export default function Home() {
  return (
    <>
      <HomeHero />
      <HowItWorksBand />
      <FinalCta />
    </>
  );
}
