import { describe, expect, it } from "vitest";
import { createProduct } from "#db/seed/factories";
import { adminJsonClient } from "#tests/helpers/admin";
import { setupAliExpressGateway, type GatewayProduct } from "#tests/helpers/aliexpress-gateway";
import { setupSmtpServer } from "#tests/helpers/smtp-server";
import { setupTestApp } from "#tests/helpers/test-app";
import { visitorForm } from "#tests/helpers/visitor-forms";
import { whenSynced } from "~/features/marketplace/marketplace-sync.server";
import { confirmPriceAlerts } from "~/features/price-alerts/price-alerts.server";

/**
 * Price-drop alerts told by the marketplace sync (issue 30 item 7): a drop the sync reads from the stand-in gateway
 * reaches each confirmed rider once, in their language, over a real SMTP server; the same price read again tells no one.
 */
const origin = "https://garage.example";
const keys = { appKey: "512345", appSecret: "alert-sync-secret" };
const { stand, client } = setupAliExpressGateway(keys, "zg");

const t = setupTestApp({
  seed: false,
  publicOrigin: origin,
  trustProxy: true,
  outgoing: { allowLoopback: true },
  marketplace: client,
});
const send = adminJsonClient(t);
const { smtp, deliver } = setupSmtpServer(() => t.database.db);
const { json: alertRequest } = visitorForm(t, "/api/price-alert");

const listing = (salePrice: string): GatewayProduct => ({
  title: "Intercomunicador Mesh",
  salePrice,
  originalPrice: salePrice,
  pictures: ["front"],
  skus: [
    {
      skuId: "1",
      color: "Preto",
      price: salePrice,
      salePrice,
      shipping: { PT: { fee: "0.00", minDays: 5, maxDays: 9 } },
    },
  ],
});

async function syncNow() {
  expect((await send("POST", "/api/admin/marketplace/sync")).status).toBe(202);
  await whenSynced(t.database.db);
}

describe("a price drop read by the sync", () => {
  it("tells each confirmed rider once, in their language", async () => {
    stand.gateway.setProduct("1005001110000001", listing("100.00"));
    const product = await createProduct(t.database.db, {
      name: "Intercomunicador Mesh",
      type: "intercom",
      price: "100.00",
      marketplaceProductId: "1005001110000001",
      translations: { de: { name: "Mesh-Headset", slug: "mesh-headset" } },
    });
    for (const [email, locale] of [
      ["rider-de@example.com", "de"],
      ["rider-pt@example.com", "pt"],
      ["unconfirmed@example.com", "en"],
    ]) {
      expect((await alertRequest({ email, locale, productId: product.id })).status).toBeLessThan(300);
    }
    await deliver();
    for (const address of ["rider-de@example.com", "rider-pt@example.com"]) {
      const token = String(smtp.to(address).at(-1)!.html).match(/confirm\?alert=([\w-]+)/)![1]!;
      expect(await confirmPriceAlerts(t.database.db, token, origin)).toBeTruthy();
    }
    const before = (address: string) => smtp.to(address).length;
    const counts = { de: before("rider-de@example.com"), pt: before("rider-pt@example.com") };

    // 8 % cheaper: under the review threshold, applied by the sync, and told.
    stand.gateway.setProduct("1005001110000001", listing("92.00"));
    await syncNow();
    await deliver();
    const german = smtp.to("rider-de@example.com").slice(counts.de);
    const portuguese = smtp.to("rider-pt@example.com").slice(counts.pt);
    expect(german).toHaveLength(1);
    expect(portuguese).toHaveLength(1);
    expect(german[0]!.subject).toContain("Mesh-Headset");
    expect(german[0]!.text).toContain("92,00\u00a0€");
    expect(portuguese[0]!.subject).toContain("Intercomunicador Mesh");
    expect(smtp.to("unconfirmed@example.com").filter((m) => !/confirm\?alert=/.test(String(m.html)))).toHaveLength(0);

    // The same price read again, and a drop of under 5 % from the told price, tell no one.
    await syncNow();
    stand.gateway.setProduct("1005001110000001", listing("90.00"));
    await syncNow();
    await deliver();
    expect(smtp.to("rider-de@example.com").slice(counts.de)).toHaveLength(1);
    expect(smtp.to("rider-pt@example.com").slice(counts.pt)).toHaveLength(1);
  });
});
