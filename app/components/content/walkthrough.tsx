import { WALKTHROUGH_CUES, WALKTHROUGH_VIDEO } from "~/content/walkthrough-video";
import { imageUrl } from "~/utils/image-url";

/**
 * A poster has no srcset: one 960-pixel WebP through the image route (31 KB) serves phones and the 896-pixel desktop
 * column, instead of the 1280-pixel JPEG (92 KB) that a phone fetched with the page's first requests.
 */
const POSTER = imageUrl(WALKTHROUGH_VIDEO.poster, { w: 960 });

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The #video section: the walkthrough video (made by `npm run video`) with captions, and its transcript. */
export function Walkthrough() {
  return (
    <section id="video" aria-labelledby="video-title" className="scroll-mt-20 bg-slate-50 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <h2 id="video-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Watch how it works
        </h2>
        <p className="mt-3 text-slate-700">
          A short walkthrough of the real product, from describing a problem to comparing a shortlist.
        </p>
        <video
          controls
          preload="none"
          poster={POSTER}
          width={WALKTHROUGH_VIDEO.width}
          height={WALKTHROUGH_VIDEO.height}
          className="mt-8 aspect-video w-full rounded-xl border border-border bg-slate-900 shadow-sm"
          aria-label={WALKTHROUGH_VIDEO.title}
        >
          <source src={WALKTHROUGH_VIDEO.webm} type="video/webm" />
          <source src={WALKTHROUGH_VIDEO.src} type="video/mp4" />
          <track kind="captions" src={WALKTHROUGH_VIDEO.captions} srcLang="en" label="English" default />
        </video>
        <details className="mt-6 rounded-xl border border-border bg-white p-5">
          <summary className="cursor-pointer font-semibold text-slate-900">Transcript</summary>
          <ol className="mt-4 space-y-3">
            {WALKTHROUGH_CUES.map((cue) => (
              <li key={cue.start} className="flex gap-4 text-slate-700">
                <span className="w-12 shrink-0 font-mono text-sm text-slate-600">{clock(cue.start)}</span>
                <span>{cue.text}</span>
              </li>
            ))}
          </ol>
        </details>
      </div>
    </section>
  );
}
