import { describe, expect, it } from "vitest";
import type { Messages } from "./i18n";
import { adminMessages, adminPageMessages } from "./admin-messages.server";
import { createI18n } from "./i18n";

const keysOf = (m: Messages, prefix = ""): string[] =>
  Object.entries(m).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

describe("the admin's text", () => {
  it("has the same keys in Portuguese, English and zz", () => {
    const english = keysOf(adminMessages.en).sort();
    expect(english.length).toBeGreaterThan(10);
    expect(keysOf(adminMessages.pt).sort()).toEqual(english);
    expect(keysOf(adminMessages.zz).sort()).toEqual(english);
  });

  it("is read per screen under admin, beside the storefront's shared text", () => {
    const pt = createI18n("pt", adminPageMessages("pt")).t;
    expect(pt("admin.shell.logOut")).toBe("Terminar sessão");
    expect(pt("toast.region")).not.toBe("toast.region");
    expect(createI18n("zz", adminPageMessages("zz")).t("admin.shell.logOut")).toBe("⟦Lóg óút⟧");
  });

  it("never leaves a Portuguese text in English, nor the other way round", () => {
    const entries = (m: Messages, prefix = ""): [string, string][] =>
      Object.entries(m).flatMap(([k, v]) =>
        typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`),
      );
    const english = new Map(entries(adminMessages.en));
    // Names read the same in both: a language's own name, and words Portuguese borrows ("Admin", "Email").
    const borrowed = /^(shell\.brand|shell\.languageName\..*|timeline\.column\.(stock|is_premium))$/;
    const same = entries(adminMessages.pt).filter(
      ([key, text]) => english.get(key) === text && /\p{L}{4,}/u.test(text) && !borrowed.test(key),
    );
    expect(same).toEqual([]);
  });
});
