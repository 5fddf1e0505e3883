import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkCheckUserAgent } from "~/features/link-health/index.server";
import { readShopOffer } from "./shop-offer.server";

/** An official store's product page as such shops print it: several JSON-LD blocks, the Product among them. */
const productPage = `<!doctype html>
<html lang="pt"><head><meta charset="utf-8"><title>Osmo Action 5 Pro - Loja DJI</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"DJI"}</script>
<script type="application/ld+json">
{"@context":"https://schema.org","@type":"Product","name":"Osmo Action 5 Pro","sku":"CP.OS.00000380.01",
 "brand":{"@type":"Brand","name":"DJI"},
 "offers":[
  {"@type":"Offer","price":"379","priceCurrency":"USD","availability":"https://schema.org/InStock"},
  {"@type":"Offer","price":"1.299,00","priceCurrency":"EUR","availability":"https://schema.org/InStock",
   "url":"https://store.example/pt/product/osmo-action-5-pro"}
 ]}
</script></head>
<body><h1>Osmo Action 5 Pro</h1><p>A partir de 1.299,00 €</p></body></html>`;

/** A page with a price for people and none for machines. */
const plainPage = `<!doctype html><html><head><title>Visor</title></head>
<body><h1>Visor</h1><p class="price">49,90 €</p><button>Comprar</button></body></html>`;

let origin = "";
const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
const server = createServer((req, res) => {
  requests.push({ path: req.url ?? "", headers: req.headers });
  const html = (status: number, body: string) =>
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(body);
  if (req.url === "/pt/product/osmo-action-5-pro") return html(200, productPage);
  if (req.url === "/pt/visor") return html(200, plainPage);
  // Shops move pages: the old address redirects to the product's.
  if (req.url === "/old-link") return res.writeHead(301, { Location: "/pt/product/osmo-action-5-pro" }).end();
  // A missing page may still carry the shop's markup: the status is what counts.
  html(404, productPage.replace("<h1>Osmo Action 5 Pro</h1>", "<h1>Página não encontrada</h1>"));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("readShopOffer", () => {
  it("reads the euro offer of an official store's page, as a plain visitor", async () => {
    requests.length = 0;
    const offer = await readShopOffer(`${origin}/pt/product/osmo-action-5-pro`, { allowLoopback: true });
    expect(offer).toEqual({ ok: true, price: "1299.00", currency: "EUR", available: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers["user-agent"]).toBe(linkCheckUserAgent);
    expect(requests[0]!.headers.accept).toMatch(/^text\/html/);
    expect(requests[0]!.headers["accept-encoding"]).toBe("identity");
  });

  it("follows a redirect to the product's page", async () => {
    const offer = await readShopOffer(`  ${origin}/old-link `, { allowLoopback: true });
    expect(offer).toMatchObject({ ok: true, price: "1299.00", currency: "EUR" });
  });

  it("says plainly when the page has no price markup", async () => {
    const offer = await readShopOffer(`${origin}/pt/visor`, { allowLoopback: true });
    expect(offer).toEqual({ ok: false, reason: "no-markup", detail: "No price markup on this page" });
  });

  it("reports a missing page by its status, whatever its markup", async () => {
    const offer = await readShopOffer(`${origin}/pt/product/gone`, { allowLoopback: true });
    expect(offer).toEqual({ ok: false, reason: "http", detail: "The shop's page answered HTTP 404" });
  });

  it("goes through the guarded fetcher: an inside address is not reached", async () => {
    requests.length = 0;
    const offer = await readShopOffer(`${origin}/pt/product/osmo-action-5-pro`);
    expect(offer).toEqual({ ok: false, reason: "unreachable", detail: "The address could not be reached" });
    expect(requests).toHaveLength(0);
  });

  it("refuses what is not a web address", async () => {
    expect(await readShopOffer("ftp://store.example/product")).toEqual({
      ok: false,
      reason: "unreachable",
      detail: "Not an http(s) link without a user name or password",
    });
  });
});
