/**
 * Default (unfiltered) catalog order — storefront spec, "Business constants":
 * "shuffled by a time-based seed and mixed by price tiers: budget up to 40 euro (up to 3),
 *  mid up to 80 (up to 4), premium above (up to 2); first 9 slots spread over at most 6 brands."
 *
 * How we read it:
 * - Tiers: budget ≤ 40.00, mid 40.00 < price ≤ 80.00, premium > 80.00 (compared in cents).
 * - Each tier is shuffled with a seeded PRNG: one seed always gives one order (server and
 *   client render alike, responses cache well); a new seed (see `timeSeed`) reshuffles.
 * - The first page (9 slots) takes tiers round-robin mid → budget → premium while their quotas
 *   (4 / 3 / 2) last, so tiers alternate instead of clumping. When a tier runs short, the free
 *   slots go to the other tiers' leftovers, still round-robin.
 * - Those 9 slots show at most 6 brands (products without a brand form one group). If a slot's
 *   next product would bring a 7th brand, we take the next product of that tier whose brand is
 *   already shown, else one from another tier; only when no remaining product fits is the
 *   rule relaxed.
 * - Everything after the first page follows in one seeded shuffle across all tiers.
 */

export type PriceTier = "budget" | "mid" | "premium";

type Mixable = { id: number; price: string; brand: string | null };
type TierPools<T> = Record<PriceTier, T[]>;
/** `null` stands for "no brand"; a Set keeps it as its own group. */
type BrandKey = string | null;

const BUDGET_MAX_CENTS = 40_00;
const MID_MAX_CENTS = 80_00;
const FIRST_PAGE_SIZE = 9;
const MAX_BRANDS_ON_FIRST_PAGE = 6;
/** Round-robin order: mid has the largest quota, so it leads and tiers never sit side by side. */
const TIER_ORDER: readonly PriceTier[] = ["mid", "budget", "premium"];
const FIRST_PAGE_QUOTAS: Readonly<Record<PriceTier, number>> = { budget: 3, mid: 4, premium: 2 };

/** A stable integer per period: the mix stays put for an hour (by default), then changes. */
export function timeSeed(date: Date, periodMinutes = 60): number {
  if (!(periodMinutes > 0)) throw new RangeError(`periodMinutes must be positive, got ${periodMinutes}`);
  return Math.floor(date.getTime() / (periodMinutes * 60_000));
}

/** Pure: returns a new array holding every input product exactly once. */
export function mixProductsByPriceTier<T extends Mixable>(products: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const pools = shuffledTierPools(products, random);
  const firstPage = takeFirstPage(pools);
  const rest = seededShuffle(
    TIER_ORDER.flatMap((tier) => pools[tier]),
    random,
  );
  return [...firstPage, ...rest];
}

export function priceTierOf(price: string): PriceTier {
  const cents = priceCents(price);
  if (cents <= BUDGET_MAX_CENTS) return "budget";
  if (cents <= MID_MAX_CENTS) return "mid";
  // An unparseable price (NaN) fails both comparisons and lands here, at the back of the page.
  return "premium";
}

function priceCents(price: string): number {
  // Rounding absorbs binary noise such as 80.01 * 100 = 8001.000000000001.
  return Math.round(Number(price) * 100);
}

function brandKey(brand: string | null): BrandKey {
  // "Xiaomi" and " xiaomi" are one brand to a shopper; blank means no brand.
  return brand?.trim().toLowerCase() || null;
}

function shuffledTierPools<T extends Mixable>(products: readonly T[], random: () => number): TierPools<T> {
  // Sorting by id first makes the result depend on the set of products, not on query order.
  const byId = [...products].sort((a, b) => a.id - b.id);
  const pools: TierPools<T> = { budget: [], mid: [], premium: [] };
  for (const product of byId) pools[priceTierOf(product.price)].push(product);
  for (const tier of TIER_ORDER) pools[tier] = seededShuffle(pools[tier], random);
  return pools;
}

/** Fills the first page, removing what it takes from `pools` (our own copies). */
function takeFirstPage<T extends Mixable>(pools: TierPools<T>): T[] {
  const quotas = { ...FIRST_PAGE_QUOTAS };
  const brands = new Set<BrandKey>();
  const nextTier = roundRobin();
  const page: T[] = [];

  while (page.length < FIRST_PAGE_SIZE) {
    const tier = nextTier((t) => quotas[t] > 0 && pools[t].length > 0) ?? nextTier((t) => pools[t].length > 0);
    if (tier === undefined) break;

    const { product, from } = takeForSlot(pools, tier, quotas, brands);
    page.push(product);
    quotas[from] = Math.max(0, quotas[from] - 1);
    brands.add(brandKey(product.brand));
  }
  return page;
}

/** Next product for a slot meant for `tier`, keeping the page within the brand limit if possible. */
function takeForSlot<T extends Mixable>(
  pools: TierPools<T>,
  tier: PriceTier,
  quotas: Readonly<Record<PriceTier, number>>,
  brands: ReadonlySet<BrandKey>,
): { product: T; from: PriceTier } {
  const fits = (product: T) => brands.size < MAX_BRANDS_ON_FIRST_PAGE || brands.has(brandKey(product.brand));
  const others = TIER_ORDER.filter((t) => t !== tier);
  // Same tier first, then tiers still owed slots (keeps quotas), then the rest.
  const searchOrder = [tier, ...others.filter((t) => quotas[t] > 0), ...others.filter((t) => quotas[t] === 0)];

  for (const from of searchOrder) {
    const index = pools[from].findIndex(fits);
    if (index !== -1) return { product: removeAt(pools[from], index), from };
  }
  // No remaining product fits: a 7th brand beats an empty slot.
  return { product: removeAt(pools[tier], 0), from: tier };
}

/** Cycles through TIER_ORDER, resuming after the tier it handed out last. */
function roundRobin(): (accepts: (tier: PriceTier) => boolean) => PriceTier | undefined {
  let cursor = 0;
  return (accepts) => {
    for (let step = 0; step < TIER_ORDER.length; step++) {
      const position = (cursor + step) % TIER_ORDER.length;
      const tier = TIER_ORDER[position];
      if (tier !== undefined && accepts(tier)) {
        cursor = (position + 1) % TIER_ORDER.length;
        return tier;
      }
    }
    return undefined;
  };
}

function removeAt<T>(items: T[], index: number): T {
  const [item] = items.splice(index, 1);
  if (item === undefined) throw new Error(`product-mix: no item at index ${index}`);
  return item;
}

/** Fisher–Yates on a copy. */
function seededShuffle<T>(items: readonly T[], random: () => number): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled;
}

/** mulberry32: tiny and good enough to shuffle a catalog; one seed, one sequence. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
