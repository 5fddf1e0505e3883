/**
 * Speculation rules of pages served as documents (decision 0016): the browser fetches a same-origin page
 * link when the pointer rests on it (or presses it, on touch), so the next document is there when clicked. Never
 * prefetched: the API, affiliate click-outs (`/go`: a prefetch would count a click and hit the shop), the admin,
 * the language choice (`/language/…` and the switcher's links, marked `hreflang`: reached from the page they save the
 * choice in a cookie, so a prefetch on hover would change the visitor's language), pictures, any link marked
 * nofollow or sponsored, and "show more" links (the document script fetches those itself, decision 0015). Browsers
 * without speculation rules ignore the script.
 */
export const neverPrefetched = ["/api/*", "/go/*", "/admin", "/admin/*", "/language/*", "/media/*"];

export const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: neverPrefetched } },
          { not: { selector_matches: "[rel~=nofollow], [rel~=sponsored], [download], [data-load-more], [hreflang]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
