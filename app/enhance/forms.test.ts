import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listenForForms } from "./forms";
import { type FormAnswers, hook, hookSelector } from "./keys";

/** The visitor forms, the toast, the site search and dependent fields of the document script, in happy-dom. */

beforeAll(() => listenForForms());

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const answers: FormAnswers = {
  check: ["Check", "That address looks wrong.", "alert"],
  ok: ["Thanks", "You are subscribed.", "toast"],
  pending: ["Sent", "A confirmation is on its way: check your inbox.", "toast"],
  duplicate: ["Already", "You were subscribed already.", "toast"],
  invalid: ["Invalid", "The server refused it.", "alert"],
  later: ["Later", "Too many tries.", "alert"],
  error: ["Error", "Something went wrong.", "alert"],
};
const toast = `
  <ol ${hook.toastRegion} tabindex="-1">
    <li ${hook.toastPrototype} hidden>
      <div ${hook.toastBody}><p ${hook.toastTitle}></p><p ${hook.toastText}></p></div>
      <button type="button" ${hook.toastClose}>×</button>
    </li>
  </ol>`;
const sendForm = (formAnswers: FormAnswers = answers) => `
  <form method="post" action="/api/newsletter/subscribe" ${hook.sendForm} ${hook.formAnswers}='${JSON.stringify(formAnswers)}'>
    <input name="email" pattern="[^@\\s]+@[^@\\s]+" value="rider@example.pt">
    <input type="checkbox" name="newsletter" ${hook.also}="/api/also" ${hook.alsoSource}="newsletter-finder" checked>
    <button type="submit" ${hook.submitting}="Sending…">Subscribe</button>
    <p ${hook.formStatus} role="status"></p>
  </form>${toast}`;

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const submit = (form: HTMLFormElement) => {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};
/** The toasts shown (not the hidden prototype): title, text and role. */
const toasts = () =>
  [...document.querySelectorAll(`${hookSelector("toastRegion")} li:not(${hookSelector("toastPrototype")})`)].map(
    (item) => [
      item.querySelector(hookSelector("toastTitle"))?.textContent,
      item.querySelector(hookSelector("toastText"))?.textContent,
      item.querySelector(hookSelector("toastBody"))?.getAttribute("role"),
    ],
  );
const answering = (status: number, body: object = {}) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
};

describe("a visitor form sent in place", () => {
  it("posts the fields as JSON with the page's address, says the server's message in a toast and clears the form", async () => {
    document.body.innerHTML = sendForm();
    const fetch = answering(201, { message: "Welcome aboard" });
    const form = $<HTMLFormElement>("form");
    expect(submit(form).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(toasts()).toEqual([["Thanks", "Welcome aboard", "status"]]));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/newsletter\/subscribe$/);
    expect(JSON.parse(init.body as string)).toEqual({ email: "rider@example.pt", pageUrl: location.href });
    // The ticked `also` box is a request of its own, to its address, with its source.
    const [alsoUrl, alsoInit] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(alsoUrl).toBe("/api/also");
    expect(JSON.parse(alsoInit.body as string)).toMatchObject({
      email: "rider@example.pt",
      source: "newsletter-finder",
    });
    expect($<HTMLButtonElement>("button[type=submit]").textContent).toBe("Subscribe");
    expect($<HTMLInputElement>("input[name=email]").disabled).toBe(false);
  });

  it("answers each status with its outcome: 202 pending, 409 duplicate, 400 invalid, 429 later, others error", async () => {
    for (const [status, outcome] of [
      [202, "pending"],
      [409, "duplicate"],
      [400, "invalid"],
      [429, "later"],
      [503, "error"],
    ] as const) {
      document.body.innerHTML = sendForm();
      answering(status);
      submit($<HTMLFormElement>("form"));
      const [title, text, show] = answers[outcome];
      await vi.waitFor(() => expect(toasts()).toEqual([[title, text, show === "alert" ? "alert" : "status"]]));
    }
  });

  it("checks its fields' patterns itself, sending nothing when one does not match", async () => {
    document.body.innerHTML = sendForm();
    const fetch = answering(201);
    $<HTMLInputElement>("input[name=email]").value = "not an address";
    submit($<HTMLFormElement>("form"));
    await vi.waitFor(() => expect(toasts()).toEqual([["Check", "That address looks wrong.", "alert"]]));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a "done" answer, gives the form\'s place to its status text', async () => {
    document.body.innerHTML = sendForm({ ...answers, ok: ["Done", "We will write to you.", "done"] });
    answering(201);
    submit($<HTMLFormElement>("form"));
    await vi.waitFor(() => expect($(hookSelector("formStatus")).textContent).toBe("We will write to you."));
    expect($<HTMLInputElement>("input[name=email]").hidden).toBe(true);
    expect($(hookSelector("formStatus")).hidden).toBe(false);
    expect(toasts()).toEqual([]);
  });
});

describe("the toast", () => {
  it("goes when its close button is clicked", async () => {
    document.body.innerHTML = sendForm();
    answering(409);
    submit($<HTMLFormElement>("form"));
    await vi.waitFor(() => expect(toasts()).toHaveLength(1));
    const close = document.querySelector(`li:not(${hookSelector("toastPrototype")}) ${hookSelector("toastClose")}`)!;
    close.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(toasts()).toEqual([]);
  });
});

describe("the site search and dependent fields", () => {
  it("sends the search trimmed, and nothing for spaces alone", () => {
    document.body.innerHTML = `<form action="/en/search" ${hook.searchForm}><input type="search" name="q"></form>`;
    const form = $<HTMLFormElement>("form");
    const box = $<HTMLInputElement>("input");
    // A dispatched submit event loads nothing: what the browser would send is read by the listeners below.
    box.value = "   ";
    const blank = new Event("submit", { bubbles: true, cancelable: true });
    let preventedBeforeBrowser = false;
    form.addEventListener("submit", (event) => (preventedBeforeBrowser = event.defaultPrevented), { once: true });
    form.dispatchEvent(blank);
    expect(preventedBeforeBrowser).toBe(true);
    box.value = "  pinlock  ";
    let sentValue = "";
    form.addEventListener("submit", () => (sentValue = box.value), { once: true });
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(sentValue).toBe("pinlock");
  });

  it("empties the field a select resets when it changes (the finder's brand resets the model)", () => {
    document.body.innerHTML = `
      <form>
        <select name="brand" ${hook.resets}="model"><option>a</option><option>b</option></select>
        <select name="model"><option value="">-</option><option value="m1" selected>m1</option></select>
      </form>`;
    const brand = $<HTMLSelectElement>("select[name=brand]");
    brand.value = "b";
    brand.dispatchEvent(new Event("change", { bubbles: true }));
    expect($<HTMLSelectElement>("select[name=model]").value).toBe("");
  });
});
