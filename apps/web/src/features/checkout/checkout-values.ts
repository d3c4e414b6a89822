import type { DeliveryMethod } from '@cartwise/domain/checkout/delivery';
import { placeOrderSchema, type PlaceOrder, type ShippingAddressInput } from '@cartwise/domain/orders/schemas';
import { issuesToFieldErrors, type FieldErrors } from '@/lib/form-errors';

export type AddressField = keyof Required<ShippingAddressInput>;

/** What the checkout form holds: every field as typed. */
export interface CheckoutValues {
  email: string;
  shippingAddress: Record<AddressField, string>;
  delivery: DeliveryMethod;
}

export const emptyCheckoutValues = (email = ''): CheckoutValues => ({
  email,
  shippingAddress: { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US' },
  delivery: 'standard',
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
  const parsed = placeOrderSchema.safeParse({ ...values, paymentMethod: 'pay-on-delivery' });
  return parsed.success ? { order: parsed.data } : { errors: fieldMessages(issuesToFieldErrors(parsed.error.issues)) };
}

/** A fresh key for one checkout attempt (not crypto.randomUUID: that needs a secure context). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
