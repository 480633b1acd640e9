import type { RandomSource } from "./message";

/** Reading speed for the simulated reading delay (words per minute). */
export const READING_WPM = 200;
/** Added to every reading delay (ms). */
export const READING_BASE_MS = 500;
/** Shortest reading delay (ms). */
export const READING_MIN_MS = 800;

/** Typing speed for the simulated typing delay (words per minute), before variation. */
export const TYPING_WPM = 50;
/** The typing speed varies uniformly by up to this many words per minute either way. */
export const TYPING_WPM_VARIATION = 15;
/** Chance, per word, of a thinking pause. */
export const TYPING_PAUSE_CHANCE = 0.1;
/** Length of one thinking pause (ms). */
export const TYPING_PAUSE_MS = 800;
/** Character-based floor: this many ms per character… */
export const TYPING_MS_PER_CHAR = 120;
/** …up to this much (ms). */
export const TYPING_CHAR_CAP_MS = 3000;
export const TYPING_MIN_MS = 1000;
export const TYPING_MAX_MS = 15_000;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/u).length : 0;
}

/** How long the assistant "reads" a message: words ÷ 200 wpm + 500 ms, at least 800 ms. */
export function readingDelay(text: string): number {
  const ms = (countWords(text) / READING_WPM) * 60_000 + READING_BASE_MS;
  return Math.round(Math.max(READING_MIN_MS, ms));
}

/**
 * How long the assistant "types" a reply: 50 ± 15 wpm (one draw), a 10 % chance of an 800 ms pause per word
 * (one draw per word), the larger of that and min(characters × 120 ms, 3000 ms), clamped to 1000–15000 ms.
 */
export function typingDelay(text: string, random: RandomSource): number {
  const wpm = TYPING_WPM + (random() * 2 - 1) * TYPING_WPM_VARIATION;
  const words = countWords(text);
  let wordTime = (words / wpm) * 60_000;
  for (let i = 0; i < words; i++) if (random() < TYPING_PAUSE_CHANCE) wordTime += TYPING_PAUSE_MS;
  const charTime = Math.min(text.length * TYPING_MS_PER_CHAR, TYPING_CHAR_CAP_MS);
  const base = Math.max(wordTime, charTime);
  return Math.round(Math.min(TYPING_MAX_MS, Math.max(TYPING_MIN_MS, base)));
}
