import { describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#db/schema";
import { sameOrigin } from "#tests/helpers/admin";
import { setupTestApp } from "#tests/helpers/test-app";
import { mailboxOf, writeLimits } from "./rate-limit.server";

/**
 * Issue 29 item 14: `+tag` and dotted spellings of one mailbox counted as new addresses, so one inbox could be sent
 * any number of confirmations. Sign-ups are limited per mailbox too, whatever the client; addresses stay as typed.
 */
// Behind a trusted proxy, each request from its own address: only the mailbox limit is left to refuse.
const t = setupTestApp({ seed: false, trustProxy: true });
let clients = 0;
const subscribe = (email: string, form = false) =>
  t.request("/api/newsletter/subscribe", {
    method: "POST",
    headers: {
      "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
      "X-Forwarded-For": `203.0.113.${++clients}`,
      ...sameOrigin,
    },
    body: form ? new URLSearchParams({ email, locale: "en" }).toString() : JSON.stringify({ email, locale: "en" }),
  });

describe("the sign-up limit per mailbox", () => {
  it("counts every spelling of one Gmail mailbox as one, and stores each as typed", async () => {
    const { limit } = writeLimits.newsletterMailbox;
    const spellings = Array.from({ length: limit }, (_, i) => (i === 0 ? "ab@gmail.com" : `a.b+${i}@gmail.com`));
    for (const email of spellings) expect((await subscribe(email)).status, email).toBe(201);
    const refused = await subscribe("A.B+more@googlemail.com");
    expect(refused.status).toBe(429);
    expect((await refused.json()) as object).toEqual({
      error: "Too many requests for this address. Please try again later.",
    });
    // Without JavaScript the form lands on its "try later" page.
    const page = await subscribe("a.b.+form@gmail.com", true);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toContain("result=later");
    // Another mailbox is not touched by it.
    expect((await subscribe("cd@gmail.com")).status).toBe(201);
    const stored = (await t.database.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).map(
      (row) => row.email,
    );
    expect(stored.sort()).toEqual([...spellings, "cd@gmail.com"].sort());
  });

  it("reads a mailbox the same way for every domain, and drops dots only at Gmail", () => {
    expect(mailboxOf(" A.B+x@GMAIL.com ")).toBe("ab@gmail.com");
    expect(mailboxOf("a.b@googlemail.com")).toBe("ab@gmail.com");
    expect(mailboxOf("rider+shop@example.pt")).toBe("rider@example.pt");
    expect(mailboxOf("first.last+x@example.pt")).toBe("first.last@example.pt");
  });
});
