import type { HeadersFunction } from "react-router";

/**
 * For pages that answer one visitor's link or form (unsubscribe, confirm, sent): the loader's or
 * action's `Cache-Control: private, no-store` and `X-Robots-Tag` reach the document, so neither the
 * page cache nor a CDN keeps them (React Router passes only the headers a route's `headers` says).
 */
export const privatePageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const source = actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
  return Object.fromEntries(
    ["Cache-Control", "X-Robots-Tag"].flatMap((name) => {
      const value = source.get(name);
      return value ? [[name, value]] : [];
    }),
  );
};
