import type { Cents } from '../money.ts';

/**
 * The price bands of the filter sidebar, with honest labels and a real $500+ band (DESIGN.md). Each ends a
 * cent below the next one's start, so a price such as $50.00 is in one band only ($50 – $100) and the
 * bands' counts add up to the products listed; price ranges stay inclusive at both ends (spec §5).
 */
export const PRICE_BANDS = [
  { id: '0-50', label: '$0 – $50', minCents: 0, maxCents: 4999 },
  { id: '50-100', label: '$50 – $100', minCents: 5000, maxCents: 9999 },
  { id: '100-200', label: '$100 – $200', minCents: 10000, maxCents: 19999 },
  { id: '200-500', label: '$200 – $500', minCents: 20000, maxCents: 49999 },
  { id: '500+', label: '$500 & above', minCents: 50000, maxCents: null },
] as const satisfies readonly { id: string; label: string; minCents: Cents; maxCents: Cents | null }[];

export type PriceBand = (typeof PRICE_BANDS)[number];
export type PriceBandId = PriceBand['id'];

/** Whether a price is in the band (both ends inclusive). */
export function bandContains(band: PriceBand, priceCents: Cents): boolean {
  return priceCents >= band.minCents && (band.maxCents === null || priceCents <= band.maxCents);
}

export function priceBandById(id: string): PriceBand | undefined {
  return PRICE_BANDS.find((band) => band.id === id);
}

/** "$1,000", "$999.99", "$250.50": cents only when there are some. */
const dollars = (amount: number) => `$${amount.toLocaleString('en-US', Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A price range that is no band (a search said "under $1000"), in the bands' words: "$0 – $1,000", "$200 & above". */
export function priceRangeLabel(minPrice: number | undefined, maxPrice: number | undefined): string {
  if (maxPrice === undefined) return `${dollars(minPrice ?? 0)} & above`;
  return `${dollars(minPrice ?? 0)} – ${dollars(maxPrice)}`;
}
