import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateClicks, products } from "#db/schema";
import { adminJsonClient, sameOrigin } from "#tests/helpers/admin";
import { setupSmtpServer } from "#tests/helpers/smtp-server";
import { setupTestApp } from "#tests/helpers/test-app";
import { queueDigest, type DigestDeps } from "~/features/dashboard/digest.server";
import { duePeriod } from "~/features/dashboard/digest-period";
import { dayMs, nextMonday } from "#tests/helpers/digest-dates";

/**
 * Issue 33 point 1: mail to the curator speaks the curator's language. The server remembers the admin's language when
 * the curator chooses it while logged in, and the digest, read from a real SMTP server, is written in it: Portuguese
 * until then.
 */
const origin = "https://garage.example";
const t = setupTestApp({ publicOrigin: origin });
const send = adminJsonClient(t);
const { smtp, deliver } = setupSmtpServer(() => t.database.db);
const deps = (): DigestDeps => ({ db: t.database.db, setup: { ai: true, marketplace: true }, origin });

/** The Monday after: next week's digest is due. */
const mondayAfter = new Date(nextMonday.getTime() + 7 * dayMs);

/** A click in the week before `due`: news for its digest. */
async function clickBefore(due: Date) {
  const [product] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, "published"))
    .limit(1);
  const clickedAt = new Date(due.getTime() - 3 * dayMs);
  await t.database.db.insert(affiliateClicks).values({ productId: product!.id, affiliateUrl: "x", clickedAt });
}

const language = async () => (await send<{ language: string }>("GET", "/api/admin/mail/digest")).body.language;
const choose = (chosen: string, headers: Record<string, string> = {}) =>
  t.request("/api/admin/language", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameOrigin, ...headers },
    body: JSON.stringify({ language: chosen }),
  });

describe("the digest in the curator's language", () => {
  it("is Portuguese until the curator chooses English", async () => {
    expect(await language()).toBe("pt");
    await clickBefore(nextMonday);
    expect(await queueDigest(deps(), nextMonday)).toMatchObject({ status: "queued" });
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.to("ola@zerosgarage.pt");
    const week = Number(duePeriod("weekly", nextMonday).key.slice(6));
    expect(mail!.subject!.replace(/\u00a0/g, " ")).toBe(`Semana ${week}: 1 clique, 0 encomendas, 0,00 € de comissão`);
    expect(mail!.headers.get("content-language")).toBe("pt");
    expect(mail!.text).toContain("Cliques para as lojas");
    expect(mail!.text).toContain("Mudar a frequência, o endereço ou o idioma, ou desligá-lo");
  });

  it("is written in the admin's language the curator chose while logged in", async () => {
    // Chosen without a session (the login page), or the zz pseudo-language: a cookie only.
    expect((await choose("en")).status).toBe(200);
    expect((await send("POST", "/api/admin/language", { language: "zz" })).status).toBe(200);
    expect(await language()).toBe("pt");

    expect((await send("POST", "/api/admin/language", { language: "en" })).body).toEqual({ language: "en" });
    expect(await language()).toBe("en");
    await clickBefore(mondayAfter);
    expect(await queueDigest(deps(), mondayAfter)).toMatchObject({ status: "queued" });
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const english = smtp.to("ola@zerosgarage.pt").at(-1)!;
    const week = Number(duePeriod("weekly", mondayAfter).key.slice(6));
    expect(english.subject!.replace(/\u00a0/g, " ")).toBe(`Week ${week}: 1 click, 0 orders, 0,00 € commission`);
    expect(english.headers.get("content-language")).toBe("en");
    expect(english.html).toContain('lang="en"');
    expect(english.text).toContain("Clicks to the shops");
    expect(english.text).toContain("Change how often, where or in which language, or turn it off");
  });

  it("is one language with the Mail screen's: saving the digest's there sets it too", async () => {
    await send("PUT", "/api/admin/mail/digest", { frequency: "weekly", recipient: "", language: "pt" });
    expect(await language()).toBe("pt");
    await send("POST", "/api/admin/language", { language: "en" });
    expect((await send<Record<string, string>>("GET", "/api/admin/mail/digest")).body).toMatchObject({
      frequency: "weekly",
      language: "en",
    });
  });
});
