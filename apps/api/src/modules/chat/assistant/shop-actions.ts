/**
 * What the resolver (resolver.ts) does in the shop beside searching: the cart (add, swap, set a quantity,
 * remove), coupons and orders, through the services that serve the pages; and a product's details asked about.
 */
import type { Fits, Outcome } from '@cartwise/domain/assistant/outcome';
import { amountsAsked, holds, letterIndex, namesItsKind, spansIn, type Asked as AmountAsked } from '@cartwise/domain/assistant/ranges';
import type { Asked, ProductRef } from '@cartwise/domain/assistant/request';
import { INTERNAL_SPECIFICATION } from '@cartwise/domain/assistant/measured';
import { MEASURE_WORDS } from '@cartwise/domain/assistant/read-questions';
import { FILLER_WORDS, QUESTION_FILLER, stem, stemsHeld, VALUES_ASKED, words } from '@cartwise/domain/assistant/words';
import type { Product } from '@cartwise/domain/catalogue/product';
import { CouponError, normaliseCouponCode } from '@cartwise/domain/cart/coupon';
import { chooseMessage } from '@cartwise/domain/catalogue/variants';
import { DomainError, NotFoundError, RateLimitedError } from '@cartwise/domain/errors';
import type { CartService } from '../../cart/service.ts';
import type { CatalogService } from '../../catalog/service.ts';
import type { OrdersService } from '../../orders/service.ts';
import type { FollowUpState } from '../follow-up.ts';
import { coverage } from './catalogue-kinds.ts';
import type { PointedProducts } from './pointed-products.ts';
import { SHOWN } from './ranked-products.ts';

/** Who asks: the session (guest or account) the cart and orders belong to. */
export interface Asker {
  sessionId: string;
}

/** The cart, coupons and orders of the shopper who asks. */
export class ShopActions {
  constructor(
    private readonly deps: { cart: CartService; orders: OrdersService; catalog: CatalogService },
    /** The products a message means; a cart action takes only products the shopper saw. */
    private readonly products: PointedProducts,
  ) {}

  async addToCart(refs: readonly ProductRef[], names: readonly string[], quantity: number, state: FollowUpState, asker: Asker): Promise<Outcome> {
    // Each product once: "the red and black suit" names one suit twice.
    const found = await this.products.pointed(refs.length > 0 || names.length > 0 ? refs : [{ kind: 'focus' }], names, state, true);
    const pointed = found.filter((p, i) => found.findIndex((q) => q.id === p.id) === i);
    const [product] = pointed;
    if (!product) return { kind: 'which-product', intent: 'cart-add', names: [...names] };
    // "add both", "I'll take the first two", "add the pan and the knife": each of them, one of each, those without options to choose.
    const several = refs.some((r) => r.kind === 'all') || refs.filter((r) => r.kind === 'position').length > 1 || names.length > 1;
    if (several && pointed.length > 1 && quantity === 1) return this.addEach(pointed.slice(0, SHOWN), asker);
    // A size or colour is the shopper's to choose, on the product's page.
    if (product.options?.length) return { kind: 'cart', cart: await this.deps.cart.get(asker.sessionId), problem: `${toChoose(product)}, then add it to your cart.`, choose: product };
    return this.orProblem(asker, async () => {
      // What was added to the product's own line, which the stock or a line's limit may cut short: the cart's
      // notice then says why.
      const { cart, added } = await this.deps.cart.addItemCounted(asker.sessionId, { productId: product.id, quantity });
      if (added <= 0) return { kind: 'cart', cart: { ...cart, notice: undefined }, problem: cart.notice ?? `${product.name} could not be added` };
      return { kind: 'cart', cart, added: { product, quantity: added } };
    });
  }

  /** Adds one of each product; those that need an option chosen, or cannot be added, are said as a problem. */
  private async addEach(products: readonly Product[], asker: Asker): Promise<Outcome> {
    const added: Product[] = [];
    const problems: string[] = [];
    let cart = await this.deps.cart.get(asker.sessionId);
    for (const product of products) {
      const outcome = product.options?.length ? undefined : await this.orProblem(asker, async () => ({ kind: 'cart', cart: await this.deps.cart.addItem(asker.sessionId, { productId: product.id, quantity: 1 }) }));
      if (outcome?.kind !== 'cart' || outcome.problem) {
        problems.push(outcome?.kind === 'cart' && outcome.problem ? outcome.problem.replace(/[.!]\s*$/, '') : toChoose(product));
        continue;
      }
      cart = outcome.cart;
      added.push(product);
    }
    const [first, ...rest] = added;
    if (!first) return { kind: 'cart', cart, problem: problems.join('; ') };
    return { kind: 'cart', cart, added: { product: first, quantity: 1 }, ...(rest.length > 0 ? { alsoAdded: rest.map((product) => ({ product, quantity: 1 })) } : {}), ...(problems.length > 0 ? { cart: { ...cart, notice: `${[cart.notice, ...problems].filter(Boolean).join('. ')}.` } } : {}) };
  }

  /**
   * "make it 3": the quantity of the product's line in the cart (the product pointed at or named, else the
   * cart's only line); a product not in the cart yet is added with that quantity.
   */
  async setQuantity(refs: readonly ProductRef[], names: readonly string[], quantity: number, state: FollowUpState, asker: Asker): Promise<Outcome> {
    const { cart, inCart, byWords } = await this.inCart(names, asker);
    const [pointed] = byWords ? [byWords] : await this.products.pointed(refs, names, state, true);
    const product = pointed ?? (inCart.length === 1 ? inCart[0] : undefined);
    if (!product) return { kind: 'which-product', intent: 'cart-add', names: [...names] };
    const line = cart.items.find((i) => i.productId === product.id);
    if (!line) return this.addToCart([], [], quantity, { ...state, focusProductId: product.id }, asker);
    return this.orProblem(asker, async () => {
      const updated = await this.deps.cart.updateQuantity(asker.sessionId, line.id, quantity);
      const now = updated.items.find((i) => i.productId === product.id)?.quantity ?? quantity;
      // Fewer than asked: the stock (or a line's limit) held it back, which the reply says.
      return { kind: 'cart', cart: updated, set: { product, quantity: now, ...(now < quantity ? { asked: quantity } : {}) } };
    });
  }

  /**
   * `keep`: a product that stays whatever is pointed at (the one just put in its place). `fewer`: "remove one"
   * takes that many of the line out (of the product pointed at, else the cart's only line), the line when no more.
   */
  async removeFromCart(refs: readonly ProductRef[], names: readonly string[], state: FollowUpState, asker: Asker, keep?: string, fewer?: number): Promise<Outcome> {
    const { cart, inCart, byWords } = await this.inCart(names, asker, keep);
    // Else what the words point at, or the product the conversation is about ("take them out" after adding them);
    // a name no line of the cart answers to is another product, and nothing is taken out for it.
    const namesOther = refs.length === 0 && words(names.join(' ')).length > 0;
    const pointed = byWords || namesOther ? [] : (await this.products.pointed(refs.length > 0 ? refs : [{ kind: 'focus' }], [], state, true)).filter((p) => inCart.some((c) => c.id === p.id));
    const product = byWords ?? pointed[0] ?? (namesOther ? undefined : inCart.find((p) => p.id === state.focusProductId) ?? (fewer !== undefined && inCart.length === 1 ? inCart[0] : undefined));
    const line = product && cart.items.find((i) => i.productId === product.id);
    if (!product || !line) return { kind: 'cart', cart, problem: cart.items.length === 0 ? 'Your cart is empty.' : 'That product is not in your cart.' };
    if (fewer !== undefined && line.quantity > fewer) {
      return this.orProblem(asker, async () => {
        const updated = await this.deps.cart.updateQuantity(asker.sessionId, line.id, line.quantity - fewer);
        return { kind: 'cart', cart: updated, set: { product, quantity: updated.items.find((i) => i.productId === product.id)?.quantity ?? line.quantity - fewer } };
      });
    }
    // "remove both", "take the first two out": each product pointed at that the cart holds.
    const others = fewer === undefined ? pointed.filter((p) => p.id !== product.id) : [];
    let updated = await this.deps.cart.removeItem(asker.sessionId, line.id);
    for (const other of others) {
      const otherLine = updated.items.find((i) => i.productId === other.id);
      if (otherLine) updated = await this.deps.cart.removeItem(asker.sessionId, otherLine.id);
    }
    return { kind: 'cart', cart: updated, removed: product, ...(others.length > 0 ? { alsoRemoved: others } : {}) };
  }

  /** The cart, its products but `keep`, and the one whose name holds the most of the words ("remove the headphones"), if any. */
  private async inCart(names: readonly string[], asker: Asker, keep?: string) {
    const cart = await this.deps.cart.get(asker.sessionId);
    const inCart = (await this.deps.catalog.getMany(cart.items.map((i) => i.productId))).filter((p) => p.id !== keep);
    const wanted = words(names.join(' '));
    const held = (p: Product) => (wanted.length > 0 ? coverage(wanted, p).held.length : 0);
    const byWords = inCart.filter((p) => held(p) > 0).sort((a, b) => held(b) - held(a))[0];
    return { cart, inCart, byWords };
  }

  /** What an action gives, or the cart as it is with the shop's reason it could not be done. */
  private async orProblem(asker: Asker, act: () => Promise<Outcome>): Promise<Outcome> {
    try {
      return await act();
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { kind: 'cart', cart: await this.deps.cart.get(asker.sessionId), problem: error.message };
    }
  }

  /** A code the shop has no coupon for, said without the word "code" ("try PS5"), is answered as the message's other reading. */
  async coupon(code: string | undefined, asker: Asker, otherwise?: () => Promise<Outcome>): Promise<Outcome> {
    if (!code) return { kind: 'coupon' };
    const before = await this.deps.cart.get(asker.sessionId);
    if (before.couponCode !== null && before.couponCode === normaliseCouponCode(code)) return { kind: 'coupon', code, cart: before, already: true };
    try {
      return { kind: 'coupon', code, cart: await this.deps.cart.applyCoupon(asker.sessionId, code) };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (otherwise && error instanceof CouponError && error.problem.reason === 'unknown') return otherwise();
      // The reply says why in the assistant's words, from the reason, never the service's text.
      const reason = error instanceof CouponError ? error.problem.reason : undefined;
      return { kind: 'coupon', code, problem: error.message, ...(reason ? { reason } : {}), ...(reason === 'below_minimum' ? { subtotal: before.subtotal } : {}) };
    }
  }

  /** Order status, within Track Order's limits: the number and the email, or the shopper's own orders. */
  async order(orderNumber: string | undefined, email: string | undefined, asker: Asker): Promise<Outcome> {
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
}

/** "Choose a size for the <product> on its page". */
const toChoose = (product: Product) => `${chooseMessage(product.options!.map((o) => o.name))} for the ${product.name} on its page`;

/** The product's details that hold the words asked about, matched by the catalogue's engine (synonyms, stems). */
export async function detailsAbout(catalog: CatalogService, product: Product, asked: Asked, rest: readonly string[]): Promise<Outcome> {
  const asking = asked === 'words' && rest.length === 0 ? 'details' : asked;
  // "is it in stock in size 9?", "is it in stock in red?": the stock of the variants holding what is named.
  const variant = asking === 'stock' && rest.length > 0 ? optionFit(product, rest, amountsAsked(rest)) : undefined;
  if (variant) return { kind: 'product', product, asked: 'words', words: rest.join(' '), details: [], fits: variant };
  // "is it available in white?" of a product named for another value: its sibling's stock.
  const version = asking === 'stock' && rest.length > 0 ? await otherVersion(catalog, product, rest) : undefined;
  if (version) return { kind: 'product', product, asked: 'words', words: rest.join(' '), details: [], version };
  if (asking !== 'words') return { kind: 'product', product, asked: asking };
  const phrase = rest.join(' ');
  // The name and the brand are details too ("… with 64GB Memory …").
  const lines = [
    product.name,
    `Brand: ${product.brand}`,
    ...Object.entries(product.specifications)
      .filter(([key]) => !INTERNAL_SPECIFICATION.test(key))
      .map(([key, value]) => `${key}: ${value}`),
    ...product.features,
    ...product.description.split(/(?<=[.!?])\s+/),
  ];
  // An amount asked ("do you have it in size 9?", "will it fit a 13 inch laptop?"): the product's options, else a
  // range or bound its details state for it, answer yes or no.
  const amounts = amountsAsked(rest);
  const fits = amounts.length > 0 ? (optionFit(product, rest, amounts) ?? (await rangeFit(catalog, lines.slice(1), rest, amounts))) : undefined;
  if (fits) return { kind: 'product', product, asked: 'words', words: phrase, details: fits.by === 'detail' ? [fits.detail] : [], fits };
  let details = await catalog.linesMatching(phrase, lines);
  // Words the catalogue's search does not index ("weight" of a "Weight: 540 g" that only a specification's
  // name holds): the details holding them as words, by stem.
  if (details.length === 0) {
    const held = (line: string) => stemsHeld(rest, line);
    details = lines.filter((line) => held(line) > 0).sort((a, b) => held(b) - held(a));
  }
  // A measure asked ("how heavy is it?": its weight) is given as an amount: a name or a sentence that only holds
  // the word ("… Weighted Blanket") does not answer it; a detail of its own may say it in words ("Width: Wide").
  const specs = new Set(Object.entries(product.specifications).map(([key, value]) => `${key}: ${value}`));
  if (rest.every((w) => MEASURE_WORDS.has(w))) details = details.filter((d) => /\d/.test(d) || specs.has(d));
  // An amount in a unit asked about ("does it shoot 4k?", "has it 64gb?"): the details giving an amount in that
  // unit ("Video: 5.3K"), which answer it either way.
  if (details.length === 0) {
    const units = rest.map((w) => /^\d+(?:\.\d+)?([a-z]{1,3})$/.exec(w)?.[1]).filter((u): u is string => u !== undefined);
    details = lines.filter((line) => units.some((u) => new RegExp(String.raw`(?<![\w.])\d+(?:\.\d+)?\s?${u}\b`, 'i').test(line)));
  }
  if (details.length === 0) {
    // "does it come in red?" of a product with a colour option: the option's values answer it, when they are all that is asked.
    const option = optionFit(product, rest, amounts);
    const asked = rest.filter((w) => !FILLER_WORDS.has(w) && !QUESTION_FILLER.has(w));
    if (option?.by === 'option' && stemsHeld(asked, `${option.said} ${option.option}`) === asked.length) return { kind: 'product', product, asked: 'words', words: phrase, details: [], fits: option };
    // "what colours does it come in?" of a "<base> - Black": the values its maker's siblings are named by.
    const versions = asked.length === 1 && VALUES_ASKED.has(asked[0]!) ? await siblingValues(catalog, product) : undefined;
    if (versions) return { kind: 'product', product, asked: 'words', words: phrase, details: [], versions };
    const version = await otherVersion(catalog, product, rest);
    if (version) return { kind: 'product', product, asked: 'words', words: phrase, details: [], version };
    // "is it black?" of one whose colour is another: its own value of the detail the shop gives that value in.
    const keyed = await detailValued(catalog, product, asked);
    if (keyed) return { kind: 'product', product, asked: 'words', words: phrase, details: [keyed] };
  }
  return { kind: 'product', product, asked: 'words', words: phrase, details: details.slice(0, 2) };
}

/** A name's value after a dash or in brackets at its end ("<base> - <value>", "<base> (<value>)"): its base's words. */
const SET_APART = /^(.*\S)\s+[-–—]\s+[^-–—]+$|^(.*\S)\s*\([^()]+\)\s*$/;

/** At most this many words make a value in a name ("extra large"). */
const VALUE_WORDS = 3;

/**
 * The words of a name that go before its value: those before a dash or brackets, else all but its last `n` (a
 * value said in `n` words stands in for one of as many: "<base> Black" for "white", not "<base> Jacket Blue").
 */
function basesOf(name: string, n: number): { base: string[]; setApart: boolean }[] {
  const apart = SET_APART.exec(name);
  if (apart) return [{ base: words(apart[1] ?? apart[2]!), setApart: true }];
  const base = words(name).slice(0, -n);
  return base.length >= 2 ? [{ base, setApart: false }] : [];
}

/** The words of `name` after `base`, when it starts with them and they are a value's few words. */
function valueAfter(name: string, base: readonly string[]): string[] | undefined {
  const own = words(name);
  const rest = own.slice(base.length);
  return base.every((w, i) => own[i] === w) && rest.length >= 1 && rest.length <= VALUE_WORDS ? rest : undefined;
}

/**
 * "does it come in white?" of a "<base> - Black" whose details do not say: its sibling, the product of the same
 * maker named with the words asked in place of its own value, by the catalogue's search. None: said as a no only
 * when the name sets its value apart and the catalogue names some product's value so (the words are a value,
 * not a feature the details leave out).
 */
async function otherVersion(catalog: CatalogService, product: Product, asked: readonly string[]): Promise<{ said: string; product?: Product } | undefined> {
  const said = asked.filter((w) => !FILLER_WORDS.has(w) && !QUESTION_FILLER.has(w));
  // Its own name holding the words: it is that one.
  if (said.length === 0 || said.length > VALUE_WORDS || stemsHeld(said, product.name) === said.length) return undefined;
  // The sibling's value is the words asked, no more ("blue", not "jacket blue").
  const holds = (value: readonly string[]) => value.length === said.length && stemsHeld(said, value.join(' ')) === said.length;
  const bases = basesOf(product.name, said.length);
  for (const { base } of bases) {
    const { products } = await catalog.list({ q: [...base, ...said].join(' '), brand: [product.brand], sort: 'relevance', page: 1, pageSize: SIBLINGS_SEARCHED }, [], { relax: false });
    const sibling = products.find((p) => p.id !== product.id && p.brand === product.brand && holds(valueAfter(p.name, base) ?? []));
    if (sibling) return { said: said.join(' '), product: sibling };
  }
  if (!bases.some((b) => b.setApart)) return undefined;
  const { products } = await catalog.list({ q: said.join(' '), sort: 'relevance', page: 1, pageSize: SIBLINGS_SEARCHED }, [], { relax: false });
  const aValue = products.some((p) => basesOf(p.name, said.length).some((b) => b.setApart && holds(valueAfter(p.name, b.base) ?? [])));
  return aValue ? { said: said.join(' ') } : undefined;
}

/**
 * The product's own line of the detail whose value other products give as the words asked ("Colour: <its colour>"
 * for "black", where some product's Colour is Black): the words are a value of it. None when no product's
 * detail ends its value with them, or the product has no such detail.
 */
async function detailValued(catalog: CatalogService, product: Product, said: readonly string[]): Promise<string | undefined> {
  if (said.length === 0 || said.length > VALUE_WORDS) return undefined;
  const { products } = await catalog.list({ q: said.join(' '), sort: 'relevance', page: 1, pageSize: SIBLINGS_SEARCHED }, [], { relax: false });
  // The words end the value ("<shade> Black" for "black"), not describe it ("Waterproof fabric" for "waterproof").
  const valued = (value: string) => stemsHeld(said, value) === said.length && words(value).length <= VALUE_WORDS && stemsHeld([words(value).at(-1)!], said.join(' ')) === 1;
  const keys = new Set(products.flatMap((p) => Object.entries(p.specifications).filter(([, value]) => valued(value)).map(([key]) => key)));
  const own = Object.entries(product.specifications).find(([key]) => keys.has(key) && !INTERNAL_SPECIFICATION.test(key));
  return own ? `${own[0]}: ${own[1]}` : undefined;
}

/** The values of a name set apart ("<base> - Black") and of its maker's products named with the same base. */
/** The value set apart at a name's end, without its dash or brackets, nor a bracketed note after it ("Gold (<carrier>)"). */
function valueOf(end: string): string {
  const value = end.trim().replace(/^[-–—]\s*/, '');
  const unbracketed = /^\((.*)\)$/.exec(value)?.[1] ?? value;
  return unbracketed.replace(/\s*\([^()]*\)$/, '').trim() || unbracketed.trim();
}

async function siblingValues(catalog: CatalogService, product: Product): Promise<{ own: string; others: string[] } | undefined> {
  const apart = SET_APART.exec(product.name);
  if (!apart) return undefined;
  const base = words(apart[1] ?? apart[2]!);
  const own = valueOf(product.name.slice((apart[1] ?? apart[2]!).length));
  const { products } = await catalog.list({ q: base.join(' '), brand: [product.brand], sort: 'relevance', page: 1, pageSize: SIBLINGS_SEARCHED }, [], { relax: false });
  const others = products.flatMap((p) => {
    const theirs = SET_APART.exec(p.name);
    const same = theirs && p.id !== product.id && words(theirs[1] ?? theirs[2]!).join(' ') === base.join(' ');
    return same ? [valueOf(p.name.slice((theirs[1] ?? theirs[2]!).length))] : [];
  });
  const distinct = [...new Map(others.map((v) => [v.toLowerCase(), v])).values()].filter((v) => v.toLowerCase() !== own.toLowerCase());
  return distinct.length > 0 ? { own, others: distinct } : undefined;
}

/** How many of the search's matches are looked through for a sibling. */
const SIBLINGS_SEARCHED = 24;

/** One word by stem, or the start of the other ("size" of "sizes", which the light stemmer takes to "siz"). */
const sameWord = (a: string, b: string) => stem(a) === stem(b) || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Words of a question that say neither the amount nor its unit, nor ask anything ("fit", "ok"): what it is of ("laptop", "wrist"). */
const AMOUNT_FILLER = new Set(['fit', 'fits', 'take', 'takes', 'hold', 'holds', 'suit', 'suits', 'suitable', 'ok', 'okay', 'fine', 'old', 'olds', 'work', 'works', 'go', 'goes', 'come', 'comes']);

/**
 * The range or bound of the product's details that answers an amount asked: of the same unit (inches answer
 * inches and centimetres, never kilograms), in a line that holds a word of the question ("laptop" of "will it fit
 * a 13 inch laptop?", through the catalogue's synonyms too), unless its unit names what it measures (an age, a
 * number of people, a size system) or the question says nothing but the amount ("can it take 130 kg?").
 */
async function rangeFit(catalog: CatalogService, lines: readonly string[], rest: readonly string[], amounts: readonly AmountAsked[]): Promise<Fits | undefined> {
  const took = new Set(amounts.flatMap((a) => a.took));
  const about = rest.filter((w, i) => (!took.has(i) || w === 'size') && !/^\d/.test(w) && !FILLER_WORDS.has(w) && !QUESTION_FILLER.has(w) && !AMOUNT_FILLER.has(w));
  const ranged = lines.filter((line) => spansIn(line).length > 0);
  if (ranged.length === 0) return undefined;
  const matched = new Set(about.length > 0 ? await catalog.linesMatching(about.join(' '), ranged) : []);
  const held = (line: string) => matched.has(line) || words(line).some((w) => about.some((a) => sameWord(a, w)));
  const answers = ranged.flatMap((line, at) =>
    spansIn(line).flatMap((span) =>
      amounts.flatMap((amount) => {
        const fits = holds(span, amount);
        // A bare number ("can I get it in a 9.5?") of a range in a unit that names its kind (a size system).
        const bare = amount.unit === undefined && about.length === 0 && namesItsKind(span.unit);
        const said = held(line) || bare || (amount.unit !== undefined && (namesItsKind(span.unit) || about.length === 0));
        return fits === undefined || !said ? [] : [{ line, at, held: held(line), bare, fits, amount, quote: clauseOf(line, span.text) }];
      }),
    ),
  );
  // A bare number answers only when one detail could be what it is of.
  if (answers.some((a) => a.bare) && new Set(answers.map((a) => a.line)).size > 1) return undefined;
  // A line holding the question's words first, then the details' order (specifications, features, description).
  const [best] = answers.sort((a, b) => Number(b.held) - Number(a.held) || a.at - b.at);
  return best && { by: 'detail', said: best.amount.said, holds: best.fits, detail: best.quote };
}

/**
 * The part of a long sentence that states the span, to quote: "which extends from 11\" to 36.5\"" of a
 * description's sentence that goes on about other things; a specification ("Sizes: US 5-12") whole.
 */
function clauseOf(line: string, span: string): string {
  if (line.length <= 80 || /^[^:]{1,40}:\s/.test(line)) return line;
  const clauses = line.split(/,\s+|;\s+|\s+(?=and\s)/);
  return clauses.find((c) => c.includes(span))?.trim() ?? line;
}

/**
 * "do you have it in size 9?", "does it come in XL?": the values of the product's options the question names, and
 * whether a variant holds them all and is in stock; an option asked about by its name and a value it does not
 * have ("size 13" of sizes 7 to 10) is a no, with the values it has.
 */
function optionFit(product: Product, rest: readonly string[], amounts: readonly AmountAsked[]): Fits | undefined {
  const { options, variants } = product;
  if (!options?.length || !variants?.length) return undefined;
  const said = ` ${rest.join(' ')} `;
  const numeric = (v: string) => /^\d+(?:\.\d+)?$/.test(v.trim());
  // A number is read as the number asked ("9" is not said by "9.5"); a letter size as its place; a word as words.
  // A number with a unit ("a 15 inch screen") is a number value of an option the question names ("Screen size").
  const named = (value: string, option: string) =>
    numeric(value)
      ? amounts.some((a) => (a.unit === undefined || /^(?:us|uk|eu)$/.test(a.unit) || words(option).some((w) => rest.some((r) => sameWord(r, w)))) && a.value === Number(value))
      : letterIndex(value) >= 0
        ? amounts.some((a) => a.unit === 'letter' && a.value === letterIndex(value)) || said.includes(` ${words(value).join(' ')} `)
        : words(value).length > 0 && said.includes(` ${words(value).join(' ')} `);
  const chosen = options.flatMap((o) => o.values.filter((v) => named(v, o.name)).slice(0, 1).map((value) => ({ option: o.name, value })));
  const label = (o: string, v: string) => (numeric(v) || letterIndex(v) >= 0 ? `${o.toLowerCase()} ${v}` : v);
  if (chosen.length > 0) {
    const holding = variants.filter((v) => chosen.every((c) => v.options[c.option] === c.value));
    const first = options.find((o) => o.name === chosen[0]!.option)!;
    return { by: 'option', said: chosen.map((c) => label(c.option, c.value)).join(', '), option: first.name, values: first.values, exists: holding.length > 0, inStock: holding.some((v) => v.inStock) };
  }
  // The option asked by its name ("size 13"), or by an amount of its kind (a letter size of letter sizes).
  for (const option of options) {
    const byName = words(option.name).some((w) => rest.some((r) => sameWord(r, w)));
    const amount = amounts.find((a) => (a.unit === 'letter' ? option.values.some((v) => letterIndex(v) >= 0) : option.values.some(numeric)));
    if (amount && (byName || amount.unit === 'letter')) return { by: 'option', said: amount.said, option: option.name, values: option.values, exists: false, inStock: false };
  }
  return undefined;
}
