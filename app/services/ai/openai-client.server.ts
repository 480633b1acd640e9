import { z } from "zod";

/** A minimal client for the two OpenAI-compatible endpoints we use; any server speaking the protocol works. */
export interface OpenAiCompatibleConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export class AiProviderError extends Error {
  override name = "AiProviderError";
}

const ChatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1, "no choices"),
});

const EmbeddingsSchema = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })),
});

async function postJson(config: OpenAiCompatibleConfig, path: string, body: unknown, signal: AbortSignal) {
  const url = `${config.baseUrl.replace(/\/+$/, "")}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new AiProviderError(`request to ${path} failed: ${(error as Error).message}`);
  }
  if (!response.ok) throw new AiProviderError(`${path} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new AiProviderError(`${path} answered with invalid JSON`);
  }
}

/** Chat completion constrained to a JSON schema; returns the parsed JSON of the first choice. */
export async function completeJson(
  config: OpenAiCompatibleConfig,
  {
    system,
    user,
    schemaName,
    schema,
    signal,
  }: {
    system: string;
    user: string;
    schemaName: string;
    schema: Record<string, unknown>;
    signal: AbortSignal;
  },
): Promise<unknown> {
  const raw = await postJson(
    config,
    "/chat/completions",
    {
      model: config.model,
      temperature: 0,
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      response_format: { type: "json_schema", json_schema: { name: schemaName, strict: true, schema } },
    },
    signal,
  );
  const parsed = ChatCompletionSchema.safeParse(raw);
  if (!parsed.success) throw new AiProviderError("chat completion has an unexpected shape");
  const content = parsed.data.choices[0]!.message.content;
  if (!content) throw new AiProviderError("chat completion is empty");
  try {
    return JSON.parse(content);
  } catch {
    throw new AiProviderError("chat completion is not JSON");
  }
}

/** Embeds each input; vectors come back in input order. */
export async function embed(
  config: OpenAiCompatibleConfig,
  input: string[],
  signal: AbortSignal,
): Promise<Float32Array[]> {
  const raw = await postJson(config, "/embeddings", { model: config.model, input }, signal);
  const parsed = EmbeddingsSchema.safeParse(raw);
  if (!parsed.success || parsed.data.data.length !== input.length) {
    throw new AiProviderError("embeddings response has an unexpected shape");
  }
  const out = new Array<Float32Array>(input.length);
  for (const item of parsed.data.data) out[item.index] = Float32Array.from(item.embedding);
  if (out.some((v) => !v)) throw new AiProviderError("embeddings response is missing items");
  return out;
}
