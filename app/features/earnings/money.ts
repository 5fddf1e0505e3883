import { cents } from "~/features/prices";

/** What a commission is now (decision 0023). Earned = estimated + settled; refunded and invalid earn nothing. */
export const commissionStates = ["estimated", "settled", "refunded", "invalid"] as const;
export type CommissionState = (typeof commissionStates)[number];

/**
 * Euros per unit of the currencies networks settle in. AliExpress settles in US dollars; these rates turn its
 * commissions into the euros the screens add up (an estimate either way: the payout's rate is the bank's).
 */
export const eurosPer: Record<string, number> = { EUR: 1, USD: 0.92, GBP: 1.17 };

/** Cents as a two-decimal amount string. */
export const fromCents = (value: number) => (Math.round(value) / 100).toFixed(2);

/** An amount in `currency` in euros (two decimals); an unknown currency is refused before it gets here. */
export function toEuros(amount: string, currency: string) {
  const rate = eurosPer[currency.toUpperCase()];
  if (rate === undefined) throw new Error(`No rate for ${currency}`);
  return fromCents(cents(amount) * rate);
}
