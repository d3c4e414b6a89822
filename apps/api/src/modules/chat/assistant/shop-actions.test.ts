import type { Product } from '@cartwise/domain/catalogue/product';
import { describe, expect, it } from 'vitest';
import type { CatalogService } from '../../catalog/service.ts';
import { words } from '@cartwise/domain/assistant/words';
import { detailsAbout } from './shop-actions.ts';

/** A catalogue whose search indexes no detail line: what is found is found by the words themselves. */
const catalog = { linesMatching: async () => [], list: async () => ({ products: [] }) } as unknown as CatalogService;
const camera = {
  name: 'Zorb Action Camera',
  specifications: { 'Video resolution': '5.3K at 60 fps', Weight: '120 g' },
  features: ['Waterproof to 10 m'],
  description: 'A small camera.',
} as unknown as Product;

describe('detailsAbout', () => {
  it('answers an amount asked in a unit ("4k") with the details giving an amount in that unit', async () => {
    const outcome = await detailsAbout(catalog, camera, 'words', ['shoot', '4k']);
    expect(outcome).toMatchObject({ kind: 'product', details: ['Video resolution: 5.3K at 60 fps'] });
  });

  it('finds no detail for words no line holds and no unit', async () => {
    const outcome = await detailsAbout(catalog, camera, 'words', ['bluetooth']);
    expect(outcome).toMatchObject({ kind: 'product', details: [] });
  });

  it('answers a value asked ("black") with its own value of the detail other products end with it ("Colour: Sand Beige")', async () => {
    const found = (...specifications: Record<string, string>[]) => ({ list: async () => ({ products: specifications.map((s) => ({ specifications: s })) }), linesMatching: async () => [] }) as unknown as CatalogService;
    const mat = { name: 'Zorb Yoga Mat', specifications: { Colour: 'Sand Beige', Material: 'Natural rubber' }, features: [], description: 'A mat.' } as unknown as Product;
    const others = found({ Colour: 'Midnight Black' }, { Material: 'Waterproof fabric' });
    expect(await detailsAbout(others, mat, 'words', ['black'])).toMatchObject({ details: ['Colour: Sand Beige'] });
    // A word that describes a value rather than ends it is no value of that detail.
    expect(await detailsAbout(others, mat, 'words', ['waterproof'])).toMatchObject({ details: [] });
  });
});

describe('detailsAbout, an amount asked of a range or bound in the details', () => {
  const product = (over: Partial<Product>) => ({ name: 'Thing', specifications: {}, features: [], description: '', inStock: true, ...over }) as unknown as Product;
  const shoe = product({ name: 'Trail Shoe', specifications: { Sizes: 'US 5-12', Weight: '300 g' } });
  const sleeve = product({ name: 'Sleeve', features: ['Fits laptops up to 15.6"', 'Padded'], specifications: { Weight: '200 g' } });
  const band = product({ name: 'Band', description: 'A soft band. Fits wrists 140–190 mm.' });
  const game = product({ name: 'Board Game', specifications: { Age: '8+', Players: '2-4', 'Playing Time': '30-45 min' } });
  const ask = (p: Product, question: string) => detailsAbout(catalog, p, 'words', words(question));
  const fitsOf = async (p: Product, question: string) => {
    const outcome = await ask(p, question);
    return outcome.kind === 'product' ? outcome.fits : undefined;
  };

  it('says yes or no from the range, quoting the detail that states it', async () => {
    expect(await ask(shoe, 'size 9')).toMatchObject({ fits: { by: 'detail', holds: true, said: 'size 9', detail: 'Sizes: US 5-12' }, details: ['Sizes: US 5-12'] });
    expect(await ask(shoe, 'size 13')).toMatchObject({ fits: { holds: false, said: 'size 13' } });
    expect(await ask(shoe, 'size 9 5')).toMatchObject({ fits: { holds: true, said: 'size 9.5' } });
    expect(await ask(sleeve, '13 inch laptop')).toMatchObject({ fits: { holds: true, detail: 'Fits laptops up to 15.6"' } });
    expect(await ask(sleeve, '17 inch laptop')).toMatchObject({ fits: { holds: false } });
    expect(await ask(band, '200mm wrist')).toMatchObject({ fits: { holds: false, detail: 'Fits wrists 140–190 mm.' } });
    expect(await ask(band, '7 inch wrist')).toMatchObject({ fits: { holds: true } });
    // Of a long sentence, the clause that states the range.
    const stick = product({ name: 'Stick', description: 'Snap group photos easily with this stick, which extends from 11" to 36.5" and swivels in 7 different directions for flexible placement.' });
    expect(await ask(stick, 'extend 40 inches')).toMatchObject({ fits: { holds: false, detail: 'which extends from 11" to 36.5"' } });
  });

  it('answers an age or a number of people by its unit alone, a length only with a word the detail holds', async () => {
    expect(await ask(game, 'ok 5 year old')).toMatchObject({ fits: { holds: false, detail: 'Age: 8+' } });
    expect(await ask(game, 'suitable ages 10')).toMatchObject({ fits: { holds: true, detail: 'Age: 8+' } });
    expect(await ask(game, '6 people')).toMatchObject({ fits: { holds: false, detail: 'Players: 2-4' } });
    expect(await ask(game, '3 players')).toMatchObject({ fits: { holds: true } });
    // A phone is not what the sleeve's range is of.
    expect(await fitsOf(sleeve, '6 inch phone')).toBeUndefined();
  });

  it('leaves a number the range says nothing of as it was: another unit, another system, or none', async () => {
    expect(await fitsOf(shoe, 'uk 9')).toBeUndefined();
    expect(await fitsOf(sleeve, '3 kg')).toBeUndefined();
    expect(await fitsOf(game, '5 years warranty')).toBeUndefined();
    expect(await fitsOf(game, '64gb')).toBeUndefined();
    // A bare number answers only when one detail could be what it is of: the shoe's sizes, not the game's age or players.
    expect(await fitsOf(shoe, '9 5')).toMatchObject({ holds: true, said: '9.5' });
    expect(await fitsOf(game, '3')).toBeUndefined();
  });

  it('answers a value of the options by the variants that hold it and their stock', async () => {
    const boot = product({
      name: 'Boot',
      options: [{ name: 'Size', values: ['8', '9', '10'] }, { name: 'Colour', values: ['Brown', 'Black'] }],
      variants: [
        { id: '8-brown', sku: 'B8', options: { Size: '8', Colour: 'Brown' }, price: 90, discount: 0, inStock: true, stockQuantity: 2 },
        { id: '9-brown', sku: 'B9', options: { Size: '9', Colour: 'Brown' }, price: 90, discount: 0, inStock: false, stockQuantity: 0 },
        { id: '10-black', sku: 'B10', options: { Size: '10', Colour: 'Black' }, price: 90, discount: 0, inStock: true, stockQuantity: 1 },
      ],
    });
    expect(await ask(boot, 'size 8')).toMatchObject({ fits: { by: 'option', said: 'size 8', exists: true, inStock: true } });
    expect(await ask(boot, 'size 9')).toMatchObject({ fits: { by: 'option', exists: true, inStock: false } });
    expect(await ask(boot, 'size 10 black')).toMatchObject({ fits: { by: 'option', said: 'size 10, Black', exists: true, inStock: true } });
    expect(await ask(boot, 'size 8 black')).toMatchObject({ fits: { by: 'option', exists: false } });
    expect(await ask(boot, 'size 11')).toMatchObject({ fits: { by: 'option', said: 'size 11', option: 'Size', values: ['8', '9', '10'], exists: false } });
    // Its stock asked of a value: the variants' stock; a value named in words only when stock is asked.
    expect(await detailsAbout(catalog, boot, 'stock', ['black'])).toMatchObject({ fits: { by: 'option', said: 'Black', exists: true, inStock: true } });
    expect(await detailsAbout(catalog, boot, 'stock', ['size', '9'])).toMatchObject({ fits: { by: 'option', said: 'size 9', inStock: false } });
    expect(await detailsAbout(catalog, boot, 'stock', [])).toMatchObject({ asked: 'stock' });
    expect(await fitsOf(boot, 'black waterproof')).toBeUndefined();
    // "does it come in black?": a value of its options, all that is asked, whatever else is asked.
    expect(await fitsOf(boot, 'black')).toMatchObject({ by: 'option', said: 'Black', exists: true, inStock: true });
  });
});

describe('detailsAbout, a value its name sets apart asked of its siblings', () => {
  const item = (id: string, name: string, brand = 'Quorra') => ({ id, name, brand, specifications: {}, features: [], description: '', inStock: true, price: 10 }) as unknown as Product;
  const dusk = item('dusk', 'Quorra Lamp - Dusk');
  const shelf = [dusk, item('frost', 'Quorra Lamp - Frost'), item('other', 'Quorra Lamp - Slate', 'Larkspur'), item('moss', 'Quorra Lamp Shade (Moss)')];
  const shop = { linesMatching: async () => [], list: async () => ({ products: shelf }) } as unknown as CatalogService;

  it('finds the sibling of the same maker named with the value asked in place of its own, else says no only of a value', async () => {
    expect(await detailsAbout(shop, dusk, 'words', ['frost'])).toMatchObject({ version: { said: 'frost', product: { id: 'frost' } } });
    // Another maker's product of that name is no sibling; "slate" is a value the shop names products by.
    expect(await detailsAbout(shop, dusk, 'words', ['slate'])).toMatchObject({ version: { said: 'slate' } });
    expect(await detailsAbout(shop, dusk, 'words', ['slate'])).not.toMatchObject({ version: { product: expect.anything() } });
    // Its stock asked in a value: its sibling's; in its own value, its own.
    expect(await detailsAbout(shop, dusk, 'stock', ['frost'])).toMatchObject({ version: { product: { id: 'frost' } } });
    expect(await detailsAbout(shop, dusk, 'stock', ['dusk'])).toEqual({ kind: 'product', product: dusk, asked: 'stock' });
    // A word no name sets apart is not asked as a value.
    expect(await detailsAbout(shop, dusk, 'words', ['dimmable'])).not.toHaveProperty('version');
  });

  it('takes for a sibling only a name whose value is the words asked, no more, when the name sets none apart', async () => {
    const runner = item('runner', 'Quorra Trail Runner');
    const shelf = [runner, item('jacket', 'Quorra Trail Jacket Blue'), item('blue', 'Quorra Trail Blue')];
    const named = { linesMatching: async () => [], list: async () => ({ products: shelf }) } as unknown as CatalogService;
    expect(await detailsAbout(named, runner, 'words', ['blue'])).toMatchObject({ version: { product: { id: 'blue' } } });
    const jacketOnly = { linesMatching: async () => [], list: async () => ({ products: shelf.slice(0, 2) }) } as unknown as CatalogService;
    expect(await detailsAbout(jacketOnly, runner, 'words', ['blue'])).not.toHaveProperty('version.product');
  });
});
