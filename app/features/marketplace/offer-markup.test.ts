import { describe, expect, it } from "vitest";
import { normalizePrice, parseOfferMarkup } from "./offer-markup";

const ld = (data: unknown, type = "application/ld+json") =>
  `<script type="${type}">${typeof data === "string" ? data : JSON.stringify(data)}</script>`;
const page = (...parts: string[]) =>
  `<!doctype html><html><head><title>Shop</title>${parts.join("\n")}</head><body><h1>Product</h1></body></html>`;

const offer = (price: unknown, currency = "EUR", availability = "https://schema.org/InStock") => ({
  "@type": "Offer",
  price,
  priceCurrency: currency,
  availability,
});
const product = (offers: unknown, extra: Record<string, unknown> = {}) => ({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Osmo Action 5 Pro",
  offers,
  ...extra,
});

describe("normalizePrice", () => {
  it.each([
    [349, "349.00"],
    [349.9, "349.90"],
    [1299.995, "1300.00"],
    [0.5, "0.50"],
    ["349", "349.00"],
    ["349.00", "349.00"],
    ["349.5", "349.50"],
    ["349,50", "349.50"],
    ["1.299,00", "1299.00"],
    ["1,299.00", "1299.00"],
    ["1 299,00 €", "1299.00"],
    ["1\u00a0299,00\u00a0€", "1299.00"],
    ["1'299.00", "1299.00"],
    ["1,299", "1299.00"],
    ["1.299", "1299.00"],
    ["1.234.567,89", "1234567.89"],
    ["0.500", "0.50"],
    ["€349,99", "349.99"],
    ["EUR 349.99", "349.99"],
    ["349.99 - 399.99", "349.99"],
    ["12.99 12.99", "12.99"],
    ["1.005", "1005.00"],
    ["19.999", "19999.00"],
    ["19.995", "19995.00"],
    ["19.9949", "19.99"],
    ["19.9950", "20.00"],
    [19.995, "20.00"],
    [["89.00"], "89.00"],
  ])("reads %j as %s", (input, expected) => {
    expect(normalizePrice(input)).toBe(expected);
  });

  it.each([
    [0],
    ["0.00"],
    ["-5"],
    [-5],
    ["free"],
    [""],
    [null],
    [undefined],
    [{}],
    [Number.NaN],
    [1e12],
    ["1234567890"],
  ])("refuses %j", (input) => {
    expect(normalizePrice(input)).toBeNull();
  });
});

describe("parseOfferMarkup: JSON-LD", () => {
  it("reads a Product with one Offer", () => {
    expect(parseOfferMarkup(page(ld(product(offer("349.00")))))).toEqual({
      price: "349.00",
      currency: "EUR",
      available: true,
    });
  });

  it("reads a number price, an out-of-stock offer and a lower-case currency", () => {
    const html = page(ld(product(offer(1299, "eur", "http://schema.org/OutOfStock"))));
    expect(parseOfferMarkup(html)).toEqual({ price: "1299.00", currency: "EUR", available: false });
  });

  it.each([
    ["https://schema.org/InStock", true],
    ["http://schema.org/InStock", true],
    ["schema:InStock", true],
    ["InStock", true],
    ["instock", true],
    ["https://schema.org/LimitedAvailability", true],
    ["https://schema.org/PreOrder", true],
    ["https://schema.org/BackOrder", true],
    ["https://schema.org/OutOfStock", false],
    ["https://schema.org/SoldOut", false],
    ["https://schema.org/Discontinued", false],
    ["https://schema.org/Whatever", null],
    ["", null],
  ])("knows availability %s", (availability, expected) => {
    expect(parseOfferMarkup(page(ld(product(offer("10", "EUR", availability)))))?.available).toBe(expected);
  });

  it("says nothing of availability the markup leaves out", () => {
    const html = page(ld(product({ "@type": "Offer", price: "99.90", priceCurrency: "EUR" })));
    expect(parseOfferMarkup(html)).toEqual({ price: "99.90", currency: "EUR", available: null });
  });

  it("reads European and English thousands in string prices", () => {
    expect(parseOfferMarkup(page(ld(product(offer("1.299,00")))))?.price).toBe("1299.00");
    expect(parseOfferMarkup(page(ld(product(offer("1,299.00")))))?.price).toBe("1299.00");
  });

  it("finds the product among several blocks, past one of invalid JSON", () => {
    const html = page(
      ld({ "@context": "https://schema.org", "@type": "Organization", name: "DJI" }),
      ld('{"@type": "Product", "offers": {"price": "1",}'),
      ld({ "@type": "BreadcrumbList", itemListElement: [] }),
      ld(product(offer("529.00"))),
    );
    expect(parseOfferMarkup(html)?.price).toBe("529.00");
  });

  it("forgives line breaks inside strings and trailing commas", () => {
    const body = `{"@type": "Product", "name": "Line one
line two", "offers": {"@type": "Offer", "price": "45.00", "priceCurrency": "EUR",},}`;
    expect(parseOfferMarkup(page(ld(body)))?.price).toBe("45.00");
  });

  it("reads a block wrapped in a comment or CDATA, with a type attribute in any case or quoting", () => {
    const wrapped = `<!--\n${JSON.stringify(product(offer("12.00")))}\n-->`;
    expect(parseOfferMarkup(page(ld(wrapped)))?.price).toBe("12.00");
    const cdata = `//<![CDATA[\n${JSON.stringify(product(offer("13.00")))}\n//]]>`;
    expect(parseOfferMarkup(page(ld(cdata)))?.price).toBe("13.00");
    const upper = `<SCRIPT data-x="a>b" TYPE=application/ld+json>${JSON.stringify(product(offer("14")))}</SCRIPT>`;
    expect(parseOfferMarkup(page(upper))?.price).toBe("14.00");
  });

  it("ignores scripts that are not JSON-LD", () => {
    const html = page(
      `<script>var data = ${JSON.stringify(product(offer("1.00")))};</script>`,
      `<script type="application/json">${JSON.stringify(product(offer("2.00")))}</script>`,
    );
    expect(parseOfferMarkup(html)).toBeNull();
  });

  it("reads a top-level array and @graph, with @type as an array", () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebSite", name: "Insta360 Store" },
        { "@type": ["Product", "Thing"], name: "X4", offers: [offer("499.99")] },
      ],
    };
    expect(parseOfferMarkup(page(ld(graph)))?.price).toBe("499.99");
    expect(parseOfferMarkup(page(ld([{ "@type": "WebPage" }, product(offer("7.50"))])))?.price).toBe("7.50");
  });

  it("finds the product as a page's main entity", () => {
    const html = page(ld({ "@type": "ItemPage", mainEntity: product(offer("88")) }));
    expect(parseOfferMarkup(html)?.price).toBe("88.00");
  });

  it("follows @id references to offers and variants elsewhere in the graph", () => {
    const graph = {
      "@graph": [
        { "@type": "Product", "@id": "#product", offers: { "@id": "#offer" } },
        // A related product whose offer is written in place: without the reference, its price would be taken.
        { "@type": "Product", "@id": "#case", offers: offer("9.00") },
        { "@type": "Offer", "@id": "#offer", price: "64.00", priceCurrency: "EUR", availability: "InStock" },
      ],
    };
    expect(parseOfferMarkup(page(ld(graph)))).toEqual({ price: "64.00", currency: "EUR", available: true });
    const group = {
      "@graph": [
        { "@type": "ProductGroup", "@id": "#group", hasVariant: [{ "@id": "#smoke" }] },
        { "@type": "Product", "@id": "#clear", offers: offer("5.00") },
        { "@type": "Product", "@id": "#smoke", isVariantOf: { "@id": "#group" }, offers: offer("42.90") },
      ],
    };
    expect(parseOfferMarkup(page(ld(group)))?.price).toBe("42.90");
  });

  it("prefers euros, then an offer one can buy, then the lowest price", () => {
    const offers = [offer("399", "USD"), offer("379", "EUR"), offer("299", "GBP"), offer("389", "EUR")];
    expect(parseOfferMarkup(page(ld(product(offers))))).toMatchObject({ price: "379.00", currency: "EUR" });
    const stock = [offer("10", "EUR", "OutOfStock"), offer("12", "EUR", "InStock"), offer("11", "EUR", "SoldOut")];
    expect(parseOfferMarkup(page(ld(product(stock))))).toEqual({ price: "12.00", currency: "EUR", available: true });
    // None in euros: the first currency, its lowest.
    const dollars = [offer("20", "USD"), offer("15", "GBP"), offer("18", "USD")];
    expect(parseOfferMarkup(page(ld(product(dollars))))).toMatchObject({ price: "18.00", currency: "USD" });
  });

  it("takes an AggregateOffer's low price", () => {
    const aggregate = { "@type": "AggregateOffer", lowPrice: 279, highPrice: 349, priceCurrency: "EUR", offerCount: 3 };
    expect(parseOfferMarkup(page(ld(product(aggregate))))).toEqual({
      price: "279.00",
      currency: "EUR",
      available: null,
    });
  });

  it("reads an AggregateOffer without a low price through its offers", () => {
    const aggregate = { "@type": "AggregateOffer", offers: [offer("31"), offer("29")] };
    expect(parseOfferMarkup(page(ld(product(aggregate))))?.price).toBe("29.00");
  });

  it("reads a ProductGroup's variants", () => {
    const group = {
      "@context": "https://schema.org/",
      "@type": "ProductGroup",
      name: "Visor",
      productGroupID: "V1",
      hasVariant: [
        { "@type": "Product", name: "Clear", offers: offer("39.90", "EUR", "https://schema.org/OutOfStock") },
        { "@type": "Product", name: "Smoke", offers: offer("42.90") },
        { "@type": "Product", name: "Iridium", offers: offer("49.90") },
      ],
    };
    expect(parseOfferMarkup(page(ld(group)))).toEqual({ price: "42.90", currency: "EUR", available: true });
  });

  it("reads priceSpecification, skipping the struck-through list price", () => {
    const specified = {
      "@type": "Offer",
      availability: "https://schema.org/InStock",
      priceSpecification: [
        {
          "@type": "UnitPriceSpecification",
          price: 399,
          priceCurrency: "EUR",
          priceType: "https://schema.org/ListPrice",
        },
        { "@type": "UnitPriceSpecification", price: 349, priceCurrency: "EUR" },
      ],
    };
    expect(parseOfferMarkup(page(ld(product(specified))))).toEqual({
      price: "349.00",
      currency: "EUR",
      available: true,
    });
    const single = { "@type": "Offer", priceSpecification: { price: "19,99", priceCurrency: "EUR" } };
    expect(parseOfferMarkup(page(ld(product(single))))?.price).toBe("19.99");
  });

  it("takes the page's product, not the related products in its properties", () => {
    const related = { isRelatedTo: [product(offer("9.99")), product(offer("5.00"))] };
    const main = product(offer("199"), { ...related, isAccessoryOrSparePartFor: product(offer("1.00")) });
    expect(parseOfferMarkup(page(ld(main)))?.price).toBe("199.00");
    // A page's product without a price does not take a related product's.
    expect(parseOfferMarkup(page(ld(product(undefined, related))))).toBeNull();
  });

  it("skips a product without a usable offer for the next one", () => {
    const html = page(ld(product(undefined)), ld(product(offer("free"))), ld(product(offer("59"))));
    expect(parseOfferMarkup(html)?.price).toBe("59.00");
  });

  it("needs a currency and a price", () => {
    expect(parseOfferMarkup(page(ld(product({ "@type": "Offer", price: "10" }))))).toBeNull();
    expect(parseOfferMarkup(page(ld(product({ "@type": "Offer", priceCurrency: "EUR" }))))).toBeNull();
    expect(parseOfferMarkup(page(ld(product(offer("10", "euros")))))).toBeNull();
  });

  it("reads a loose Offer when no product has one", () => {
    expect(parseOfferMarkup(page(ld({ "@context": "https://schema.org", ...offer("77") })))?.price).toBe("77.00");
  });

  it("reads a price written on the product itself", () => {
    const sloppy = { "@type": "Product", name: "Pad", price: "8,50", priceCurrency: "EUR" };
    expect(parseOfferMarkup(page(ld(sloppy)))?.price).toBe("8.50");
  });

  it("finds nothing on a page without markup, or with only other types", () => {
    expect(parseOfferMarkup("<html><body><p>Price: 349,00 €</p></body></html>")).toBeNull();
    expect(parseOfferMarkup(page(ld({ "@type": "Organization", name: "x" })))).toBeNull();
    expect(parseOfferMarkup("")).toBeNull();
    expect(parseOfferMarkup(page(ld("not json at all")))).toBeNull();
  });
});

describe("parseOfferMarkup: microdata", () => {
  it("reads a Product with an Offer whose price is in content attributes", () => {
    const html = `<div itemscope itemtype="https://schema.org/Product">
      <h1 itemprop="name">Insta360 X4</h1>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
        <span itemprop="price" content="499.99">499,99&nbsp;€</span>
        <meta itemprop="priceCurrency" content="EUR" />
        <link itemprop="availability" href="https://schema.org/InStock" />
      </div>
    </div>`;
    expect(parseOfferMarkup(html)).toEqual({ price: "499.99", currency: "EUR", available: true });
  });

  it("reads a price from the element's text and availability from a meta", () => {
    const html = `<div itemscope itemtype="http://schema.org/Product"><p>Visor
      <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
        <span itemprop="priceCurrency">EUR</span> <span itemprop="price"><b>1.299</b>,50</span>
        <meta itemprop="availability" content="https://schema.org/SoldOut">
      </div></div>`;
    expect(parseOfferMarkup(html)).toEqual({ price: "1299.50", currency: "EUR", available: false });
  });

  it("reads attribute values in single, double or no quotes, and entities in them", () => {
    const html = `<DIV ITEMSCOPE ITEMTYPE='https://schema.org/Product'><div itemprop=offers itemscope
      itemtype=https://schema.org/Offer><meta itemprop='price' content='2&#44;50'><meta itemprop=priceCurrency
      content=EUR><link itemprop="availability" href="https://schema.org/PreOrder"></div></DIV>`;
    expect(parseOfferMarkup(html)).toEqual({ price: "2.50", currency: "EUR", available: true });
  });

  it("keeps each property with its own item: a related product's offer is not the page's", () => {
    const html = `<div itemscope itemtype="https://schema.org/Product">
      <ul><li>Also bought
        <div itemprop="isRelatedTo" itemscope itemtype="https://schema.org/Product">
          <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
            <meta itemprop="price" content="5"><meta itemprop="priceCurrency" content="EUR">
          </div></div>
      <li>More
      </ul>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
        <meta itemprop="price" content="89"><meta itemprop="priceCurrency" content="EUR">
      </div></div>`;
    expect(parseOfferMarkup(html)?.price).toBe("89.00");
  });

  it("closes items at their end tag, so a later property belongs to the enclosing item", () => {
    const html = `<div itemscope itemtype="https://schema.org/Product">
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR">
      </div>
      <meta itemprop="price" content="10">
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR">
        <meta itemprop="price" content="30"></div></div>`;
    // The first offer has no price: the product-level 10 is not its.
    expect(parseOfferMarkup(html)?.price).toBe("30.00");
  });

  it("reads a loose Offer outside any product", () => {
    const html = `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">A</span></div>
      <div itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="15">
      <meta itemprop="priceCurrency" content="EUR"></div>`;
    expect(parseOfferMarkup(html)?.price).toBe("15.00");
  });

  it("reads an AggregateOffer's lowPrice and several itemprop names at once", () => {
    const html = `<div itemscope itemtype="https://schema.org/Product">
      <div itemprop="offers" itemscope itemtype="https://schema.org/AggregateOffer">
        <span itemprop="lowPrice">279.00</span> – <span itemprop="highPrice">349.00</span>
        <meta itemprop="priceCurrency currency" content="EUR">
      </div></div>`;
    expect(parseOfferMarkup(html)).toEqual({ price: "279.00", currency: "EUR", available: null });
  });

  it("does not read tags inside scripts, comments or styles", () => {
    const html = `<!-- <div itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="1"> -->
      <script>document.write('<div itemscope itemtype="https://schema.org/Offer">')</script>
      <style>div[itemprop="price"] { color: red }</style>
      <div itemscope itemtype="https://schema.org/Product"><div itemprop="offers" itemscope
      itemtype="https://schema.org/Offer"><span itemprop="price">42<!-- cents: -->,50</span>
      <meta itemprop="priceCurrency" content="EUR"></div></div>`;
    expect(parseOfferMarkup(html)?.price).toBe("42.50");
  });

  it("takes JSON-LD's product first when both are on the page", () => {
    const html = page(ld(product(offer("300")))).replace(
      "<h1>Product</h1>",
      `<div itemscope itemtype="https://schema.org/Product"><div itemprop="offers" itemscope
        itemtype="https://schema.org/Offer"><meta itemprop="price" content="310"><meta itemprop="priceCurrency"
        content="EUR"></div></div>`,
    );
    expect(parseOfferMarkup(html)?.price).toBe("300.00");
  });

  it("survives broken markup: an unclosed quote, stray brackets, no end tags", () => {
    const html = `<p>1 < 2 and 3 > 2</p><div itemscope itemtype="https://schema.org/Product"><div itemprop="offers"
      itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="9.99"><meta
      itemprop="priceCurrency" content="EUR"><a title="never closed`;
    expect(parseOfferMarkup(html)).toEqual({ price: "9.99", currency: "EUR", available: null });
  });

  it("reads a large page in one pass, even one that ends inside a tag", () => {
    const filler = '<div class="x"><a href="/p">link</a><img src="a.png"><p>text & more</div>'.repeat(20_000);
    // A tag that never ends, full of "<": reading on from each of them would take minutes.
    const html = `${filler}${ld(product(offer("349.00")))}${"<a title='x".repeat(20_000)}`;
    const started = performance.now();
    expect(parseOfferMarkup(html)?.price).toBe("349.00");
    expect(performance.now() - started).toBeLessThan(4000);
  });
});
