import { useEffect, useRef } from "react";
import { LOGO_BANNER } from "~/content/home";
import type { BannerVendor } from "~/services/get-home-page.server";
import { cn } from "~/utils/cn";

/** Wordmarks from the catalog: 56 px tall on desktop, 40 px and the first five below 768 px. */
function Wordmarks({ vendors, copy }: { vendors: BannerVendor[]; copy: boolean }) {
  return vendors.map((vendor, index) => (
    <li
      key={`${copy ? "copy-" : ""}${vendor.url}`}
      className={cn(
        "flex h-10 shrink-0 items-center px-6 md:h-14 md:px-8",
        index >= LOGO_BANNER.mobileLogos && "max-md:hidden",
        copy && "logo-copy",
      )}
      aria-hidden={copy || undefined}
    >
      <a
        href={vendor.url}
        rel="noopener noreferrer nofollow"
        tabIndex={copy ? -1 : undefined}
        className="text-lg font-bold tracking-tight whitespace-nowrap text-slate-600 hover:text-primary md:text-2xl"
      >
        {vendor.name}
      </a>
    </li>
  ));
}

/**
 * Vendors you can be matched with (never presented as customers). The track holds the set twice and slides by
 * one set at 50 px/s; hover or keyboard focus pauses it; under reduced motion it stands still.
 */
export function LogoBanner({ vendors }: { vendors: BannerVendor[] }) {
  const track = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const update = () => {
      const setWidth = element.scrollWidth / 2;
      if (setWidth > 0) {
        element.style.setProperty("--marquee-duration", `${setWidth / LOGO_BANNER.pixelsPerSecond}s`);
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (vendors.length === 0) return null;
  return (
    <section aria-labelledby="logos-title" className="bg-slate-50 px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-6xl text-center">
        <h2 id="logos-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {LOGO_BANNER.title}
        </h2>
        <p className="mt-2 text-slate-700">{LOGO_BANNER.intro}</p>
      </div>
      <div className="logo-marquee mx-auto mt-8 max-w-6xl overflow-hidden" data-testid="logo-banner">
        <ul ref={track} className="logo-track flex w-max" aria-label="Vendors in the catalog">
          <Wordmarks vendors={vendors} copy={false} />
          <Wordmarks vendors={vendors} copy />
        </ul>
      </div>
    </section>
  );
}
