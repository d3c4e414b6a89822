/**
 * Step 2 of the assistant (read → resolve → answer): a typed request against the shop, through the services
 * that serve the pages: the catalogue's search (`product-search.ts`: relevance, synonyms, typos, relaxation),
 * the cart and the orders. No catalogue word is known here; the search engine knows the catalogue.
 */
import type { Outcome } from '@cartwise/domain/assistant/outcome';
import { gradedDetail } from '@cartwise/domain/assistant/read-questions';
import { INTERNAL_SPECIFICATION } from '@cartwise/domain/assistant/measured';
import type { AssistantRequest, Asked, Constraints, Find, PolicyTopic, ProductRef } from '@cartwise/domain/assistant/request';
import { stem, stemsHeld, words } from '@cartwise/domain/assistant/words';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { CartService } from '../../cart/service.ts';
import type { OrdersService } from '../../orders/service.ts';
import type { FollowUpState } from '../follow-up.ts';
import { coverage, goingWith } from './catalogue-kinds.ts';
import { holdsWords, namedExactly, PointedProducts } from './pointed-products.ts';
import { findOf, ProductSearch } from './product-search.ts';
import { SHOWN, type ProductSearchDeps } from './ranked-products.ts';
import { ordered } from './search-limits.ts';
import { detailsAbout, ShopActions, type Asker } from './shop-actions.ts';

/** The search's (the catalogue, recent orders), and the cart and orders. */
export interface ResolverDeps extends ProductSearchDeps {
  cart: CartService;
  orders: OrdersService;
  /** The shop's settings now (the owner's support email); the defaults without it. */
  shop?: () => Promise<{ supportEmail: string }>;
}

/**
 * The typed request against the shop: product searches through `ProductSearch`, the products a message
 * means through `PointedProducts`, the cart, coupons and orders through `ShopActions`; a named product's
 * answers here.
 */
export class Resolver {
  private readonly search: ProductSearch;

  private readonly products: PointedProducts;

  private readonly actions: ShopActions;

  constructor(private readonly deps: ResolverDeps) {
    this.search = new ProductSearch(deps);
    this.products = new PointedProducts(deps.catalog, this.search);
    this.actions = new ShopActions(deps, this.products);
  }

  async resolve(request: AssistantRequest, state: FollowUpState, asker: Asker): Promise<Outcome> {
    const outcome = await this.outcomeOf(request, state, asker);
    // "what do you sell?": the shop's largest categories, with its most popular products.
    if (outcome.kind === 'found' && request.intent === 'find' && !request.find.subject && request.find.order === 'relevance' && Object.keys(request.find.constraints).length === 0) {
      return { ...outcome, sells: await this.sold('') };
    }
    const subject = outcome.kind === 'nothing' ? outcome.find.subject : outcome.kind === 'out-of-scope' && request.intent === 'find' ? request.find.subject : '';
    const ofShown = subject && (request.intent === 'find' || request.intent === 'product') ? await this.detailOfShown(subject, state) : undefined;
    if (ofShown) return ofShown;
    // Nothing for words the shop sells nothing by ("do you sell laptops?"): what it does sell, by its largest categories.
    const { below, above, ratedAbove } = outcome.kind === 'nothing' ? outcome.find.constraints : {};
    if (outcome.kind !== 'nothing' || !outcome.find.subject || below !== undefined || above !== undefined || ratedAbove !== undefined) return outcome;
    const sells = await this.sold(outcome.find.subject);
    return sells.length > 0 ? { ...outcome, sells } : outcome;
  }

  /**
   * Words the shop names no product by that the products shown name a detail by ("and the warranty?", "how much
   * storage" after a list): that detail of each, side by side (of the one, when one is in focus or shown). Every word
   * said names the detail ("a weight bench" asks no weight); one word its synonyms may name ("storage": "Capacity").
   */
  private async detailOfShown(subject: string, state: FollowUpState): Promise<Outcome | undefined> {
    const ids = state.focusProductId ? [state.focusProductId] : (state.lastProductIds ?? []).slice(0, SHOWN);
    const shown = await this.deps.catalog.getMany(ids);
    const said = words(subject);
    const details = (await this.detailLines(shown, subject)).map((d) => (d && (said.length === 1 || stemsHeld(said, d.split(':')[0]!) === said.length) ? d : undefined));
    if (shown.length === 1 && details[0]) return this.answerAbout(shown[0]!, 'words', said);
    return shown.length > 1 && details.some((d) => d !== undefined) ? { kind: 'compare', products: shown, about: subject, details, only: true } : undefined;
  }

  /**
   * The shop's largest categories; a shop of one or two categories ("Electronics") is said by its subcategories.
   * The groups where some of the words are found come first ("dry skin" -> Beauty), then the largest.
   */
  private async sold(subject: string): Promise<string[]> {
    const { categories, subcategories } = await this.deps.catalog.facetValues();
    const bySub = categories.length < SOLD_CATEGORIES - 1;
    const groups = bySub ? subcategories : categories;
    const near = subject ? await this.deps.catalog.list({ q: subject, sort: 'relevance', page: 1, pageSize: 1 }, [], { relax: true, fill: false }) : undefined;
    const nearest = (near ? (bySub ? near.facets.subcategories : near.facets.categories) : []).filter((c) => c.count > 0).sort((a, b) => b.count - a.count).map((c) => ({ name: c.value }));
    return [...new Set([...nearest, ...[...groups].sort((a, b) => b.count - a.count)].map((c) => c.name))].slice(0, SOLD_CATEGORIES);
  }

  private async outcomeOf(request: AssistantRequest, state: FollowUpState, asker: Asker): Promise<Outcome> {
    const past = 'refs' in request && request.intent !== 'cart-remove' ? await this.pastTheList(request, state) : undefined;
    if (past) return past;
    switch (request.intent) {
      case 'find': {
        const { for: ref, sameLimits, ...alone } = request.find;
        // "what about a jacket?": within the last search's budget, and for whom it was.
        const last = sameLimits ? state.lastFind?.constraints : undefined;
        if (last) alone.constraints = { minPrice: last.minPrice, maxPrice: last.maxPrice, around: last.around, saidAmounts: last.saidAmounts, fitFor: last.fitFor, ...alone.constraints };
        for (const key of Object.keys(alone.constraints) as (keyof Constraints)[]) if (alone.constraints[key] === undefined) delete alone.constraints[key];
        if (!ref) return (await this.byOtherMaker(alone, state)) ?? this.search.find(alone, 0);
        // What it goes with narrows the search when the shop has such things, by as many of the words naming
        // it as the shop's products hold; else the things alone.
        const [shown] = await this.products.pointed([ref], [], state);
        for (const withIt of shown ? goingWith(alone, shown) : []) {
          const found = await this.search.find(withIt, 0);
          if (found.kind === 'found' && !found.relaxed?.droppedWords?.some((w) => alone.head !== undefined && words(w).includes(alone.head))) return found;
        }
        return this.search.find(alone, 0);
      }
      case 'more': {
        const { lastFind } = state;
        // "show me more shirts": more of the last search when it was of those; else a search for them, past what was shown.
        if (request.subject && !(lastFind && sameThing(request.subject, lastFind.subject))) {
          return this.search.find(findOf(request.subject), 0, state.lastProductIds ?? []);
        }
        if (!lastFind) return { kind: 'no-more' };
        const next = (state.lastOffset ?? 0) + SHOWN;
        if (!state.seenIds?.length) return this.search.find(lastFind, next, [], true);
        // The best of the search not shown yet in the conversation: no product of an earlier list again. With
        // those left out, what is left may be of no kind asked for: there are no more.
        const more = await this.search.find(lastFind, 0, state.seenIds, true);
        if (more.kind === 'found') return { ...more, offset: next };
        // Past the end of a search narrowed by a word after the kind ("a lightning cable for my phone"): more of the kind without it.
        const said = words(lastFind.subject);
        const broader = said.length > 1 && lastFind.head && said.at(-1) !== lastFind.head ? await this.search.find({ ...lastFind, subject: said.slice(0, -1).join(' ') }, 0, state.seenIds, true) : undefined;
        return broader?.kind === 'found' ? { ...broader, offset: next } : { kind: 'no-more', find: lastFind };
      }
      case 'refine': {
        // "warranty?" after a list: a detail of what was shown, not the list narrowed by the word.
        const ofShown = request.otherwise && request.words ? await this.detailOfShown(request.words, state) : undefined;
        if (ofShown) return ofShown;
        // "not <word>" that no product shown is named by ("not sure"): not a word left out.
        const [out] = request.otherwise && !request.words ? request.constraints.without ?? [] : [];
        if (out && !(await this.byIds(state.lastProductIds ?? [])).some((p) => stemsHeld(words(out), `${p.name} ${p.brand}`) > 0)) return this.resolve(request.otherwise!, state, asker);
        const refined = await this.search.refine([request.refine, ...(request.also ?? [])], request.constraints, request.order, state, request.words);
        // Words asked alone that none of the last search's things holds ("thermos?" after laptops): a search for them,
        // when they name what it finds.
        if (!request.words || request.otherwise?.intent !== 'find' || !(refined.kind === 'nothing' || lostOf(refined, request.words))) return refined;
        const other = await this.resolve(request.otherwise, state, asker);
        // After a search that found nothing ("pizza", then "car insurance?"), there is nothing to narrow.
        return namesWhatItFinds(other, request.words) || refined.kind === 'nothing' ? other : refined;
      }
      case 'product': {
        // "what about the other ones?": the others shown, side by side.
        if (request.refs.some((r) => r.kind === 'others') && request.names.length === 0 && request.about === undefined) {
          const others = await this.products.pointed(request.refs, [], state);
          if (others.length >= 2) return { kind: 'compare', products: others.slice(0, SHOWN) };
        }
        // "how much are the first two (together)?": the price of each, and their sum.
        // "them" of what was shown, two at most ("how much for both?"); not "how much for 3 of them?".
        const several = request.asked === 'price' && request.names.length === 0 && !request.count && (request.refs.filter((r) => r.kind === 'position').length > 1 || request.refs.some((r) => r.kind === 'all'));
        const priced = several ? await this.products.pointed(request.refs, [], state) : [];
        if (priced.length > 1 && (priced.length === 2 || request.refs.every((r) => r.kind === 'position'))) return { kind: 'product', product: priced[0]!, asked: 'price', together: priced.slice(1, SHOWN) };
        const found = await this.product(request.refs, request.names, request.asked, request.about, state, request.question);
        const answered = found.kind === 'product' && request.count ? { ...found, count: request.count } : found;
        // "which is the best rated?" answered by a product with no review: none was reviewed; the cards shown say so.
        if (answered.kind === 'product' && answered.product.reviewCount === 0 && request.refs.some((r) => r.kind === 'ranked' && r.order === 'rating-desc') && state.lastProductIds?.length) {
          const shown = await this.deps.catalog.getMany(state.lastProductIds);
          if (shown.length >= 2 && shown.every((p) => p.reviewCount === 0)) return { kind: 'compare', products: shown.slice(0, SHOWN), order: 'rating-desc' };
        }
        // A second question asked with it is about the product the first was answered about.
        if (!request.and || answered.kind !== 'product') return answered;
        const and = await this.resolve(request.and, { ...state, focusProductId: answered.product.id }, asker);
        return and.kind === 'product' && and.product.id === answered.product.id ? { ...answered, and } : answered;
      }
      case 'compare': {
        // "which one is organic?": the one shown whose name or details hold the words, answered about; else them all.
        const holders = request.holding ? (await this.products.pointed([{ kind: 'all' }], [], state)).filter((p) => holdsWords(p, words(request.holding!))) : [];
        if (holders.length === 1) return this.product([{ kind: 'focus' }], [], 'words', request.holding, { ...state, focusProductId: holders[0]!.id });
        // Two names set side by side each take their best match, even when another matches as well.
        let products = await this.products.pointed(request.refs.length > 0 ? request.refs : [{ kind: 'all' }], request.names, state, false, request.names.length > 1);
        // "is it cheaper than the <Y>?": the one pointed at beside the one named (a name alone wins over "it").
        if (products.length === 1 && request.refs.length > 0) products = [...new Map([...(await this.products.pointed(request.refs, [], state)), ...products].map((p) => [p.id, p])).values()];
        // "compare the two <kind>s": one name for several products, the ones the search finds for it.
        if (products.length < 2 && request.names.length === 1) products = await this.products.namedMany(request.names[0]!);
        // "compare the two" after one card of a search: that one and the product most like it (its page's related products).
        const { lastFind } = state;
        if (products.length === 1 && request.names.length === 0 && !request.order && lastFind?.head) products = [products[0]!, ...(await this.deps.catalog.related(products[0]!.id, 1))];
        if (products.length >= 2) {
          const { about, order } = request;
          const shown = (order ? ordered(products, order) : products).slice(0, SHOWN);
          const details = about ? await this.detailLines(shown, gradedDetail(about)?.detail ?? about) : undefined;
          return { kind: 'compare', products: shown, ...(about ? { about, details } : {}), ...(order ? { order } : {}) };
        }
        // Two things "between" which name no two products: the message read otherwise.
        if (request.otherwise) return this.resolve(request.otherwise, state, asker);
        // "which one's the cheapest?" of a list of one: that one, and what it is ranked by.
        if (products.length === 1 && request.order && request.refs.every((r) => r.kind === 'all')) {
          return { kind: 'product', product: products[0]!, asked: request.order === 'rating-desc' ? 'rating' : 'price' };
        }
        return { kind: 'which-product', intent: 'compare', names: request.names };
      }
      case 'cart-add': {
        // "add a tent" with none shown: the tents, to choose which (a name only one product holds is that one); "add cat
        // litter" of a shop that sells none says so.
        const [name] = request.names;
        const shown = name && ((await this.products.shownNamed(name, state, 'name')) ?? (await this.products.shownNamed(name, state, 'description')));
        // "add it and a case": a case for it.
        const choose = name && !shown ? await this.resolve({ intent: 'find', find: { ...findOf(name), ...(request.head ? { head: request.head } : {}), ...(request.for ? { for: request.for } : {}) } }, state, asker) : undefined;
        const named = choose?.kind === 'found' ? choose.products.filter((p) => coverage(words(name!), p, true).rest.length === 0) : [];
        // "add a basketball" of a Basketball and a Basketball Rim: the one named so exactly.
        const exact = named.filter((p) => namedExactly(p, words(name!)));
        if (request.some && exact.length !== 1 && choose?.kind === 'found' && named.length > 1 && (!choose.relaxed || request.for)) return { ...choose, products: named, choose: request.quantity };
        // "add cat litter" where the shop sells none: that said, and nothing put in.
        if (choose?.kind === 'nothing' && request.names.length === 1 && request.refs.length === 0) return choose;
        // "add it and a case" where one case is for it: that one.
        const one = exact.length === 1 ? exact[0] : request.for && named.length === 1 ? named[0] : undefined;
        const added = one && request.names.length === 1
          ? await this.actions.addToCart([{ kind: 'focus' }], [], request.quantity, { ...state, focusProductId: one.id }, asker)
          : await this.actions.addToCart(cartRefs(request.refs, state), request.names, request.quantity, state, asker);
        // "swap them for the X": once the X is in, what it replaces comes out.
        if (!request.replacing || added.kind !== 'cart' || !added.added) return added;
        const out = await this.actions.removeFromCart(request.replacing.refs, request.replacing.names, state, asker, added.added.product.id);
        return out.kind === 'cart' && out.removed ? { ...added, cart: out.cart, removed: out.removed } : added;
      }
      case 'cart-quantity':
        return this.actions.setQuantity(request.refs, request.names, request.quantity, state, asker);
      case 'cart-remove':
        return this.actions.removeFromCart(cartRefs(request.refs, state), request.names, state, asker, undefined, request.fewer);
      case 'cart-show':
        return { kind: 'cart', cart: await this.deps.cart.get(asker.sessionId) };
      case 'cart-clear':
        return { kind: 'cart', cart: await this.deps.cart.clear(asker.sessionId), cleared: true };
      case 'coupon': {
        const { otherwise } = request;
        return this.actions.coupon(request.code, asker, otherwise ? () => this.resolve(otherwise, state, asker) : undefined);
      }
      case 'order-status':
        return this.actions.order(request.orderNumber ?? (request.email ? state.orderAwaitingEmail : undefined), request.email, asker);
      case 'policy': {
        // "any wallet cases?": products named with every word searched are what was asked for.
        const found = request.otherwise?.intent === 'find' ? await this.search.find(request.otherwise.find, 0) : undefined;
        if (found?.kind === 'found' && !found.relaxed && found.products.some((p) => coverage(words(found.find.subject), p, true).rest.length === 0)) return found;
        // "can I return it?": the product's own details that speak of the topic ("Return policy: 7 days"), said first.
        const [product] = request.ofProduct && state.focusProductId ? await this.deps.catalog.getMany([state.focusProductId]) : [];
        const productSays = product ? policyDetails(product, request.topics) : [];
        const cart = request.ofCart ? await this.deps.cart.get(asker.sessionId) : undefined;
        return {
          kind: 'policy',
          topics: request.topics,
          paymentMethods: this.deps.orders.paymentMethods(),
          ...(this.deps.shop ? { supportEmail: (await this.deps.shop()).supportEmail } : {}),
          ...(product && productSays.length > 0 ? { product, productSays } : {}),
          // The place asked about ("do you ship to <place>?").
          ...(request.place ? { place: request.place } : {}),
          ...(cart && cart.items.length > 0 ? { cart: { subtotal: cart.subtotal, shipping: cart.shipping } } : {}),
        };
      }
      default:
        return { kind: 'small-talk', intent: request.intent };
    }
  }

  /**
   * "the second one" of one card shown: no product is taken for it (nor added to the cart), the products shown
   * are said again; undefined when every place said is among them, or nothing was shown.
   */
  private async pastTheList(request: Extract<AssistantRequest, { refs: ProductRef[] }>, state: FollowUpState): Promise<Outcome | undefined> {
    if (request.names.length > 0) return undefined;
    // A product answered about alone is the card shown.
    const shown = state.lastProductIds ?? (state.focusProductId ? [state.focusProductId] : []);
    const offset = state.lastOffset ?? 0;
    // A later page is counted as it is said ("the fifth one" of "4 to 6 of 18"), as `PointedProducts` counts it.
    const past = request.refs.find((r) => r.kind === 'position' && shown[r.index] === undefined && shown[r.index - offset] === undefined);
    if (shown.length === 0 || past?.kind !== 'position') return undefined;
    const products = await this.deps.catalog.getMany(shown);
    if (products.length === 0) return undefined;
    const found = state.lastFind && state.lastProductIds ? await this.search.find(state.lastFind, offset) : undefined;
    const more = found?.kind === 'found' && found.total > offset + products.length;
    return { kind: 'which-product', intent: request.intent, names: [], shown: products, position: past.index, ...(more ? { more: true as const } : {}) };
  }

  /** The products read by id, those that still exist (the LLM engine's tools ask too). */
  byIds(ids: readonly string[]): Promise<Product[]> {
    return this.deps.catalog.getMany(ids);
  }

  /** The products a message points at (`PointedProducts.pointed`). */
  pointed(refs: readonly ProductRef[], names: readonly string[], state: FollowUpState): Promise<Product[]> {
    return this.products.pointed(refs, names, state);
  }

  /**
   * A question about one product: the product a name the cards shown hold, else the one the words name, else
   * the one pointed at, answered with its details that hold the words asked about; else what the words find.
   */
  private async product(refs: readonly ProductRef[], names: readonly string[], asked: Asked, about: string | undefined, state: FollowUpState, question?: true): Promise<Outcome> {
    const name = names.join(' ');
    // A name a card shown holds, with nothing else asked: that card ("is the XL in stock?").
    const shownOne = name && refs.length === 0 ? await this.products.shownNamed(name, state, 'name') : undefined;
    if (shownOne) return this.answerAbout(shownOne, asked, about ? words(about) : []);
    const found = name ? await this.products.named(name) : undefined;
    // Beside a product pointed at ("will it play on one charge?"), one word of a name is what is asked, not a name.
    // An open question ("what's the weather like in paris?") names a product only when its name holds most of the words.
    const held = found ? words(name).length - found.rest.length : 0;
    let named = found && (refs.length === 0 || held >= 2) && (!question || held * 2 > words(name).length) ? found : undefined;
    // "how many are left?", "in stock?": asked of nothing named, of the product the talk is about.
    const [product] = await this.products.pointed(refs.length === 0 && !name && state.focusProductId ? [{ kind: 'focus' }] : refs, [], state);
    // "does it support <feature>?" of a product pointed at whose own labels hold the words: they describe it,
    // and another product holding them too is not what is asked about.
    if (named && product && product.id !== named.product.id) {
      const held = words(name).filter((w) => !named!.rest.includes(w));
      if (coverage(held, product, true).rest.length === 0) named = undefined;
    }
    if (named) return this.answerAbout(named.product, asked, about ? words(about) : named.rest);
    // A name no product answers to, beside a question that asks no words (its stock, its price), names
    // something else when the product pointed at holds none of its words ("what about the <name>, is it in
    // stock?"): that product is not answered for it.
    const namesOther = asked !== 'words' && name !== '' && !named && product !== undefined && coverage(words(name), product, true).held.length === 0;
    if (product && !namesOther) return this.answerAbout(product, asked, words(about ?? name));
    // Words that name no single product: the products they find; a question whose words no product's name or
    // kind holds ("what is the capital of France?") is not about the shop's products.
    // The word naming the kind goes with them: a search that lets go of it found nothing of the kind.
    if (name) {
      const found = await this.search.find(findOf(name, question), 0);
      // "how heavy is the tub?", "is it whole bean or ground?" about the product in focus: words the shop names
      // nothing by describe it or are what is asked (whether the shop sells a thing is asked of that thing).
      const asksWords = about !== undefined || asked === 'words';
      const [focus] = found.kind === 'nothing' && asksWords && state.focusProductId ? await this.deps.catalog.getMany([state.focusProductId]) : [];
      // Unless the words name another thing: the product in focus holds none of them ("what about the <name>?").
      const describesFocus = focus !== undefined && (about !== undefined || coverage(words(name), focus, true).held.length > 0);
      return describesFocus ? this.answerAbout(focus, asked, words(about ?? name)) : found;
    }
    return { kind: 'which-product', intent: 'product', names: [...names] };
  }

  /**
   * A maker's name alone after a search ("what about <brand>?" after "<brand> cases for <phone>"): the same
   * things by that maker, when it has them; undefined otherwise (a search for the words as they are).
   */
  private async byOtherMaker(find: Find, { lastFind }: FollowUpState): Promise<Outcome | undefined> {
    if (!lastFind?.subject || !find.subject || sameThing(find.subject, lastFind.subject)) return undefined;
    const said = words(find.subject).join(' ');
    const brands = (await this.deps.catalog.facetValues()).brands.map((b) => words(b.name).join(' '));
    if (!brands.includes(said)) return undefined;
    // The last search's words without the maker it named, if any, with this one.
    const before = brands.filter((b) => ` ${words(lastFind.subject).join(' ')} `.includes(` ${b} `)).flatMap((b) => b.split(' '));
    const rest = words(lastFind.subject).filter((w) => !before.includes(w));
    if (rest.length === 0) return undefined;
    // Else the maker's of the kind alone, in two words or one ("what about <maker>?" after "car charger for <phone>":
    // the maker's car chargers).
    const kind = lastFind.head && rest.includes(lastFind.head) ? rest.slice(0, rest.lastIndexOf(lastFind.head) + 1) : [];
    const tries = [rest, kind.slice(-2), kind.slice(-1)].filter((t, i, all) => t.length > 0 && all.findIndex((u) => u.join(' ') === t.join(' ')) === i);
    for (const [i, subject] of tries.map((t) => [said, ...t]).entries()) {
      const found = await this.search.find({ ...lastFind, subject: subject.join(' ') }, 0);
      if (found.kind !== 'found' || found.relaxed?.droppedWords?.length) continue;
      // Fewer words than the last search's: said as let go of.
      const whole = [said, ...rest].join(' ');
      return i === 0 ? found : { ...found, asked: { ...found.find, subject: whole }, relaxed: { ...found.relaxed, searchedFor: subject.join(' '), droppedWords: rest.filter((w) => !subject.includes(w)) } };
    }
    return undefined;
  }

  /**
   * Each product's specification naming a detail ("Weight: 815 g"), as the catalogue's words match its name
   * (synonyms, stems), else by stem; the name with the fewest other words first ("Weight", not "Max User Weight").
   */
  private detailLines(products: readonly Product[], detail: string): Promise<(string | undefined)[]> {
    const asked = words(detail).map(stem);
    return Promise.all(products.map(async (p) => {
      const keys = Object.keys(p.specifications).filter((k) => !INTERNAL_SPECIFICATION.test(k));
      const matched = await this.deps.catalog.linesMatching(detail, keys);
      const named = matched.length > 0 ? matched : keys.filter((k) => words(k).some((w) => asked.includes(stem(w))));
      const rank = (key: string) => words(key).length - 100 * words(key).filter((w) => asked.includes(stem(w))).length;
      const [key] = [...named].sort((a, b) => rank(a) - rank(b));
      return key === undefined ? undefined : `${key}: ${p.specifications[key]!}`;
    }));
  }

  /** The product's details that hold the words asked about (`detailsAbout`). */
  answerAbout(product: Product, asked: Asked, rest: readonly string[]): Promise<Outcome> {
    return detailsAbout(this.deps.catalog, product, asked, rest);
  }
}

/** Words the search did without that the shopper asked alone ("purple" of "purple yoga mat"). */
const lostOf = (outcome: Outcome, asked: string) => outcome.kind === 'found' && outcome.relaxed?.droppedWords?.some((w) => stemsHeld(words(w), asked) > 0);

/**
 * Words asked alone name what their search finds: things of one kind ("perfume?"), or whose names end their own
 * part with them ("watches?": "… Watch"). A colour or a detail ("black?": "… Holder – <shade> Black") finds things
 * of every kind, or none.
 */
function namesWhatItFinds(outcome: Outcome, asked: string): boolean {
  if (outcome.kind !== 'found' || lostOf(outcome, asked) || outcome.relaxed?.droppedLimits?.length) return false;
  const kinds = new Set(outcome.products.map((p) => p.subcategory || p.category));
  // A name's own part: its first part apart by a dash or a comma that is not its maker's ("<maker> - <own> - <colour>").
  const own = (p: Product) => p.name.split(/\s[-–—|,]\s/).find((part) => words(part).join(' ') !== words(p.brand).join(' ')) ?? p.name;
  const named = outcome.products.filter((p) => stemsHeld(words(asked), words(own(p)).at(-1) ?? '') > 0);
  return kinds.size === 1 || named.length * 2 >= outcome.products.length;
}

/** A reply that found nothing names at most this many of the shop's categories. */
const SOLD_CATEGORIES = 4;

/** The words a product's details name a policy's topic by ("Return policy", "Shipping information"). */
const TOPIC_WORDS: Record<PolicyTopic, string[]> = { returns: ['return', 'refund'], shipping: ['shipping', 'ship'], delivery: ['delivery', 'shipping'], payment: ['payment'], contact: [], tax: ['tax'] };

/** A product's specifications whose name holds a word of the topics, as "Name: value". */
export function policyDetails(product: Product, topics: readonly PolicyTopic[]): string[] {
  const named = new Set(topics.flatMap((t) => TOPIC_WORDS[t]));
  return Object.entries(product.specifications).filter(([key]) => words(key).some((w) => named.has(stem(w)))).map(([key, value]) => `${key}: ${value}`);
}

/** Whether some words name what a search searched: each of their words is one of its words (by stem). */
export function sameThing(said: string, searched: string): boolean {
  const saidWords = words(said);
  return saidWords.length > 0 && stemsHeld(saidWords, searched) === saidWords.length;
}

/**
 * "add them" after a question about one product ("how much are the <brand> heels?"): "them" said alone puts in
 * or takes out the product talked about since the list, not the whole list; "both", "all of them" the list.
 */
function cartRefs(refs: readonly ProductRef[], state: FollowUpState): ProductRef[] {
  return refs.map((ref) => (ref.kind === 'all' && ref.bare && state.focusProductId ? { kind: 'focus' } : ref));
}
