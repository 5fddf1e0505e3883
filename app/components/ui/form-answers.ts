import type { FormAnswer, FormAnswers, FormOutcome } from "~/enhance/keys";

type AnswerKeys = Record<FormOutcome, [title: string, text: string, show: FormAnswer[2]]>;

const notifyAnswers = (errorTitle: string, errorText: string): AnswerKeys => ({
  check: ["notify.emailRequired", "notify.emailRequiredText", "alert"],
  // The confirmation in place of the form says it once: no toast repeating it.
  ok: ["notify.registered", "notify.registeredText", "done"],
  pending: ["notify.registered", "notify.registeredText", "done"],
  duplicate: ["notify.registered", "notify.registeredText", "done"],
  invalid: [errorTitle, errorText, "alert"],
  later: [errorTitle, "common.tooManyRequests", "alert"],
  error: [errorTitle, errorText, "alert"],
});

/**
 * What each visitor form says for each outcome (spec §5 and §8), as message keys: sent in place by the document
 * script (`formAnswers`), and, for the newsletter, "back in stock" and price alerts, on the page a form posted without
 * JavaScript lands on (routes/store/form-sent.tsx).
 */
export const formAnswerKeys = {
  newsletter: {
    check: ["newsletter.errorTitle", "newsletter.error.invalid", "alert"],
    ok: ["newsletter.successTitle", "newsletter.success", "toast"],
    // Asked again while the confirmation is on its way: no error, where to look for it.
    pending: ["newsletter.successTitle", "newsletter.pending", "toast"],
    duplicate: ["newsletter.errorTitle", "newsletter.error.duplicate", "alert"],
    invalid: ["newsletter.errorTitle", "newsletter.error.invalid", "alert"],
    later: ["newsletter.errorTitle", "common.tooManyRequests", "alert"],
    error: ["newsletter.errorTitle", "newsletter.error.general", "alert"],
  },
  // Spec §8: the finder's failure reads like the newsletter's, the category page's like its own request.
  "visor-request-finder": notifyAnswers("newsletter.errorTitle", "newsletter.error.general"),
  "visor-request-category": notifyAnswers("notify.errorTitle", "notify.error"),
  stock: {
    check: ["notify.errorTitle", "newsletter.error.invalid", "alert"],
    ok: ["stockRequest.registeredTitle", "stockRequest.registered", "done"],
    pending: ["stockRequest.registeredTitle", "stockRequest.registered", "done"],
    // 409: the product can be bought again.
    duplicate: ["stockRequest.inStockTitle", "stockRequest.inStock", "done"],
    invalid: ["notify.errorTitle", "newsletter.error.invalid", "alert"],
    later: ["notify.errorTitle", "common.tooManyRequests", "alert"],
    error: ["notify.errorTitle", "stockRequest.failed", "alert"],
  },
  // "Tell me when it is cheaper" (one product or every visor for the rider's helmet): the same answer whether the
  // address was known or not; a target at or above the price now is "invalid".
  price: {
    check: ["priceAlert.errorTitle", "priceAlert.invalid", "alert"],
    ok: ["priceAlert.registeredTitle", "priceAlert.registered", "done"],
    pending: ["priceAlert.registeredTitle", "priceAlert.registered", "done"],
    duplicate: ["priceAlert.registeredTitle", "priceAlert.registered", "done"],
    invalid: ["priceAlert.errorTitle", "priceAlert.invalid", "alert"],
    later: ["priceAlert.errorTitle", "common.tooManyRequests", "alert"],
    error: ["priceAlert.errorTitle", "priceAlert.failed", "alert"],
  },
} satisfies Record<string, AnswerKeys>;

/** The `formAnswers` hook of a form sent in place: its answers in the page's language. */
export function formAnswers(t: (key: string) => string, form: keyof typeof formAnswerKeys) {
  const keys: AnswerKeys = formAnswerKeys[form];
  const answers = Object.fromEntries(
    Object.entries(keys).map(([outcome, [title, text, show]]) => [outcome, [t(title), t(text), show]]),
  ) as FormAnswers;
  return JSON.stringify(answers);
}
