import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { databaseTrouble } from "#db/database-trouble";
import { appContext, ScriptNonce, StaticMarkup, type RenderOnce } from "~/context/app-context";
import { keptMarkupAsBytes, renderOnce } from "#server/engine/static-markup.server";
import type { RouteHandle } from "~/root";
import { isClientAbort, logError } from "#db/log-error";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the render's script nonce (server/engine/csp.ts) on every inline
 * script React and React Router emit: the hydration data, the module loader, the scroll restorer.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(appContext).scriptNonce;
  const hydrating = hydrates(routerContext);
  const context = hydrating ? routerContext : withoutHandoffData(routerContext);
  const documentWith = (keptMarkup: RenderOnce) => (
    <ScriptNonce value={nonce}>
      <StaticMarkup value={keptMarkup}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </StaticMarkup>
    </ScriptNonce>
  );
  if (!hydrating) {
    // A document without hydration has nothing to stream (no Suspense, no deferred data): rendered whole as one
    // string, it skips React's byte chunks and the Node and web streams they went through (decision 0017). An
    // error throws, and React Router renders the error boundary as it does for a stream's shell error.
    // Kept markup (the menus) goes in as bytes encoded once (server/engine/static-markup.server.ts).
    const kept = keptMarkupAsBytes();
    const html = renderToString(documentWith(kept.renderOnce));
    responseHeaders.set("Content-Type", "text/html");
    return new Response(kept.bytesOf(`<!DOCTYPE html>${html}`), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || context.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(documentWith(renderOnce), {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered && !isClientAbort(error)) logError(`Rendering ${new URL(request.url).pathname}`, error);
      },
    });
  });
}

/**
 * A loader's or render's error: kept for the server (a database that is away answers a 503 page instead of a
 * 500; server/pages.ts), and logged, but for a visitor who left and a database the server reports itself.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const failure = (context as RouterContextProvider | undefined)?.get(appContext).failure;
  if (failure) failure.error ??= error;
  if (request.signal.aborted || isClientAbort(error) || databaseTrouble(error)) return;
  // An answer about the request (405 for a POST to a page without an action, 404): not the server's error.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A route error response carries the thrown error (React Router's default handler logs that one too).
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  logError(`${request.method} ${new URL(request.url).pathname} failed`, cause ?? error);
};

/** Whether the page hydrates: none of its routes' `handle` says `{ hydrate: false }` (as root.tsx decides). */
function hydrates(context: EntryContext) {
  return !context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.hydrate === false,
  );
}

/**
 * A document that does not hydrate has no use for the loader data React Router would stream into it for the
 * browser: its ServerRouter gets a context without it, so that data is never encoded (patches/README.md)
 * and the page ends without the stream's empty placeholder. The rest is read through the prototype.
 */
function withoutHandoffData(context: EntryContext): EntryContext {
  return Object.create(context, { serverHandoffStream: { value: undefined } }) as EntryContext;
}
