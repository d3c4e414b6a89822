import { describe, expect, it } from 'vitest';
import {
  idempotencyKeySchema,
  needsRegion,
  PAYMENT_LABELS,
  placeOrderSchema,
  SHIPPING_COUNTRIES,
  shippingAddressSchema,
  trackOrderSchema,
} from './schemas.ts';

const ADDRESS = { name: 'Ada Lovelace', line1: '12 Analytical Way', city: 'London', region: 'London', postalCode: 'N1 9GU', country: 'gb' };
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('checkout payloads', () => {
  it('keeps a valid address tidy: trimmed, empty line 2, upper-case country', () => {
    expect(shippingAddressSchema.parse({ ...ADDRESS, name: ' Ada Lovelace ' })).toEqual({ ...ADDRESS, line2: '', country: 'GB' });
  });

  it('names each field that is wrong, with the message shown beside it', () => {
    const result = shippingAddressSchema.safeParse({ name: '', line1: 'x'.repeat(201), city: '  ', region: 'R', postalCode: '#1', country: 'XX', line2: 3 });
    expect(messages(result)).toEqual([
      ['name', 'is required'],
      ['line1', 'must be at most 200 characters'],
      ['line2', 'must be a string'],
      ['city', 'is required'],
      ['postalCode', 'must be a valid postal code'],
      ['country', 'must be a country we ship to'],
    ]);
  });

  it("checks the postal code against the country's own form, saying what it looks like", () => {
    const REGIONS: Record<string, string> = { US: 'NY', CA: 'Ontario', AU: 'nsw' };
    const address = (country: string, postalCode: string) =>
      shippingAddressSchema.safeParse({ ...ADDRESS, country, postalCode, region: REGIONS[country] ?? ADDRESS.region });
    for (const [country, code] of [
      ['US', '10001'], ['US', '10001-1234'], ['CA', 'k1a 0b1'], ['GB', 'SW1A 1AA'], ['GB', 'n19gu'], ['IE', 'D02 X285'],
      ['DE', '10115'], ['FR', '75001'], ['NL', '1012 AB'], ['AU', '2000'], ['NZ', '6011'],
    ]) {
      expect(address(country!, code!).success, `${country} ${code}`).toBe(true);
    }
    expect(messages(address('US', 'ABCDEFG'))).toEqual([['postalCode', 'must look like 10001 or 10001-1234 for United States']]);
    expect(messages(address('DE', '1011'))).toEqual([['postalCode', 'must look like 10115 for Germany']]);
    expect(messages(address('GB', '10001'))).toEqual([['postalCode', 'must look like SW1A 1AA for United Kingdom']]);
  });

  it('checks the state or province where the country has a fixed list of them, by code or name', () => {
    const address = (country: string, region: string, postalCode: string) =>
      shippingAddressSchema.safeParse({ ...ADDRESS, country, region, postalCode });
    for (const [country, region, code] of [
      ['US', 'NY', '10001'], ['US', 'new york', '10001'], ['US', 'D.C.', '20001'], ['US', 'PR', '00901'],
      ['CA', 'QC', 'H2X 1Y4'], ['CA', 'Québec', 'H2X 1Y4'], ['AU', 'Western Australia', '6000'],
      ['GB', 'Anywhere at all', 'SW1A 1AA'], ['DE', 'Berlin', '10115'],
    ]) {
      expect(address(country!, region!, code!).success, `${country} ${region}`).toBe(true);
    }
    expect(messages(address('US', 'ZZ', '10001'))).toEqual([['region', 'must be a US state, such as NY or New York']]);
    expect(messages(address('CA', 'Texas', 'K1A 0B1'))).toEqual([['region', 'must be a Canadian province or territory, such as ON or Ontario']]);
    expect(messages(address('AU', 'London', '2000'))).toEqual([['region', 'must be an Australian state or territory, such as NSW or New South Wales']]);
  });

  it('needs a region only where addresses name one (US, CA, AU); elsewhere it may be left out or empty', () => {
    expect(SHIPPING_COUNTRIES.filter((country) => needsRegion(country.code)).map((country) => country.code)).toEqual(['US', 'CA', 'AU']);
    const address = (country: string, postalCode: string, region?: string) =>
      shippingAddressSchema.safeParse({ ...ADDRESS, country, postalCode, region });
    for (const [country, code] of [['GB', 'SW1A 1AA'], ['IE', 'D02 X285'], ['DE', '10115'], ['FR', '75001'], ['NL', '1012 AB'], ['NZ', '6011']]) {
      expect(address(country!, code!, '  ').data?.region, `${country} empty`).toBe('');
      expect(address(country!, code!).data?.region, `${country} left out`).toBe('');
    }
    expect(messages(address('US', '10001', ' '))).toEqual([['region', 'is required']]);
    expect(messages(address('CA', 'K1A 0B1'))).toEqual([['region', 'is required']]);
    expect(messages(address('AU', '2000', ''))).toEqual([['region', 'is required']]);
    expect(messages(address('GB', 'SW1A 1AA', 'x'.repeat(101)))).toEqual([['region', 'must be at most 100 characters']]);
  });

  it('keeps a region and a postal code the way the post writes them, however they were typed', () => {
    const canonical = (country: string, region: string, postalCode: string) => {
      const { region: r, postalCode: p } = shippingAddressSchema.parse({ ...ADDRESS, country, region, postalCode });
      return [r, p];
    };
    expect(canonical('CA', 'on', 'm5h2n2')).toEqual(['ON', 'M5H 2N2']);
    expect(canonical('CA', ' Québec ', 'h2x 1y4')).toEqual(['QC', 'H2X 1Y4']);
    expect(canonical('US', 'new york', '10001')).toEqual(['NY', '10001']);
    expect(canonical('US', 'd.c.', ' 20001-1234 ')).toEqual(['DC', '20001-1234']);
    expect(canonical('AU', 'nsw', '2000')).toEqual(['NSW', '2000']);
    expect(canonical('AU', 'western australia', '6000')).toEqual(['WA', '6000']);
    expect(canonical('GB', '', 'sw1a1aa')).toEqual(['', 'SW1A 1AA']);
    expect(canonical('GB', ' Greater   London ', 'n1  9gu')).toEqual(['Greater London', 'N1 9GU']);
    expect(canonical('GB', '', 'ec1a 1bb')).toEqual(['', 'EC1A 1BB']);
    expect(canonical('IE', 'Co.  Dublin', ' D02   X285 ')).toEqual(['Co. Dublin', 'D02 X285']);
    expect(canonical('NL', '', '1012  AB')).toEqual(['', '1012 AB']);
    expect(canonical('DE', 'Berlin', '10115')).toEqual(['Berlin', '10115']);
  });

  it('takes pay on delivery by default, card when asked, and refuses other payment methods and unknown keys', () => {
    const order = placeOrderSchema.parse({ email: 'ADA@example.com', shippingAddress: ADDRESS, delivery: 'standard' });
    expect(order).toMatchObject({ email: 'ada@example.com', paymentMethod: 'pay-on-delivery' });
    expect(placeOrderSchema.parse({ email: 'a@b.io', shippingAddress: ADDRESS, delivery: 'standard', paymentMethod: 'card' })).toMatchObject({
      paymentMethod: 'card',
    });
    expect(messages(placeOrderSchema.safeParse({ email: 'a@b.io', shippingAddress: ADDRESS, delivery: 'standard', paymentMethod: 'cheque' }))).toEqual([
      ['paymentMethod', 'must be pay-on-delivery or card'],
    ]);
    expect(placeOrderSchema.safeParse({ email: 'a@b.io', shippingAddress: ADDRESS, delivery: 'standard', total: 1 }).success).toBe(false);
  });

  it('reads Track Order input case-insensitively', () => {
    expect(trackOrderSchema.parse({ orderNumber: ' cw-7k3m9q ', email: 'Ada@Example.com' })).toEqual({ orderNumber: 'CW-7K3M9Q', email: 'ada@example.com' });
    expect(messages(trackOrderSchema.safeParse({ orderNumber: 'CW-7K3M9O', email: 'a@b.io' }))).toEqual([['orderNumber', 'must look like CW-7K3M9Q']]);
  });

  it('wants an Idempotency-Key of 8 to 200 printable characters', () => {
    expect(idempotencyKeySchema.safeParse('3f2a9c1e-0b6d-4c1a-9e2f-1a2b3c4d5e6f').success).toBe(true);
    expect(messages(idempotencyKeySchema.safeParse('short'))).toEqual([['', 'must be at least 8 characters']]);
    expect(messages(idempotencyKeySchema.safeParse('has a space in it'))).toEqual([['', 'must be printable ASCII without spaces']]);
  });
});

describe('payment labels', () => {
  it('state the method and what it means in one line, as an order shows it', () => {
    expect(PAYMENT_LABELS['pay-on-delivery']).toBe('Pay on delivery: you pay the courier when your order arrives. No card is charged now.');
  });
});
