import { describe, expect, it } from 'vitest';
import { addCartItemSchema, applyCouponSchema, updateCartItemSchema } from './schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('cart request bodies', () => {
  it('accepts a product with an optional variant and quantity', () => {
    expect(addCartItemSchema.parse({ productId: 'dj-101' })).toEqual({ productId: 'dj-101' });
    expect(addCartItemSchema.parse({ productId: 'dj-101', variant: 'blue', quantity: 3 })).toEqual({
      productId: 'dj-101',
      variant: 'blue',
      quantity: 3,
    });
  });

  it('names the field and says what is wrong', () => {
    expect(issues(addCartItemSchema.safeParse({}))).toEqual([['productId', 'is required']]);
    expect(issues(addCartItemSchema.safeParse({ productId: 'a', quantity: 0 }))).toEqual([['quantity', 'must be 1 or more']]);
    expect(issues(addCartItemSchema.safeParse({ productId: 'a', quantity: 'x' }))).toEqual([['quantity', 'must be a whole number']]);
    expect(issues(addCartItemSchema.safeParse({ productId: 'a', quantity: 1.5 }))).toEqual([['quantity', 'must be a whole number']]);
    expect(issues(addCartItemSchema.safeParse({ productId: 'a b' }))?.[0]?.[0]).toBe('productId');
    expect(issues(addCartItemSchema.safeParse({ productId: 'a', variant: 'x/y' }))?.[0]?.[0]).toBe('variant');
    expect(addCartItemSchema.safeParse({ productId: 'a', price: 1 }).success).toBe(false);
    expect(updateCartItemSchema.parse({ quantity: 0 })).toEqual({ quantity: 0 }); // the cart clamps it to 1
    expect(issues(updateCartItemSchema.safeParse({ quantity: 1.5 }))).toEqual([['quantity', 'must be a whole number']]);
    expect(issues(updateCartItemSchema.safeParse({}))).toEqual([['quantity', 'is required']]);
    expect(issues(applyCouponSchema.safeParse({ code: '' }))).toEqual([['code', 'must not be empty']]);
    expect(issues(applyCouponSchema.safeParse({ code: '   ' }))).toEqual([['code', 'must not be empty']]);
    expect(applyCouponSchema.parse({ code: ' save5 ' })).toEqual({ code: 'save5' });
  });
});
