import { Suspense, useEffect, useState } from "react";
import { OptimizedImage } from "~/components/ui/optimized-image";
import { MOBILE_BREAKPOINT } from "~/config/navigation";
import { HERO_MOBILE_IMAGE } from "~/content/home";
import { optionalChunk } from "~/utils/optional-chunk";

// A decoration: if its chunk cannot be loaded, the slot stays empty.
const HeroGraphic = optionalChunk(
  () => import("./hero-graphic").then((module) => module.default),
  () => null,
);

/**
 * Reserves the graphic's space on desktop (no layout shift) and loads it only there, after hydration:
 * phones never download it. Phones get a small, sized, static image of it instead (preloaded by the home route);
 * hidden on desktop, where lazy loading means it is never fetched.
 */
export function HeroGraphicSlot() {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return (
    <>
      <OptimizedImage
        src={HERO_MOBILE_IMAGE.src}
        alt={HERO_MOBILE_IMAGE.alt}
        width={HERO_MOBILE_IMAGE.width}
        height={HERO_MOBILE_IMAGE.height}
        widths={HERO_MOBILE_IMAGE.widths}
        sizes={HERO_MOBILE_IMAGE.sizes}
        className="mx-auto mt-10 h-auto w-full max-w-80 md:hidden"
        data-testid="hero-mobile-image"
      />
      <div
        className="mx-auto mt-10 hidden aspect-[16/5] w-full max-w-3xl md:block"
        data-testid="hero-graphic-slot"
      >
        {desktop && (
          <Suspense fallback={null}>
            <HeroGraphic />
          </Suspense>
        )}
      </div>
    </>
  );
}
