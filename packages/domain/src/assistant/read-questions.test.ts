import { describe, expect, it } from 'vitest';
import { readMessage } from './read.ts';
import { gradedDetail } from './read-questions.ts';

const after = { hasSearch: true, hasFocus: true };
const all = { refs: [{ kind: 'all' }], names: [] };

describe('a comparison by a detail of the products shown', () => {
  it('reads a grade said of them as the detail it grades, whichever way it ranks', () => {
    expect(readMessage('which one is the lightest', after)).toEqual({ intent: 'compare', ...all, about: 'lightest weight' });
    expect(readMessage('which is heaviest', after)).toEqual({ intent: 'compare', ...all, about: 'heaviest weight' });
    expect(readMessage('which of the two is lighter?', after)).toEqual({ intent: 'compare', ...all, about: 'lighter weight' });
    expect(readMessage('which has more storage?', after)).toEqual({ intent: 'compare', ...all, about: 'more storage' });
    expect(readMessage('which has the longer battery life', after)).toEqual({ intent: 'compare', ...all, about: 'longer battery life' });
    expect(readMessage('which one is smaller?', after)).toEqual({ intent: 'compare', ...all, about: 'smaller size dimensions volume capacity' });
  });

  it('leaves a price, a rating or a quality to what read them before', () => {
    expect(readMessage('which is more expensive?', after)).toEqual({ intent: 'compare', ...all, order: 'price-desc' });
    expect(readMessage('which has more reviews?', after)).not.toHaveProperty('about');
    expect(readMessage('which is more comfortable?', after)).not.toHaveProperty('about');
  });

  it('reads "compare them by <detail>" and "compare their <details>" as the detail they are compared by', () => {
    expect(readMessage('compare their warranties', after)).toEqual({ intent: 'compare', refs: [], names: [], about: 'warranties' });
    expect(readMessage('compare them by weight', after)).toEqual({ intent: 'compare', refs: [{ kind: 'all', bare: true }], names: [], about: 'weight' });
    expect(readMessage('compare the first two by weight', after)).toMatchObject({ intent: 'compare', refs: [{ kind: 'position', index: 0 }, { kind: 'position', index: 1 }], about: 'weight' });
    expect(readMessage('compare them on price', after)).not.toHaveProperty('about');
  });

  it('reads a grade back from what is asked', () => {
    expect(gradedDetail('lightest weight')).toMatchObject({ said: 'lightest', more: false, forms: ['lighter', 'lightest'], detail: 'weight', named: false });
    expect(gradedDetail('bigger screen')).toMatchObject({ more: true, forms: ['bigger', 'biggest'], detail: 'screen', named: true });
    expect(gradedDetail('fewest pieces')).toMatchObject({ more: false, forms: ['fewer', 'fewest'], detail: 'pieces' });
    expect(gradedDetail('warranty')).toBeUndefined();
  });
});

describe('a detail asked of a product shown', () => {
  const focus = { refs: [{ kind: 'focus' }], names: [] };

  it('reads the product said before the question as the one it asks of', () => {
    expect(readMessage('the second one, how much does it weigh?', after)).toEqual({ intent: 'product', asked: 'words', about: 'weight', refs: [{ kind: 'position', index: 1 }], names: [] });
    expect(readMessage('that one, is it in stock?', after)).toMatchObject({ intent: 'product', asked: 'stock' });
  });

  it('reads "what <detail> is <it>?", "how many <noun>?", "how long do they keep?" and "how long does a <thing> take?" as that detail', () => {
    expect(readMessage('what speed rating is the first one', after)).toEqual({ intent: 'product', asked: 'words', about: 'speed rating', refs: [{ kind: 'position', index: 0 }], names: [] });
    expect(readMessage('what price is the first one?', after)).toMatchObject({ intent: 'product', asked: 'price' });
    expect(readMessage('what laptops are on sale', after)).toMatchObject({ intent: 'find' });
    expect(readMessage('how many players?', after)).toEqual({ intent: 'product', asked: 'words', about: 'players', ...focus });
    expect(readMessage('how many left?', after)).toMatchObject({ intent: 'product', asked: 'stock' });
    expect(readMessage('how long do they keep?', after)).toMatchObject({ intent: 'product', asked: 'words', about: 'life' });
    expect(readMessage('how long does a game take?', after)).toEqual({ intent: 'product', asked: 'words', about: 'time', ...focus });
    expect(readMessage('how long does it take?', after)).toMatchObject({ intent: 'policy', topics: ['delivery'] });
    expect(readMessage('how long does shipping take?', after)).toMatchObject({ intent: 'policy' });
  });
});
