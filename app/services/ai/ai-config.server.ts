import type { Env } from "~/utils/env.server";
import type { OpenAiCompatibleConfig } from "./openai-client.server";

/** Optional AI providers; both absent by default, and the engine works fully offline without them. */
export interface AiConfig {
  llm?: OpenAiCompatibleConfig;
  embeddings?: OpenAiCompatibleConfig;
  /** Budget for all AI calls of one request (ms); past it the offline ranking is returned. */
  timeoutMs: number;
}

export function aiConfigFromEnv(env: Env): AiConfig {
  return {
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
        : undefined,
    embeddings:
      env.EMBEDDINGS_BASE_URL && env.EMBEDDINGS_MODEL
        ? { baseUrl: env.EMBEDDINGS_BASE_URL, apiKey: env.EMBEDDINGS_API_KEY, model: env.EMBEDDINGS_MODEL }
        : undefined,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}
