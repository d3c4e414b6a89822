/**
 * Step 2 of the assistant (read → resolve → answer): a typed request against the shop, through the services
 * that serve the pages: the catalogue's search (relevance, synonyms, typos, relaxation), the cart and the
 * orders. No catalogue word is known here; the search engine knows the catalogue.
 */
import type { Outcome, Relaxation } from '@cartwise/domain/assistant/outcome';
import type { AssistantRequest, Asked, Constraints, Find, ProductRef, ResultOrder } from '@cartwise/domain/assistant/request';
import { trendingScore } from '@cartwise/domain/assistant/trending';
import { stem, words } from '@cartwise/domain/assistant/words';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { SortOption } from '@cartwise/domain/catalogue/sort';
import { DomainError, NotFoundError, RateLimitedError } from '@cartwise/domain/errors';
import { CHAT_BUBBLE_MAX_PRODUCTS } from '@cartwise/domain/policy';
import type { CartService } from '../../cart/service.ts';
import type { CatalogService, RankedFilters, RankedOrder } from '../../catalog/service.ts';
import type { OrdersService } from '../../orders/service.ts';
import type { FollowUpState } from '../follow-up.ts';

/** A question about a named product asks about at most this many words after its name. */
const MAX_ASKED_WORDS = 3;
/** Products a reply shows (spec: at most 3 per bubble). */
export const SHOWN = CHAT_BUBBLE_MAX_PRODUCTS;
/** A search with a re-ordering the engine does not do itself (popularity, discount, on sale) re-ranks this many of its best. */
const CANDIDATES = 60;

export interface ResolverDeps {
  catalog: CatalogService;
  cart: CartService;
  orders: OrdersService;
}

/** Who asks: the session (guest or account) the cart and orders belong to. */
export interface Asker {
  sessionId: string;
}

const LIST_SORT: Partial<Record<ResultOrder, SortOption>> = {
  'price-asc': 'price-asc',
  'price-desc': 'price-desc',
  'rating-desc': 'rating-desc',
  newest: 'newest-desc',
};

function filtersOf(c: Constraints): RankedFilters {
  return {
    ...(c.minPrice !== undefined ? { minPrice: c.minPrice } : {}),
    ...(c.maxPrice !== undefined ? { maxPrice: c.maxPrice } : {}),
    ...(c.minRating !== undefined ? { rating: c.minRating } : {}),
    ...(c.inStock ? { inStock: true } : {}),
    ...(c.onSale ? { onSale: true } : {}),
  };
}

const onSale = (p: Product) => p.originalPrice !== undefined && p.originalPrice > p.price;
const discountOf = (p: Product) => (onSale(p) ? (p.originalPrice! - p.price) / p.originalPrice! : -1);

/** Limits in the order they are let go of when nothing meets them all: the least said first. */
const LIMITS: { limit: NonNullable<Relaxation['droppedLimits']>[number]; without: (c: Constraints) => Constraints; has: (c: Constraints) => boolean }[] = [
  { limit: 'sale', has: (c) => Boolean(c.onSale), without: ({ onSale: _, ...c }) => c },
  { limit: 'stock', has: (c) => Boolean(c.inStock), without: ({ inStock: _, ...c }) => c },
  { limit: 'rating', has: (c) => c.minRating !== undefined, without: ({ minRating: _, ...c }) => c },
  { limit: 'price', has: (c) => c.minPrice !== undefined || c.maxPrice !== undefined, without: ({ minPrice: _a, maxPrice: _b, ...c }) => c },
];

export class Resolver {
  constructor(private readonly deps: ResolverDeps) {}

  async resolve(request: AssistantRequest, state: FollowUpState, asker: Asker): Promise<Outcome> {
    switch (request.intent) {
      case 'find':
        return this.find(request.find, 0);
      case 'more':
        return state.lastFind ? this.find(state.lastFind, (state.lastOffset ?? 0) + SHOWN, [], true) : { kind: 'no-more' };
      case 'refine':
        return this.refine(request.refine, request.constraints, state);
      case 'product':
        return this.product(request.refs, request.names, request.asked, state);
      case 'compare': {
        const products = await this.pointed(request.refs.length > 0 ? request.refs : [{ kind: 'all' }], request.names, state);
        return products.length >= 2 ? { kind: 'compare', products: products.slice(0, SHOWN) } : { kind: 'which-product', intent: 'compare', names: request.names };
      }
      case 'cart-add':
        return this.addToCart(request.refs, request.names, request.quantity, state, asker);
      case 'cart-remove':
        return this.removeFromCart(request.refs, request.names, state, asker);
      case 'cart-show':
        return { kind: 'cart', cart: await this.deps.cart.get(asker.sessionId) };
      case 'coupon':
        return this.coupon(request.code, asker);
      case 'order-status':
        return this.order(request.orderNumber, request.email, asker);
      case 'policy':
        return { kind: 'policy', topics: request.topics };
      default:
        return { kind: 'small-talk', intent: request.intent };
    }
  }

  /** A search: the engine's words and relaxation first, then the limits let go of one at a time when nothing meets them. */
  async find(asked: Find, offset: number, excluded: readonly string[] = [], more = false): Promise<Outcome> {
    // Without words there is no relevance: the most popular, or on sale the biggest discounts.
    const find: Find = !asked.subject && asked.order === 'relevance' ? { ...asked, order: asked.constraints.onSale ? 'discount' : 'popular' } : asked;
    const exclude = new Set(excluded);
    const first = await this.search(find.subject, find.constraints, find.order, offset, exclude);
    // A question that names nothing the shop sells ("what's the weather like?") finds words in descriptions only.
    if (find.question && !first.products.some((p) => coverage(words(find.subject), p, true).held.length > 0)) return { kind: 'out-of-scope' };
    if (first.products.length > 0 || more) {
      return first.products.length > 0 ? { kind: 'found', find, offset, ...first } : { kind: 'no-more', find };
    }
    // Nothing meets every limit: the nearest products without them, said as such ("nothing under $20; the cheapest are…").
    let constraints = find.constraints;
    const dropped: NonNullable<Relaxation['droppedLimits']> = [];
    for (const { limit, has, without } of LIMITS) {
      if (!has(constraints)) continue;
      constraints = without(constraints);
      dropped.push(limit);
      const order: ResultOrder = limit === 'price' && find.order === 'relevance'
        ? (find.constraints.maxPrice !== undefined ? 'price-asc' : 'price-desc')
        : find.order;
      const near = await this.search(find.subject, constraints, order, 0, exclude);
      if (near.products.length > 0) {
        return { kind: 'found', find: { ...find, constraints, order }, asked: find, offset: 0, ...near, relaxed: { ...near.relaxed, droppedLimits: dropped } };
      }
    }
    return { kind: 'nothing', find };
  }

  private async search(subject: string, constraints: Constraints, order: ResultOrder, offset: number, exclude: ReadonlySet<string>): Promise<{ products: Product[]; total: number; relaxed?: Relaxation }> {
    const { catalog } = this.deps;
    const filters = filtersOf(constraints);
    if (subject.length === 0) {
      const ranked: RankedOrder = order === 'relevance' ? (constraints.onSale ? 'discount' : 'popular') : order === 'newest' ? 'newest-desc' : order;
      const { products, totalCount } = await catalog.ranked(filters, ranked, SHOWN + exclude.size, offset);
      return { products: products.filter((p) => !exclude.has(p.id)).slice(0, SHOWN), total: totalCount };
    }
    const { onSale: saleOnly, ...listed } = filters;
    const resorted = saleOnly || order === 'popular' || order === 'discount';
    const sort = resorted ? 'relevance' : (LIST_SORT[order] ?? 'relevance');
    const pageSize = resorted ? CANDIDATES : offset + SHOWN + exclude.size;
    const list = await catalog.list({ q: subject, ...listed, sort, page: 1, pageSize }, [], { relax: true, fill: false });
    let products = list.products.filter((p) => !exclude.has(p.id));
    let total = list.totalCount;
    if (saleOnly) {
      products = products.filter(onSale);
      total = products.length;
    }
    if (order === 'popular') products.sort((a, b) => trendingScore(b.rating, b.reviewCount) - trendingScore(a.rating, a.reviewCount));
    if (order === 'discount') products.sort((a, b) => discountOf(b) - discountOf(a));
    const searched = list.searched;
    const relaxed: Relaxation | undefined = searched
      ? { searchedFor: searched.query, corrected: searched.corrected, ...(searched.dropped.length > 0 ? { droppedWords: searched.dropped } : {}) }
      : undefined;
    return { products: products.slice(offset, offset + SHOWN), total, ...(relaxed ? { relaxed } : {}) };
  }

  /** "cheaper", "pricier", "better rated", "another brand": the last search again, beyond what it showed. */
  private async refine(refine: 'cheaper' | 'pricier' | 'better-rated' | 'other-brand', extra: Constraints, state: FollowUpState): Promise<Outcome> {
    const last = state.lastFind ?? { subject: '', constraints: {}, order: 'relevance' as const };
    const shown = await this.byIds(state.lastProductIds ?? []);
    const constraints: Constraints = { ...last.constraints, ...extra };
    let find: Find;
    if (refine === 'cheaper') {
      const below = Math.min(...shown.map((p) => p.price), last.constraints.maxPrice ?? Infinity);
      const { minPrice: _, ...rest } = constraints;
      find = { ...last, constraints: Number.isFinite(below) ? { ...rest, maxPrice: Math.max(0, Math.round((below - 0.01) * 100) / 100) } : rest, order: Number.isFinite(below) ? last.order : 'price-asc' };
    } else if (refine === 'pricier') {
      const above = Math.max(...shown.map((p) => p.price), last.constraints.minPrice ?? 0);
      const { maxPrice: _, ...rest } = constraints;
      find = { ...last, constraints: { ...rest, minPrice: Math.round((above + 0.01) * 100) / 100 } };
    } else if (refine === 'better-rated') {
      const best = Math.max(0, ...shown.map((p) => p.rating));
      find = { ...last, constraints: best > 0 && best < 5 ? { ...constraints, minRating: Math.min(5, best + 0.1) } : constraints, order: 'rating-desc' };
    } else {
      return this.otherBrand(last, constraints, shown);
    }
    return this.find(find, 0, shown.map((p) => p.id));
  }

  /** Another brand: the same search without the brands shown (and without their names among the words). */
  private async otherBrand(last: Find, constraints: Constraints, shown: Product[]): Promise<Outcome> {
    const brands = new Set(shown.map((p) => p.brand.toLowerCase()));
    const brandWords = new Set([...brands].flatMap((b) => words(b)));
    const subject = words(last.subject).filter((w) => !brandWords.has(w)).join(' ');
    const find: Find = { ...last, subject, constraints };
    const exclude = new Set(shown.map((p) => p.id));
    const candidates = subject
      ? (await this.deps.catalog.list({ q: subject, ...withoutSale(filtersOf(constraints)), sort: 'relevance', page: 1, pageSize: CANDIDATES }, [], { relax: true, fill: false })).products
      : (await this.deps.catalog.ranked(filtersOf(constraints), 'popular', CANDIDATES, 0)).products;
    const others = candidates.filter((p) => !brands.has(p.brand.toLowerCase()) && !exclude.has(p.id) && (!constraints.onSale || onSale(p)));
    if (others.length === 0) return { kind: 'nothing', find };
    return { kind: 'found', find, offset: 0, products: others.slice(0, SHOWN), total: others.length };
  }

  /** The products a message points at: the names it gives win over references to what was shown. */
  private async pointed(refs: readonly ProductRef[], names: readonly string[], state: FollowUpState): Promise<Product[]> {
    const named: Product[] = [];
    for (const name of names) {
      const product = await this.named(name);
      if (product) named.push(product.product);
    }
    if (named.length > 0 && (named.length === names.length || refs.length === 0)) return named;
    const shown = state.lastProductIds ?? [];
    const ids: string[] = [];
    for (const ref of refs) {
      if (ref.kind === 'all') ids.push(...shown);
      else if (ref.kind === 'last' && shown.length > 0) ids.push(shown.at(-1)!);
      else if (ref.kind === 'position' && shown[ref.index] !== undefined) ids.push(shown[ref.index]!);
      else if (ref.kind === 'focus') {
        // "it" after a list: the product in focus, or else the first one shown.
        const focus = state.focusProductId ?? shown[0];
        if (focus) ids.push(focus);
      }
    }
    return [...named, ...(await this.byIds([...new Set(ids)]))];
  }

  /**
   * The one product some words name, by the catalogue's search: the words, then the words without the last
   * ones (questions put what they ask after the product: "is the <product> waterproof?"). The product is the
   * match whose name and brand hold more of the words than any other's; the words it does not hold are what
   * is asked of it, and must come after those it holds: a word before them names something the shop does not
   * have, and another product is not answered for it.
   */
  private async named(name: string): Promise<{ product: Product; rest: string[] } | undefined> {
    const wanted = words(name);
    if (wanted.length === 0) return undefined;
    const seen = new Map<string, { product: Product; held: string[]; rest: string[] }>();
    for (let n = wanted.length; n >= Math.max(1, wanted.length - MAX_ASKED_WORDS); n--) {
      const list = await this.deps.catalog.list({ q: wanted.slice(0, n).join(' '), sort: 'relevance', page: 1, pageSize: 5 }, [], { relax: true, fill: false });
      for (const product of list.products) if (!seen.has(product.id)) seen.set(product.id, { product, ...coverage(wanted, product) });
    }
    const [best, next] = [...seen.values()].sort((a, b) => b.held.length - a.held.length);
    if (!best || best.held.length === 0 || (next && next.held.length === best.held.length)) return undefined;
    const lastHeld = Math.max(...best.held.map((w) => wanted.lastIndexOf(w)));
    if (best.rest.some((w) => wanted.indexOf(w) < lastHeld)) return undefined;
    return { product: best.product, rest: best.rest };
  }

  private async product(refs: readonly ProductRef[], names: readonly string[], asked: Asked, state: FollowUpState): Promise<Outcome> {
    const name = names.join(' ');
    const named = name ? await this.named(name) : undefined;
    if (named) return this.answerAbout(named.product, asked, named.rest);
    const [product] = await this.pointed(refs, [], state);
    if (product) return this.answerAbout(product, asked, words(name));
    // Words that name no single product: the products they find.
    if (name) return this.find({ subject: name, constraints: {}, order: 'relevance' }, 0);
    return { kind: 'which-product', intent: 'product', names: [...names] };
  }

  /** The product's details that hold the words asked about, matched by the catalogue's engine (synonyms, stems). */
  private async answerAbout(product: Product, asked: Asked, rest: readonly string[]): Promise<Outcome> {
    const asking = asked === 'words' && rest.length === 0 ? 'details' : asked;
    if (asking !== 'words') return { kind: 'product', product, asked: asking };
    const phrase = rest.join(' ');
    const lines = [
      ...Object.entries(product.specifications).map(([key, value]) => `${key}: ${value}`),
      ...product.features,
      ...product.description.split(/(?<=[.!?])\s+/),
    ];
    const details = await this.deps.catalog.linesMatching(phrase, lines);
    return { kind: 'product', product, asked: 'words', words: phrase, details: details.slice(0, 2) };
  }

  private async addToCart(refs: readonly ProductRef[], names: readonly string[], quantity: number, state: FollowUpState, asker: Asker): Promise<Outcome> {
    const [product] = await this.pointed(refs.length > 0 || names.length > 0 ? refs : [{ kind: 'focus' }], names, state);
    if (!product) return { kind: 'which-product', intent: 'cart-add', names: [...names] };
    try {
      const cart = await this.deps.cart.addItem(asker.sessionId, { productId: product.id, quantity });
      return { kind: 'cart', cart, added: { product, quantity } };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { kind: 'cart', cart: await this.deps.cart.get(asker.sessionId), problem: error.message };
    }
  }

  private async removeFromCart(refs: readonly ProductRef[], names: readonly string[], state: FollowUpState, asker: Asker): Promise<Outcome> {
    const cart = await this.deps.cart.get(asker.sessionId);
    const inCart = await this.byIds(cart.items.map((i) => i.productId));
    // "remove the headphones": the words are matched against the cart's own lines first.
    const wanted = words(names.join(' '));
    const byWords = wanted.length > 0 ? inCart.filter((p) => coverage(wanted, p).held.length > 0).sort((a, b) => coverage(wanted, b).held.length - coverage(wanted, a).held.length) : [];
    const product = byWords[0] ?? (await this.pointed(refs.length > 0 ? refs : [{ kind: 'focus' }], [], state)).find((p) => inCart.some((c) => c.id === p.id));
    const line = product && cart.items.find((i) => i.productId === product.id);
    if (!product || !line) return { kind: 'cart', cart, problem: cart.items.length === 0 ? 'Your cart is empty.' : 'That product is not in your cart.' };
    return { kind: 'cart', cart: await this.deps.cart.removeItem(asker.sessionId, line.id), removed: product };
  }

  private async coupon(code: string | undefined, asker: Asker): Promise<Outcome> {
    if (!code) return { kind: 'coupon' };
    try {
      return { kind: 'coupon', code, cart: await this.deps.cart.applyCoupon(asker.sessionId, code) };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { kind: 'coupon', code, problem: error.message };
    }
  }

  /** Order status, within Track Order's limits: the number and the email, or the shopper's own orders. */
  private async order(orderNumber: string | undefined, email: string | undefined, asker: Asker): Promise<Outcome> {
    const { orders } = this.deps;
    const own = (await orders.list(asker.sessionId)).orders;
    if (!orderNumber) return own.length > 0 ? { kind: 'order', orders: own.slice(0, SHOWN) } : { kind: 'order', problem: 'need-number' };
    const mine = own.find((o) => o.orderNumber === orderNumber);
    if (mine) return { kind: 'order', order: await orders.get(asker.sessionId, mine.id) };
    if (!email) return { kind: 'order', orderNumber, problem: 'need-email' };
    try {
      return { kind: 'order', order: await orders.track({ orderNumber, email }, `assistant|${asker.sessionId}`) };
    } catch (error) {
      if (error instanceof NotFoundError) return { kind: 'order', orderNumber, problem: 'not-found' };
      if (error instanceof RateLimitedError) return { kind: 'order', orderNumber, problem: 'too-many' };
      throw error;
    }
  }

  private async byIds(ids: readonly string[]): Promise<Product[]> {
    const found = await Promise.all(ids.map((id) => this.deps.catalog.get(id).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    })));
    return found.filter((p): p is Product => p !== undefined);
  }
}

function withoutSale({ onSale: _, ...filters }: RankedFilters): RankedFilters {
  return filters;
}

/** Which of the words a product's name and brand hold (by stem, or as the start of a word), and which not. */
function coverage(wanted: readonly string[], product: Product, withKind = false): { held: string[]; rest: string[] } {
  const own = words(`${product.brand} ${product.name}${withKind ? ` ${product.category} ${product.subcategory}` : ''}`);
  const stems = new Set(own.map(stem));
  const holds = (w: string) => stems.has(stem(w)) || own.some((o) => o.length > w.length && w.length >= 3 && o.startsWith(w)) || (w.length >= 4 && own.join('').includes(w));
  return { held: wanted.filter(holds), rest: wanted.filter((w) => !holds(w)) };
}
