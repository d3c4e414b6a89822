/**
 * The words of an assistant's search against the catalogue's one search service (product-search.ts): a brand
 * named among them, option values named ("in size M"), a size or an age said as a range in the details, and
 * the products of the kind asked for first. No catalogue word is known here.
 */

import { amountIn, lessThan, measuredIn } from '@cartwise/domain/assistant/measured';
import type { Relaxation } from '@cartwise/domain/assistant/outcome';
import { amountsAsked, holds, letterIndex, namesItsKind, spansIn, type Asked as Amount } from '@cartwise/domain/assistant/ranges';
import { comparedDetail, gradedDetail } from '@cartwise/domain/assistant/read-questions';
import type { Constraints, ResultOrder } from '@cartwise/domain/assistant/request';
import { modelDistance, stem, words } from '@cartwise/domain/assistant/words';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { SortOption } from '@cartwise/domain/catalogue/sort';
import { coverage, purposeOf, type CatalogueKinds } from './catalogue-kinds.ts';
import { rankedProducts, SHOWN, type ProductSearchDeps, type Searched } from './ranked-products.ts';
import { filtersOf, ORDER_BY, SORTED_BY, type SearchFilters } from './search-limits.ts';

/** A search with a re-ordering the engine does not do itself (popularity, discount, on sale) re-ranks this many of its best. */
const CANDIDATES = 60;

/** An ordered search joins this many more than it shows, of the list's best by that order, to its best matches. */
const SORTED_CANDIDATES = 20;

/** A search without words for the products whose details hold something ("for a 5 year old") weighs this many. */
const KEPT_CANDIDATES = 500;

/** Brands left out ("another brand") add at most this many rows to the candidates fetched. */
const MAX_LEFT_OUT = 3 * CANDIDATES;

export class MatchedProducts {
  constructor(
    private readonly deps: ProductSearchDeps,
    private readonly kinds: CatalogueKinds,
  ) {}

  async search(asked: string, constraints: Constraints, order: ResultOrder, offset: number, exclude: ReadonlySet<string>, head?: string): Promise<Searched> {
    // Option values named ("in size M") filter on a variant holding them; when no product has one, they are searched as words.
    // A search that had to let go of words to meet them ("<brand> shoes size 10" where only other brands come in sizes) loses to one without them.
    const { option, rest: said } = await this.deps.catalog.optionsIn(asked);
    const held = option.length > 0 ? await this.searchWith(said, { ...filtersOf(constraints), option }, order, offset, exclude, head) : undefined;
    if (!held) return this.searchWith(asked, filtersOf(constraints), order, offset, exclude, head);
    if (held.products.length > 0 && !held.relaxed?.droppedWords?.length) return held;
    // The words without the option: said as letting go of it ("… showing results for" the words alone).
    const plain = await this.searchWith(said, filtersOf(constraints), order, offset, exclude, head);
    if (plain.products.length > 0 && !plain.relaxed?.droppedWords?.length) {
      return { ...plain, relaxed: { ...plain.relaxed, searchedFor: said, droppedWords: option.map((o) => o.replace(':', ' ').toLowerCase()) } };
    }
    return held.products.length > 0 ? held : this.searchWith(asked, filtersOf(constraints), order, offset, exclude, head);
  }

  /** Products without words to match: ranked, or, with words to leave out, the search of those alone. */
  private unsearched(filters: SearchFilters, order: ResultOrder, offset: number, exclude: ReadonlySet<string>): Promise<Searched> {
    return filters.without?.length || filters.notBrands?.length || filters.fitFor?.length || filters.beyond ? this.searched('', filters, order, offset, exclude) : rankedProducts(this.deps, filters, order, offset, exclude);
  }

  private async searchWith(subject: string, filters: SearchFilters, order: ResultOrder, offset: number, exclude: ReadonlySet<string>, head?: string): Promise<Searched> {
    if (subject.length === 0) return this.unsearched(filters, order, offset, exclude);
    // A brand the catalogue has, named among the words ("<brand> products under $100"): its products only, when it has any.
    let brand = await this.kinds.brandIn(subject, head);
    const plain = brand ? undefined : await this.searched(subject, filters, order, offset, exclude, head);
    if (plain?.relaxed?.corrected && plain.relaxed.searchedFor) brand = await this.kinds.brandIn(plain.relaxed.searchedFor);
    if (!brand) return plain!;
    // A brand left out before ("another brand") and named now is wanted again.
    if (filters.notBrands?.some((b) => b.toLowerCase() === brand.name.toLowerCase())) return this.searchWith(subject, { ...filters, notBrands: filters.notBrands.filter((b) => b.toLowerCase() !== brand.name.toLowerCase()) }, order, offset, exclude, head);
    const said = plain?.relaxed?.corrected && plain.relaxed.searchedFor ? plain.relaxed.searchedFor : subject;
    const rest = words(said).filter((w) => !brand.words.includes(w)).join(' ');
    const branded = rest ? await this.searched(rest, { ...filters, brand: [brand.name] }, order, offset, exclude, head) : await this.unsearched({ ...filters, brand: [brand.name] }, order, offset, exclude);
    let all = plain;
    if (branded.products.length > 0 && !branded.relaxed?.droppedWords?.length) {
      // "<brand> <product> bands": the brand may also name what things are for ("… Band for <brand> <product>"):
      // a reply the brand's own do not fill is filled with those, after them.
      if (branded.products.length < SHOWN && rest) {
        all ??= await this.searched(subject, filters, order, offset, exclude, head);
        const shown = new Set(branded.products.map((p) => p.id));
        const forBrand = all.relaxed?.droppedWords?.length
          ? []
          : all.products.filter((p) => !shown.has(p.id) && purposeOf(p.name).includes(` ${brand.words.join(' ')} `));
        // The whole search's count: "show more" goes on with its next best.
        if (forBrand.length > 0) return { ...all, products: [...branded.products, ...forBrand].slice(0, SHOWN), total: Math.max(all.total, branded.total) };
      }
      return plain?.relaxed?.corrected ? { ...branded, relaxed: { searchedFor: said, corrected: true } } : branded;
    }
    // The brand's own were all shown already ("show more" past them): there are no more, not other brands' things,
    // unless things for the brand's followed them on the first page.
    if (branded.products.length === 0 && branded.total > 0 && exclude.size > 0 && !branded.relaxed?.droppedWords?.length) {
      all ??= branded.total < SHOWN && rest ? await this.searched(subject, filters, order, offset, exclude, head) : undefined;
      const forBrand = all?.relaxed?.droppedWords?.length ? [] : (all?.products ?? []).filter((p) => purposeOf(p.name).includes(` ${brand.words.join(' ')} `));
      return forBrand.length > 0 ? all! : branded;
    }
    all ??= await this.searched(subject, filters, order, offset, exclude, head);
    if (all.products.length > 0 || !rest) return all;
    // Nothing of the brand's meets the limits: the same kind of thing by any brand, said as such.
    const unbranded = await this.searched(rest, filters, order, offset, exclude, head);
    return unbranded.products.length > 0 ? { ...unbranded, relaxed: { searchedFor: rest, droppedWords: [brand.name.toLowerCase()] } } : all;
  }

  /**
   * The engine's search, with the products of the kind asked for first: those whose name (before any "for …")
   * or category holds the word naming it, as the engine matches words (synonyms, stems), so that "the cheapest
   * sunglasses" are sunglasses, not the cheapest product whose description mentions them. Any order but
   * relevance sorts the best matches by relevance.
   */
  private async searched(subject: string, filters: SearchFilters, order: ResultOrder, offset: number, exclude: ReadonlySet<string>, head?: string): Promise<Searched> {
    // "a scooter for a 9 year old", "a tent for 4 people": of the best matches, those whose details' range holds
    // whom they are for; when none says so, the best matches.
    const { fitFor, beyond, ...others } = filters;
    // "any lighter ones?": of the best matches, those whose detail is past the products shown's.
    if (beyond) return this.matched(subject, others, order, offset, exclude, head, (p) => isBeyond(p, beyond) && (!fitFor?.length || fitFor.every((a) => fits(p, a))));
    if (fitFor?.length) {
      const held = await this.matched(subject, others, order, offset, exclude, head, (p) => fitFor.every((a) => fits(p, a)));
      // Past the last that fit ("show more"), there are no more; only when none fits are the others shown.
      return held.products.length > 0 || held.total > 0 ? held : { ...(await this.searched(subject, others, order, offset, exclude, head)), unfit: true };
    }
    // "running shoes size 10", "a tent for 4 people": a size, an age or a count that the details state as a range
    // ("Sizes: US 7-14") may be in no product's words: when the words find nothing, the rest is searched, and of
    // its best matches, those the range holds are kept.
    const said = words(subject);
    const sized = amountsAsked(said).filter((a) => namesItsKind(a.unit) || (a.unit === undefined && a.took.some((i) => said[i] === 'size')));
    const took = new Set(sized.flatMap((a) => a.took));
    const rest = said.filter((_, i) => !took.has(i)).join(' ');
    const plain = await this.matched(subject, filters, order, offset, exclude, head);
    if (sized.length === 0 || !rest || (plain.products.length > 0 && !plain.noneOfKind && !plain.relaxed?.droppedWords?.length)) return plain;
    const fitting = await this.matched(rest, filters, order, offset, exclude, head, (p) => sized.every((a) => fits(p, a)));
    return fitting.products.length > 0 ? fitting : plain;
  }

  private async matched(subject: string, { without = [], notBrands = [], ...filters }: SearchFilters, order: ResultOrder, offset: number, exclude: ReadonlySet<string>, head?: string, keep?: (p: Product) => boolean): Promise<Searched> {
    const q = [subject, ...minusPhrases(without, subject)].join(' ');
    // The brands left out are counted by the list's brand facet (a page of one asks for the counts alone), and
    // the candidates fetched are that many more, up to `MAX_LEFT_OUT`: a brand holding most of the best matches
    // leaves fewer candidates, never a catalogue's worth of rows loaded per turn.
    // The facet counts each brand as if no brand were chosen: with brands chosen, only those left out of them count.
    const chosen = filters.brand?.map((b) => b.toLowerCase());
    const left = new Set(notBrands.map((b) => b.toLowerCase()).filter((b) => !chosen || chosen.includes(b)));
    const listed = (sort: SortOption, size: number) => this.deps.catalog.list({ q, ...filters, sort, page: 1, pageSize: size }, [], { relax: true, fill: false });
    const hidden = left.size > 0
      ? (await listed('relevance', 1)).facets.brands.filter((b) => left.has(b.value.toLowerCase())).reduce((n, b) => n + b.count, 0)
      : 0;
    const extra = Math.min(hidden, MAX_LEFT_OUT);
    const shownOf = (products: Product[]) => (hidden > 0 ? products.filter((p) => !left.has(p.brand.toLowerCase())) : products);
    // Without words, what the details hold is looked for among more of the catalogue's products.
    const pageSize = Math.max(keep && !subject ? KEPT_CANDIDATES : CANDIDATES, offset + SHOWN + exclude.size);
    let list = await listed('relevance', pageSize + extra);
    if (hidden > 0) list = { ...list, products: shownOf(list.products), totalCount: list.totalCount - hidden };
    // An order the list sorts by ("the most expensive …"): its best too, which the best matches may not hold.
    const sort = SORTED_BY[order];
    const sorted = sort && list.totalCount > list.products.length
      ? shownOf((await listed(sort, offset + SHOWN + exclude.size + SORTED_CANDIDATES + extra)).products)
      : [];
    const joined = sorted.length > 0 ? [...new Map([...list.products, ...sorted].map((p) => [p.id, p])).values()] : list.products;
    const pool = keep ? joined.filter(keep) : joined;
    // Products shown before are left out after the kind and the words held are weighed on the whole list, so
    // that "show more" is more of what the first page was (not the weaker matches it left out).
    let products = pool;
    let total = keep ? pool.length : list.totalCount;
    let noneOfKind = false;
    // The words as searched: a typo the engine corrected is held as corrected.
    const searchedWords = words(list.searched?.query ?? subject);
    if (head && products.length > 0) {
      const said = words(subject);
      const at = said.lastIndexOf(head);
      // A word followed by a model number ("<line> 8") names a product line, held anywhere in a name.
      let ofKind = await this.kinds.ofKind(head, products, said.slice(at + 1).some((w) => /\d/.test(w)));
      // A kind named in two words ("notebook computer") may be a synonym of one the products use.
      if (ofKind.length === 0 && at > 0) ofKind = await this.kinds.ofKind(said.slice(at - 1, at + 1).join(' '), products);
      // The kind guessed may be a word that names no kind ("<model> edge in gold"): when the engine kept every
      // word, the products whose names (and kinds) hold them all are what was asked for.
      if (ofKind.length === 0 && !list.searched?.dropped.length && searchedWords.length >= 2) {
        ofKind = products.filter((p) => coverage(searchedWords, p, true).rest.length === 0);
      }
      noneOfKind = ofKind.length === 0;
      // Only the products of the kind, when there are any: their count is the total, unless every candidate was one.
      if (ofKind.length > 0) {
        if (ofKind.length < products.length) total = ofKind.length;
        products = ofKind;
        // Of those, the ones whose name, category, tags or specifications hold every word said, when some do
        // ("noise cancelling earbuds": not earbuds whose description or features alone mention noise).
        const held = await this.kinds.heldWords(searchedWords, products, true);
        if (searchedWords.length > 1 && held.some((n) => n === searchedWords.length) && held.some((n) => n < searchedWords.length)) {
          products = products.filter((_, i) => held[i] === searchedWords.length);
          total = products.length;
        }
      }
    } else if (!head && products.length > 0) {
      // No kind named ("fitness gear"): the products whose name, category or tags hold the words themselves,
      // when there are any, before those the engine matched in a description or through a near spelling.
      const held = await this.kinds.heldWords(searchedWords, products);
      const most = Math.max(...held);
      if (most > 0 && held.some((n) => n < most)) {
        products = products.filter((_, i) => held[i] === most);
        total = products.length;
      }
    }
    products = products.filter((p) => !exclude.has(p.id));
    // A model said by its number ("<line> 7"): named as said first, then with its words apart ("<line> 6s and 7"),
    // then the editions said with it ("<line> 7 Plus").
    if (searchedWords.some((w) => /\d/.test(w))) {
      const distance = new Map(products.map((p) => [p.id, modelDistance(p.name, searchedWords)]));
      products = [...products].sort((a, b) => distance.get(a.id)! - distance.get(b.id)!);
    }
    // Of matches alike, those a shopper can buy now first: an out-of-stock product leads no list.
    if (order === 'relevance') products = [...products.filter((p) => p.inStock), ...products.filter((p) => !p.inStock)];
    if (order !== 'relevance') products.sort(ORDER_BY[order]);
    const searched = list.searched;
    const relaxed: Relaxation | undefined = searched
      ? { searchedFor: searched.query, corrected: searched.corrected, ...(searched.dropped.length > 0 ? { droppedWords: searched.dropped } : {}) }
      : undefined;
    return { products: products.slice(offset, offset + SHOWN), total, noneOfKind, ...(relaxed ? { relaxed } : {}) };
  }
}

/**
 * The words to leave out as the search takes them (a minus before a word, a quoted phrase of several), without
 * the words the search asks for ("a vela 8 case, not the vela 8 plus" leaves out "plus").
 */
export function minusPhrases(without: readonly string[], subject: string): string[] {
  const asked = new Set(words(subject));
  return without.flatMap((phrase) => {
    const left = words(phrase).filter((w) => !asked.has(w));
    if (left.length === 0) return [];
    return left.length === 1 && /^[a-z]/.test(left[0]!) ? [`-${left[0]}`] : [`-"${left.join(' ')}"`];
  });
}

/**
 * Whether a product's detail is past the amount said (`Constraints.beyond`: "lighter than 815 g"): the detail a
 * grade measures ("heavier": its weight; of its details so named, the one with the fewest other words that gives
 * an amount in that unit); "more" or "less" alone ("at least 55 inches"), any detail in that unit.
 */
function isBeyond(product: Product, beyond: NonNullable<Constraints['beyond']>): boolean {
  const graded = gradedDetail(beyond.about) ?? gradedDetail(comparedDetail(beyond.about) ?? '');
  const than = beyond.than === undefined ? undefined : amountIn(beyond.than);
  if (graded && than === undefined) return measuredIn(product, graded.detail)?.amount !== undefined;
  if (than === undefined) return false;
  const named = graded ? words(graded.detail).map(stem) : undefined;
  const amounts = Object.entries(product.specifications)
    .filter(([key]) => !named || words(key).some((w) => named.includes(stem(w))))
    .sort(([a], [b]) => words(a).length - words(b).length)
    .flatMap(([, value]) => { const a = amountIn(value); return a && lessThan(a, than) !== undefined ? [a] : []; });
  const more = graded?.more ?? beyond.about === 'more';
  return (graded ? amounts.slice(0, 1) : amounts).some((a) => {
    const [past, short] = more ? [lessThan(than, a), lessThan(a, than)] : [lessThan(a, than), lessThan(than, a)];
    return past === true || (beyond.atLeast === true && past === false && short === false);
  });
}

/**
 * Whether a product comes in an amount asked of its kind: a value of an option named by size ("Size: 10"), for a
 * size; or a range in a detail of the amount's own kind ("Sizes: US 7-14", "Age: 8+"). A bare "size 10" is read
 * in a size system, or in a detail named by size whose range has no unit ("Screen size: 8-12 in" is no size 10).
 */
export function fits(product: Product, amount: Pick<Amount, 'value' | 'unit'>): boolean {
  const sized = amount.unit === undefined || amount.unit === 'letter' || /^(?:us|uk|eu)$/.test(amount.unit);
  const options = sized ? (product.options?.filter((o) => words(o.name).some((w) => w.startsWith('size'))) ?? []) : [];
  if (options.some((o) => o.values.some((v) => (amount.unit === 'letter' ? letterIndex(v) : Number(v)) === amount.value))) return true;
  return Object.entries(product.specifications).some(([key, value]) =>
    spansIn(`${key}: ${value}`).some((span) => {
      const ofKind = amount.unit !== undefined || namesItsKind(span.unit) || (span.unit === undefined && words(key).some((w) => w.startsWith('size')));
      return ofKind && holds(span, amount) === true;
    }),
  );
}
