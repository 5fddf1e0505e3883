/** "Only what fits my helmet" is `?fits=mine` on the lists that offer it (safe for the browser). */
export const onlyFitsParameter = "fits";
export const onlyFitsValue = "mine";

/** The address of `path` with the filter on or off, its other parameters kept (and "show more" reset). */
export function withOnlyFits(pathWithQuery: string, on: boolean) {
  const url = new URL(pathWithQuery, "http://x");
  url.searchParams.delete("show");
  url.searchParams.delete("featured");
  if (on) url.searchParams.set(onlyFitsParameter, onlyFitsValue);
  else url.searchParams.delete(onlyFitsParameter);
  return url.pathname + url.search;
}
