import { createContext as createReactContext } from "react";
import { createContext } from "react-router";
import type { Database } from "#db/client.server";
import type { AiProvider } from "~/features/ai/ai-provider.server";
import type { AliExpressClient } from "~/features/marketplace/aliexpress-client.server";
import type { PageViewReport } from "~/features/insight/page-views.server";

/** What the server hands every loader and action (React Router middleware context). */
export interface AppLoadContext {
  database: Database;
  /** Origin for canonical and hreflang URLs; the request's own origin when not configured. */
  publicOrigin?: string;
  /** Query parameters that follow a visit, besides the known ones (TRACKING_PARAMETERS): pages ignore them. */
  trackingParameters?: readonly string[];
  /** URL of the document script (app/enhance/document.ts) as this server serves it. */
  documentScript: string;
  /** The AI translator, when configured (admin pages say so when it is not). */
  ai?: AiProvider;
  /** The AliExpress client, when its keys are set (the marketplace screen says which settings turn it on). */
  marketplace?: AliExpressClient;
  /**
   * The setting outgoing mail waits for (SMTP_URL, then PUBLIC_ORIGIN: links in mail point at the public address,
   * never at a request's Host); absent when mail goes out. The mail screens say so.
   */
  mailWaitsFor?: "SMTP_URL" | "PUBLIC_ORIGIN";
  /** This render's nonce for the inline scripts the app emits (server/engine/csp.ts); none in development. */
  scriptNonce?: string;
  /** Where a storefront page's loader says what it is, to be counted (decision 0011). */
  pageView?: PageViewReport;
  /** Where the render's first error is kept (app/entry.server.tsx), so the server can tell a database away. */
  failure?: { error?: unknown };
}

export const appContext = createContext<AppLoadContext>();

/** The render's script nonce for the document's components (set by app/entry.server.tsx). */
export const ScriptNonce = createReactContext<string | undefined>(undefined);

/**
 * Server only (set by app/entry.server.tsx): renders an element to HTML the first time a scope object and key
 * are asked for, and returns that HTML after. The storefront shell renders its menus through it once per menu
 * and marking (decision 0017); without it (a render in the browser) the element renders as usual.
 */
export type RenderOnce = (scope: object, key: string, element: () => React.ReactElement) => string;
export const StaticMarkup = createReactContext<RenderOnce | undefined>(undefined);
