import type { Cents } from '../money.ts';

/** The price bands of the filter sidebar, with honest labels and a real $500+ band (DESIGN.md). */
export const PRICE_BANDS = [
  { id: '0-50', label: '$0 – $50', minCents: 0, maxCents: 5000 },
  { id: '50-100', label: '$50 – $100', minCents: 5000, maxCents: 10000 },
  { id: '100-200', label: '$100 – $200', minCents: 10000, maxCents: 20000 },
  { id: '200-500', label: '$200 – $500', minCents: 20000, maxCents: 50000 },
  { id: '500+', label: '$500 & above', minCents: 50000, maxCents: null },
] as const satisfies readonly { id: string; label: string; minCents: Cents; maxCents: Cents | null }[];

export type PriceBand = (typeof PRICE_BANDS)[number];
export type PriceBandId = PriceBand['id'];

/** Price ranges are inclusive at both ends (spec §5), so an edge price such as $50.00 is in two bands. */
export function bandContains(band: PriceBand, priceCents: Cents): boolean {
  return priceCents >= band.minCents && (band.maxCents === null || priceCents <= band.maxCents);
}

export function priceBandById(id: string): PriceBand | undefined {
  return PRICE_BANDS.find((band) => band.id === id);
}
