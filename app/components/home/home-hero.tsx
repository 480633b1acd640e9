import { Link } from "react-router";
import { PlayCircle, Sparkles } from "~/components/ui/icons";
import { FeatureChips } from "./feature-chips";
import { HeroGraphicSlot } from "./hero-graphic-slot";
import { HeroSearch } from "./hero-search";

export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-secondary via-white to-white px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-white px-3 py-1 text-sm font-medium text-primary shadow-sm">
          <Sparkles aria-hidden="true" className="size-4" />
          AI-Powered B2B SaaS Matching
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
        >
          Find the Right SaaS Solutions Based on Your Business Problem
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
          No demos. No sales calls. Just instant, unbiased vendor matches, powered by AI.
        </p>
        <div className="mt-10 w-full">
          <HeroSearch />
        </div>
        <Link
          to="/how-it-works#video"
          className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <PlayCircle aria-hidden="true" className="size-5" />
          Watch How It Works
        </Link>
        <div className="mt-8">
          <FeatureChips />
        </div>
        <HeroGraphicSlot />
      </div>
    </section>
  );
}
