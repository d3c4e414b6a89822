/**
 * Test support for the assistant's conversation tests through the app: a shopper who chats, and the products of
 * a made-up catalogue (no catalogue the repository ships, so no test leans on one's naming).
 */
import { chatAnswerSchema } from '@cartwise/domain/chat/schemas';
import type { ProductInput } from '@cartwise/domain/catalogue/product';
import { product } from '@cartwise/domain/catalogue/test-products';
import { expect } from 'vitest';
import { expectDocumented, Shopper } from '../../../../../test/shopper-client.ts';

/** A shopper whose `ask` sends one message and reads the reply's text and the names of its cards. */
export class ChatShopper extends Shopper {
  async ask(message: string): Promise<{ text: string; names: string[] }> {
    const res = expectDocumented(await this.request('POST', '/api/chat', { message }, { accept: 'application/json' }), chatAnswerSchema.strict());
    expect(res.status).toBe(200);
    return { text: res.body.message.content, names: res.body.products.map((p: { name: string }) => p.name) };
  }
}

/** Makes the products of a made-up catalogue, numbered `<prefix>-1`, `<prefix>-2`…: only what the assistant reads differs from one to the next. */
export function madeUpProducts(prefix: string) {
  let seq = 0;
  return (name: string, brand: string, subcategory: string, price: number, more: Partial<ProductInput> = {}): ProductInput => {
    seq += 1;
    const { position: _position, discount: _discount, ...made } = product({ id: `${prefix}-${seq}`, name, description: `${name}.`, price, category: 'Goods', subcategory, brand, images: ['/images/products/p-1.svg'], thumbnail: '/images/products/p-1.svg' });
    return { ...made, ...more };
  };
}
