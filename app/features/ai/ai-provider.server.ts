import { UnavailableError, UpstreamError } from "~/lib/errors";
import { guardedFetch, OutgoingRequestError, type GuardedResponse } from "~/lib/guarded-fetch.server";

/** An OpenAI-compatible chat-completions endpoint (a hosted model, or Ollama / vLLM on this network). */
export interface AiProvider {
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** One completion may take this long before it counts as failed. */
  timeoutMs?: number;
}

export function aiProviderFromEnv(env: {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
}): AiProvider | undefined {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return undefined;
  return { baseUrl: env.AI_BASE_URL.replace(/\/+$/, ""), apiKey: env.AI_API_KEY, model: env.AI_MODEL };
}

export const aiNotConfiguredMessage =
  "AI translation is not configured: set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the provider needs one), then restart.";

/** The provider, or the 503 every AI tool answers without one. */
export function requireAiProvider(provider: AiProvider | undefined): AiProvider {
  if (!provider) throw new UnavailableError(aiNotConfiguredMessage);
  return provider;
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** The model's JSON answer: the text, and how sure it is (0..1) when it says so. */
export interface AiAnswer {
  text: string;
  confidence: number | null;
}

const defaultTimeoutMs = 60_000;
/** A completion is text: more than this is not an answer. */
const maxAnswerBytes = 4 * 1024 * 1024;

/** One chat completion asking for a JSON object `{ "text", "confidence" }`. */
export async function completeJson(provider: AiProvider, messages: ChatMessage[]): Promise<AiAnswer> {
  let response: GuardedResponse;
  try {
    // The operator configured this endpoint (a local Ollama is fine): that exact origin, and nothing it redirects to.
    response = await guardedFetch(`${provider.baseUrl}/chat/completions`, {
      method: "POST",
      trustedOrigins: [new URL(provider.baseUrl).origin],
      maxRedirects: 0,
      maxBytes: maxAnswerBytes,
      timeoutMs: provider.timeoutMs ?? defaultTimeoutMs,
      headers: {
        "Content-Type": "application/json",
        ...(provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: provider.model,
        messages,
        temperature: 0.2,
        response_format: { type: "json_object" },
      }),
    });
  } catch (error) {
    const timedOut = error instanceof OutgoingRequestError && error.kind === "timeout";
    throw new UpstreamError(`The AI provider ${timedOut ? "timed out" : "could not be reached"}`);
  }
  return readCompletion(response);
}

function readCompletion(response: GuardedResponse): AiAnswer {
  const text = response.body.toString();
  if (response.status < 200 || response.status > 299) {
    const detail = text.slice(0, 200).trim();
    throw new UpstreamError(`The AI provider answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
  const content = answerContent(text);
  if (typeof content !== "string") throw new UpstreamError("The AI provider's answer had no message");
  return parseAnswer(content);
}

/** The first choice's message of a chat-completions answer, if it is one. */
function answerContent(text: string): unknown {
  try {
    return (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message
      ?.content;
  } catch {
    return undefined;
  }
}

/** `{ "text": ..., "confidence": ... }`, tolerating a code fence around it; plain text counts as the text. */
export function parseAnswer(content: string): AiAnswer {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    const parsed = JSON.parse(unfenced) as { text?: unknown; confidence?: unknown };
    if (parsed && typeof parsed === "object" && typeof parsed.text === "string") {
      const confidence = Number(parsed.confidence);
      return {
        text: parsed.text.trim(),
        confidence: Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : null,
      };
    }
  } catch {
    // Not JSON: a model that ignored the format; its words are still the answer.
  }
  if (unfenced.startsWith("{")) throw new UpstreamError("The AI answer was not the JSON object asked for");
  return { text: unfenced, confidence: null };
}

/** Why an answer cannot be stored whatever it is for: empty, placeholders left in, too long. */
export function answerProblem(text: string, maxLength: number): string | null {
  if (!text.trim()) return "the answer was empty";
  if (/\{\{[^}]*\}\}|\{[a-zA-Z]+\}/.test(text)) return "the answer still contains a placeholder";
  if (text.length > maxLength) return `the answer is longer than ${maxLength} characters`;
  return null;
}
