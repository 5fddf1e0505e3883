import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { getI18n } from "./i18n";
import { messagesFor } from "./messages.server";
import { useTranslation } from "./use-translation";

/** What a component's `t` answers for these calls, rendered in a language. */
function answers(language: string, calls: [string, Record<string, unknown>?][]) {
  const seen: string[] = [];
  const Probe = () => {
    const { t } = useTranslation();
    for (const [key, options] of calls) seen.push(options ? t(key, options) : t(key));
    return null;
  };
  renderToString(h(I18nextProvider, { i18n: getI18n(language, messagesFor(language)) }, h(Probe)));
  return seen;
}

describe("useTranslation (one t per i18next instance, plain keys remembered)", () => {
  const calls: [string, Record<string, unknown>?][] = [
    ["nav.main"],
    ["nav.moreBrands", { count: 1 }],
    ["nav.moreBrands", { count: 7 }],
    ["nav.main"],
    ["no.such.key"],
    ["product.visorFor", { brand: "AGV" }],
    ["product.visorFor", { brand: "Shoei" }],
    ["product.visorFor", { brand: "AGV" }],
    ["product.likes", { count: 1 }],
    ["product.likes", { count: 2 }],
    ["product.likes", { count: 1 }],
  ];

  it("answers what i18next answers, in each page's language, with and without options", () => {
    for (const language of ["pt", "en", "de", "zz"]) {
      const i18n = getI18n(language, messagesFor(language));
      const expected = calls.map(([key, options]) => (options ? i18n.t(key, options) : i18n.t(key)));
      expect(answers(language, calls), language).toEqual(expected);
      expect(answers(language, calls), `${language}, again`).toEqual(expected);
    }
    expect(answers("pt", [["nav.moreBrands", { count: 7 }]])[0]).toContain("7");
    expect(answers("pt", [["nav.main"]])).not.toEqual(answers("en", [["nav.main"]]));
    // Remembered with their values: each brand and count keeps its own text.
    const [agv, shoei, agvAgain] = answers("en", calls.slice(5, 8));
    expect([agv, shoei, agvAgain]).toEqual([agv, shoei, agv]);
    expect(agv).toContain("AGV");
    expect(shoei).toContain("Shoei");
  });
});
