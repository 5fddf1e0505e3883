import { useContext, useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type LinksFunction,
} from "react-router";
import { listActiveLanguages } from "~/features/languages/languages.server";
import { getSiteSettings } from "~/features/settings/site-settings.server";
import { getI18n, type Messages } from "~/i18n/i18n";
import { defaultLanguage, isUiLanguage, testLanguage, type UiLanguage } from "~/i18n/languages";
import { messagesFor } from "~/i18n/messages.server";
import { adminPageMessages } from "~/i18n/admin-messages.server";
import { adminLanguageOf } from "~/features/admin/admin-language";
import { appContext, ScriptNonce } from "~/context/app-context";
import { speculationRules } from "~/lib/speculation-rules";
import { NotFoundPage } from "~/components/not-found-page";
import { useRootData } from "~/context/use-root-data";
import type { Route } from "./+types/root";
import "./app.css";
import headingFont from "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url";
import textFont from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import { hook, hooks } from "~/enhance/keys";

// The heading font and the body text's, early: a late text font reflows the text above a model page's cards.
export const links: LinksFunction = () => [
  ...[headingFont, textFont].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "icon", href: "/api/brand-assets/by-name/logo-mark", type: "image/webp" },
];

const isAdminPath = (pathname: string) => pathname.split("/")[1] === "admin";

/** The storefront's interface language is the first path segment, anything else is in Portuguese. */
export function languageOfPath(pathname: string): UiLanguage {
  const first = pathname.split("/")[1] ?? "";
  return isUiLanguage(first) ? first : defaultLanguage;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, publicOrigin, documentScript } = context.get(appContext);
  const url = new URL(request.url);
  // The admin speaks the language its curator chose (issue 33), the storefront that of its address.
  const adminLanguage = isAdminPath(url.pathname)
    ? adminLanguageOf(request.headers.get("cookie"), request.headers.get("accept-language"))
    : undefined;
  const language = adminLanguage ?? languageOfPath(url.pathname);
  const [site, activeLanguages] = await Promise.all([getSiteSettings(database.db), listActiveLanguages(database.db)]);
  return {
    language,
    origin: publicOrigin ?? url.origin,
    site,
    // hreflang and og:locale name these only (storefrontMeta); a page in another language is noindex.
    enabledLanguages: activeLanguages.map((l) => l.code),
    documentScript,
    // Only this page's language travels to the browser.
    messages: adminLanguage ? adminPageMessages(adminLanguage) : messagesFor(language),
  };
}

const noMessages: Messages = {};

/** A route whose `handle` says `{ hydrate: false }` is served as a plain document (decision 0006). */
export interface RouteHandle {
  hydrate?: boolean;
}

function useHydration() {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const language = data?.language ?? defaultLanguage;
  const i18n = getI18n(language, data?.messages ?? noMessages);
  const hydrate = useHydration();
  const nonce = useContext(ScriptNonce);
  return (
    <html lang={language === testLanguage ? "en" : language} dir="ltr" {...hooks({ document: !hydrate })}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111418" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        {data?.documentScript && <script type="module" src={data.documentScript} />}
        {!hydrate && (
          <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
        )}
        {hydrate && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page interactive (browser tests wait for it; hydration starts after the first paint).
  useEffect(() => {
    document.documentElement.setAttribute(hook.hydrated, "");
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-4xl font-bold">Error</h1>
      <p className="mt-4 text-steel-600">There was a problem. Please try again later.</p>
      {detail && <pre className="mt-6 overflow-auto text-left text-xs">{detail}</pre>}
    </main>
  );
}
