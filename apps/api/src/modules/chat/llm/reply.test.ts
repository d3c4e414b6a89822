import { product } from '@cartwise/domain/catalogue/test-products';
import { CHAT_GREETING } from '@cartwise/domain/policy';
import { describe, expect, it } from 'vitest';
import { actionsFor, historyMessages, HISTORY_MESSAGES, referencedProducts, systemPrompt } from './reply.ts';

const watch = product({ id: 'p1', name: 'Trail Watch' });
const soldOut = product({ id: 'p5', name: 'Studio Speaker', stockQuantity: 0, inStock: false });
const watchPro = product({ id: 'p2', name: 'Trail Watch Pro' });
const earbuds = product({ id: 'p3', name: 'Pulse  Earbuds' });
const kettle = product({ id: 'p4', name: 'Brew Kettle' });
const returned = new Map([watch, watchPro, earbuds, kettle].map((p) => [p.id, p]));

describe('referencedProducts', () => {
  it('picks the products the reply names, in the order it names them, whatever their case and spacing', () => {
    expect(referencedProducts('The pulse earbuds beat the TRAIL WATCH here.', returned, []).map((p) => p.id)).toEqual(['p3', 'p1']);
  });

  it('takes the longer name when one contains another', () => {
    expect(referencedProducts('Get the Trail Watch Pro.', returned, []).map((p) => p.id)).toEqual(['p2']);
    expect(referencedProducts('The Trail Watch Pro or the Trail Watch?', returned, []).map((p) => p.id)).toEqual(['p2', 'p1']);
  });

  it('never picks a product the tools did not return, and falls back to the top 3 of the last search', () => {
    const search = [kettle, watch, earbuds, watchPro];
    expect(referencedProducts('Try the Hoverboard 3000!', returned, search).map((p) => p.id)).toEqual(['p4', 'p1', 'p3']);
    expect(referencedProducts('Try the Hoverboard 3000!', returned, [])).toEqual([]);
  });

  it('shows at most 3 cards, a bubble\'s worth, however many products the reply names', () => {
    expect(referencedProducts('Brew Kettle, Pulse Earbuds, Trail Watch Pro or Trail Watch.', returned, []).map((p) => p.id)).toEqual(['p4', 'p3', 'p2']);
  });
});

describe('actionsFor', () => {
  const find = { subject: 'watch', constraints: { maxPrice: 300 }, order: 'price-asc' as const };

  it('views each card, adds those in stock, and opens the product list when the search found more than the cards', () => {
    expect(actionsFor([watch, soldOut], { find, total: 5 })).toEqual([
      { type: 'view-product', label: 'View Trail Watch', productId: 'p1' },
      { type: 'add-to-cart', label: 'Add Trail Watch to cart', productId: 'p1' },
      { type: 'view-product', label: 'View Studio Speaker', productId: 'p5' },
      { type: 'open-product-list', label: 'See them all in the product list', params: { q: 'watch', maxPrice: '300', sort: 'price-asc' } },
    ]);
    expect(actionsFor([watch], { find, total: 1 }).map((a) => a.type)).toEqual(['view-product', 'add-to-cart']);
    expect(actionsFor([watch], undefined).map((a) => a.type)).toEqual(['view-product', 'add-to-cart']);
  });
});

describe('the conversation the model reads', () => {
  it('keeps the last messages as user and assistant turns', () => {
    const history = [
      { sender: 'bot' as const, content: CHAT_GREETING, productIds: [] },
      ...Array.from({ length: 20 }, (_, i) => ({ sender: i % 2 ? ('bot' as const) : ('user' as const), content: `m${i}`, productIds: [] })),
    ];
    const messages = historyMessages(history);
    expect(messages).toHaveLength(HISTORY_MESSAGES);
    expect(messages.at(-1)).toEqual({ role: 'assistant', content: 'm19' });
    expect(messages.at(-2)).toEqual({ role: 'user', content: 'm18' });
  });

  it('tells the model the store, the rules on products and prices, the categories and what it last showed', () => {
    expect(systemPrompt([], [], 'Harbor Goods')).toMatch(/^You are the shopping assistant of Harbor Goods, an online shop\./);
    const prompt = systemPrompt(['Electronics', 'Home'], ['p1', 'p2']);
    expect(prompt).toContain('Cartwise');
    expect(prompt).toContain('Only name products that a tool returned');
    for (const tool of ['search_products', 'product_details', 'compare_products', 'cart', 'order_status', 'store_policy']) expect(prompt).toContain(tool);
    expect(prompt).toContain('no HTML, no markdown');
    expect(prompt).toContain("The shop's categories: Electronics, Home.");
    expect(prompt).toContain('(ids): p1, p2.');
  });
});
