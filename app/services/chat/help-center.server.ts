import { HELP_CENTER, type HelpSection } from "~/content/help-center";
import { createHelpMatcher, type HelpMatcher } from "~/domain/chat/help/help-matcher";
import { fillHelpCenter, type HelpValues } from "~/domain/chat/help/help-text";
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

const matchers = new WeakMap<HelpSection[], HelpMatcher>();

/** The chat's matcher over the help center as the running configuration states it. */
export function getHelpMatcher(env: Pick<Env, "LEAD_PRICE_EUR" | "SEARCH_RETENTION_DAYS">): HelpMatcher {
  const sections = getHelpCenter(env);
  let matcher = matchers.get(sections);
  if (!matcher) {
    // an out-of-scope word is never read as a typo of a help word ("valuation" is not "evaluation")
    matcher = createHelpMatcher(sections, { keepWords: OUT_OF_SCOPE_TOPICS.flatMap((t) => t.cues) });
    matchers.set(sections, matcher);
  }
  return matcher;
}
