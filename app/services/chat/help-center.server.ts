import { HELP_CENTER, type HelpSection } from "~/content/help-center";
import { createHelpMatcher, type HelpMatcher } from "~/domain/chat/help/help-matcher";
import { fillHelpCenter, type HelpValues } from "~/domain/chat/help/help-text";
import { createLanguageReader, type LanguageFunctionWords } from "~/domain/chat/knowledge/languages";
import { OUT_OF_SCOPE_TOPICS } from "~/domain/chat/knowledge/vocabulary";
import { formatEur } from "~/domain/results/format";
import type { Env } from "~/utils/env.server";

/** The configured values the help center's answers state. */
export function helpValues(env: Pick<Env, "LEAD_PRICE_EUR" | "SEARCH_RETENTION_DAYS">): HelpValues {
  return { LEAD_PRICE: formatEur(env.LEAD_PRICE_EUR), SEARCH_RETENTION_DAYS: env.SEARCH_RETENTION_DAYS };
}

const filled = new Map<string, HelpSection[]>();

/** The help center as the running configuration states it (built once per configuration). */
export function getHelpCenter(env: Pick<Env, "LEAD_PRICE_EUR" | "SEARCH_RETENTION_DAYS">): HelpSection[] {
  const values = helpValues(env);
  const key = JSON.stringify(values);
  let sections = filled.get(key);
  if (!sections) {
    sections = fillHelpCenter(HELP_CENTER, values);
    filled.set(key, sections);
  }
  return sections;
}

const matchers = new WeakMap<HelpSection[], WeakMap<LanguageFunctionWords, HelpMatcher>>();
const NO_FUNCTION_WORDS: LanguageFunctionWords = {};

/**
 * The chat's matcher over the help center as the running configuration states it, reading other languages
 * with the function words of the matching vocabulary (`language_stop_words`) besides the chat's own.
 */
export function getHelpMatcher(
  env: Pick<Env, "LEAD_PRICE_EUR" | "SEARCH_RETENTION_DAYS">,
  functionWords: LanguageFunctionWords = NO_FUNCTION_WORDS,
): HelpMatcher {
  const sections = getHelpCenter(env);
  let byWords = matchers.get(sections);
  if (!byWords) {
    byWords = new WeakMap();
    matchers.set(sections, byWords);
  }
  let matcher = byWords.get(functionWords);
  if (!matcher) {
    matcher = createHelpMatcher(sections, {
      // an out-of-scope word is never read as a typo of a help word ("valuation" is not "evaluation")
      keepWords: OUT_OF_SCOPE_TOPICS.flatMap((t) => t.cues),
      languages: createLanguageReader(functionWords),
    });
    byWords.set(functionWords, matcher);
  }
  return matcher;
}
