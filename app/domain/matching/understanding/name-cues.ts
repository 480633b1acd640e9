/**
 * The phrases a kind's own name gives: "Error & crash tracking" → "Error tracking", "crash tracking";
 * "Image optimisation & media CDNs" → "Image optimisation", "media CDNs". Directory category names are how buyers
 * name the kind too, so each part of the name is a cue of its kind. Brackets are dropped ("Learning management
 * (LMS)" → "Learning management"); a one-word part before "&" takes the last part's tail ("Error & crash tracking").
 * Parts that are a single word ("chatbots", "Checklists") are left to the hand-written cues: alone, a word is
 * often ambiguous.
 */
export function nameCues(name: string, contentWords: (text: string) => number): string[] {
  const parts = name
    .replace(/\([^)]*\)/g, " ")
    .split(/\s*&\s*|,\s*|\s+and\s+|\s+\/\s+/)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  const last = parts[parts.length - 1]?.split(" ") ?? [];
  const tail = last.length > 1 ? last.slice(1).join(" ") : "";
  const out: string[] = [];
  parts.forEach((part, k) => {
    const cue = k < parts.length - 1 && tail && !part.includes(" ") ? `${part} ${tail}` : part;
    if (contentWords(cue) >= 2 && !out.includes(cue)) out.push(cue);
  });
  return out;
}
