/** Money is integer cents everywhere inside Cartwise; dollars exist only at the edges (JSON, UI). */
export type Cents = number;

/** Converts a dollar amount with at most 2 decimals to integer cents, rounding float noise away. */
export function toCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function toDollars(cents: Cents): number {
  return cents / 100;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats cents as USD with 2 decimals: 129999 -> "$1,299.99". */
export function formatCents(cents: Cents): string {
  return usd.format(cents / 100);
}

/** Formats a dollar amount from the API as USD with 2 decimals. */
export function formatUsd(dollars: number): string {
  return formatCents(toCents(dollars));
}

/** True when a dollar amount has at most two decimals (is a whole number of cents). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}
