/** What the AI tools say when no provider is configured (they answer 503 then). */
export function AiMissingNotice() {
  return (
    <p role="note" className="mt-4 rounded-control bg-steel-50 p-3 text-sm text-steel-700 ring-1 ring-steel-200">
      AI translation is not configured. Set <code>AI_BASE_URL</code>, <code>AI_MODEL</code> (and <code>AI_API_KEY</code>{" "}
      if the provider needs one) to any OpenAI-compatible endpoint — a hosted model, Ollama or vLLM — and restart.
      Everything else works without it.
    </p>
  );
}
