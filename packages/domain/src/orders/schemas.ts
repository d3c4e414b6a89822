import { z } from 'zod';
import { emailSchema } from '../accounts/schemas.ts';
import { cartItemSchema, typed } from '../cart/schemas.ts';
import { deliveryMethodSchema } from '../checkout/delivery.ts';
import { ORDER_STATUSES } from './status.ts';

/** The regions a courier needs named, for countries that have a fixed list of them: code and name. */
const US_STATES =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming|AS American Samoa|GU Guam|MP Northern Mariana Islands|PR Puerto Rico|VI U.S. Virgin Islands|AA Armed Forces Americas|AE Armed Forces Europe|AP Armed Forces Pacific';
const CA_PROVINCES =
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon';
const AU_STATES = 'ACT Australian Capital Territory|NSW New South Wales|NT Northern Territory|QLD Queensland|SA South Australia|TAS Tasmania|VIC Victoria|WA Western Australia';

/** The code of the list's region that a region as typed ("ny", "New York", "Québec") names, or undefined. */
function regionCode(list: string, region: string): string | undefined {
  const typed = region.normalize('NFD').replace(/\p{M}/gu, '').replace(/\./g, '').toLowerCase();
  for (const entry of list.split('|')) {
    const space = entry.indexOf(' ');
    const code = entry.slice(0, space);
    const name = entry.slice(space + 1).replace(/\./g, '').toLowerCase();
    if (typed === code.toLowerCase() || typed === name) return code;
  }
  return undefined;
}

/** Trimmed, with every run of spaces inside made one. */
const collapseSpaces = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * A postal code as the country's post writes it: a Canadian code as 'M5H 2N2', a UK postcode in capitals
 * with one space before its last three characters (the inward code); others as typed, spaces collapsed.
 */
function canonicalPostalCode(country: string, postalCode: string): string {
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  if (country === 'CA') return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'GB') return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return collapseSpaces(postalCode);
}

/**
 * Countries we ship to, by ISO 3166-1 alpha-2 code: the checkout's country list. A country with `regions`
 * needs one of them in every address; elsewhere the region is optional (ADR 0005).
 */
export const SHIPPING_COUNTRIES = [
  {
    code: 'US', name: 'United States', postalCode: /^\d{5}(-\d{4})?$/, example: '10001 or 10001-1234',
    regions: { list: US_STATES, what: 'a US state', example: 'NY or New York' },
  },
  {
    code: 'CA', name: 'Canada', postalCode: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, example: 'K1A 0B1',
    regions: { list: CA_PROVINCES, what: 'a Canadian province or territory', example: 'ON or Ontario' },
  },
  { code: 'GB', name: 'United Kingdom', postalCode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  { code: 'IE', name: 'Ireland', postalCode: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i, example: 'D02 X285' },
  { code: 'DE', name: 'Germany', postalCode: /^\d{5}$/, example: '10115' },
  { code: 'FR', name: 'France', postalCode: /^\d{5}$/, example: '75001' },
  { code: 'NL', name: 'Netherlands', postalCode: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  {
    code: 'AU', name: 'Australia', postalCode: /^\d{4}$/, example: '2000',
    regions: { list: AU_STATES, what: 'an Australian state or territory', example: 'NSW or New South Wales' },
  },
  { code: 'NZ', name: 'New Zealand', postalCode: /^\d{4}$/, example: '6011' },
] as const;
const COUNTRY_CODES = SHIPPING_COUNTRIES.map((country) => country.code) as [string, ...string[]];

/** The fixed list of regions (states, provinces) of a country we ship to, when it has one. */
function regionsOf(countryCode: string) {
  const country = SHIPPING_COUNTRIES.find((c) => c.code === countryCode);
  return country && 'regions' in country ? country.regions : undefined;
}

/** Whether an address in this country must name its region: the checkout marks the field optional elsewhere. */
export const needsRegion = (countryCode: string): boolean => regionsOf(countryCode) !== undefined;

/** A required line of text: trimmed, not empty, bounded. */
const text = (max: number) =>
  z
    .string(typed('a string'))
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

/** Trimmed text of at most `max` characters that may be left out: stored as ''. */
const optionalText = (max: number) =>
  z
    .string(typed('a string'))
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');

/** The shipping name and address, as the checkout form sends it and the order keeps it. */
export const shippingAddressSchema = z.strictObject({
  name: text(100),
  line1: text(200),
  /** Optional: an empty line 2 is stored as ''. */
  line2: optionalText(200),
  city: text(100),
  /** Required, and one of a fixed list, only where the country has `regions`; otherwise '' when left empty. */
  region: optionalText(100),
  postalCode: text(12).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'must be a valid postal code'),
  country: z
    .string(typed('a string'))
    .trim()
    .toUpperCase()
    .min(1, 'is required')
    .pipe(z.enum(COUNTRY_CODES, { error: 'must be a country we ship to' })),
}).superRefine((address, context) => {
  // Each country writes its postal codes its own way: a code of another form would not reach the door.
  const country = SHIPPING_COUNTRIES.find((c) => c.code === address.country);
  if (country && !country.postalCode.test(collapseSpaces(address.postalCode))) {
    context.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: `must look like ${country.example} for ${country.name}`,
    });
  }
  // Where the country has a fixed list of states or provinces, the region must be one of them.
  const regions = regionsOf(address.country);
  if (regions && address.region === '') {
    context.addIssue({ code: 'custom', path: ['region'], message: 'is required' });
  } else if (regions && !regionCode(regions.list, address.region)) {
    context.addIssue({
      code: 'custom',
      path: ['region'],
      message: `must be ${regions.what}, such as ${regions.example}`,
    });
  }
}).transform((address) => {
  // Stored as the post writes it, so the order shows 'Toronto, ON M5H 2N2' however it was typed.
  const regions = regionsOf(address.country);
  return {
    ...address,
    region: (regions && regionCode(regions.list, address.region)) ?? collapseSpaces(address.region),
    postalCode: canonicalPostalCode(address.country, address.postalCode),
  };
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/**
 * Payment methods. 'card' is offered only where the shop has a card provider configured (Stripe Checkout,
 * ADR 0022): the quote's `paymentMethods` say which ones this shop takes.
 */
export const PAYMENT_METHODS = ['pay-on-delivery', 'card'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'must be pay-on-delivery or card' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** Each method's name and what it means for the shopper, shown at checkout as the choice and its hint. */
export const PAYMENT_DESCRIPTIONS: Record<PaymentMethod, { name: string; detail: string }> = {
  'pay-on-delivery': { name: 'Pay on delivery', detail: 'You pay the courier when your order arrives. No card is charged now.' },
  card: {
    name: 'Card (Stripe)',
    detail: "You pay by card on Stripe's secure page. Your items are held for 30 minutes while you pay.",
  },
};
/** The method in one line, as an order states it. */
export const PAYMENT_LABELS = Object.fromEntries(
  PAYMENT_METHODS.map((method) => [method, `${PAYMENT_DESCRIPTIONS[method].name}: ${PAYMENT_DESCRIPTIONS[method].detail.replace(/^./, (c) => c.toLowerCase())}`]),
) as Record<PaymentMethod, string>;

/** POST /api/orders: the checkout form. The lines and prices come from the server's cart, never from here. */
export const placeOrderSchema = z.strictObject({
  email: emailSchema,
  shippingAddress: shippingAddressSchema,
  delivery: deliveryMethodSchema,
  paymentMethod: paymentMethodSchema.default('pay-on-delivery'),
});
export type PlaceOrder = z.output<typeof placeOrderSchema>;
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/** The `Idempotency-Key` header of POST /api/orders: any client-made unique string (a UUID suits). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string(typed('a string'))
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(200, 'must be at most 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');
export const placeOrderHeadersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });

/** GET /api/checkout/quote?delivery=standard|express */
export const checkoutQuoteQuerySchema = z.object({ delivery: deliveryMethodSchema.default('standard') });
export type CheckoutQuoteQuery = z.output<typeof checkoutQuoteQuerySchema>;

/** A window of calendar dates `YYYY-MM-DD`. */
export const deliveryWindowSchema = z.object({ earliest: z.string(), latest: z.string() });

/** One delivery choice as the checkout shows it: its price for this cart and when it would arrive. */
export const deliveryOptionSchema = z.object({
  method: deliveryMethodSchema,
  label: z.string(),
  shipping: z.number(),
  estimatedDelivery: deliveryWindowSchema,
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/** What the server would charge now for the cart with the chosen delivery: the checkout's order summary. */
export const checkoutQuoteSchema = z.object({
  items: z.array(cartItemSchema),
  itemCount: z.number().int(),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  couponCode: z.string().nullable(),
  delivery: deliveryMethodSchema,
  estimatedDelivery: deliveryWindowSchema,
  /** Both choices with their prices for this cart, so the page can show them side by side. */
  deliveryOptions: z.array(deliveryOptionSchema),
  paymentMethods: z.array(z.object({ method: paymentMethodSchema, label: z.string() })),
  notice: z.string().optional(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** An order line: name, variant and unit price as they were when the order was placed. */
export const orderLineSchema = z.object({
  productId: z.string(),
  variant: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** Present for a variant of a product with options, as bought (ADR 0018): "Size 10, Red". */
  variantName: z.string().optional(),
  options: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  sku: z.string().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** GET /api/orders/:id, POST /api/orders, POST /api/orders/track: the whole order; money in dollars. */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  placedAt: z.string(),
  email: z.string(),
  shippingAddress: z.object({
    name: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  delivery: deliveryMethodSchema,
  paymentMethod: paymentMethodSchema,
  /**
   * Only to the shopper who placed it, while it awaits a card payment: the provider's page where it is paid
   * (Stripe Checkout), and when its items stop being held for it.
   */
  checkoutUrl: z.string().optional(),
  payBefore: z.string().optional(),
  estimatedDelivery: deliveryWindowSchema,
  items: z.array(orderLineSchema),
  itemCount: z.number().int(),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  couponCode: z.string().nullable(),
  /** Once the back office has shipped it: who carries it and the number to follow the parcel by. */
  shipment: z.object({ carrier: z.string().nullable(), trackingNumber: z.string() }).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** One row of GET /api/orders (newest first). */
export const orderSummarySchema = orderSchema.pick({
  id: true,
  orderNumber: true,
  status: true,
  placedAt: true,
  itemCount: true,
  total: true,
  estimatedDelivery: true,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });
export type OrderList = z.infer<typeof orderListSchema>;

export const orderParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Order numbers: `CW-` and 6 characters of Crockford's base 32 (no I, L, O, U), e.g. `CW-7K3M9Q`. */
export const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_PATTERN = /^CW-[0-9A-HJKMNP-TV-Z]{6}$/;

/** POST /api/orders/track: the footer's Track Order. */
export const trackOrderSchema = z.strictObject({
  orderNumber: z
    .string(typed('a string'))
    .trim()
    .toUpperCase()
    .min(1, 'is required')
    .regex(ORDER_NUMBER_PATTERN, 'must look like CW-7K3M9Q'),
  email: emailSchema,
});
export type TrackOrder = z.output<typeof trackOrderSchema>;
export type TrackOrderInput = z.input<typeof trackOrderSchema>;

/** Track Order lookups allowed per IP address in a window: an order number cannot be found by trying them all. */
export const TRACK_ORDER_LIMITS = { perIp: 20, windowMinutes: 15 } as const;
export const TOO_MANY_TRACK_LOOKUPS_MESSAGE = 'Too many order lookups. Please wait a few minutes and try again.';

/** The answer of a track lookup that found nothing: it does not say which field was wrong. */
export const ORDER_NOT_FOUND_MESSAGE = 'We could not find an order with that number and email.';
/** The 409 of an order whose lines are no longer available; `details` name the products. */
export const ORDER_UNAVAILABLE_MESSAGE = 'Some items in your cart are no longer available';
