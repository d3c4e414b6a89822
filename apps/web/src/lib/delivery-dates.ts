/** Calendar dates from the API ('2026-11-26') are UTC dates: shown as such, whatever the browser's zone. */
const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** 'Thursday, November 26' or 'Thursday, November 26 to Monday, November 30'. */
export function formatDeliveryWindow(window: { earliest: string; latest: string }): string {
  const earliest = day.format(utcDate(window.earliest));
  return window.earliest === window.latest ? earliest : `${earliest} to ${day.format(utcDate(window.latest))}`;
}

/** When an order was placed, in the shopper's own time zone: 'November 22, 2026 at 9:40 PM'. */
export function formatPlacedAt(timestamp: string): string {
  return dateTime.format(new Date(timestamp));
}

/** A short date for lists: 'Nov 22, 2026'. */
export function formatShortDate(timestamp: string): string {
  return date.format(new Date(timestamp));
}
