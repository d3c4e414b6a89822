import { PASSWORD_RESET_TOKEN_MINUTES } from '@cartwise/domain/accounts/password-reset';
import { DELIVERY_LABELS } from '@cartwise/domain/checkout/delivery';
import { formatUsd } from '@cartwise/domain/money';
import { PAYMENT_DESCRIPTIONS, PAYMENT_LABELS, SHIPPING_COUNTRIES, type Order } from '@cartwise/domain/orders/schemas';
import { href, html, type SafeHtml } from './html.ts';

/** Who sends: the shop's name and support address, and where its pages are (links in the emails). */
export interface ShopIdentity {
  name: string;
  supportEmail: string;
  /** The shop's public address without a trailing slash, e.g. `https://shop.example`. */
  publicUrl: string;
}

/** An email ready to queue: a subject and the same content as plain text and as HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** How an order ships (the back office sets it): the carrier, if named, and the tracking number. */
export interface Shipment {
  carrier: string | null;
  trackingNumber: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const MUTED = '#52525b';

const countryName = (code: string) => SHIPPING_COUNTRIES.find((country) => country.code === code)?.name ?? code;

/** 'Thursday, November 26' (a UTC calendar date from the order). */
function formatDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function deliveryWindow(order: Order): string {
  const { earliest, latest } = order.estimatedDelivery;
  return earliest === latest ? formatDay(earliest) : `${formatDay(earliest)} to ${formatDay(latest)}`;
}

export function orderPageUrl(shop: ShopIdentity, order: Pick<Order, 'id'>): string {
  return `${shop.publicUrl}/orders/${encodeURIComponent(order.id)}`;
}

function trackOrderUrl(shop: ShopIdentity): string {
  return `${shop.publicUrl}/help#track-order`;
}

function addressLines(order: Order): string[] {
  const a = order.shippingAddress;
  return [
    a.name,
    a.line1,
    ...(a.line2 ? [a.line2] : []),
    `${a.city}, ${[a.region, a.postalCode].filter(Boolean).join(' ')}`,
    countryName(a.country),
  ];
}

function lineTitle(line: Order['items'][number]): string {
  return line.variantName ? `${line.name} (${line.variantName})` : line.name;
}

/** Subtotal, discount, shipping, tax and total as label/amount pairs, as the order page shows them. */
function totals(order: Order): [string, string][] {
  return [
    [`Subtotal (${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'})`, formatUsd(order.subtotal)],
    ...(order.discount > 0
      ? [[order.couponCode ? `Discount (${order.couponCode})` : 'Discount', `-${formatUsd(order.discount)}`] as [string, string]]
      : []),
    ['Shipping', order.shipping === 0 ? 'Free' : formatUsd(order.shipping)],
    ['Tax', formatUsd(order.tax)],
    ['Total', formatUsd(order.total)],
  ];
}

/**
 * The page around every email: tables and inline styles (what mail programs render alike), the shop's
 * name as text rather than a logo, so nothing is missing when pictures are blocked, and a footer saying
 * where to write.
 */
function layout(shop: ShopIdentity, subject: string, preheader: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border:1px solid #e4e4e7;border-radius:8px;">
<tr><td style="padding:24px 24px 0;${FONT}font-size:20px;font-weight:bold;color:#18181b;">${shop.name}</td></tr>
<tr><td style="padding:16px 24px 24px;${FONT}font-size:15px;line-height:1.5;color:#27272a;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;${FONT}font-size:13px;line-height:1.5;color:${MUTED};">
Questions? Write to <a href="mailto:${shop.supportEmail}" style="color:#1d4ed8;">${shop.supportEmail}</a>.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.value;
}

/** A link that looks like a button where styles apply and is still a plain, readable link where they do not. */
function button(url: string, label: string): SafeHtml {
  return html`<p style="margin:24px 0;"><a href="${href(url)}" style="display:inline-block;padding:12px 20px;background-color:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${label}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${MUTED};">Or open this address: <a href="${href(url)}" style="color:#1d4ed8;word-break:break-all;">${url}</a></p>`;
}

function orderTable(order: Order): SafeHtml {
  const cell = `padding:8px 0;border-bottom:1px solid #e4e4e7;${FONT}font-size:14px;vertical-align:top;`;
  const rows = order.items.map(
    (line) => html`<tr>
<td style="${cell}">${line.name}${line.variantName ? html`<br><span style="color:${MUTED};">${line.variantName}</span>` : ''}${line.sku ? html`<br><span style="color:${MUTED};font-size:12px;">SKU ${line.sku}</span>` : ''}</td>
<td align="right" style="${cell}padding-left:12px;white-space:nowrap;">${line.quantity} × ${formatUsd(line.price)}</td>
<td align="right" style="${cell}padding-left:12px;white-space:nowrap;">${formatUsd(line.lineTotal)}</td>
</tr>`,
  );
  const sums = totals(order).map(
    ([label, amount], i, all) => html`<tr>
<td colspan="2" align="right" style="padding:4px 0;${FONT}font-size:14px;${i === all.length - 1 ? 'font-weight:bold;' : ''}">${label}</td>
<td align="right" style="padding:4px 0 4px 12px;${FONT}font-size:14px;white-space:nowrap;${i === all.length - 1 ? 'font-weight:bold;' : ''}">${amount}</td>
</tr>`,
  );
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0;">
<tr><th align="left" style="padding:0 0 8px;${FONT}font-size:13px;color:${MUTED};border-bottom:1px solid #e4e4e7;">Item</th><th align="right" style="padding:0 0 8px 12px;${FONT}font-size:13px;color:${MUTED};border-bottom:1px solid #e4e4e7;">Qty × price</th><th align="right" style="padding:0 0 8px 12px;${FONT}font-size:13px;color:${MUTED};border-bottom:1px solid #e4e4e7;">Amount</th></tr>
${rows}
${sums}
</table>`;
}

function orderTextLines(order: Order): string[] {
  return [
    ...order.items.map(
      (line) => `- ${lineTitle(line)}${line.sku ? ` [SKU ${line.sku}]` : ''}: ${line.quantity} × ${formatUsd(line.price)} = ${formatUsd(line.lineTotal)}`,
    ),
    '',
    ...totals(order).map(([label, amount]) => `${label}: ${amount}`),
  ];
}

function addressHtml(order: Order): SafeHtml {
  return html`<p style="margin:0 0 16px;">${addressLines(order).map((line, i) => html`${i > 0 ? html`<br>` : ''}${line}`)}</p>`;
}

const signOff = (shop: ShopIdentity) => [``, `${shop.name}`, `Questions? Write to ${shop.supportEmail}.`];

/** To the shopper when an order is placed: what was bought, what it costs, where it goes, and where to see it. */
export function orderConfirmation(order: Order, shop: ShopIdentity): RenderedMail {
  const subject = `Your ${shop.name} order ${order.orderNumber}`;
  const orderUrl = orderPageUrl(shop, order);
  const intro = `Thank you for your order. We are preparing it now.`;
  const body = html`<h1 style="margin:0 0 12px;${FONT}font-size:22px;color:#18181b;">Order ${order.orderNumber}</h1>
<p style="margin:0 0 16px;">${intro}</p>
<p style="margin:0 0 4px;"><strong>Expected delivery:</strong> ${deliveryWindow(order)}</p>
<p style="margin:0 0 16px;color:${MUTED};">${DELIVERY_LABELS[order.delivery]}</p>
${orderTable(order)}
<h2 style="margin:24px 0 8px;${FONT}font-size:16px;color:#18181b;">Shipping to</h2>
${addressHtml(order)}
<h2 style="margin:24px 0 8px;${FONT}font-size:16px;color:#18181b;">Payment</h2>
<p style="margin:0 0 16px;">${PAYMENT_LABELS[order.paymentMethod]}</p>
${button(orderUrl, 'View your order')}
<p style="margin:0;font-size:13px;color:${MUTED};">The order page opens in the browser you ordered from. Anywhere else, find the order with Track Order (<a href="${href(trackOrderUrl(shop))}" style="color:#1d4ed8;">${trackOrderUrl(shop)}</a>) and its number with your email, ${order.email}.</p>`;
  const text = [
    `Order ${order.orderNumber}`,
    '',
    intro,
    '',
    `Expected delivery: ${deliveryWindow(order)}`,
    DELIVERY_LABELS[order.delivery],
    '',
    ...orderTextLines(order),
    '',
    'Shipping to:',
    ...addressLines(order),
    '',
    `Payment: ${PAYMENT_LABELS[order.paymentMethod]}`,
    '',
    `View your order: ${orderUrl}`,
    `The order page opens in the browser you ordered from. Anywhere else, find the order with Track Order (${trackOrderUrl(shop)}) and its number with your email, ${order.email}.`,
    ...signOff(shop),
  ].join('\n');
  return { subject, text: `${text}\n`, html: layout(shop, subject, `${intro} Expected delivery: ${deliveryWindow(order)}.`, body) };
}

/** To the shop's support address when an order is placed: enough to start packing without opening anything. */
export function newOrderAlert(order: Order, shop: ShopIdentity): RenderedMail {
  const subject = `New order ${order.orderNumber}: ${formatUsd(order.total)}`;
  const summary = `${order.email} ordered ${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'} for ${formatUsd(order.total)}.`;
  const body = html`<h1 style="margin:0 0 12px;${FONT}font-size:22px;color:#18181b;">New order ${order.orderNumber}</h1>
<p style="margin:0 0 16px;">${summary}</p>
<p style="margin:0 0 16px;"><strong>${DELIVERY_LABELS[order.delivery]}</strong>, expected ${deliveryWindow(order)}.<br>Payment: ${PAYMENT_DESCRIPTIONS[order.paymentMethod].name}</p>
${orderTable(order)}
<h2 style="margin:24px 0 8px;${FONT}font-size:16px;color:#18181b;">Ship to</h2>
${addressHtml(order)}`;
  const text = [
    `New order ${order.orderNumber}`,
    '',
    summary,
    `${DELIVERY_LABELS[order.delivery]}, expected ${deliveryWindow(order)}.`,
    `Payment: ${PAYMENT_DESCRIPTIONS[order.paymentMethod].name}`,
    '',
    ...orderTextLines(order),
    '',
    'Ship to:',
    ...addressLines(order),
  ].join('\n');
  return { subject, text: `${text}\n`, html: layout(shop, subject, summary, body) };
}

/** To the shopper when the order ships: the carrier and tracking number, and the order page. */
export function orderShipped(order: Order, shipment: Shipment, shop: ShopIdentity): RenderedMail {
  const subject = `Your ${shop.name} order ${order.orderNumber} has shipped`;
  const orderUrl = orderPageUrl(shop, order);
  const by = shipment.carrier ? ` with ${shipment.carrier}` : '';
  const intro = `Your order ${order.orderNumber} is on its way${by}.`;
  const body = html`<h1 style="margin:0 0 12px;${FONT}font-size:22px;color:#18181b;">Your order has shipped</h1>
<p style="margin:0 0 16px;">${intro}</p>
<p style="margin:0 0 16px;">${shipment.carrier ? html`<strong>Carrier:</strong> ${shipment.carrier}<br>` : ''}<strong>Tracking number:</strong> <span style="font-family:'Courier New',monospace;font-size:16px;">${shipment.trackingNumber}</span></p>
<p style="margin:0 0 16px;"><strong>Expected delivery:</strong> ${deliveryWindow(order)}</p>
<h2 style="margin:24px 0 8px;${FONT}font-size:16px;color:#18181b;">Shipping to</h2>
${addressHtml(order)}
${button(orderUrl, 'View your order')}`;
  const text = [
    intro,
    '',
    ...(shipment.carrier ? [`Carrier: ${shipment.carrier}`] : []),
    `Tracking number: ${shipment.trackingNumber}`,
    `Expected delivery: ${deliveryWindow(order)}`,
    '',
    'Shipping to:',
    ...addressLines(order),
    '',
    `View your order: ${orderUrl}`,
    `Or find it with Track Order (${trackOrderUrl(shop)}), its number and your email.`,
    ...signOff(shop),
  ].join('\n');
  return { subject, text: `${text}\n`, html: layout(shop, subject, intro, body) };
}

/** The reset link, sent to the account's email: it works once, for an hour, and only while it is the newest. */
export function passwordReset(resetUrl: string, shop: ShopIdentity): RenderedMail {
  const subject = `Reset your ${shop.name} password`;
  const hours = PASSWORD_RESET_TOKEN_MINUTES === 60 ? '1 hour' : `${PASSWORD_RESET_TOKEN_MINUTES} minutes`;
  const intro = `Someone, hopefully you, asked to reset the password of your ${shop.name} account.`;
  const rules = `The link works once, for ${hours}; asking for another link stops this one.`;
  const ignore = 'If you did not ask, ignore this email: your password stays as it is.';
  const body = html`<h1 style="margin:0 0 12px;${FONT}font-size:22px;color:#18181b;">Reset your password</h1>
<p style="margin:0 0 16px;">${intro}</p>
${button(resetUrl, 'Choose a new password')}
<p style="margin:0 0 16px;">${rules}</p>
<p style="margin:0;">${ignore}</p>`;
  const text = [intro, '', `Choose a new password: ${resetUrl}`, '', rules, ignore, ...signOff(shop)].join('\n');
  return { subject, text: `${text}\n`, html: layout(shop, subject, intro, body) };
}
