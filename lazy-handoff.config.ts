import type { Plugin } from "vite";

/** Where React Router (7.18) builds a document's entry context with its loader data encoded at once. */
const eagerHandoff = `serverHandoffStream: encodeViaTurboStream(
        state,
        request.signal,
        build.entry.module.streamTimeout,
        serverMode
      ),`;

/** The same, encoded the first time something reads it: a document that does not hydrate never does. */
const lazyHandoff = `get serverHandoffStream() {
        return this.__handoffStream ?? (this.__handoffStream = encodeViaTurboStream(
          state,
          request.signal,
          build.entry.module.streamTimeout,
          serverMode
        ));
      },`;

/**
 * React Router encodes every loader's data (turbo-stream) for the browser before it renders a document, also
 * one that never hydrates (decision 0006), where it is thrown away: 7 % of an uncached product page's CPU.
 * In the production build its document handler encodes that data when something reads it; for documents
 * that do not hydrate, app/entry.server.tsx hands React Router's ServerRouter a context without it, so nothing
 * does (decision 0017). The build fails if React Router's code no longer has the expected shape.
 */
export function lazyHandoffData(): Plugin {
  let patched = false;
  return {
    name: "lazy-handoff-data",
    transform(code, id) {
      if (!/\/react-router\/dist\/production\//.test(id) || !code.includes("function handleDocumentRequest(")) return;
      if (!code.includes(eagerHandoff)) {
        throw new Error(`${id}: React Router's document handler changed; update lazy-handoff.config.ts`);
      }
      patched = true;
      return { code: code.replace(eagerHandoff, lazyHandoff), map: null };
    },
    buildEnd() {
      if (this.environment.name === "ssr" && !patched) {
        throw new Error("lazy-handoff.config.ts: React Router's document handler was not found in the server build");
      }
    },
  };
}
