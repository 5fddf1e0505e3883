import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#db/schema";
import { setupAppWithPages } from "#tests/helpers/pages";
import { createSession, sessionCookie } from "~/features/admin/auth.server";
import { technicalErrorText } from "~/i18n/technical-errors";

// Issue 33 point 1: a technical error reaches the curator as a sentence in his language, the raw words behind Details.
const { t, page } = setupAppWithPages();
let session = "";
const raw = "connect ECONNREFUSED 127.0.0.1:2525";
beforeAll(async () => {
  session = `${sessionCookie}=${(await createSession(t.database.db, null)).token}`;
  await t.database.db.insert(mailOutbox).values({
    kind: "test",
    recipient: "curator@example.com",
    language: "pt",
    subject: "Mensagem que não saiu",
    html: "<p>Olá</p>",
    text: "Olá",
    status: "failed",
    attempts: 6,
    lastError: raw,
  });
});

describe("the Mail screen's failed message", () => {
  it.each(["pt", "en"] as const)("says why in %s, with the server's own words behind Details", async (language) => {
    const res = await page("/admin/dashboard/mail?status=failed", {
      headers: { Cookie: `${session}; admin-language=${language}` },
    });
    const html = await res.text();
    const { sentence, detail } = technicalErrorText(raw, language, "mailServer");
    expect(sentence).not.toContain("ECONNREFUSED");
    expect(detail).toBe(raw);
    expect(html).toContain(sentence.replaceAll("'", "&#x27;"));
    expect(html).toMatch(
      new RegExp(`<details[^>]*>\\s*<summary[^>]*>${language === "pt" ? "Detalhes" : "Details"}</summary>`),
    );
    expect(html).toContain(`<code class="mt-1 block break-all whitespace-pre-wrap">${raw}</code>`);
  });
});
