/**
 * Which products a message means (step 2 of read → resolve → answer): the names it gives, matched first
 * against the cards shown and then by the catalogue's search, and its references to what was shown ("the
 * second one", "the cheapest one", "the $25 one", "the black one"). The resolver (resolver.ts) and the cart's
 * actions (shop-actions.ts) ask it; it asks only the search.
 */
import type { ProductRef } from '@cartwise/domain/assistant/request';
import { stem, stemsHeld, words } from '@cartwise/domain/assistant/words';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { CatalogService } from '../../catalog/service.ts';
import type { FollowUpState } from '../follow-up.ts';
import { coverage, nameBeforeFor, siblingOf } from './catalogue-kinds.ts';
import { findOf, type ProductSearch } from './product-search.ts';
import { SHOWN } from './ranked-products.ts';
import { ordered } from './search-limits.ts';

/** A question about a named product asks about at most this many words after its name. */
const MAX_ASKED_WORDS = 3;

export class PointedProducts {
  constructor(
    private readonly catalog: CatalogService,
    private readonly search: ProductSearch,
  ) {}

  /**
   * The products a message points at: the names it gives win over references to what was shown. `seen`: only
   * products the shopper saw may be pointed at by what sets them apart (a cart action never takes one unseen).
   */
  async pointed(refs: readonly ProductRef[], names: readonly string[], state: FollowUpState, seen = false, loose = false): Promise<Product[]> {
    const named: Product[] = [];
    for (const name of names) {
      // One word ("red or blue?") describes one of the things last searched before it names anything else.
      const product = (await this.shownNamed(name, state, 'name')) ?? (words(name).length === 1 ? await this.ofLastSearch(name, state) : undefined) ??
        (await this.named(name, loose))?.product ?? (await this.shownNamed(name, state, 'description'));
      if (product) named.push(product);
    }
    if (named.length > 0 && (named.length === names.length || refs.length === 0)) return named;
    const shown = state.lastProductIds ?? [];
    const ids: string[] = [];
    for (const ref of refs) {
      // "them" with no list shown: the product in focus, whose name may be plural ("… Dumbbells").
      if (ref.kind === 'all') ids.push(...(shown.length > 0 ? shown : state.focusProductId ? [state.focusProductId] : []));
      // "the other ones": those shown but the one in focus (else but the first).
      else if (ref.kind === 'others') ids.push(...shown.filter((id) => id !== (state.focusProductId ?? shown[0])));
      else if (ref.kind === 'last' && shown.length > 0) ids.push(shown.at(-1)!);
      else if (ref.kind === 'position' && shown[ref.index] !== undefined) ids.push(shown[ref.index]!);
      // "the fourth one" of a page said as "4 to 6 of 18": counted as the page counts them.
      else if (ref.kind === 'position' && shown[ref.index - (state.lastOffset ?? 0)] !== undefined) ids.push(shown[ref.index - (state.lastOffset ?? 0)]!);
      else if (ref.kind === 'focus') {
        // "it" after a list: the product in focus, or else the first one shown.
        const focus = state.focusProductId ?? shown[0];
        if (focus) ids.push(focus);
      } else if (ref.kind === 'ranked' || ref.kind === 'priced' || ref.kind === 'described') {
        const product = await this.setApart(ref, state, seen);
        if (product) ids.push(product.id);
      }
    }
    return [...named, ...(await this.catalog.getMany([...new Set(ids)]))];
  }

  /**
   * The products some words name together ("the two <brand> <kind>s"): the search's matches whose name holds
   * every word, else none; at most as many as a reply shows.
   */
  async namedMany(name: string): Promise<Product[]> {
    const found = await this.search.find(findOf(name), 0);
    if (found.kind !== 'found' || found.relaxed?.droppedWords?.length || found.relaxed?.droppedLimits?.length) return [];
    const wanted = words(name);
    return found.products.filter((p) => coverage(wanted, p, true).rest.length === 0).slice(0, SHOWN);
  }

  /**
   * The one product shown whose name (and kind) holds every word said ("the XL" of two cards, one an XL), or,
   * `description`, whose description does ("the hoop": the card whose description says it is one): what the
   * shopper sees names it before the whole catalogue does. None when no card, or more than one, holds them.
   */
  async shownNamed(name: string, state: FollowUpState, by: 'name' | 'description'): Promise<Product | undefined> {
    const wanted = words(name);
    if (wanted.length === 0 || !state.lastProductIds?.length) return undefined;
    const shown = await this.catalog.getMany(state.lastProductIds);
    const holding = shown.filter((p) =>
      by === 'name' ? coverage(wanted, p, true).rest.length === 0 : stemsHeld(wanted, `${p.description} ${p.tags.join(' ')}`) === wanted.length,
    );
    // "the football" of a Football and an American Football: the one named so exactly.
    const exact = holding.filter((p) => namedExactly(p, wanted));
    return holding.length === 1 ? holding[0] : exact.length === 1 ? exact[0] : undefined;
  }

  /**
   * The product a reference sets apart by what it says of it: "the cheapest one" is the first of the last
   * search in that order (of the products shown when there was none); "the $25 one" the product shown at
   * that price, else the last search's; "the black one" the product shown whose name holds the words. With
   * `seen`, a rank is of the products shown only: "add the cheapest one" adds the cheapest card the shopper
   * saw (a price said names one product, seen or not; a rank is relative to what was seen).
   */
  private async setApart(ref: Extract<ProductRef, { kind: 'ranked' | 'priced' | 'described' }>, state: FollowUpState, seen = false): Promise<Product | undefined> {
    // Without a list, the product the conversation is about is the one shown.
    const shown = await this.catalog.getMany(state.lastProductIds ?? (state.focusProductId ? [state.focusProductId] : []));
    const { lastFind } = state;
    if (ref.kind === 'described') {
      const wanted = words(ref.words);
      // "which one is organic?": else the one shown whose details say it.
      const own = shown.find((p) => coverage(wanted, p, true).rest.length === 0) ?? shown.find((p) => detailsHold(p, wanted));
      if (own) return own;
      // "the white one" after one in black: the product in focus (else the first shown) in that colour, size or
      // edition: the catalogue's product most alike by name that holds the words; before the last search's when
      // the conversation has turned to the product in focus since ("what colours does it come in?").
      const focus = state.focusProductId ? (await this.catalog.getMany([state.focusProductId]))[0] : undefined;
      const sibling = focus ? await siblingOf(this.catalog, focus, wanted) : undefined;
      if (sibling) return sibling;
      const holding = await this.ofLastSearch(ref.words, state);
      if (holding) return holding;
      const base = focus ?? shown[0];
      // Else the one card seen in the talk that holds them ("sunglasses", "cheaper", then "the green ones, how much?").
      return (base ? await siblingOf(this.catalog, base, wanted) : undefined) ?? (await this.shownNamed(ref.words, { ...state, lastProductIds: state.seenIds }, 'name'));
    }
    if (ref.kind === 'priced') {
      const atPrice = (p: Product) => Math.abs(p.price - ref.price) < 0.005;
      const own = shown.find(atPrice);
      if (own || !lastFind) return own;
      const { around: _around, ...limits } = lastFind.constraints;
      const found = await this.search.find({ ...lastFind, constraints: { ...limits, minPrice: ref.price, maxPrice: ref.price } }, 0);
      return found.kind === 'found' && !found.relaxed?.droppedLimits ? found.products.find(atPrice) : undefined;
    }
    // "the cheapest leather one": of those whose details hold the words.
    const wanted = ref.words ? words(ref.words) : [];
    const holding = (p: Product) => (wanted.length === 0 || coverage(wanted, p, true).rest.length === 0) && (!ref.inStock || p.inStock);
    // A superlative ranks the last search, in the cart too: the product added is shown with the reply.
    if (lastFind && ref.among !== 'shown' && (!seen || ref.words !== undefined)) {
      // The words with the last search's, else the words alone ("the cheapest hose reel" after "a hosepipe reel").
      const subjects = ref.words ? [`${ref.words} ${lastFind.subject}`.trim(), ref.words] : [lastFind.subject];
      for (const subject of subjects) {
        const found = await this.search.find({ ...lastFind, subject, order: ref.order, ...(ref.inStock ? { constraints: { ...lastFind.constraints, inStock: true } } : {}) }, 0);
        if (found.kind === 'found' && found.products.length > 0 && !found.relaxed?.droppedLimits && !found.relaxed?.droppedWords?.length) {
          const [first] = ordered(found.products.filter(holding), ref.order);
          if (first) return first;
        }
      }
    }
    const among = shown.slice(0, ref.of).filter(holding);
    return among.length > 0 ? ordered(among, ref.order)[0] : shown.length > 0 && wanted.length === 0 ? ordered(shown, ref.order)[0] : undefined;
  }

  /** "the rose one" of a search whose page did not show it: the last search's product that holds the words. */
  private async ofLastSearch(said: string, { lastFind }: FollowUpState): Promise<Product | undefined> {
    const searched = lastFind ? await this.search.find({ ...lastFind, subject: `${said} ${lastFind.subject}` }, 0) : undefined;
    if (searched?.kind !== 'found') return undefined;
    return searched.products.find((p) => coverage(words(said), p, true).rest.length === 0) ?? searched.products.find((p) => detailsHold(p, words(said)));
  }

  /**
   * The one product some words name, by the catalogue's search: the words, then the words without the last
   * ones (questions put what they ask after the product: "is the <product> waterproof?"). The product is the
   * match whose name and brand hold more of the words than any other's; the words it does not hold are what
   * is asked of it, and must come after those it holds: a word before them names something the shop does not
   * have, and another product is not answered for it.
   */
  async named(name: string, loose = false): Promise<{ product: Product; rest: string[] } | undefined> {
    const wanted = words(name);
    if (wanted.length === 0) return undefined;
    const seen = new Map<string, { product: Product; held: string[]; rest: string[] }>();
    for (let n = wanted.length; n >= Math.max(1, wanted.length - MAX_ASKED_WORDS); n--) {
      const list = await this.catalog.list({ q: wanted.slice(0, n).join(' '), sort: 'relevance', page: 1, pageSize: 5 }, [], { relax: true, fill: false });
      for (const product of list.products) if (!seen.has(product.id)) seen.set(product.id, { product, ...coverage(wanted, product) });
      // A product whose name holds every word: fewer words cannot find one holding more.
      if (n === wanted.length && [...seen.values()].some((c) => c.rest.length === 0)) break;
    }
    // More of the words held first; between equals, the name with fewer other words (the exact name).
    const extra = (c: { product: Product; held: string[] }) => words(c.product.name).length - c.held.length;
    // Words held by the name's own part, before any "for …": "the <model>" is the model, not a case for it.
    const own = (c: { product: Product }) => coverage(wanted, { ...c.product, name: nameBeforeFor(c.product.name) }).held.length;
    const [best, next] = [...seen.values()].sort((a, b) => b.held.length - a.held.length || own(b) - own(a) || extra(a) - extra(b));
    // Two as good are no one product, unless the first of the engine's order will do (`loose`).
    if (!best || best.held.length === 0 || (!loose && next && next.held.length === best.held.length && own(next) === own(best) && extra(next) === extra(best))) return undefined;
    const lastHeld = Math.max(...best.held.map((w) => wanted.lastIndexOf(w)));
    if (best.rest.some((w) => wanted.indexOf(w) < lastHeld)) return undefined;
    return { product: best.product, rest: best.rest };
  }
}

/** Whether a product's name (and kind) or its details hold every word, by stem. */
export const holdsWords = (p: Product, wanted: readonly string[]) => coverage(wanted, p, true).rest.length === 0 || detailsHold(p, wanted);

/** Whether a product's description, features, tags or specifications hold every word, by stem. */
const detailsHold = (p: Product, wanted: readonly string[]) => stemsHeld(wanted, [p.description, ...p.features, ...p.tags, ...Object.values(p.specifications)].join(' ')) === wanted.length;

/** Whether a product's name is the words said, word for word by stem ("basketballs" of a "Basketball"). */
export function namedExactly(product: Product, wanted: readonly string[]): boolean {
  const name = words(product.name);
  return name.length === wanted.length && name.every((w, i) => stem(w) === stem(wanted[i]!));
}
