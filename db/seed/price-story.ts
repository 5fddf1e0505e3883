import type { DeliveryCountry } from "#db/schema";

/**
 * The demo catalogue's price history (issue 30): a plausible 60 days per product, so a newcomer sees the chart, the
 * dates and an honest "was" price. A product with an original price in the seed dropped to its price a few days ago
 * after 60 days at the original one, so the original price is the 30-day low and may be struck through; the others
 * stayed, went up and back, rose, or were out of stock for a while.
 */
const plus = (price: string, euros: number) => (Number(price) + euros).toFixed(2);

export function demoPriceStory(p: { price: string; originalPrice?: string | null }, index: number) {
  if (p.originalPrice) {
    return { priceHistory: [{ price: p.originalPrice, daysAgo: 60 }], priceSince: { daysAgo: 3 + (index % 9) } };
  }
  switch (index % 4) {
    case 1:
      return {
        priceHistory: [
          { price: p.price, daysAgo: 60 },
          { price: plus(p.price, 3), daysAgo: 41 },
        ],
        priceSince: { daysAgo: 22 },
      };
    case 2:
      return { priceHistory: [{ price: plus(p.price, -2), daysAgo: 58 }], priceSince: { daysAgo: 12 } };
    case 3:
      return {
        priceHistory: [
          { price: p.price, daysAgo: 60 },
          { price: p.price, available: false, daysAgo: 35 },
        ],
        priceSince: { daysAgo: 27 },
      };
    default:
      return { priceHistory: [], priceSince: { daysAgo: 60 } };
  }
}

/** When the price was last checked: hours or days ago for most, one left for weeks (the admin's stale example). */
export function demoPriceCheckedAt(index: number, now = Date.now()) {
  const hoursAgo = index === 7 ? 24 * 47 : 2 + ((index * 7) % 70);
  return new Date(now - hoursAgo * 3_600_000);
}

/** Delivery from an AliExpress shop to the five countries, as its last sync would have read it. */
export function demoShipping(
  index: number,
): { country: DeliveryCountry; fee: string; minDays: number; maxDays: number }[] {
  const extra = index % 3;
  return [
    { country: "PT", fee: "0.00", minDays: 7 + extra, maxDays: 12 + extra },
    { country: "ES", fee: "0.00", minDays: 6 + extra, maxDays: 11 + extra },
    { country: "FR", fee: index % 2 ? "1.99" : "0.00", minDays: 8 + extra, maxDays: 14 + extra },
    { country: "IT", fee: "1.99", minDays: 9 + extra, maxDays: 15 + extra },
    { country: "DE", fee: index % 2 ? "2.49" : "0.00", minDays: 8 + extra, maxDays: 13 + extra },
  ];
}

type SyncRow = {
  status: "unchanged" | "review" | "no-markup";
  price: string | null;
  pending?: { price: string; originalPrice: null; available: true };
  detail: string;
};

/**
 * What the last sync said of a demo product, so the marketplace screen shows its rows from the first start: mostly
 * unchanged, one change above the threshold waiting for the curator, and an official store whose page has no price
 * markup.
 */
export function demoSyncRow(
  p: { price: string; aliexpressUrl: string },
  index: number,
  fromAliExpress: boolean,
): SyncRow | null {
  if (!fromAliExpress) {
    return p.aliexpressUrl.includes("store.dji.com") && index % 2 === 0
      ? { status: "no-markup", price: null, detail: "No price markup on this page" }
      : null;
  }
  if (index === 5) {
    const price = (Number(p.price) * 1.19).toFixed(2);
    return {
      status: "review",
      price,
      pending: { price, originalPrice: null, available: true },
      detail: "19 % dearer: above the 15 % that waits for you",
    };
  }
  return { status: "unchanged", price: p.price, detail: "" };
}
