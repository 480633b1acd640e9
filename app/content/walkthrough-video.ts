/**
 * The How It Works walkthrough: screen captures of the real product flow, assembled by `npm run video`
 * (scripts/make-video.mjs). Each cue is one scene: the script captures `path` and shows it for the cue's span;
 * the same cues become the WebVTT captions and the transcript on /how-it-works.
 */
export interface WalkthroughCue {
  /** Seconds from the start. */
  start: number;
  end: number;
  text: string;
}

export const WALKTHROUGH_VIDEO = {
  src: "/video/how-it-works.mp4",
  webm: "/video/how-it-works.webm",
  poster: "/video/how-it-works-poster.jpg",
  captions: "/video/how-it-works.vtt",
  width: 1280,
  height: 720,
  title: "SaaSMatch walkthrough: from a business problem to a ranked shortlist",
} as const;

export const WALKTHROUGH_CUES: WalkthroughCue[] = [
  { start: 0, end: 5, text: "On the home page, describe your business challenge in your own words." },
  {
    start: 5,
    end: 10,
    text: "Step 1 of the form keeps your problem. You can refine it before you continue.",
  },
  { start: 10, end: 15, text: "Step 2 asks for your industry and company size." },
  { start: 15, end: 20, text: "Step 3: the features you need and the deployment models you accept." },
  { start: 20, end: 25, text: "Step 4: your budget range and your timeline." },
  { start: 25, end: 30, text: "Step 5: your region and your role. Then: Find Matches. It's free." },
  {
    start: 30,
    end: 37,
    text: "Your ranked shortlist: each vendor with its fit, the features it covers and any conflict with your needs.",
  },
  {
    start: 37,
    end: 43,
    text: "Compare up to four vendors side by side. No account, no contact details, no sales calls.",
  },
];

/** WebVTT text of the captions, built from the same cues as the transcript. */
export function walkthroughVtt(cues: WalkthroughCue[] = WALKTHROUGH_CUES): string {
  const time = (seconds: number) => {
    const m = Math.floor(seconds / 60);
    const s = seconds - m * 60;
    return `00:${String(m).padStart(2, "0")}:${s.toFixed(3).padStart(6, "0")}`;
  };
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${time(cue.start)} --> ${time(cue.end)}\n${cue.text}\n`).join("\n")}`;
}
