/**
 * The page behaviours that need no framework, loaded as their own small script on every page:
 * hydrated pages and pages served as plain documents (product pages, see docs/decisions/0006).
 * Everything is delegated from `document`, so it also covers markup React renders later.
 * This file, ./forms.ts and ./keys.ts must import nothing else: the script has to stay tiny and self-contained.
 */
import {
  hook,
  hookSelector,
  likedCountsKey,
  likedProductsKey,
  mobileLanguageChangeKey,
  preferredLanguageCookie,
} from "./keys";
import { listenForForms } from "./forms";

function readLiked(): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(likedProductsKey) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

/** The counts this browser saw after its likes, by product id. */
function readLikedCounts(): Record<string, number> {
  try {
    const counts: unknown = JSON.parse(localStorage.getItem(likedCountsKey) ?? "{}");
    return counts && typeof counts === "object" ? (counts as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Saves the choice where the server (cookie) and the spec's client (local storage) look for it. */
function saveLanguage(link: HTMLAnchorElement) {
  const code = link.hreflang;
  document.cookie = `${preferredLanguageCookie}=${code}; path=/; max-age=31536000; samesite=strict`;
  try {
    localStorage.setItem(preferredLanguageCookie, code);
    if (link.closest(hookSelector("mobileMenu"))) sessionStorage.setItem(mobileLanguageChangeKey, "1");
  } catch {
    // Storage may be disabled; the cookie is enough.
  }
}

/**
 * Shows picture `thumb` of a product gallery in its main frame, in place (no scroll, no history entry).
 * Once a picture was opened by its address (#image-2, the way without JavaScript) the links keep doing that.
 */
function showGalleryImage(thumb: HTMLAnchorElement, event: Event) {
  const gallery = thumb.closest(hookSelector("gallery"));
  const main = gallery?.querySelector<HTMLImageElement>(hookSelector("galleryMain"));
  if (!gallery || !main) return;
  if (!gallery.querySelector("img:target")) {
    event.preventDefault();
    main.srcset = thumb.getAttribute(hook.gallerySrcset) ?? "";
    main.src = thumb.getAttribute(hook.gallerySrc) ?? main.src;
  }
  for (const other of gallery.querySelectorAll(hookSelector("gallerySrc"))) {
    if (other === thumb) other.setAttribute("aria-current", "true");
    else other.removeAttribute("aria-current");
  }
}

/** Shows a like button as liked with `count` likes, in the page's plural rules. */
function showLiked(button: HTMLButtonElement, count?: number) {
  button.disabled = true;
  button.setAttribute("aria-pressed", "true");
  const label = button.querySelector(hookSelector("likeLabel"));
  if (label && count !== undefined) {
    const one = new Intl.PluralRules(document.documentElement.lang).select(count) === "one";
    const text = button.getAttribute(one ? hook.likeOne : hook.likeOther) ?? "{{count}}";
    label.textContent = text.replace("{{count}}", String(count));
  }
}

async function like(button: HTMLButtonElement) {
  const id = Number(button.getAttribute(hook.likeProduct));
  button.disabled = true;
  try {
    const response = await fetch(`/api/products/${id}/like`, { method: "POST", credentials: "same-origin" });
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { likeCount: number };
    localStorage.setItem(likedProductsKey, JSON.stringify([...readLiked(), id]));
    localStorage.setItem(likedCountsKey, JSON.stringify({ ...readLikedCounts(), [id]: body.likeCount }));
    showLiked(button, body.likeCount);
  } catch (error) {
    button.disabled = false;
    console.warn("Like failed", error);
  }
}

const hoverMenu = hookSelector("hoverMenu", "details");
const likeButtons = hookSelector("likeProduct", "button");
const hoverTimers = new WeakMap<Element, number>();

/** Opens or closes a desktop menu after `delay` ms, replacing what was planned for it. */
function toggleMenuLater(menu: HTMLDetailsElement, open: boolean, delay: number) {
  clearTimeout(hoverTimers.get(menu));
  hoverTimers.set(
    menu,
    window.setTimeout(() => (menu.open = open), delay),
  );
}

// Desktop menus (<details>, hook `hoverMenu`): with a mouse they open after 100 ms of hover and close
// 300 ms after the pointer leaves (spec §9); touch and keyboard use the <details> toggle itself.
document.addEventListener("pointerover", (event) => {
  const menu = event.target instanceof Element && event.target.closest<HTMLDetailsElement>(hoverMenu);
  if (menu && event.pointerType === "mouse") toggleMenuLater(menu, true, 100);
});
document.addEventListener("pointerout", (event) => {
  const menu = event.target instanceof Element && event.target.closest<HTMLDetailsElement>(hoverMenu);
  const stillInside = event.relatedTarget instanceof Node && menu && menu.contains(event.relatedTarget);
  if (menu && !stillInside && event.pointerType === "mouse") toggleMenuLater(menu, false, 300);
});

// Escape closes the open desktop menu (the one holding the focus first) and gives the focus back to its button,
// so a keyboard user is not left tabbing through every link of the menu.
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const openMenu = `${hoverMenu}[open]`;
  const menu =
    document.activeElement?.closest<HTMLDetailsElement>(openMenu) ??
    document.querySelector<HTMLDetailsElement>(openMenu);
  if (!menu) return;
  clearTimeout(hoverTimers.get(menu));
  menu.open = false;
  menu.querySelector("summary")?.focus();
});

// A menu of groups (the Visors menu: 15 brands, 61 links) is one tab stop per group: Tab goes from brand to brand,
// ArrowRight/ArrowLeft too, and ArrowDown/ArrowUp walk a brand's models. Without this script every link is a stop.
for (const link of document.querySelectorAll<HTMLElement>(`${hookSelector("menuModels")} a`)) link.tabIndex = -1;
const arrowMoves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1 };
document.addEventListener("keydown", (event) => {
  const step = arrowMoves[event.key];
  const group = event.target instanceof Element && event.target.closest(hookSelector("menuGroup"));
  if (!step || !group || event.altKey || event.ctrlKey || event.metaKey) return;
  const across = event.key === "ArrowRight" || event.key === "ArrowLeft";
  const items = across
    ? [...group.parentElement!.children].map((other) => other.querySelector("a"))
    : [...group.querySelectorAll("a")];
  const at = items.indexOf(across ? group.querySelector("a") : (event.target as Element).closest("a"));
  const next = items[at + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
});

document.addEventListener("click", (event) => {
  if (!(event.target instanceof Element)) return;
  const link = event.target.closest("a");
  if (link?.hreflang && link.closest(hookSelector("languageSwitcher"))) saveLanguage(link);
  // A link followed from a panel or menu closes it, also when React navigates without a reload.
  link?.closest<HTMLElement>("[popover]")?.hidePopover();
  link?.closest("details")?.removeAttribute("open");
  const thumb = event.target.closest<HTMLAnchorElement>(
    `${hookSelector("gallery")} ${hookSelector("gallerySrc", "a")}`,
  );
  if (thumb) showGalleryImage(thumb, event);
  const likeButton = event.target.closest<HTMLButtonElement>(likeButtons);
  if (likeButton) {
    // The button also submits its form, for browsers without this script.
    event.preventDefault();
    if (!likeButton.disabled) void like(likeButton);
  }
});

// ---- Visitor forms sent in place, the toast, the header search and the finder's dependent fields (./forms.ts) ----
listenForForms();

// ---- Speculation rules (root.tsx): a page shown from a prefetch ----
// Its request said `Sec-Purpose: prefetch`, which the server does not count as a view (decision 0011): ask once
// more, plainly, so this view counts. The page cache answers; the body is not read.
const arrival = performance.getEntriesByType("navigation")[0] as { deliveryType?: string } | undefined;
if (arrival?.deliveryType === "navigational-prefetch") {
  const stop = new AbortController();
  void fetch(location.href, { cache: "no-store", credentials: "same-origin", signal: stop.signal })
    .then(() => stop.abort())
    .catch(() => {});
}
// ---- end of speculation rules ----

document.addEventListener("submit", (event) => {
  if (!(event.target instanceof HTMLFormElement) || event.defaultPrevented) return;
  event.target.closest<HTMLElement>("[popover]")?.hidePopover();
});

// Filters apply as soon as they change: a change in a form marked `autoSubmit` submits it (through its submit
// handlers, so a page may take the answer in place). Without this script the form shows its own button.
document.addEventListener("change", (event) => {
  const field = event.target;
  if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) return;
  if (field.getAttribute(hook.debounce)) return; // Submits as one types (below); Enter submits at once.
  if (field.form?.hasAttribute(hook.autoSubmit)) field.form.requestSubmit();
});

// ---- Lists answered in place (decision 0015) ----

/** Fetches a page of this site as a document (the same micro-cached page a link would load). */
async function fetchPage(url: string, signal?: AbortSignal) {
  const response = await fetch(url, { credentials: "same-origin", signal });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return new DOMParser().parseFromString(await response.text(), "text/html");
}

/**
 * Gives each live region (hook `liveRegion`) the content of its namesake (by id) in `answer`, leaving out those holding
 * `keep`. The regions themselves stay, so what they announce (aria-live) is read out.
 */
function swapRegions(answer: Document, keep?: Element) {
  for (const region of document.querySelectorAll(hookSelector("liveRegion"))) {
    const fresh = region.id && answer.getElementById(region.id);
    if (fresh && !(keep && region.contains(keep))) region.replaceChildren(...fresh.childNodes);
  }
  document.title = answer.title;
}

let liveRequest: AbortController | undefined;
let typingTimer: number | undefined;

/**
 * A form marked `liveResults` (GET filters) answers in place: the page at the form's address is fetched and its
 * live regions replace ours, so the form itself — its focus, the text being typed — and the scroll stay.
 */
async function showLiveResults(form: HTMLFormElement) {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (value) query.append(name, String(value));
  const url = `${form.action}${query.toString() ? `?${query}` : ""}`;
  liveRequest?.abort();
  const request = (liveRequest = new AbortController());
  const results = document.querySelectorAll(hookSelector("liveRegion"));
  for (const region of results) region.setAttribute("aria-busy", "true");
  try {
    // A region holding the form's focused field stays as it is (the finder's model select), so the focus stays too;
    // focus elsewhere (a card reached by "show more") keeps nothing.
    const focused = document.activeElement;
    swapRegions(await fetchPage(url, request.signal), focused && form.contains(focused) ? focused : undefined);
    history.replaceState(null, "", url);
  } catch (error) {
    if (request.signal.aborted) return;
    location.assign(url); // The plain way: load the answer as a page.
    console.warn("Live results failed", error);
  } finally {
    // A newer request keeps them busy.
    if (liveRequest === request) for (const region of results) region.removeAttribute("aria-busy");
  }
}

/**
 * "Show more" (a link with hook `loadMore`, the list's id): a link to the longer list. Here its new cards are added to the
 * list in place after `loadMoreDelay` ms (spec §9: 150 ms on category pages), the link saying it is busy meanwhile;
 * the focus goes to the first new card and the link becomes the next one, or goes.
 */
async function loadMore(link: HTMLAnchorElement) {
  const list = document.getElementById(link.getAttribute(hook.loadMore) ?? "");
  if (!list || link.getAttribute("aria-busy")) return;
  link.setAttribute("aria-busy", "true");
  try {
    const [answer] = await Promise.all([
      fetchPage(link.href),
      new Promise((resolve) => setTimeout(resolve, Number(link.getAttribute(hook.loadMoreDelay) ?? 0))),
    ]);
    const added = [...(answer.getElementById(list.id)?.children ?? [])].slice(list.children.length);
    list.append(...added);
    swapRegions(answer, list);
    history.replaceState(null, "", link.href);
    added[0]?.querySelector("a")?.focus();
  } catch (error) {
    console.warn("Show more failed", error);
    location.assign(link.href);
  }
}

document.addEventListener("click", (event) => {
  const link =
    event.target instanceof Element && event.target.closest<HTMLAnchorElement>(hookSelector("loadMore", "a"));
  // A new tab or window keeps the link's own way.
  if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  void loadMore(link);
});

document.addEventListener("submit", (event) => {
  if (!(event.target instanceof HTMLFormElement) || !event.target.matches(hookSelector("liveResults", "form"))) return;
  event.preventDefault();
  clearTimeout(typingTimer);
  void showLiveResults(event.target);
});

// A text field with `debounce` (ms) submits its form once typing pauses that long (search as you type).
document.addEventListener("input", (event) => {
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || !field.form) return;
  const delay = field.getAttribute(hook.debounce);
  if (!delay) return;
  const form = field.form;
  clearTimeout(typingTimer);
  typingTimer = window.setTimeout(() => form.requestSubmit(), Number(delay));
});

// A cached page's count may be a minute old (a like changes no cache): never show fewer than this browser saw.
for (const button of document.querySelectorAll<HTMLButtonElement>(likeButtons)) {
  const id = Number(button.getAttribute(hook.likeProduct));
  if (!readLiked().includes(id)) continue;
  const seen = readLikedCounts()[id];
  const shown = Number(button.getAttribute(hook.likeCount) ?? 0);
  showLiked(button, typeof seen === "number" && seen > shown ? seen : undefined);
}

// After a language change made from the phone menu, show the menu again in the new language.
try {
  if (sessionStorage.getItem(mobileLanguageChangeKey)) {
    sessionStorage.removeItem(mobileLanguageChangeKey);
    if (matchMedia("(max-width: 1023px)").matches)
      document.querySelector<HTMLElement>(hookSelector("mobileMenu"))?.showPopover();
  }
} catch {
  // Storage disabled: nothing to reopen.
}

// Pages served without hydration are interactive now (browser tests wait for this marker).
if (document.documentElement.hasAttribute(hook.document)) document.documentElement.setAttribute(hook.hydrated, "");
