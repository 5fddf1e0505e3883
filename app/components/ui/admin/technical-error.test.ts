import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { getI18n } from "~/i18n/i18n";
import { TechnicalError } from "./technical-error";

const shown = (language: string, error: string | null, about?: "shop", detail?: string) =>
  renderToStaticMarkup(
    h(I18nextProvider, { i18n: getI18n(language, {}) }, h(TechnicalError, { error, about, detail })),
  );

describe("TechnicalError", () => {
  it("says the error in the admin's language, its raw words behind a disclosure", () => {
    const stored = "The connection to the mail server failed: connect ECONNREFUSED 127.0.0.1:587.";
    expect(shown("pt", stored)).toBe(
      "<div>O servidor de correio não respondeu (ligação recusada)" +
        '<details class="mt-1 text-xs text-steel-600"><summary class="cursor-pointer select-none">Detalhes</summary>' +
        '<code class="mt-1 block break-all whitespace-pre-wrap">connect ECONNREFUSED 127.0.0.1:587</code></details></div>',
    );
    expect(shown("en", "fetch failed", "shop")).toContain("The shop could not be reached<details");
    expect(shown("en", "fetch failed", "shop")).toContain(
      '<summary class="cursor-pointer select-none">Details</summary>',
    );
  });

  it("shows a message of the app's own as that message, and nothing for no error", () => {
    expect(shown("pt", "The address could not be reached")).toBe("<div>Não foi possível chegar ao endereço</div>");
    expect(shown("en", "The address could not be reached")).toBe("<div>The address could not be reached</div>");
    expect(shown("pt", null)).toBe("");
    // zz marks it like the pages' own text (the walk of server/zz-admin-pages.test.ts).
    expect(shown("zz", "fetch failed", "shop")).toContain("<div>⟦Thé shóp çóúld ñót bé réáçhéd⟧<details");
    expect(shown("zz", "fetch failed", "shop")).toContain(">⟦Détáíls⟧</summary>");
  });

  it("shows an answer's sentence as it came, with the raw words it gave apart", () => {
    const refusal = { error: "O fornecedor de IA teve um erro do seu lado (HTTP 503)", detail: "model overloaded" };
    expect(shown("pt", refusal.error, undefined, refusal.detail)).toContain(
      "<div>O fornecedor de IA teve um erro do seu lado (HTTP 503)<details",
    );
    expect(shown("pt", refusal.error, undefined, refusal.detail)).toContain(">model overloaded</code>");
  });
});
