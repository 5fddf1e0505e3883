import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { speculationRules } from "~/lib/speculation-rules";
import { hook, hookSelector, likedCountsKey, likedProductsKey, preferredLanguageCookie } from "./keys";

/**
 * The document script's enhancers in a DOM (happy-dom, the "document" project: a fresh window per file). The
 * markup is written with the hooks of ./keys.ts, as the components render it; the browser journeys
 * (tests/e2e) check the same behaviours on the real pages.
 */

beforeAll(async () => {
  // Every page names its language, which the like count's plural rules read.
  document.documentElement.lang = "en";
  await import("./document");
});

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const show = (html: string) => (document.body.innerHTML = html);
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
/** A fetch answering `body` with `status`, recorded. */
const answer = (body: string, status = 200) => {
  const fetch = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
};
const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

describe("likes", () => {
  const likeButton = (id: number, count: number) => `
    <form method="post" action="/api/products/${id}/like">
      <button type="submit" ${hook.likeProduct}="${id}" ${hook.likeCount}="${count}"
        ${hook.likeOne}="{{count}} like" ${hook.likeOther}="{{count}} likes" aria-pressed="false">
        <span ${hook.likeLabel}>${count} likes</span>
      </button>
    </form>`;

  it("sends the like in place, shows the new count in the page's plural, and remembers it", async () => {
    show(likeButton(7, 4));
    const fetch = answer(JSON.stringify({ likeCount: 5 }));
    const button = $<HTMLButtonElement>("button");
    expect(click(button).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    expect(fetch).toHaveBeenCalledWith("/api/products/7/like", expect.objectContaining({ method: "POST" }));
    expect(button.disabled).toBe(true);
    expect($(hookSelector("likeLabel")).textContent).toBe("5 likes");
    expect(JSON.parse(localStorage.getItem(likedProductsKey)!)).toEqual([7]);
    expect(JSON.parse(localStorage.getItem(likedCountsKey)!)).toEqual({ 7: 5 });
  });

  it("uses the text for one like, and gives the button back when the like fails", async () => {
    show(likeButton(3, 0));
    answer(JSON.stringify({ likeCount: 1 }));
    click($("button"));
    await vi.waitFor(() => expect($(hookSelector("likeLabel")).textContent).toBe("1 like"));

    show(likeButton(4, 0));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer("no", 500);
    const button = $<HTMLButtonElement>("button");
    click(button);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(button.disabled).toBe(false);
    expect(button.getAttribute("aria-pressed")).toBe("false");
    warn.mockRestore();
  });
});

describe("the product gallery", () => {
  it("shows a thumbnail's picture in the main frame, in place, and marks that thumbnail", () => {
    show(`
      <div ${hook.gallery}>
        <img id="image-1" ${hook.galleryMain} src="/a.jpg" srcset="/a-400.jpg 400w">
        <ul>
          <li><a href="#image-1" ${hook.gallerySrc}="/a.jpg" ${hook.gallerySrcset}="/a-400.jpg 400w" aria-current="true">1</a></li>
          <li><a href="#image-2" ${hook.gallerySrc}="/b.jpg" ${hook.gallerySrcset}="/b-400.jpg 400w">2</a></li>
        </ul>
      </div>`);
    const [first, second] = document.querySelectorAll("a");
    expect(click(second!).defaultPrevented).toBe(true);
    const main = $<HTMLImageElement>(hookSelector("galleryMain"));
    expect(main.getAttribute("src")).toBe("/b.jpg");
    expect(main.getAttribute("srcset")).toBe("/b-400.jpg 400w");
    expect(second!.getAttribute("aria-current")).toBe("true");
    expect(first!.hasAttribute("aria-current")).toBe(false);
  });
});

describe("the language switcher and menus", () => {
  it("saves the language chosen in the switcher for the server (cookie) and the spec's client (storage)", () => {
    show(`<details ${hook.languageSwitcher} open><a href="/de/" hreflang="de">Deutsch</a></details>`);
    click($("a"));
    expect(document.cookie).toContain(`${preferredLanguageCookie}=de`);
    expect(localStorage.getItem(preferredLanguageCookie)).toBe("de");
    expect($("details").hasAttribute("open")).toBe(false);
  });

  it("closes the open desktop menu on Escape and gives the focus to its button", () => {
    show(`<details ${hook.hoverMenu} open><summary>Helmets</summary><a href="/x">X</a></details>`);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect($<HTMLDetailsElement>("details").open).toBe(false);
    expect(document.activeElement).toBe($("summary"));
  });
});

describe("lists answered in place", () => {
  const listPage = (cards: number, more?: string) => `
    <title>Visors, ${cards}</title>
    <p id="list-count" ${hook.liveRegion}>${cards} visors</p>
    <div id="list-cards">${Array.from({ length: cards }, (_, i) => `<article><a href="/p/${i}">Card ${i}</a></article>`).join("")}</div>
    <div id="list-more" ${hook.liveRegion}>${more ? `<a href="${more}" ${hook.loadMore}="list-cards">Show more</a>` : ""}</div>`;

  it('"show more" adds the next cards to the list, takes the new regions and focuses the first new card', async () => {
    show(listPage(2, "/en/visors?show=4"));
    const fetch = answer(listPage(4, "/en/visors?show=6"));
    const link = $(hookSelector("loadMore", "a"));
    expect(click(link).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.querySelectorAll("#list-cards article")).toHaveLength(4));
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining("/en/visors?show=4"), expect.anything());
    expect($("#list-count").textContent).toBe("4 visors");
    expect($<HTMLAnchorElement>(hookSelector("loadMore", "a")).getAttribute("href")).toBe("/en/visors?show=6");
    expect(document.activeElement?.textContent).toBe("Card 2");
    expect(document.title).toBe("Visors, 4");
    expect(location.search).toBe("?show=4");
  });

  it('leaves "show more" to the browser for a new tab', () => {
    show(listPage(2, "/en/visors?show=4"));
    const fetch = answer("");
    expect(click($("a[href*=show]"), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers a live filter form in place with the page at its address", async () => {
    show(`
      <form action="/en/visors" method="get" ${hook.liveResults} ${hook.autoSubmit}>
        <select name="sort"><option value="">-</option><option value="price">Price</option></select>
        <input type="search" name="q" ${hook.debounce}="10">
      </form>${listPage(2)}`);
    const fetch = answer(listPage(1));
    const select = $<HTMLSelectElement>("select");
    select.value = "price";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect($("#list-count").textContent).toBe("1 visors"));
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/en\/visors\?sort=price$/), expect.anything());
    expect(location.search).toBe("?sort=price");
    expect($("#list-count").hasAttribute("aria-busy")).toBe(false);

    // Typing submits once the pause is long enough.
    answer(listPage(3));
    const box = $<HTMLInputElement>("input");
    box.value = "pinlock";
    box.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect($("#list-count").textContent).toBe("3 visors"));
    expect(location.search).toBe("?sort=price&q=pinlock");
  });
});

describe("the keys", () => {
  it('are what the speculation rules leave out: a "show more" link is answered in place, never prefetched', () => {
    expect(speculationRules).toContain(`[${hook.loadMore}]`);
  });

  it("render as attributes: true marks, a value is kept, false and undefined leave it out", async () => {
    const { hooks } = await import("./keys");
    expect(hooks({ gallery: true, loadMore: "list", loadMoreDelay: undefined, galleryMain: false })).toEqual({
      "data-gallery": "",
      "data-load-more": "list",
      "data-delay": undefined,
      "data-gallery-main": undefined,
    });
  });
});
