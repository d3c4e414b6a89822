/**
 * Runs the assistant evaluation against the real app: for one catalogue, imports it into a fresh database,
 * builds the app with `buildApp` and plays every case as its own shopper (a session cookie, its own client
 * address) through POST /api/chat with `Accept: application/json`, then judges each reply (judge.ts).
 * Orders are placed and carts read through the public API. Used by run.ts and apps/api/test/assistant-eval.test.ts.
 */
// The API's import (below) reads windows-1252, whose types the API declares itself; the root project needs them too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file has nothing to import
/// <reference path="../../apps/api/src/modules/catalog/windows-1252.d.ts" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Product } from '@cartwise/domain/catalogue/product';
import { EXPRESS_SHIPPING_CENTS, FREE_SHIPPING_OVER_CENTS, STANDARD_SHIPPING_CENTS } from '@cartwise/domain/policy';
import { buildApp, type App } from '../../apps/api/src/app.ts';
import type { Db } from '../../apps/api/src/db/database.ts';
import { SAMPLE_COUPONS } from '../../apps/api/src/db/seed/sample-coupons.ts';
import { SAMPLE_PRODUCTS } from '../../apps/api/src/db/seed/sample-products.ts';
import { seedSampleCoupons } from '../../apps/api/src/modules/cart/seed.ts';
import { generateCatalog } from '../../apps/api/src/modules/catalog/generate.ts';
import { importCatalog } from '../../apps/api/src/modules/catalog/import-catalog.ts';
import { CatalogRepository } from '../../apps/api/src/modules/catalog/repository.ts';
import { SESSION_COOKIE } from '../../apps/api/src/plugins/session.ts';
import type { CatalogueId, EvalCase, Intent } from './case-kit.ts';
import { CASES } from './cases.ts';
import {
  everyTurnProblems,
  expectationProblems,
  splitOf,
  type CartFacts,
  type EveryTurnProblems,
  type JudgedReply,
  type OrderFacts,
  type Split,
  type TurnContext,
} from './judge.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The generated catalogue's size and seed. */
export const GENERATED = { count: 2000, seed: 1 } as const;

/** The rows each catalogue imports. */
export function catalogueRows(id: CatalogueId): unknown[] {
  if (id === 'demo') return [...SAMPLE_PRODUCTS, ...(JSON.parse(fs.readFileSync(path.join(root, 'datasets/demo-catalog.json'), 'utf8')) as unknown[])];
  if (id === 'bestbuy') return JSON.parse(fs.readFileSync(path.join(root, 'datasets/bestbuy-catalog.json'), 'utf8')) as unknown[];
  return [...generateCatalog(GENERATED)];
}

/** Amounts any reply may state: the policy's figures and the demo coupons' terms. */
export const POLICY_AMOUNTS: readonly number[] = [
  FREE_SHIPPING_OVER_CENTS / 100,
  STANDARD_SHIPPING_CENTS / 100,
  EXPRESS_SHIPPING_CENTS / 100,
  ...SAMPLE_COUPONS.flatMap((c) => [c.minSubtotalCents / 100, ...(c.discount.kind === 'fixed' ? [c.discount.amountOffCents / 100] : [])]),
];

export interface TurnResult {
  caseId: string;
  catalogue: CatalogueId;
  split: Split;
  turn: number;
  message: string;
  intent: Intent;
  passed: boolean;
  /** The turn's own expectations that failed, then the every-turn checks that failed. */
  problems: string[];
  everyTurn: EveryTurnProblems;
  answer: string;
  cards: string[];
}

export interface CatalogueResult {
  catalogue: CatalogueId;
  products: number;
  turns: TurnResult[];
  /** Per case: split, and whether every turn passed. */
  cases: { id: string; split: Split; passed: boolean }[];
  seconds: number;
}

/** One shopper: a session cookie and a client address of its own, so no shared rate limit is hit. */
class Client {
  cookie?: string;
  constructor(
    private readonly app: App,
    private readonly address: string,
  ) {}

  async request(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
    const setCookie = ([] as (string | undefined)[]).concat(res.headers['set-cookie']).find((c) => c?.startsWith(`${SESSION_COOKIE}=`));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    return { status: res.statusCode, body: res.body ? (res.json() as unknown) : undefined };
  }
}

interface CartBody {
  items: { productId: string; price: number; quantity: number }[];
  couponCode: string | null;
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
}

function cartFacts(body: CartBody): CartFacts {
  return {
    productIds: body.items.map((i) => i.productId),
    couponCode: body.couponCode,
    subtotal: body.subtotal,
    shipping: body.shipping,
    tax: body.tax,
    discount: body.discount,
    total: body.total,
    lines: body.items.map((i) => ({ price: i.price, lineTotal: Math.round(i.price * i.quantity * 100) / 100 })),
    ...(body.items.length > 0 && body.subtotal * 100 <= FREE_SHIPPING_OVER_CENTS ? { toFreeShipping: [0, 1].map((cent) => (FREE_SHIPPING_OVER_CENTS + cent - Math.round(body.subtotal * 100)) / 100) } : {}),
  };
}

const ADDRESS = { name: 'Eval Shopper', line1: '1 Test Street', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' };

/** Places an order of one product as another shopper, through the API, and returns its facts. */
async function placeOrder(app: App, product: Product, n: number): Promise<OrderFacts & { email: string }> {
  const buyer = new Client(app, `10.250.${Math.floor(n / 250)}.${(n % 250) + 1}`);
  const email = `shopper${n}@example.com`;
  const added = await buyer.request('POST', '/api/cart/items', { productId: product.id, quantity: 1 });
  if (added.status !== 200 && added.status !== 201) throw new Error(`adding ${product.id} to a cart answered ${added.status}: ${JSON.stringify(added.body)}`);
  const res = await buyer.request('POST', '/api/orders', { email, shippingAddress: ADDRESS, delivery: 'standard' }, { 'idempotency-key': `assistant-eval-${n}-${product.id}` });
  if (res.status !== 201) throw new Error(`placing an order answered ${res.status}: ${JSON.stringify(res.body)}`);
  const order = res.body as { orderNumber: string; status: string; subtotal: number; shipping: number; tax: number; discount: number; total: number; items: { price: number; lineTotal: number }[] };
  return {
    email,
    orderNumber: order.orderNumber,
    status: order.status,
    amounts: [order.subtotal, order.shipping, order.tax, order.discount, order.total, ...order.items.flatMap((i) => [i.price, i.lineTotal])],
  };
}

interface ChatBody {
  message: { content: string };
  products: { id: string; name: string; price: number }[];
}

/** Plays one catalogue's cases on an empty, migrated database; closes nothing it was given. */
export async function evaluateCatalogue(db: Db, catalogue: CatalogueId, cases: readonly EvalCase[] = CASES.filter((c) => c.catalogue === catalogue)): Promise<CatalogueResult> {
  const started = performance.now();
  const repository = new CatalogRepository(db);
  const report = await importCatalog(repository, catalogueRows(catalogue));
  if (report.problems.length > 0) throw new Error(`${catalogue}: import problems ${JSON.stringify(report.problems.slice(0, 3))}`);
  await seedSampleCoupons(db);
  const count = await repository.count();
  const products: Product[] = [];
  for (let from = 1; products.length < count && from < count * 4 + 10; from += 1000) {
    products.push(...(await repository.findBySeqs(Array.from({ length: 1000 }, (_, i) => from + i))));
  }
  const catalogueMap = new Map(products.map((p) => [p.id, p]));
  const byName = new Map<string, Product[]>();
  for (const p of products) byName.set(p.name.toLowerCase(), [...(byName.get(p.name.toLowerCase()) ?? []), p]);

  const app = await buildApp({ db, logger: false, assistant: { messagesPerMinute: 100_000 } });
  const turns: TurnResult[] = [];
  const caseResults: CatalogueResult['cases'] = [];
  try {
    for (const [n, evalCase] of cases.entries()) {
      const split = splitOf(evalCase.id);
      let order: (OrderFacts & { email: string }) | undefined;
      if (evalCase.order) {
        const product = byName.get(evalCase.order.product.toLowerCase())?.[0];
        if (!product) throw new Error(`${evalCase.id}: no product named ${evalCase.order.product}`);
        order = await placeOrder(app, product, n);
      }
      const shopper = new Client(app, `10.${Math.floor(n / 250) + 1}.${n % 250}.1`);
      const replies: JudgedReply[] = [];
      const messages: string[] = [];
      const carts: CartFacts[] = [];
      let allPassed = true;
      for (const [i, turn] of evalCase.turns.entries()) {
        const message = turn.message.replaceAll('{order}', order?.orderNumber ?? '').replaceAll('{email}', order?.email ?? '');
        messages.push(message);
        const res = await shopper.request('POST', '/api/chat', { message }, { accept: 'application/json' });
        const body = res.body as ChatBody | undefined;
        const reply: JudgedReply = res.status === 200 && body ? { text: body.message.content, cards: body.products } : { text: '', cards: [] };
        const cartRes = await shopper.request('GET', '/api/cart');
        const cart = cartRes.status === 200 ? cartFacts(cartRes.body as CartBody) : undefined;
        const ctx: TurnContext = {
          catalogue: catalogueMap,
          byName,
          messages,
          earlier: replies,
          reply,
          ...(cart ? { cart } : {}),
          earlierCarts: carts,
          ...(order ? { order } : {}),
          policyAmounts: POLICY_AMOUNTS,
        };
        const everyTurn = everyTurnProblems(ctx);
        const problems = res.status === 200 ? expectationProblems(turn.expect, ctx) : [`POST /api/chat answered ${res.status}`];
        problems.push(...everyTurn.inventedProducts, ...everyTurn.inventedPrices, ...everyTurn.tooManyCards, ...everyTurn.repeatedList);
        const passed = problems.length === 0;
        allPassed &&= passed;
        turns.push({
          caseId: evalCase.id,
          catalogue,
          split,
          turn: i,
          message,
          intent: turn.intent,
          passed,
          problems,
          everyTurn,
          answer: reply.text,
          cards: reply.cards.map((card) => `${card.name} ($${card.price.toFixed(2)})`),
        });
        replies.push(reply);
        if (cart) carts.push(cart);
      }
      caseResults.push({ id: evalCase.id, split, passed: allPassed });
    }
  } finally {
    await app.close();
  }
  return { catalogue, products: count, turns, cases: caseResults, seconds: (performance.now() - started) / 1000 };
}

export interface SplitFigures {
  turns: number;
  turnsPassed: number;
  turnRate: number;
  conversations: number;
  conversationsPassed: number;
  conversationRate: number;
}

export function figures(result: CatalogueResult, split: Split): SplitFigures {
  const turns = result.turns.filter((t) => t.split === split);
  const cases = result.cases.filter((c) => c.split === split);
  const turnsPassed = turns.filter((t) => t.passed).length;
  const conversationsPassed = cases.filter((c) => c.passed).length;
  return {
    turns: turns.length,
    turnsPassed,
    turnRate: turns.length ? turnsPassed / turns.length : 1,
    conversations: cases.length,
    conversationsPassed,
    conversationRate: cases.length ? conversationsPassed / cases.length : 1,
  };
}

/** The every-turn violations of a run, counted by kind. */
export function violations(result: CatalogueResult): Record<keyof EveryTurnProblems, number> {
  const out = { inventedProducts: 0, inventedPrices: 0, tooManyCards: 0, repeatedList: 0 };
  for (const t of result.turns) for (const key of Object.keys(out) as (keyof EveryTurnProblems)[]) out[key] += t.everyTurn[key].length;
  return out;
}
