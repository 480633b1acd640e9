import {
  type AssistantReply,
  type AssistantTools,
  answerOffline,
  isSoftwareNeed,
  markdownLink,
  POLICY_PAGE,
  type ReplyKind,
  vendorReply,
} from "~/domain/chat/assistant";
import type { Logger } from "~/utils/logger.server";
import type { AiConfig } from "../ai/ai-config.server";
import { completeJson } from "../ai/openai-client.server";

/** Passages of the product's pages given to the model per question. */
export const MODEL_PASSAGES = 6;
/** Shortest coverage for a passage to be offered to the model at all. */
const MIN_MODEL_COVERAGE = 0.25;
/**
 * Replies given as the offline assistant words them, model or not: the help center's own answers (whole, as the
 * team wrote them), "I don't know that" for what the site says nothing about, and small talk.
 */
const WITHOUT_MODEL: ReadonlySet<ReplyKind> = new Set(["help", "out_of_scope", "small_talk"]);

const SYSTEM = `You are the customer-support assistant of a software vendor matching website.
Answer ONLY from the numbered passages of the website given to you. Never invent facts, prices, vendors or features.
Reply in JSON: {"answer": string, "source": number, "vendor_search": string}.
- If a passage answers the question: "answer" is a short, friendly reply (at most 4 sentences) using only its facts, "source" is that passage's number, "vendor_search" is "".
- If the visitor describes a software need of their own business: "vendor_search" is their need restated in one sentence, "answer" is "", "source" is 0. The website's matching engine will list vendors.
- Otherwise: "answer" is "", "source" is 0, "vendor_search" is "" (the website will say it does not know).`;

const SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["answer", "source", "vendor_search"],
  properties: {
    answer: { type: "string" },
    source: { type: "integer" },
    vendor_search: { type: "string" },
  },
};

/**
 * With an OpenAI-compatible model configured: the model reads the retrieved passages and either answers
 * from one of them (cited by number, linked by us), asks the matching engine for vendors, or declines.
 * Anything else — timeout, error, a malformed reply, an uncited answer — falls back to the offline assistant.
 */
export async function answerWithModel({
  ai,
  message,
  history,
  tools,
  logger,
}: {
  ai: AiConfig;
  message: string;
  history: readonly { role: "user" | "assistant"; content: string }[];
  tools: AssistantTools;
  logger: Logger;
}): Promise<AssistantReply & { model: boolean }> {
  const first = answerOffline(message, history, tools);
  const offline = () => ({ ...first, model: false });
  if (!ai.llm || WITHOUT_MODEL.has(first.kind)) return offline();
  // pages that state what the product does: a blog post's survey of the market is not its policy
  const passages = tools.kb
    .search(message, MODEL_PASSAGES * 2)
    .filter((h) => h.coverage >= MIN_MODEL_COVERAGE && POLICY_PAGE(h.passage.url))
    .slice(0, MODEL_PASSAGES);
  const recent = history
    .slice(-6)
    .map((m) => `${m.role === "user" ? "Visitor" : "Assistant"}: ${m.content.slice(0, 500)}`)
    .join("\n");
  const user = [
    recent ? `Conversation so far:\n${recent}` : "",
    `Passages:\n${passages.map((p, i) => `[${i + 1}] (${p.passage.pageTitle}) ${p.passage.text}`).join("\n\n") || "(none)"}`,
    `Visitor: ${message}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  try {
    const raw = (await completeJson(ai.llm, {
      system: SYSTEM,
      user,
      schemaName: "support_reply",
      schema: SCHEMA,
      signal: AbortSignal.timeout(ai.timeoutMs),
    })) as { answer?: unknown; source?: unknown; vendor_search?: unknown };
    const search = typeof raw.vendor_search === "string" ? raw.vendor_search.trim() : "";
    if (search && isSoftwareNeed(message, tools, 0)) return { ...vendorReply(message, tools), model: true };
    const answer = typeof raw.answer === "string" ? raw.answer.trim() : "";
    const hit = typeof raw.source === "number" ? passages[raw.source - 1] : undefined;
    if (answer && hit && answer.length <= 1200) {
      return {
        kind: "answer",
        text: `${answer}\n\nSource: ${markdownLink(hit.passage.pageTitle, hit.passage.url)}`,
        citations: [hit.passage.url],
        model: true,
      };
    }
    return offline();
  } catch (error) {
    logger.warn({ err: error }, "chat model unavailable; answering offline");
    return offline();
  }
}
