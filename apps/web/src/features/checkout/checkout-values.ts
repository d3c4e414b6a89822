import { DELIVERY_METHODS, type DeliveryMethod } from '@cartwise/domain/checkout/delivery';
import { PAYMENT_METHODS, placeOrderSchema, type PaymentMethod, type PlaceOrder, type ShippingAddressInput } from '@cartwise/domain/orders/schemas';
import { issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';

export type AddressField = keyof Required<ShippingAddressInput>;

/** What the checkout form holds: every field as typed. */
export interface CheckoutValues {
  email: string;
  shippingAddress: Record<AddressField, string>;
  delivery: DeliveryMethod;
  /** One the quote offers; pay on delivery unless the shopper picks card where the shop takes it. */
  paymentMethod: PaymentMethod;
}

export const emptyCheckoutValues = (email = ''): CheckoutValues => ({
  email,
  shippingAddress: { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US' },
  delivery: 'standard',
  paymentMethod: 'pay-on-delivery',
});

/** Field labels by payload path; a message beside a field reads '<label> <rule>' ('City is required'). */
export const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  'shippingAddress.name': 'Full name',
  'shippingAddress.line1': 'Address line 1',
  'shippingAddress.line2': 'Address line 2',
  'shippingAddress.city': 'City',
  'shippingAddress.region': 'State or region',
  'shippingAddress.postalCode': 'Postal code',
  'shippingAddress.country': 'Country',
  delivery: 'Delivery',
  paymentMethod: 'Payment',
};

/** '<label> <message>' for the fields the form knows, so the message makes sense on its own. */
export function fieldMessages(errors: FieldErrors): FieldErrors {
  const labelled: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const label = FIELD_LABELS[field];
    labelled[field] = label ? `${label} ${message}` : message;
  }
  return labelled;
}

/**
 * Checks the form with the schema the server checks the order with (`placeOrderSchema`): the order to
 * send, or the message for each field that fails.
 */
export function checkCheckout(values: CheckoutValues): { order: PlaceOrder } | { errors: FieldErrors } {
  const parsed = placeOrderSchema.safeParse(values);
  return parsed.success ? { order: parsed.data } : { errors: fieldMessages(issuesToFieldErrors(parsed.error.issues)) };
}

/** A fresh key for one checkout attempt (not crypto.randomUUID: that needs a secure context). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where this tab keeps the form as typed, so that a reload (or a visit to the cart and back) keeps it. */
const DRAFT_KEY = 'cartwise:checkout-draft';

/** The tab's session storage, when there is one to use (not on the server; not when the browser refuses). */
function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The form as this tab last held it for this shopper (`owner`: the signed-in email, or '' for a guest), or
 * undefined. Session storage, not local: it stays with the tab, and goes when the tab is closed, the order
 * is placed, or someone else signs in or out in the tab. Anything that does not look like the form is
 * ignored.
 */
export function loadCheckoutDraft(owner: string, storage = sessionStore()): CheckoutValues | undefined {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    if ((saved as { owner?: unknown }).owner !== owner) {
      storage?.removeItem(DRAFT_KEY);
      return undefined;
    }
    const { email, shippingAddress, delivery, paymentMethod } = ((saved as { values?: unknown }).values ?? {}) as Partial<
      Record<keyof CheckoutValues, unknown>
    >;
    const draft = emptyCheckoutValues(typeof email === 'string' ? email : '');
    if (typeof delivery === 'string' && (DELIVERY_METHODS as readonly string[]).includes(delivery)) {
      draft.delivery = delivery as DeliveryMethod;
    }
    if (typeof paymentMethod === 'string' && (PAYMENT_METHODS as readonly string[]).includes(paymentMethod)) {
      draft.paymentMethod = paymentMethod as PaymentMethod;
    }
    if (typeof shippingAddress === 'object' && shippingAddress !== null) {
      for (const field of Object.keys(draft.shippingAddress) as AddressField[]) {
        const value = (shippingAddress as Record<string, unknown>)[field];
        if (typeof value === 'string') draft.shippingAddress[field] = value;
      }
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function saveCheckoutDraft(owner: string, values: CheckoutValues, storage = sessionStore()): void {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify({ owner, values }));
  } catch {
    // Storage full or refused: the form still works, it is only not kept over a reload.
  }
}

export function clearCheckoutDraft(storage = sessionStore()): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}
