import { describe, expect, it } from "vitest";
import { mailOutbox } from "#db/schema";
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

  it("go out only with a public address to point at", () => {
    expect(mailWaitsFor({})).toBe("SMTP_URL");
    expect(mailWaitsFor({ SMTP_URL: "smtp://mail.example:587" })).toBe("PUBLIC_ORIGIN");
    expect(mailWaitsFor({ SMTP_URL: "smtp://mail.example:587", PUBLIC_ORIGIN: "https://site.example" })).toBe(
      undefined,
    );
  });
});
