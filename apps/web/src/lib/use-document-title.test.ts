import { describe, expect, it } from 'vitest';
import { HOME_TITLE, pageTitle, withShopName } from './use-document-title';

describe('withShopName', () => {
  it("puts the owner's shop name in a page's title and home's, and changes nothing under the default name", () => {
    expect(withShopName(pageTitle('Cart'), 'Harbor Goods')).toBe('Cart | Harbor Goods');
    expect(withShopName(HOME_TITLE, 'Harbor Goods')).toBe('Harbor Goods | AI-Powered E-commerce, Shop Smarter with AI');
    expect(withShopName(pageTitle('Cart'), 'Cartwise')).toBe('Cart | Cartwise');
    // Only the name the title ends with: a product called Cartwise keeps its name.
    expect(withShopName(pageTitle('Cartwise | Cable'), 'Harbor Goods')).toBe('Cartwise | Cable | Harbor Goods');
  });
});
