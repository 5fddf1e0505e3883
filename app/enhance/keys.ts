/** Names the server, the React pages and the document script (./document.ts) agree on. */

/** Cookie (and local-storage key) holding the visitor's chosen language. */
export const preferredLanguageCookie = "preferred-language";
/** Local-storage list of the products this browser liked. */
export const likedProductsKey = "liked-products";
/** The count each liked product had right after this browser's like (a cached page may show an older one). */
export const likedCountsKey = "liked-counts";
/** Session flag: the language was changed from the mobile menu, so it opens again in the new language. */
export const mobileLanguageChangeKey = "mobile-language-change";
/** File name of the built document script in the client assets (vite.config.ts, server/index.ts). */
export const documentScriptFile = "enhance.js";

/**
 * The `data-*` attributes the pages render and the document script finds its markup by, or reads: named here
 * only. Components render them with `hooks(...)`, the script selects them with `hookSelector(...)` or reads them
 * with `getAttribute(hook.x)`, so a renamed hook cannot leave one side behind.
 */
export const hook = {
  /** `<html>` of a page served without hydration (the script marks it `hydrated` once it listens). */
  document: "data-document",
  /** Set on `<html>` once the page is interactive; the browser tests wait for it. */
  hydrated: "data-hydrated",

  /** The language switcher (`<details>`): a link in it saves the choice. */
  languageSwitcher: "data-language-switcher",
  /** The phone menu (a popover), reopened after a language change made from it. */
  mobileMenu: "data-mobile-menu",
  /** A desktop menu (`<details>`) opened by hovering. */
  hoverMenu: "data-hover-menu",
  /** A group of a menu (a brand and its models): one tab stop, arrow keys inside; the group's list of models. */
  menuGroup: "data-menu-group",
  menuModels: "data-menu-models",

  /** A product gallery; its main picture; a thumbnail's picture address and source set. */
  gallery: "data-gallery",
  galleryMain: "data-gallery-main",
  gallerySrc: "data-src",
  gallerySrcset: "data-srcset",

  /** A like button (the product's id); the count it shows; the label's texts for one and for more likes. */
  likeProduct: "data-like-product",
  likeCount: "data-count",
  likeOne: "data-one",
  likeOther: "data-other",
  /** The like button's label, rewritten with the new count. */
  likeLabel: "data-like-count",

  /** A GET form whose answer replaces the page's live regions in place (decision 0015). */
  liveResults: "data-live-results",
  /** A part of a list page (by its id) replaced with its namesake of the answer. */
  liveRegion: "data-live-region",
  /** A form submitted at each change of its fields. */
  autoSubmit: "data-auto-submit",
  /** A text field that submits its form once typing pauses that many ms. */
  debounce: "data-debounce",
  /** "Show more": a link to the longer list (the list's id), answered in place after `loadMoreDelay` ms. */
  loadMore: "data-load-more",
  loadMoreDelay: "data-delay",
  /** A select that empties the field it names when it changes (the finder's brand resets the model). */
  resets: "data-resets",

  /** The site search form: spaces alone do nothing. */
  searchForm: "data-search-form",
  /** A visitor form sent in place; its FormAnswers (JSON); its submit button's busy text; the place of its answer. */
  sendForm: "data-send-form",
  formAnswers: "data-answers",
  submitting: "data-submitting",
  formStatus: "data-form-status",
  /** A box whose ticking sends the form's address to this API too (the notify form's newsletter), and its source. */
  also: "data-also",
  alsoSource: "data-also-source",

  /** The document toast: its region, the hidden item copied for each toast and its parts, its tone (ok, error). */
  toastRegion: "data-toast-region",
  toastPrototype: "data-toast-prototype",
  toastBody: "data-toast-body",
  toastTitle: "data-toast-title",
  toastText: "data-toast-text",
  toastClose: "data-toast-close",
  toastTone: "data-tone",
} as const;

export type Hook = keyof typeof hook;

/**
 * The attributes of `values` for JSX: `<div {...hooks({ gallery: true, loadMore: id })}>`. `true` marks the
 * element (an empty value), a string or number is the value, `false` or `undefined` leaves the attribute out.
 */
export function hooks(values: Partial<Record<Hook, string | number | boolean | undefined>>) {
  const attributes: Record<`data-${string}`, string | number | undefined> = {};
  for (const [name, value] of Object.entries(values))
    attributes[hook[name as Hook]] = value === true ? "" : value === false ? undefined : value;
  return attributes;
}

/** The CSS selector of hook `name`, after `prefix` (`hookSelector("liveResults", "form")` is `form[data-live-results]`). */
export const hookSelector = (name: Hook, prefix = "") => `${prefix}[${hook[name]}]`;

/**
 * A visitor form sent in place by the document script (`form[data-send-form]`): what the server rendered for
 * each outcome, in the page's language, as JSON in `data-answers`. The outcome is the form's own check
 * (its fields' `pattern`), then the answer's status: 202 pending (asked before, under way), other 2xx ok, 409
 * duplicate, 400 invalid, 429 later, else error (the same outcomes as the page answering a form posted without
 * JavaScript, server/form-answer.ts).
 */
export type FormOutcome = "check" | "ok" | "pending" | "duplicate" | "invalid" | "later" | "error";
/**
 * Title, text and how it shows: a toast, an error toast (`alert`), or `done`: the form's fields give way to
 * the text in its `[data-form-status]`. An `ok` toast clears the form and prefers the answer's own `message`.
 */
export type FormAnswer = [title: string, text: string, show: "toast" | "alert" | "done"];
export type FormAnswers = Record<FormOutcome, FormAnswer>;
