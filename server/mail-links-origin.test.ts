import { describe, expect, it } from "vitest";
import { mailOutbox } from "#db/schema";
import { adminCookie } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { mailWaitsFor } from "./env.server";

/**
 * Issue 29 item 3: with PUBLIC_ORIGIN unset, a sign-up sent with `Host: phish.example` got a confirmation mail
 * whose link pointed at `http://phish.example/…?token=…`. Links in mail never come from the request's Host.
 */
const t = setupTestApp();

describe("links in mail", () => {
  it("never point at the Host a request names", async () => {
    const res = await t.app.request("http://phish.example/api/newsletter/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://phish.example", Host: "phish.example" },
      body: JSON.stringify({ email: "rider@example.com", locale: "en" }),
    });
    expect(res.status).toBeLessThan(300);
    const [message] = await t.database.db.select().from(mailOutbox);
    expect(message?.kind).toBe("newsletter-confirm");
    for (const part of [message!.html, message!.text]) {
      expect(part).not.toContain("phish.example");
      expect(part).toMatch(/http:\/\/localhost\/en\/confirm\?token=/);
    }
  });

  it("in the curator's preview point at the address he came by, so its pictures load in the admin", async () => {
    const cookie = await adminCookie(t.request);
    const at = "http://127.0.0.1:3209";
    const admin = (path: string, init: RequestInit = {}) =>
      t.app.request(`${at}${path}`, {
        ...init,
        headers: { Cookie: cookie, Origin: at, "Content-Type": "application/json", ...init.headers },
      });
    const created = await admin("/api/admin/newsletter-issues", {
      method: "POST",
      body: JSON.stringify({ subject: "Winter", body: "Text", productIds: [1] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const preview = await admin(`/api/admin/newsletter-issues/${id}/preview?language=pt`);
    const { html } = (await preview.json()) as { html: string };
    expect(html).toContain(`${at}/`);
    expect(html).not.toContain("http://localhost/");
  });

  it("go out only with a public address to point at", () => {
    expect(mailWaitsFor({})).toBe("SMTP_URL");
    expect(mailWaitsFor({ SMTP_URL: "smtp://mail.example:587" })).toBe("PUBLIC_ORIGIN");
    expect(mailWaitsFor({ SMTP_URL: "smtp://mail.example:587", PUBLIC_ORIGIN: "https://site.example" })).toBe(
      undefined,
    );
  });
});
