/**
 * The document script's visitor forms (part of ./document.ts, see there): forms sent in place, the toast
 * that answers them, the header search and the finder's dependent fields. Imports ./keys.ts only.
 */
import { type FormAnswers, type FormOutcome, hook, hookSelector } from "./keys";

/** The toast of pages (spec §9): one at a time, gone after 5 s, its button or a 50 px swipe right dismiss it, F8 reaches it. */
const toastMs = 5000;
const toastSwipe = 50;
let toastTimer = 0;
let swiped: { item: Element; x: number } | null = null;

const toastRegion = hookSelector("toastRegion");

function hideToast() {
  for (const shown of document.querySelectorAll(`${toastRegion} li:not(${hookSelector("toastPrototype")})`))
    shown.remove();
}

function showToast(title: string, text: string, error: boolean) {
  const region = document.querySelector(toastRegion);
  const prototype = region?.querySelector(hookSelector("toastPrototype"));
  if (!region || !prototype) return;
  const toast = prototype.cloneNode(true) as HTMLElement;
  toast.removeAttribute(hook.toastPrototype);
  toast.hidden = false;
  toast.setAttribute(hook.toastTone, error ? "error" : "ok");
  toast.querySelector(hookSelector("toastBody"))?.setAttribute("role", error ? "alert" : "status");
  toast.querySelector(hookSelector("toastTitle"))!.textContent = title;
  toast.querySelector(hookSelector("toastText"))!.textContent = text;
  hideToast();
  region.append(toast);
  clearTimeout(toastTimer);
  toastTimer = window.setTimeout(() => toast.remove(), toastMs);
}

const outcomeOf = (status: number): FormOutcome =>
  status === 202
    ? "pending"
    : status < 300
      ? "ok"
      : status === 409
        ? "duplicate"
        : status === 400
          ? "invalid"
          : status === 429
            ? "later"
            : "error";

const postJson = (body: object): RequestInit => ({
  method: "POST",
  credentials: "same-origin",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/**
 * Sends a form marked `sendForm` in place (newsletter, visor notify, back in stock) and says what came of it with
 * the texts the server rendered into the form (FormAnswers in ./keys.ts). Without this script the browser posts
 * the form and the server answers with a page (server/form-answer.ts).
 */
async function sendForm(form: HTMLFormElement) {
  const answers = JSON.parse(form.getAttribute(hook.formAnswers) ?? "{}") as FormAnswers;
  const show = (outcome: FormOutcome, message?: string) => {
    const [title, text, how] = answers[outcome];
    if (how !== "done") return showToast(title, (how === "toast" && message) || text, how === "alert");
    const status = form.querySelector(hookSelector("formStatus"));
    hideToast(); // an earlier error toast would contradict the answer
    for (const child of form.children) if (child !== status) (child as HTMLElement).hidden = true;
    if (status) status.textContent = text;
  };
  // The form's own check: each field with a pattern must match it (a form that leaves it to the server has none).
  const checked = [...form.querySelectorAll<HTMLInputElement>("input[pattern]")];
  if (!checked.every((field) => new RegExp(`^(?:${field.pattern})$`, "u").test(field.value.trim()))) {
    return show("check");
  }
  const data = new FormData(form);
  // A ticked `also` box (the notify form's newsletter) is a second request of its own, its answer unread.
  const also = [...form.querySelectorAll<HTMLInputElement>(hookSelector("also", "input"))];
  for (const box of also) data.delete(box.name);
  const controls = [...form.elements] as HTMLInputElement[];
  const button = form.querySelector<HTMLButtonElement>(hookSelector("submitting", "button"));
  const label = button?.textContent;
  for (const control of controls) control.disabled = true;
  if (button) button.textContent = button.getAttribute(hook.submitting) ?? "";
  let outcome: FormOutcome = "error";
  let message: string | undefined;
  try {
    const response = await fetch(form.action, postJson({ ...Object.fromEntries(data), pageUrl: location.href }));
    outcome = outcomeOf(response.status);
    if (response.ok) {
      message = ((await response.json().catch(() => ({}))) as { message?: string }).message;
      for (const box of also.filter((box) => box.checked)) {
        const { email, locale } = Object.fromEntries(data);
        void fetch(
          box.getAttribute(hook.also)!,
          postJson({ email, locale, pageUrl: location.href, source: box.getAttribute(hook.alsoSource) ?? undefined }),
        ).catch(() => {});
      }
    }
  } catch {
    // No answer: the general error.
  }
  for (const control of controls) control.disabled = false;
  if (button) button.textContent = label ?? "";
  if (outcome === "ok" && answers.ok[2] === "toast") form.reset();
  show(outcome, message);
}

/** The site search (a form marked `searchForm`): spaces alone do nothing, the text goes trimmed, the box empties (spec §2). */
function search(form: HTMLFormElement, event: Event) {
  const box = form.querySelector<HTMLInputElement>("input[type=search]");
  if (!box) return;
  box.value = box.value.trim();
  if (!box.value) return event.preventDefault();
  // After the browser read the form: the box is empty when the visitor comes back to this page.
  setTimeout(() => (box.value = ""));
}

/** Listens for the toast, the visitor forms, the header search and dependent fields (called once by ./document.ts). */
export function listenForForms() {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element) event.target.closest(hookSelector("toastClose"))?.closest("li")?.remove();
  });
  document.addEventListener("pointerdown", (event) => {
    const item = event.target instanceof Element && event.target.closest(`${toastRegion} li`);
    swiped = item ? { item, x: event.clientX } : null;
  });
  document.addEventListener("pointerup", (event) => {
    if (swiped && event.clientX - swiped.x > toastSwipe) swiped.item.remove();
    swiped = null;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "F8") document.querySelector<HTMLElement>(toastRegion)?.focus();
  });

  // Capture: before the handlers below, so a search that does nothing closes no panel either.
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.matches(hookSelector("searchForm"))) search(form, event);
      if (form.matches(hookSelector("sendForm"))) {
        event.preventDefault();
        void sendForm(form);
      }
    },
    true,
  );

  // A field others depend on empties them when it changes, before its form submits (the finder's brand resets the model).
  document.addEventListener(
    "change",
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLSelectElement) || !field.form) return;
      const resets = field.getAttribute(hook.resets);
      if (!resets) return;
      const dependent = field.form.elements.namedItem(resets);
      if (dependent instanceof HTMLSelectElement) dependent.value = "";
    },
    true,
  );
}
