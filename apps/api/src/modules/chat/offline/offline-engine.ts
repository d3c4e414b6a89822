import { pluralOf, withoutKind } from '@cartwise/domain/assistant/kinds';
import { answerProductQuestion, comparisonText, HELP_TEXT, pickProduct, policyAnswer, productLine, weighText, whichText } from '@cartwise/domain/assistant/answers';
import { rankTrending } from '@cartwise/domain/assistant/trending';
import {
  describeSearch,
  namesAsWords,
  relatedKinds,
  toListParams,
  understand,
  type AssistantSearch,
  type CatalogueVocabulary,
  type Intent,
  type PickBy,
  type ProductRef,
  type SearchMode,
} from '@cartwise/domain/assistant/understand';
import type { CartResponse } from '@cartwise/domain/cart/schemas';
import type { Product } from '@cartwise/domain/catalogue/product';
import { DomainError } from '@cartwise/domain/errors';
import { formatUsd } from '@cartwise/domain/money';
import { CHAT_INITIAL_SUGGESTIONS, FREE_SHIPPING_OVER_CENTS } from '@cartwise/domain/policy';
import type { CartService } from '../../cart/service.ts';
import type { CatalogService } from '../../catalog/service.ts';
import { toChatProductCard, type ChatAction, type ChatEngine, type ChatEvent, type ChatReply, type ChatTurnContext } from '../engine.ts';
import { followUpOf, withFollowUp, type FollowUp, type FollowUpState } from '../follow-up.ts';
import { modelsTyped, withModel, type CatalogueModels } from '@cartwise/domain/assistant/models';
import { words } from '@cartwise/domain/assistant/words';
import { nameScore, ProductFinder, satisfiesSearch, type Found } from './product-finder.ts';
import { describeFound, modelAsNamed } from './describe.ts';
import { asTyped, forTheLine, modelInColour, nearestModel, shopAnswer, shopQuestion, storageAsked } from './reread.ts';
import { baseModel, forTheModel, namesModel, withSuffixes } from './model-words.ts';
import { largestBrands, largestSubcategories, vocabularyOf } from './catalogue-facts.ts';
/** How many brands "what brands do you have?" names. */
const BRANDS_NAMED = 8;

/** A recommendation shows up to 3 products, trending up to 4 (spec §7). */
const RECOMMENDATION_LIMIT = 3;
const TRENDING_LIMIT = 4;
/** Trending re-ranks this many candidates with recent orders. */
const TRENDING_CANDIDATES = 20;

interface Reply {
  text: string;
  products?: Product[];
  alternatives?: boolean;
  suggestions?: string[];
  actions?: ChatAction[];
  /** What the next turn's follow-ups build on (the shared state shape, see follow-up.ts). */
  followUp?: FollowUp;
}

export interface OfflineEngineDeps {
  catalog: CatalogService;
  cart: CartService;
  /** How many recent orders held each product (by id): trending ranks by them too. None counted without it. */
  recentOrderCounts?: () => Promise<ReadonlyMap<string, number>>;
}

/**
 * The assistant that needs no outside service: it reads the shopper's words with the domain's
 * `understand`, answers from the catalogue through the product list's own search, and acts on the real
 * cart. Every product it names comes from the catalogue at its catalogue price.
 */
export class OfflineEngine implements ChatEngine {
  readonly name = 'offline' as const;
  private readonly finder: ProductFinder;

  constructor(private readonly deps: OfflineEngineDeps) {
    this.finder = new ProductFinder(deps.catalog);
  }

  /** The catalogue's category, subcategory and brand names (`vocabularyOf`, kept until a product's text changes). */
  private async vocabulary(): Promise<CatalogueVocabulary> {
    return vocabularyOf(await this.deps.catalog.facetValues());
  }

  private async kinds(): Promise<ReadonlySet<string>> {
    return (await this.finder.kinds()).carried;
  }

  /** A next step for a request nothing answers: what the shop mostly sells, as text and as suggestions. */
  private async nextStep(): Promise<{ text: string; suggestions: string[] }> {
    const largest = largestSubcategories(await this.deps.catalog.facetValues(), 3);
    const names = largest.map((s) => s.toLowerCase());
    const list = listOf(names);
    return {
      text: list
        ? `Most of what we sell is ${list}: ask me for any of those, or for what's trending or on sale.`
        : "Ask me for a kind of product, a brand or a price, or for what's trending or on sale.",
      suggestions: [...names.slice(0, 2), 'show trending products', "what's on sale today"],
    };
  }

  async *answer(context: ChatTurnContext): AsyncGenerator<ChatEvent, ChatReply, void> {
    const state = followUpOf(context.state);
    const [vocabulary, kinds, models] = await Promise.all([this.vocabulary(), this.kinds(), this.finder.models()]);
    const understood = understand(context.message, { ...vocabulary, kinds, models }, {
      ...(state.lastSearch ? { search: state.lastSearch } : {}),
      ...(state.lastMode ? { mode: state.lastMode } : {}),
      ...(state.lastPrices ? { prices: state.lastPrices } : {}),
      focused: Boolean(state.focusProductId || state.lastProductIds?.length === 1),
    });
    const intent = await this.reread(understood, context.message, kinds, models);
    const shop = shopQuestion(context.message, intent, namesSold(intent, kinds, models));
    const reply = shop
      ? { text: shopAnswer(shop), suggestions: ['what is your return policy?', 'how much is shipping?', 'show trending products'] }
      : ((await this.askedFor(intent, context.message, models)) ?? (await this.reply(intent, state, context.sessionId)));
    // The text streams line by line; the cards, suggestions and actions follow it.
    const lines = reply.text.split('\n');
    for (const [i, line] of lines.entries()) yield { type: 'text', text: i < lines.length - 1 ? `${line}\n` : line };
    const products = reply.products ?? [];
    if (products.length > 0) {
      yield { type: 'products', products: products.map(toChatProductCard), ...(reply.alternatives ? { alternatives: true } : {}) };
    }
    yield { type: 'suggestions', suggestions: reply.suggestions ?? [] };
    const actions = reply.actions ?? productActions(products);
    if (actions.length > 0) yield { type: 'actions', actions };
    return { state: withFollowUp(context.state, reply.followUp ?? {}) };
  }

  /** What `understand` reads too coarsely, read again (`reread.ts`): a product line's accessories, words as search reads them. */
  private async reread(intent: Intent, message: string, kinds: ReadonlySet<string>, models: CatalogueModels): Promise<Intent> {
    if (intent.kind === 'search' && !intent.refined) {
      const suffixed = withModelSuffixes(intent.search, message);
      intent = { ...intent, search: forTheModel(suffixed, message, (model) => models.byModel.get(model) ?? []) ?? suffixed };
      const forLine = forTheLine(intent.search, message, await this.finder.lines(), new Set([...models.madeFor].filter((k) => kinds.has(k))));
      // The line's accessories when there are some, or else when the brand's own products are none either:
      // "samsung galaxy watch bands" finds no bands, but is said as bands for the Samsung Galaxy Watch.
      const useLine = forLine && ((await this.finder.find(forLine, 1)).totalCount > 0 || (await this.finder.find(intent.search, 1)).totalCount === 0);
      const search = forLine && useLine ? forLine : intent.search;
      return { ...intent, search: asTyped(search, message) };
    }
    if ((intent.kind === 'product-question' || intent.kind === 'show-product') && intent.fallback) {
      return { ...intent, fallback: asTyped(withModelSuffixes(intent.fallback, message), message) };
    }
    return intent;
  }

  /**
   * Requests `understand` reads as a plain search or a question about one product that have an answer of their
   * own (readers in `reread.ts`): a model in a colour, a storage size on a card or drive, a model the shop lacks.
   */
  private async askedFor(intent: Intent, message: string, models: CatalogueModels): Promise<Reply | undefined> {
    const inColour = modelInColour(intent, message, (k) => models.byModel.has(baseModel(k) ?? ''));
    if (inColour) return this.modelInColour(withSuffixes([inColour.model], message)[0]!, inColour.colour, models);
    if (intent.kind !== 'search' || intent.refined) return undefined;
    const storage = storageAsked(message);
    if (storage) return this.storage(storage);
    return this.missingModel(intent.search, intent.mode, message, models);
  }

  /**
   * "do you have the iphone 7 in red?": the model's products whose name gives that colour, or else the colours
   * its names give ("It comes in black, gold, jet black, rose gold and silver"), not a search for "red".
   */
  private async modelInColour(model: string, colour: string, models: CatalogueModels): Promise<Reply> {
    const family = models.byModel.get(baseModel(model)!) ?? [];
    const names = family.filter((name) => namesModel(words(name), model, false));
    // "Apple - iPhone 7 128GB - Rose Gold (AT&T)": the colour is the last part, without the carrier.
    const colourOf = (name: string) => (name.split(/\s-\s/).at(-1) ?? '').replace(/\([^)]*\)/g, '').trim().toLowerCase();
    const inColour = names.filter((name) => new RegExp(`\\b${colour}\\b`).test(colourOf(name)));
    const products = await this.finder.byNames(inColour.length > 0 ? inColour : (names.length > 0 ? names : family).slice(0, 1));
    const said = modelAsNamed(model, products.map((p) => p.name));
    // "iphone 7 plus in gold" where only the iPhone 7 is sold.
    if (names.length === 0) return { text: `Sorry, we don't have the ${said}, in ${colour} or any other colour.`, suggestions: [baseModel(model)!, 'show trending products'], followUp: { shown: [], focus: null } };
    if (inColour.length > 0 && products.length > 0) {
      const shown = products.slice(0, RECOMMENDATION_LIMIT);
      const more = products.length - shown.length;
      return {
        text: `Yes, the ${said} comes in ${colour}:\n${shown.map((p, i) => productLine(p, i + 1)).join('\n')}${more > 0 ? `\nThere ${more === 1 ? 'is 1 more' : `are ${more} more`} in ${colour}.` : ''}`,
        products: shown,
        suggestions: [...(shown.length > 1 ? ['compare them'] : []), 'add the first one to my cart'],
        followUp: { shown, focus: shown.length === 1 ? shown[0]!.id : null },
      };
    }
    const colours = [...new Set(names.map(colourOf).filter((c) => c.length > 0 && !/\d/.test(c)))].sort();
    return {
      text: `Sorry, we don't have the ${said} in ${colour}.${colours.length > 0 ? ` It comes in ${listOf(colours)}.` : ''}`,
      suggestions: [...colours.slice(0, 2).map((c) => `the ${model} in ${c}`), 'show trending products'],
      followUp: { shown: [], focus: null },
    };
  }

  /**
   * "micro sd card 64gb", "32gb memory card": a size on a card or drive is that kind in that size, else that kind
   * in other sizes, else said as not carried; never the phones whose names say "64GB Memory".
   */
  private async storage(asked: { kind: string; size: string; named: RegExp }): Promise<Reply> {
    const size = new RegExp(`\\b${asked.size.replace(/(gb|tb)$/, '\\s?$1')}\\b`);
    const ofKind = await this.finder.namesMatching(asked.named);
    const sized = ofKind.filter((name) => size.test(name));
    const sizeSaid = asked.size.toUpperCase();
    const products = (await this.finder.byNames(sized.length > 0 ? sized : ofKind)).slice(0, RECOMMENDATION_LIMIT);
    const lines = products.map((p, i) => productLine(p, i + 1)).join('\n');
    if (products.length > 0) {
      const intro = sized.length > 0
        ? `Here ${products.length === 1 ? 'is' : 'are'} ${products.length} ${sizeSaid} ${products.length === 1 ? asked.kind : pluralOf(asked.kind)}:`
        : `We don't have a ${sizeSaid} ${asked.kind}. ${products.length === 1 ? `This is the ${asked.kind}` : `These are the ${pluralOf(asked.kind)}`} we have:`;
      return { text: `${intro}\n${lines}`, products, alternatives: sized.length === 0, suggestions: ['compare them', 'add the first one to my cart'], followUp: { shown: products, focus: null } };
    }
    const next = await this.nextStep();
    return { text: `Sorry, we don't carry ${pluralOf(asked.kind)}, in ${sizeSaid} or any other size. ${next.text}`, suggestions: next.suggestions, followUp: { shown: [], focus: null } };
  }

  /**
   * "samsung galaxy s8 plus", "galaxy s8 case": a model of a line the shop carries that no product names is said
   * to be missing, and the nearest model the shop has (`nearestModel`) answers in its place, labelled as such:
   * "We don't have the Galaxy S8 Plus; the nearest model we have is the Galaxy S7." Undefined otherwise.
   */
  private async missingModel(search: AssistantSearch, mode: SearchMode, message: string, models: CatalogueModels): Promise<Reply | undefined> {
    const lines = new Set([...models.byModel.keys()].map((k) => k.split(' ')[0]!));
    const typed = modelsTyped(message).find((m) => !models.byModel.has(m) && lines.has(m.split(' ')[0]!));
    if (typed === undefined) return undefined;
    const full = withSuffixes([typed], message)[0]!;
    if (await this.finder.names(full)) return undefined;
    const near = nearestModel(typed, models.byModel.keys());
    if (near === undefined) return undefined;
    const typedWords = new Set(full.split(' '));
    // The model decides: not the subcategory its line's word matched ("galaxy" -> "Samsung Galaxy").
    const { subcategory: _s, category: _c, ...unplaced } = search;
    const rest = { ...unplaced, keywords: (search.keywords ?? []).filter((k) => !k.split(' ').some((w) => typedWords.has(w))) };
    const nearSearch = withModel(rest, near, models.madeFor);
    const found = await this.search(nearSearch, mode, 0);
    if (!found.products?.length || found.alternatives) return undefined;
    const names = found.products.map((p) => p.name);
    const kind = nearSearch.kind !== undefined && models.madeFor.has(nearSearch.kind) ? pluralOf(nearSearch.kind) : undefined;
    return {
      ...found,
      text: `We don't have the ${modelAsNamed(full, names)}${kind ? `, nor ${kind} for it` : ''}; the nearest model we have is the ${modelAsNamed(near, names)}. ${found.text}`,
      alternatives: true,
    };
  }

  private async reply(intent: Intent, state: FollowUpState, sessionId: string): Promise<Reply> {
    switch (intent.kind) {
      case 'weigh':
        return this.weigh(intent, state);
      case 'brands': {
        const { brands, total } = largestBrands(await this.deps.catalog.facetValues(), BRANDS_NAMED);
        if (brands.length === 0) return { text: 'We have no products at the moment.', suggestions: [] };
        const named = brands.map((b) => `${b.name} (${b.count.toLocaleString('en-US')} product${b.count === 1 ? '' : 's'})`);
        return {
          text: `We carry ${total.toLocaleString('en-US')} brand${total === 1 ? '' : 's'}${total > brands.length ? '; those with the most products are' : ':'} ${listOf(named)}.`,
          suggestions: brands.slice(0, 3).map((b) => `${b.name} products`),
        };
      }
      case 'greeting':
        return { text: 'Hi! What are you shopping for today? I can recommend products, find deals and answer questions.', suggestions: [...CHAT_INITIAL_SUGGESTIONS] };
      case 'thanks':
        return { text: "You're welcome! Anything else I can help you find?", suggestions: ['show trending products', "what's on sale today"] };
      case 'help':
        return { text: HELP_TEXT, suggestions: [...CHAT_INITIAL_SUGGESTIONS] };
      case 'policy':
        return { text: policyAnswer(intent.topics), suggestions: ['show trending products', "what's in my cart?"] };
      case 'search':
        return this.search(intent.search, intent.mode, 0);
      case 'more':
        if (!state.lastSearch) return { text: 'Tell me what you are looking for first, and I will show you more of it.', suggestions: [...CHAT_INITIAL_SUGGESTIONS] };
        return this.search(state.lastSearch, state.lastMode ?? 'recommend', (state.lastOffset ?? 0) + limitOf(state.lastMode ?? 'recommend'), true);
      case 'show-product':
      case 'product-question':
        return this.aboutProduct(intent, state);
      case 'compare':
        return this.compare(intent.refs, state);
      case 'which':
        return this.which(intent.by, state);
      case 'variant':
        return this.variant(intent.ref, intent.colour, state);
      case 'cart-add':
        return this.addToCart(intent.ref, intent.quantity, state, sessionId);
      case 'cart-remove':
        return this.removeFromCart(intent.ref, state, sessionId);
      case 'cart-show':
        return { text: cartText(await this.deps.cart.get(sessionId)), suggestions: ['show trending products', 'what is your return policy?'], actions: [] };
      case 'cart-clear': {
        const cart = await this.deps.cart.clear(sessionId);
        return { text: `I emptied your cart. ${cartText(cart)}`, suggestions: ['show trending products'], actions: [] };
      }
    }
  }

  private async search(search: AssistantSearch, mode: SearchMode, offset: number, more = false): Promise<Reply> {
    const limit = limitOf(mode);
    if (search.kind !== undefined && !(await this.kinds()).has(search.kind)) return this.notCarried(search, mode, offset);
    let found = mode === 'trending' ? await this.trending(search, limit, offset) : await this.finder.find(search, limit, offset);
    if (found.products.length === 0 && !more && mode !== 'trending') {
      // "iphone case": not in the iPhone subcategory, which holds phones, but a case naming the iPhone.
      const asWords = namesAsWords(search, await this.kinds());
      const again = asWords && (await this.finder.find(asWords, limit, offset));
      if (asWords && again && again.products.length > 0) {
        search = asWords;
        found = again;
      }
    }
    // Products picked by their names' kind are said as that kind: "Samsung phones under $300.00".
    const kindNamed = found.subcategories !== undefined && search.kind !== undefined;
    // A model or product line is said as one: "Galaxy S7 models", "bands for the Apple Watch".
    const names = found.products.map((p) => p.name);
    const isModel = found.subcategories !== undefined;
    const described = describeFound(search, { kindNamed, isModel, names });
    const followUpFor = (products: Product[]): FollowUp => ({ search: { search, mode, offset }, shown: products, focus: null });
    // The product list's link only where it holds what the answer counts ("27 more" phones, not 2,372 products matching "phone").
    const listed = found.totalCount > 0 ? await this.finder.listed(search, found) : undefined;
    const listActions: ChatAction[] = listed ? [{ type: 'open-product-list', label: 'See them all in the product list', params: toListParams(listed) }] : [];
    if (found.products.length === 0 && more) {
      // The products shown last stay what 'the first one' points at.
      return { text: `That's all I have: there are no more ${described}.`, suggestions: ['show trending products'], actions: listActions, followUp: { search: { search, mode, offset } } };
    }
    if (found.products.length === 0) {
      // Nothing matched, even without the words the finder may let go: name every word that was asked.
      // None of the kind either: "phones on sale", not "products matching "phone" in Electronics on sale".
      const missing = describeFound(search, { nameKeywords: true, kindNamed: search.kind !== undefined, isModel: true });
      const charging = mode === 'recommend' ? await this.chargersFor(search, missing) : undefined;
      if (charging) return charging;
      const nearest = await this.finder.nearest(search, limit);
      if (nearest.products.length === 0) {
        // Words that match nothing ("asdfghjkl") get no random products, but what the shop does sell.
        const next = await this.nextStep();
        // A product line's accessories are said as such: "any bands for the Samsung Galaxy Watch".
        const wordsOnly = Boolean(search.keywords?.length) && !search.category && !search.subcategory && !search.brand?.length && !search.keywords?.some((k) => k.includes(' '));
        const nothing = wordsOnly ? `anything matching "${search.keywords!.join(' ')}"` : `any ${missing}, and nothing close to it either`;
        return { text: `I couldn't find ${nothing}. ${next.text}`, suggestions: next.suggestions, followUp: followUpFor([]) };
      }
      const lines = nearest.products.map((p, i) => productLine(p, i + 1));
      return {
        text: `I couldn't find any ${missing}. The nearest alternatives (without ${nearest.dropped.join(', ')}) are:\n${lines.join('\n')}`,
        products: nearest.products,
        alternatives: true,
        suggestions: ['compare them', 'show trending products', 'help'],
        followUp: { ...followUpFor(nearest.products), search: { search, mode, offset: 0 } },
      };
    }
    const n = found.products.length;
    const described1 = describeFound(search, { count: n, kindNamed, isModel, names });
    const intro =
      mode === 'trending'
        ? `Here ${n === 1 ? 'is' : 'are'} the ${n} most popular ${described1} right now:`
        : mode === 'sale'
          ? `${n === 1 ? 'This is' : 'These are'} ${more ? 'more ' : 'the '}${described1}, biggest discount first:`
          : `Here ${n === 1 ? 'is' : 'are'} ${more ? `${n} more` : n} ${described1}${orderPhrase(search)}:`;
    const lines = found.products.map((p, i) => productLine(p, offset + i + 1));
    const remaining = found.totalCount - offset - n;
    const tail = remaining > 0 ? `\nThere ${remaining === 1 ? 'is 1 more: say "show more" to see it' : `are ${remaining.toLocaleString('en-US')} more: say "show more" to see them`}.` : '';
    return {
      text: `${intro}\n${lines.join('\n')}${tail}`,
      products: found.products,
      suggestions: [
        ...(n > 1 ? ['compare them'] : []),
        ...(remaining > 0 ? ['show more'] : []),
        ...(search.maxPrice === undefined || search.maxPrice > 1 ? ['cheaper'] : []),
        'add the first one to my cart',
      ],
      actions: [...productActions(found.products), ...listActions],
      followUp: followUpFor(found.products),
    };
  }

  /**
   * "google pixel charger" where no charger names the Pixel: what names it and says it charges (Google's "USB
   * Type-C Power Adapter", whose text names the Pixel), then the chargers whose text says the connector those
   * give (USB Type-C, Micro USB, Lightning), said as such; not any charger. Undefined when neither is found.
   */
  private async chargersFor(search: AssistantSearch, missing: string): Promise<Reply | undefined> {
    const line = search.keywords?.find((k) => k.includes(' '));
    if (search.kind !== 'charger' || line === undefined) return undefined;
    const naming = (await this.finder.find({ keywords: [line] }, LISTING_PAGE)).products;
    const own = naming.filter((p) => CHARGES.test(p.name));
    const connector = CONNECTORS.find((c) => own.some((p) => c.pattern.test(`${p.name}\n${p.description}`)));
    const { keywords: _k, kind: _kind, looseKeywords: _l, ...constraints } = search;
    const fitting = connector ? (await this.finder.namedAs({ ...constraints, keywords: [connector.keyword, 'charger'] }, 'charger')).filter((p) => !own.some((o) => o.id === p.id)) : [];
    const products = [...own, ...fitting].slice(0, RECOMMENDATION_LIMIT);
    if (products.length === 0) return undefined;
    const shownOwn = Math.min(own.length, products.length);
    const ownText = shownOwn === 1 ? 'The first names it and charges it' : `The first ${shownOwn} name it and charge it`;
    const fitText = connector && products.length > shownOwn ? `; ${products.length - shownOwn === 1 ? 'the last is a' : 'the others are'} ${connector.said} charger${products.length - shownOwn === 1 ? '' : 's'}, the connector ${shownOwn === 1 ? 'it names' : 'they name'}` : '';
    return {
      text: `I couldn't find any ${missing} that name${/^an? /.test(missing) ? 's' : ''} it. ${ownText}${fitText}:\n${products.map((p, i) => productLine(p, i + 1)).join('\n')}`,
      products,
      alternatives: true,
      suggestions: ['compare them', 'add the first one to my cart'],
      followUp: { search: { search, mode: 'recommend', offset: 0 }, shown: products, focus: null },
    };
  }

  /**
   * "books" in a phone shop: no product is one, whatever text holds the word ("Surface Book", "notebook"),
   * so none is shown as one. A related kind the shop carries ("headphones" when it has headsets) is named
   * for the shopper to ask for, not shown as if it were the kind asked for (a headset may be a VR headset).
   * Otherwise the shopper's other words, when they find something
   * ("a purple unicorn saddle"), give labelled alternatives; otherwise the reply says what the shop does sell.
   * The next message starts from what is left: "under $50" after "books" is anything under $50, not books.
   */
  private async notCarried(search: AssistantSearch, mode: SearchMode, offset = 0): Promise<Reply> {
    const kinds = pluralOf(search.kind!);
    const rest = withoutKind(search);
    const followUp: FollowUp = { search: { search: rest, mode, offset: 0 }, shown: [], focus: null };
    const carried = await this.kinds();
    const related = carriedRelated(search.kind!, carried);
    const inEar = related.length > 0 ? await this.inEar(search, related, mode, offset) : undefined;
    if (inEar) return inEar;
    if (related.length > 0) {
      // What to ask for instead: with the shopper's other words when they find some ("bluetooth headsets").
      const withWords = { ...rest, keywords: [...(rest.keywords ?? []), related[0]!], kind: related[0]! };
      const keepWords = Boolean(rest.keywords?.length) && (await this.finder.find(withWords, 1)).totalCount > 0;
      const instead = [...(keepWords ? rest.keywords! : []), pluralOf(related[0]!)].join(' ');
      return {
        text: `Sorry, we don't carry ${kinds}, but we do have ${listOf(related.map(pluralOf))}: ask me for "${instead}" to see them.`,
        suggestions: [instead, ...related.slice(1, 2).map(pluralOf), 'show trending products', "what's on sale today"],
        followUp,
      };
    }
    const limit = limitOf(mode);
    const named = Boolean(rest.keywords?.length || rest.category || rest.subcategory || rest.brand?.length);
    const found = named ? await this.finder.find(rest, limit) : undefined;
    const nearest = found?.products.length ? { ...found, dropped: [] } : named ? await this.finder.nearest(rest, limit) : undefined;
    if (!nearest?.products.length) {
      const next = await this.nextStep();
      return { text: `Sorry, we don't carry ${kinds}. ${next.text}`, suggestions: next.suggestions, followUp };
    }
    const lines = nearest.products.map((p, i) => productLine(p, i + 1));
    return {
      text: `Sorry, we don't carry ${kinds}, so I couldn't find any. The nearest alternatives (without ${[kinds, ...nearest.dropped].join(', ')}) are:\n${lines.join('\n')}`,
      products: nearest.products,
      alternatives: true,
      suggestions: ['compare them', 'show trending products', 'help'],
      followUp: { ...followUp, shown: nearest.products },
    };
  }

  /**
   * "earbuds", "earphones", "in-ear headphones" where the shop sells them as headsets: the headsets whose
   * details say they are worn in the ear, shown as such. Not every headset: on the Best Buy catalogue half
   * of them are VR headsets. The search stays the shopper's, so "cheaper" and "show more" come back here.
   * Undefined when the kind is not worn in the ear or no such product is found at all.
   */
  private async inEar(search: AssistantSearch, related: readonly string[], mode: SearchMode, offset: number): Promise<Reply | undefined> {
    const kind = search.kind!;
    const rest = withoutKind(search);
    const others = (rest.keywords ?? []).filter((k) => k !== 'ear');
    if (!IN_EAR_KINDS.has(kind) && !(others.length < (rest.keywords?.length ?? 0) && relatedKinds(kind).some((k) => IN_EAR_KINDS.has(k)))) return undefined;
    const find = async (constraints: AssistantSearch) => {
      for (const asKind of related) {
        const found = await Promise.all(IN_EAR_WORDS.map((word) => this.finder.namedAs({ ...constraints, keywords: [...others, asKind, word] }, asKind)));
        const products = found.flat().filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i);
        if (products.length > 0) return { asKind, products };
      }
      return undefined;
    };
    const limit = limitOf(mode);
    const followUp = (shown: Product[]): FollowUp => ({ search: { search, mode, offset }, shown, focus: null });
    const inEarOnes = (asKind: string, n: number) => `${n === 1 ? asKind : pluralOf(asKind)} described as in-ear or with earbuds`;
    const found = await find(rest);
    if (!found) {
      // "earbuds under $20": none, but some without the price are the nearest alternatives.
      const { minPrice, maxPrice, around: _around, cheaperThan: _cheaper, pricierThan: _pricier, rating, inStock, onSale, ...unconstrained } = search;
      const dropped = [
        ...(minPrice !== undefined || maxPrice !== undefined ? ['the price'] : []),
        ...(rating !== undefined ? ['the rating'] : []),
        ...(onSale ? ['the sale'] : []),
        ...(inStock ? ['availability'] : []),
      ];
      const any = dropped.length > 0 ? await find(withoutKind(unconstrained)) : undefined;
      if (!any) return undefined;
      const products = any.products.slice(0, limit);
      return {
        // "earbuds under $20.00": the search said with the shopper's own noun.
        text: `I couldn't find any ${describeSearch({ ...rest, keywords: [] }).replace(/^products/, [...others, pluralOf(kind)].join(' '))}. The nearest alternatives (without ${dropped.join(', ')}) are the ${inEarOnes(any.asKind, 2)}:\n${products.map((p, i) => productLine(p, i + 1)).join('\n')}`,
        products,
        alternatives: true,
        suggestions: ['compare them', pluralOf(any.asKind)],
        followUp: { ...followUp(products), search: { search: unconstrained, mode, offset: 0 } },
      };
    }
    const products = found.products.slice(offset, offset + limit);
    if (products.length === 0) {
      return { text: `That's all I have: there are no more ${pluralOf(found.asKind)} described as in-ear or with earbuds.`, suggestions: [pluralOf(found.asKind), 'show trending products'], followUp: { search: { search, mode, offset } } };
    }
    const lines = products.map((p, i) => productLine(p, offset + i + 1));
    const remaining = found.products.length - offset - products.length;
    return {
      text: `We don't list ${pluralOf(kind)} as such, but ${products.length === 1 ? 'this is the' : 'these are the'} ${inEarOnes(found.asKind, products.length)}:\n${lines.join('\n')}${remaining > 0 ? `\nThere ${remaining === 1 ? 'is 1 more' : `are ${remaining} more`}: say "show more" to see ${remaining === 1 ? 'it' : 'them'}.` : ''}`,
      products,
      suggestions: [...(products.length > 1 ? ['compare them'] : []), ...(remaining > 0 ? ['show more'] : []), 'cheaper', 'add the first one to my cart'],
      actions: productActions(products),
      followUp: followUp(products),
    };
  }

  /**
   * A page of trending products: rating weighted by reviews, plus recent orders. Every page ranks the same
   * pool, so 'show more' neither repeats nor skips: the top `offset + limit` by reviews (the database's
   * order) together with every recently ordered product that satisfies the search, however few reviews it
   * has. A product outside that pool cannot rank above its last place: without recent orders its score is
   * the database's, and at least `offset + limit` products score higher.
   */
  private async trending(search: AssistantSearch, limit: number, offset: number): Promise<Found> {
    const popular: AssistantSearch = { ...search, order: 'popular' };
    const [pool, recent] = await Promise.all([
      this.finder.find(popular, Math.max(TRENDING_CANDIDATES, offset + limit), 0),
      this.deps.recentOrderCounts?.() ?? Promise.resolve(new Map<string, number>()),
    ]);
    const inPool = new Set(pool.products.map((p) => p.id));
    const ordered = (await this.finder.byIds([...recent.keys()].filter((id) => !inPool.has(id)))).filter((p) => satisfiesSearch(p, search));
    const ranked = rankTrending(pool.products, recent, ordered);
    return { products: ranked.slice(offset, offset + limit), totalCount: pool.totalCount };
  }

  /** The products a reference points at, among the last shown, the focused one, or the catalogue by name. */
  private async resolve(ref: ProductRef, state: FollowUpState): Promise<Product[]> {
    const shownIds = state.lastProductIds ?? [];
    switch (ref.kind) {
      case 'ordinal': {
        const id = ref.index < 0 ? shownIds.at(ref.index) : shownIds[ref.index];
        return id ? this.finder.byIds([id]) : [];
      }
      case 'all':
        return this.finder.byIds(shownIds.slice(0, TRENDING_LIMIT));
      case 'it': {
        const id = state.focusProductId ?? (shownIds.length === 1 ? shownIds[0] : undefined);
        return id ? this.finder.byIds([id]) : [];
      }
      case 'pick': {
        const pick = pickProduct(await this.inFocus(state), ref.by);
        return pick ? [pick] : [];
      }
      case 'name': {
        const shown = await this.finder.byIds(state.focusProductId ? [state.focusProductId, ...shownIds] : shownIds);
        const product = await this.finder.byName(ref.text, shown);
        return product ? [product] : [];
      }
    }
  }

  /** The products the last reply showed (as many as a comparison holds): what "which one" is about. */
  private inFocus(state: FollowUpState): Promise<Product[]> {
    return this.finder.byIds((state.lastProductIds ?? []).slice(0, TRENDING_LIMIT));
  }

  /** "which one is cheaper?" after a comparison or a list: answered about those products, not by a new search. */
  private async which(by: PickBy, state: FollowUpState): Promise<Reply> {
    const products = await this.inFocus(state);
    if (products.length < 2) return { text: 'Which products do you mean? Ask me to compare two products first, or show you some.', suggestions: ['show trending products'] };
    const pick = pickProduct(products, by);
    return {
      text: whichText(products, by),
      products,
      suggestions: [`add the ${pick ? ordinalOf(products.indexOf(pick)) : 'first one'} to my cart`],
      followUp: { focus: pick?.id ?? null },
    };
  }

  /** "is the second one cheaper than the first?": yes or no, with both figures, about those two products only. */
  private async weigh(weighing: Extract<Intent, { kind: 'weigh' }>, state: FollowUpState): Promise<Reply> {
    const [a] = await this.resolve(weighing.refs[0], state);
    const [b] = await this.resolve(weighing.refs[1], state);
    const missing = !a ? weighing.refs[0] : !b ? weighing.refs[1] : undefined;
    if (!a || !b) return { text: whichOne(missing!, state), suggestions: state.lastProductIds?.length ? ['compare them'] : [...CHAT_INITIAL_SUGGESTIONS] };
    const { text, winner } = weighText(a, b, weighing.by);
    const place = winner ? (state.lastProductIds ?? []).indexOf(winner.id) : -1;
    return {
      text,
      products: a.id === b.id ? [a] : [a, b],
      suggestions: [place >= 0 && place < ORDINAL_NAMES.length ? `add the ${ordinalOf(place)} to my cart` : 'add it to my cart', 'compare them'],
      // "add it" is the one the answer favours; the places of the last list stay as they were.
      followUp: { focus: (winner ?? a).id },
    };
  }

  /**
   * "do you have it in black?": the product in focus in that colour (its name but for the colour after the
   * last dash), else products of its subcategory and brand in that colour, said as such.
   */
  private async variant(ref: ProductRef, colour: string, state: FollowUpState): Promise<Reply> {
    const [product] = await this.resolve(ref, state);
    // "iphone 7", then "do you have it in red?": the model shown.
    const models = await this.finder.models();
    const last = state.lastSearch;
    const ofModel = last && !(last.kind !== undefined && models.madeFor.has(last.kind));
    const shownModel = ref.kind === 'it' && !product && ofModel ? last.keywords?.find((k) => models.byModel.has(baseModel(k) ?? '')) : undefined;
    if (shownModel !== undefined) return this.modelInColour(shownModel, colour, models);
    if (!product) return { text: whichOne(ref, state), suggestions: [...CHAT_INITIAL_SUGGESTIONS] };
    // "… - Black Onyx (Verizon)": the last part is set aside only when it names a colour.
    const model = product.name.replace(/\s+-\s+([^-]*)$/, (part, last: string) => (NAMED_COLOUR.test(last) ? '' : part)).trim();
    // The product itself when its name's colour is the one asked for ("what about in white?" about a white phone).
    const isColour = (p: Product) => p.name.slice(model.length).toLowerCase().includes(colour);
    const others = (await this.finder.find({ keywords: [model.toLowerCase(), colour] }, RECOMMENDATION_LIMIT)).products.filter(
      (p) => p.name.toLowerCase().startsWith(model.toLowerCase()) && p.id !== product.id,
    );
    const sameModel = isColour(product) ? [product, ...others].slice(0, RECOMMENDATION_LIMIT) : others;
    if (sameModel.length > 0) {
      const lines = sameModel.map((p, i) => productLine(p, i + 1));
      return {
        text: `Yes, the ${model} comes in ${colour}:\n${lines.join('\n')}`,
        products: sameModel,
        suggestions: ['add the first one to my cart'],
        followUp: { shown: sameModel, focus: sameModel.length === 1 ? sameModel[0]!.id : null },
      };
    }
    const kind: AssistantSearch = { category: product.category, subcategory: product.subcategory, keywords: [colour] };
    const similar = (await this.finder.find({ ...kind, brand: [product.brand] }, RECOMMENDATION_LIMIT)).products.length > 0 ? { ...kind, brand: [product.brand] } : kind;
    const found = await this.finder.find(similar, RECOMMENDATION_LIMIT);
    if (found.products.length === 0) {
      return { text: `Sorry, we don't have the ${model} in ${colour}, nor any ${describeSearch({ ...similar, keywords: [] })} in ${colour}.`, suggestions: ['show trending products'] };
    }
    const lines = found.products.map((p, i) => productLine(p, i + 1));
    return {
      text: `Sorry, we don't have the ${model} in ${colour}. ${found.products.length === 1 ? 'This' : 'These'} ${describeSearch({ ...similar, keywords: [] }, found.products.length)} ${found.products.length === 1 ? 'is' : 'are'} ${colour}:\n${lines.join('\n')}`,
      products: found.products,
      suggestions: ['compare them', 'add the first one to my cart'],
      followUp: { search: { search: similar, mode: 'recommend', offset: 0 }, shown: found.products, focus: null },
    };
  }

  private async aboutProduct(intent: Extract<Intent, { kind: 'show-product' | 'product-question' }>, state: FollowUpState): Promise<Reply> {
    const [product] = await this.resolve(intent.ref, state);
    if (!product) {
      if (intent.fallback && (intent.fallback.keywords?.length || intent.fallback.subcategory || intent.fallback.brand?.length || intent.fallback.category)) {
        return this.search(intent.fallback, 'recommend', 0);
      }
      return { text: whichOne(intent.ref, state), suggestions: state.lastProductIds?.length ? ['the first one', 'compare them'] : [...CHAT_INITIAL_SUGGESTIONS] };
    }
    const focus: FollowUp = { focus: product.id };
    if (intent.kind === 'product-question') {
      const answer = answerProductQuestion(product, intent.aspects);
      return {
        text: answer.text,
        products: [product],
        suggestions: ['add it to my cart', 'compare them', 'show more'],
        followUp: focus,
      };
    }
    const firstSentence = product.description.split(/(?<=[.!?])\s+/)[0] ?? '';
    const features = product.features.slice(0, 3).map((f) => `- ${f}`);
    return {
      text: [productLine(product), firstSentence, ...(features.length > 0 ? ['Highlights:', ...features] : [])].filter(Boolean).join('\n'),
      products: [product],
      suggestions: ['add it to my cart', 'is it in stock?', 'show more'],
      followUp: focus,
    };
  }

  private async compare(refs: readonly ProductRef[], state: FollowUpState): Promise<Reply> {
    const products: Product[] = [];
    const missing: string[] = [];
    for (const ref of refs) {
      const found = await this.resolve(ref, state);
      // A name that finds only a product already named ("iphone 7 plus" → the iPhone 7) found nothing of its own.
      if (ref.kind === 'name' && found.every((p) => products.some((x) => x.id === p.id))) missing.push(ref.text);
      for (const p of found) if (!products.some((x) => x.id === p.id)) products.push(p);
    }
    if (products.length < 2 && missing.length > 0) {
      const found = products.length > 0 ? ` I did find the ${products.map((p) => p.name).join(' and the ')}.` : '';
      return {
        text: `I couldn't find ${missing.map((m) => `"${m}"`).join(' or ')} in our catalogue, so I can't compare them.${found}`,
        products,
        suggestions: products.length > 0 ? ['add it to my cart', 'show trending products'] : ['show trending products'],
        followUp: { shown: products, focus: products[0]?.id ?? null },
      };
    }
    if (products.length < 2) {
      return {
        text: 'Which products should I compare? Ask for some products first, then say "compare them", or name two products: "compare the X and the Y".',
        suggestions: ['show trending products', 'help choosing a laptop'],
      };
    }
    const shown = products.slice(0, TRENDING_LIMIT);
    return {
      text: comparisonText(shown),
      products: shown,
      suggestions: ['add the first one to my cart', 'show trending products'],
      followUp: { shown, focus: null },
    };
  }

  private async addToCart(ref: ProductRef, quantity: number, state: FollowUpState, sessionId: string): Promise<Reply> {
    const products = ref.kind === 'all' ? await this.resolve(ref, state) : (await this.resolve(ref, state)).slice(0, 1);
    if (products.length === 0) return { text: whichOne(ref, state), suggestions: state.lastProductIds?.length ? ['add the first one to my cart'] : [...CHAT_INITIAL_SUGGESTIONS] };
    const added: string[] = [];
    const problems: string[] = [];
    let cart: CartResponse | undefined;
    for (const product of products) {
      try {
        cart = await this.deps.cart.addItem(sessionId, { productId: product.id, quantity });
        const line = cart.items.find((i) => i.productId === product.id);
        added.push(`${quantity > 1 ? `${quantity} × ` : ''}${product.name} (${formatUsd(product.price)} each${line && line.quantity !== quantity ? `, ${line.quantity} in your cart now` : ''})`);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        problems.push(error.code === 'conflict' ? `Sorry, the ${product.name} is out of stock, so I couldn't add it.` : error.message);
      }
    }
    const text = [
      ...(added.length > 0 ? [`I added ${added.join(' and ')} to your cart.`] : []),
      ...problems,
      ...(cart ? [cartSummary(cart)] : []),
    ].join('\n');
    return {
      text,
      products,
      suggestions: ["what's in my cart?", 'show trending products'],
      actions: [],
      followUp: { focus: products[0]!.id },
    };
  }

  private async removeFromCart(ref: ProductRef, state: FollowUpState, sessionId: string): Promise<Reply> {
    const cart = await this.deps.cart.get(sessionId);
    if (cart.items.length === 0) return { text: 'Your cart is empty, so there is nothing to remove.', suggestions: ['show trending products'], actions: [] };
    let line = undefined as CartResponse['items'][number] | undefined;
    if (ref.kind === 'name') {
      // The cart's products by name, brand or subcategory: "remove the coffee", "remove the laptop".
      const products = await this.finder.byIds(cart.items.map((i) => i.productId));
      let best = 0;
      for (const item of cart.items) {
        const product = products.find((p) => p.id === item.productId);
        const score = nameScore(product ?? { name: item.name, brand: '', subcategory: '' }, ref.text);
        if (score > best) {
          best = score;
          line = item;
        }
      }
      if (best < 0.5) line = undefined;
    } else if (ref.kind === 'all') {
      const cleared = await this.deps.cart.clear(sessionId);
      return { text: `I removed everything from your cart. ${cartText(cleared)}`, actions: [], suggestions: ['show trending products'] };
    } else {
      const [product] = await this.resolve(ref, state);
      line = product && cart.items.find((i) => i.productId === product.id);
      if (!line && ref.kind === 'ordinal' && !product) line = ref.index < 0 ? cart.items.at(ref.index) : cart.items[ref.index];
    }
    if (!line) {
      const what = ref.kind === 'name' ? `"${ref.text}"` : 'that product';
      return { text: `I couldn't find ${what} in your cart. ${cartText(cart)}`, actions: [], suggestions: ["what's in my cart?"] };
    }
    const after = await this.deps.cart.removeItem(sessionId, line.id);
    return {
      text: `I removed ${line.name} from your cart.\n${after.items.length === 0 ? 'Your cart is empty now.' : cartSummary(after)}`,
      actions: [],
      suggestions: ["what's in my cart?", 'show trending products'],
    };
  }
}

/** Whether a search names something the shop sells: a brand, category, subcategory, a kind it carries or a model. */
function namesSold(intent: Intent, kinds: ReadonlySet<string>, models: CatalogueModels): boolean {
  const search = intent.kind === 'search' ? intent.search : intent.kind === 'product-question' || intent.kind === 'show-product' ? intent.fallback : undefined;
  if (!search) return false;
  return Boolean(
    search.brand?.length || search.subcategory || search.category || (search.kind !== undefined && kinds.has(search.kind)) ||
      search.keywords?.some((k) => models.byModel.has(baseModel(k) ?? k)),
  );
}

/** The search with a model's suffix words typed after it kept with it: "iphone 7 plus", not "iphone 7". */
function withModelSuffixes(search: AssistantSearch, message: string): AssistantSearch {
  return search.keywords?.length ? { ...search, keywords: withSuffixes(search.keywords, message) } : search;
}

/** How many products naming a product line are read for its own chargers. */
const LISTING_PAGE = 50;
/** A name that says the product charges something: "Charger", "Power Adapter", "Charging Dock". */
const CHARGES = /\b(?:charger|charging|power adapter|wall adapter)\b/i;
/** Connectors a charger's text names, as the product search reads them ("Type-C" is "typec" or "type c"). */
const CONNECTORS = [
  { pattern: /\b(?:usb[- ]?)?type[- ]?c\b|\busb[- ]c\b/i, keyword: 'type-c', said: 'USB Type-C' },
  { pattern: /\bmicro[- ]?usb\b/i, keyword: 'micro', said: 'Micro USB' },
  { pattern: /\blightning\b/i, keyword: 'lightning', said: 'Lightning' },
];

/** Kinds worn in the ear, and the words a product's details use for being worn so. */
const IN_EAR_KINDS = new Set(['earbud', 'earphone', 'airpod']);
const IN_EAR_WORDS = ['earbud', 'in-ear'];

/**
 * The kinds the shop carries near one it does not: the synonym table's, and theirs in turn when the shop
 * carries none of the first ("earbuds" -> headphones, not carried -> headsets).
 */
function carriedRelated(kind: string, carried: ReadonlySet<string>): string[] {
  const near = relatedKinds(kind);
  const further = near.filter((k) => !carried.has(k)).flatMap(relatedKinds);
  return [...new Set([...near, ...further])].filter((k) => k !== kind && carried.has(k));
}

/** "headsets", "headsets and earbuds", "earbuds, headsets and airpods". */
function listOf(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}` : (items[0] ?? '');
}

/** A colour as product names write it after their last dash ("Black Onyx", "Space Gray", "Rose Gold"). */
const NAMED_COLOUR =
  /\b(black|white|silver|gold|gr[ae]y|blue|red|pink|green|purple|yellow|orange|brown|beige|navy|teal|violet|onyx|titanium|bronze|platinum|graphite|charcoal|champagne|midnight)\b/i;

const limitOf = (mode: SearchMode) => (mode === 'trending' ? TRENDING_LIMIT : RECOMMENDATION_LIMIT);

function orderPhrase(search: AssistantSearch): string {
  switch (search.order) {
    case 'price-asc': return ', cheapest first';
    case 'price-desc': return ', most expensive first';
    case 'rating-desc': return ', best rated first';
    case 'newest-desc': return ', newest first';
    case 'popular': return ', most popular first';
    case 'discount': return ', biggest discount first';
    default: return '';
  }
}

const ORDINAL_NAMES = ['first', 'second', 'third', 'fourth'];
const ordinalOf = (index: number) => `${ORDINAL_NAMES[index] ?? 'first'} one`;

function whichOne(ref: ProductRef, state: FollowUpState): string {
  const shown = state.lastProductIds?.length ?? 0;
  if (ref.kind === 'name') return `I couldn't find a product called "${ref.text}". Could you give me more of its name?`;
  if (ref.kind === 'ordinal' && shown > 0) return `I only showed you ${shown} product${shown === 1 ? '' : 's'}. Which one do you mean?`;
  if (shown > 1) return `Which one do you mean? Say "the first one", "the second one" and so on.`;
  return 'Which product do you mean? Ask me for some products first, or tell me its name.';
}

function productActions(products: readonly Product[]): ChatAction[] {
  return products.flatMap((p): ChatAction[] => [
    { type: 'view-product', label: `View ${p.name}`, productId: p.id },
    ...(p.inStock ? [{ type: 'add-to-cart' as const, label: `Add ${p.name} to cart`, productId: p.id }] : []),
  ]);
}

function cartSummary(cart: CartResponse): string {
  const items = `${cart.itemCount} item${cart.itemCount === 1 ? '' : 's'}`;
  const toFree = FREE_SHIPPING_OVER_CENTS / 100 - cart.subtotal;
  const shipping = cart.shipping === 0 ? 'shipping is free' : `add ${formatUsd(Math.max(0.01, Math.round(toFree * 100 + 1) / 100))} more for free shipping`;
  return `Your cart now has ${items}, subtotal ${formatUsd(cart.subtotal)}; ${shipping}.`;
}

function cartText(cart: CartResponse): string {
  if (cart.items.length === 0) return 'Your cart is empty.';
  const lines = cart.items.map((i) => `- ${i.quantity} × ${i.name}: ${formatUsd(i.price)} each`);
  const shipping = cart.shipping === 0 ? 'FREE' : formatUsd(cart.shipping);
  return [
    `Your cart has ${cart.itemCount} item${cart.itemCount === 1 ? '' : 's'}:`,
    ...lines,
    `Subtotal ${formatUsd(cart.subtotal)}, shipping ${shipping}, tax ${formatUsd(cart.tax)}${cart.discount > 0 ? `, discount ${formatUsd(cart.discount)}` : ''}, total ${formatUsd(cart.total)}.`,
  ].join('\n');
}
