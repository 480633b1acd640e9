import { lazy, Suspense, useEffect, useState } from "react";
import { MOBILE_BREAKPOINT } from "~/config/navigation";

const HeroGraphic = lazy(() => import("./hero-graphic"));

/**
 * Reserves the graphic's space on desktop (no layout shift) and loads it only there, after hydration:
 * phones never download it.
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
  );
}
