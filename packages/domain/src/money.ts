/** Money is integer cents everywhere inside Cartwise; dollars exist only at the edges (JSON, UI). */
export type Cents = number;

/** Converts a dollar amount with at most 2 decimals to integer cents, rounding float noise away. */
export function toCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function toDollars(cents: Cents): number {
  return cents / 100;
}

/**
 * Formats whole cents as USD with 2 decimals: 129999 -> "$1,299.99", -500 -> "-$5.00". Written out rather
 * than with Intl.NumberFormat, whose first construction costs 40-50 ms of a slow phone's main thread
 * while the page starts (ADR 0012), and so the server and the browser always agree on every character.
 */
export function formatCents(cents: Cents): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole !== 0 ? '-' : ''}$${dollars}.${rest}`;
}

/** Formats a dollar amount from the API as USD with 2 decimals. */
export function formatUsd(dollars: number): string {
  return formatCents(toCents(dollars));
}

/** True when a dollar amount has at most two decimals (is a whole number of cents). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}
