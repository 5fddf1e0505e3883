import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en.json";
import { formAnswerKeys } from "./form-answers";

const messageAt = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe("the answers of the visitor forms", () => {
  it.each(Object.entries(formAnswerKeys))("%s: every outcome names a title and a text that exist", (_, answers) => {
    expect(Object.keys(answers).sort()).toEqual(["check", "duplicate", "error", "invalid", "later", "ok", "pending"]);
    for (const [title, text] of Object.values(answers)) {
      expect(typeof messageAt(title), title).toBe("string");
      expect(typeof messageAt(text), text).toBe("string");
    }
  });
});
