import { chatAnswerSchema, type ChatAnswer } from '@cartwise/domain/assistant/schemas';
import { trendingScore } from '@cartwise/domain/assistant/trending';
import { productInputSchema, type Product } from '@cartwise/domain/catalogue/product';
import { formatUsd } from '@cartwise/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.ts';
import { SAMPLE_PRODUCTS } from '../../../db/seed/sample-products.ts';
import { CatalogRepository } from '../../catalog/repository.ts';
import { openTestDb, readDemoCatalog } from '../../../../test/test-app.ts';
import { Shopper } from '../../../../test/shopper-client.ts';
import { EVAL_CASES, type EvalTurn, type ProductConstraint } from './cases.ts';

/** The share of messages the offline assistant must answer correctly. */
const TARGET = 0.95;

function violates(p: Product, c: ProductConstraint): string | undefined {
  const list = (v: string | string[]) => (Array.isArray(v) ? v : [v]);
  if (c.category && p.category !== c.category) return `${p.id} is in ${p.category}, not ${c.category}`;
  if (c.subcategory && !list(c.subcategory).includes(p.subcategory)) return `${p.id} is in ${p.subcategory}, not ${String(c.subcategory)}`;
  if (c.brand && !list(c.brand).includes(p.brand)) return `${p.id} is by ${p.brand}`;
  if (c.minPrice !== undefined && p.price < c.minPrice) return `${p.id} costs ${p.price} < ${c.minPrice}`;
  if (c.maxPrice !== undefined && p.price > c.maxPrice) return `${p.id} costs ${p.price} > ${c.maxPrice}`;
  if (c.minRating !== undefined && p.rating < c.minRating) return `${p.id} is rated ${p.rating}`;
  if (c.inStock && !p.inStock) return `${p.id} is out of stock`;
  if (c.onSale && !(p.originalPrice !== undefined && p.originalPrice > p.price)) return `${p.id} is not on sale`;
  if (c.mentions) {
    const text = `${p.name}\n${p.description}\n${p.category}\n${p.brand}`.toLowerCase();
    if (!c.mentions.some((m) => text.includes(m))) return `${p.id} mentions none of ${c.mentions.join(', ')}`;
  }
  return undefined;
}

const sortKey: Record<NonNullable<EvalTurn['order']>, (p: Product) => number | string> = {
  'price-asc': (p) => p.price,
  'price-desc': (p) => -p.price,
  'rating-desc': (p) => -p.rating,
  popular: (p) => -trendingScore(p.rating, p.reviewCount),
  discount: (p) => -((p.originalPrice ?? p.price) - p.price) / (p.originalPrice ?? 1),
  'newest-desc': (p) => p.createdAt,
};

describe('assistant evaluation', () => {
  let app: App;
  let close: () => Promise<void>;
  const catalogue = new Map<string, Product>();
  const byName = new Map<string, Product[]>();

  beforeAll(async () => {
    const opened = await openTestDb('sqlite');
    const repository = new CatalogRepository(opened.db);
    await repository.upsert([...SAMPLE_PRODUCTS, ...readDemoCatalog()].map((p) => productInputSchema.parse(p)));
    for (const p of await repository.findBySeqs(Array.from({ length: 400 }, (_, i) => i + 1))) {
      catalogue.set(p.id, p);
      byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
    }
    app = await buildApp({ db: opened.db, assistant: { messagesPerMinute: 10_000 } });
    close = async () => {
      await app.close();
      await opened.close();
    };
  });
  afterAll(async () => close?.());

  /** What is wrong with one answer; empty when it is right. */
  async function problemsOf(turn: EvalTurn, answer: ChatAnswer, history: ChatAnswer[], shopper: Shopper): Promise<string[]> {
    const problems: string[] = [];
    const text = answer.message.content;
    const lower = text.toLowerCase();
    const products = answer.products.map((card) => {
      const product = catalogue.get(card.id);
      if (!product) problems.push(`made-up product ${card.id}`);
      else if (card.price !== product.price || card.name !== product.name) problems.push(`card of ${card.id} differs from the catalogue`);
      return product;
    }).filter((p): p is Product => p !== undefined);
    // Every price quoted after a product's name is its catalogue price (and "was" its original price);
    // two catalogue products may share a name, so any of them will do.
    for (const [name, same] of byName) {
      for (const m of text.matchAll(new RegExp(`(?:^|\\n)(?:\\d+\\. )?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\$[\\d,]+\\.\\d\\d)(?: \\(was (\\$[\\d,]+\\.\\d\\d))?`, 'g'))) {
        const product = same.find((p) => formatUsd(p.price) === m[1]);
        if (!product) problems.push(`${name} quoted at ${m[1]}, not at its catalogue price`);
        else if (m[2] && m[2] !== formatUsd(product.originalPrice ?? -1)) problems.push(`${product.id} "was" ${m[2]}`);
      }
    }
    const n = products.length;
    if (turn.count !== undefined && n !== turn.count) problems.push(`${n} products, expected ${turn.count}`);
    if (turn.minCount !== undefined && n < turn.minCount) problems.push(`${n} products, expected at least ${turn.minCount}`);
    if (turn.maxCount !== undefined && n > turn.maxCount) problems.push(`${n} products, expected at most ${turn.maxCount}`);
    const alternatives = answer.message.metadata.alternatives === true;
    if (turn.alternatives !== undefined && alternatives !== turn.alternatives) problems.push(`alternatives is ${alternatives}`);
    if (alternatives && !/nearest alternatives/i.test(text)) problems.push('alternatives are not labelled as such');
    // A constraint the shopper stated holds for every product, unless they are labelled alternatives.
    if (turn.every && !alternatives) for (const p of products) problems.push(...[violates(p, turn.every)].filter((v): v is string => v !== undefined));
    if (turn.every && alternatives && turn.every.subcategory) for (const p of products) problems.push(...[violates(p, { subcategory: turn.every.subcategory })].filter((v): v is string => v !== undefined));
    if (turn.ids && JSON.stringify(products.map((p) => p.id)) !== JSON.stringify(turn.ids)) problems.push(`products ${products.map((p) => p.id).join(',')}, expected ${turn.ids.join(',')}`);
    if (turn.order) {
      const key = sortKey[turn.order];
      for (let i = 1; i < products.length; i++) if (key(products[i - 1]!) > key(products[i]!)) problems.push(`not in ${turn.order} order`);
    }
    for (const s of turn.says ?? []) if (!lower.includes(s.toLowerCase())) problems.push(`does not say "${s}"`);
    for (const s of turn.neverSays ?? []) if (lower.includes(s.toLowerCase())) problems.push(`says "${s}"`);
    if (turn.sameAs) {
      const earlier = history[turn.sameAs.turn]?.products.map((p) => p.id).slice(turn.sameAs.from ?? 0, turn.sameAs.to);
      if (JSON.stringify(earlier) !== JSON.stringify(products.map((p) => p.id))) problems.push(`products differ from turn ${turn.sameAs.turn}`);
    }
    if (turn.cart || turn.cartHas) {
      const cart = (await shopper.get('/api/cart')).body as { items: { productId: string }[] };
      const ids = cart.items.map((i) => i.productId);
      if (turn.cart && JSON.stringify(ids) !== JSON.stringify(turn.cart)) problems.push(`cart holds ${ids.join(',')}, expected ${turn.cart.join(',')}`);
      if (turn.cartHas) {
        const wanted = history[turn.cartHas.turn]?.products[turn.cartHas.index];
        const ok = wanted && (ids.includes(wanted.id) || (!wanted.inStock && lower.includes('out of stock')));
        if (!ok) problems.push(`cart does not hold product ${turn.cartHas.index + 1} of turn ${turn.cartHas.turn}`);
      }
    }
    return problems;
  }

  it(`answers at least ${TARGET * 100}% of the shopper messages correctly`, async () => {
    let correct = 0;
    let total = 0;
    const failures: string[] = [];
    for (const evalCase of EVAL_CASES) {
      const shopper = new Shopper(app);
      const history: ChatAnswer[] = [];
      for (const turn of evalCase.turns) {
        total += 1;
        const res = await shopper.request('POST', '/api/chat', { message: turn.message }, { accept: 'application/json' });
        const answer = chatAnswerSchema.parse(res.body);
        history.push(answer);
        const problems = res.status === 200 ? await problemsOf(turn, answer, history.slice(0, -1), shopper) : [`status ${res.status}`];
        if (problems.length === 0) correct += 1;
        else failures.push(`${evalCase.name} / "${turn.message}": ${problems.join('; ')}\n    answer: ${answer.message.content.split('\n')[0]}`);
      }
    }
    const share = correct / total;
    console.log(`assistant evaluation: ${correct}/${total} correct (${(share * 100).toFixed(1)}%)`);
    if (failures.length > 0) console.log(`wrong answers:\n  ${failures.join('\n  ')}`);
    expect(total).toBeGreaterThanOrEqual(80);
    expect(share).toBeGreaterThanOrEqual(TARGET);
  });
});
