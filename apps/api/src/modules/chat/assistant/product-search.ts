/**
 * The assistant's product search (step 2 of read → resolve → answer, ADR 0017): a typed `Find` against the
 * catalogue's one search service (relevance, synonyms, typos, relaxation, option values), the products of
 * the kind asked for first, and the limits let go of one at a time when nothing meets them all; the
 * refinements of the last search ("cheaper", "another brand"). No catalogue word is known here.
 */
import type { Outcome, Relaxation } from '@cartwise/domain/assistant/outcome';
import type { Constraints, Find, Refinement, ResultOrder } from '@cartwise/domain/assistant/request';
import { amountsAsked, holds, letterIndex, namesItsKind, spansIn, type Asked as Amount } from '@cartwise/domain/assistant/ranges';
import { COLLECTIVE_NOUNS, headWord, words } from '@cartwise/domain/assistant/words';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { SortOption } from '@cartwise/domain/catalogue/sort';
import type { FollowUpState } from '../follow-up.ts';
import { CatalogueKinds, coverage, kindOf, purposeOf } from './catalogue-kinds.ts';
import { rankedProducts, SHOWN, type ProductSearchDeps, type Searched } from './ranked-products.ts';
import { filtersOf, LIMITS, ORDER_BY, SORTED_BY, type SearchFilters } from './search-limits.ts';

/** A search with a re-ordering the engine does not do itself (popularity, discount, on sale) re-ranks this many of its best. */
const CANDIDATES = 60;

/** An ordered search joins this many more than it shows, of the list's best by that order, to its best matches. */
const SORTED_CANDIDATES = 20;

/** Brands left out ("another brand") add at most this many rows to the candidates fetched. */
const MAX_LEFT_OUT = 3 * CANDIDATES;

export class ProductSearch {
  private readonly kinds: CatalogueKinds;

  constructor(private readonly deps: ProductSearchDeps) {
    this.kinds = new CatalogueKinds(deps.catalog);
  }

  /** A search: the engine's words and relaxation first, then the limits let go of one at a time when nothing meets them. */
  async find(said: Find, offset: number, excluded: readonly string[] = [], more = false): Promise<Outcome> {
    // "something to blend smoothies": the thing that does it ("blender"), when the shop has such things.
    const { tools, ...plain } = said;
    for (const tool of tools ?? []) {
      const [, ...rest] = words(plain.subject);
      const found = await this.find({ ...plain, subject: [tool, ...rest].join(' '), head: tool }, offset, excluded, more);
      if (found.kind === 'found' && !found.relaxed?.droppedWords?.some((d) => words(d).includes(tool))) return { ...found, asked: found.asked ?? plain };
    }
    const asked = await this.withoutGathering(plain);
    // Without words there is no relevance: the most popular, or on sale the biggest discounts.
    const find: Find = !asked.subject && asked.order === 'relevance' ? { ...asked, order: asked.constraints.onSale ? 'discount' : 'popular' } : asked;
    const exclude = new Set(excluded);
    // "a tee in size XL": the kind is named before the option's words, which the search takes as a filter.
    // A value said last ("t-shirt size S in black") is not the kind either.
    const { rest, values } = await this.deps.catalog.optionsIn(find.subject);
    let head = find.head !== undefined && (!words(rest).includes(find.head) || values.has(find.head))
      ? (headWord(words(rest).filter((w) => !values.has(w)).join(' ')) ?? find.head)
      : find.head;
    let first = await this.search(find.subject, find.constraints, find.order, offset, exclude, head);
    // The search let go of the word naming the kind of thing asked for ("car insurance"), or found nothing of
    // that kind (only products that mention it): the shop has none.
    const noKind = (searched: Searched, kind: string | undefined) => kind !== undefined && /^[a-z]{2,}$/.test(kind) && Boolean(searched.relaxed?.droppedWords?.some((d) => words(d).includes(kind)) || searched.noneOfKind);
    if (noKind(first, head)) {
      // "I want a <brand>": the brand's name, which no product's kind is, says who makes it: the kind is among the other words, if any.
      const brand = await this.kinds.brandIn(find.subject);
      if (brand?.words.includes(head!)) {
        head = headWord(words(find.subject).filter((w) => !brand.words.includes(w)).join(' '));
        first = await this.search(find.subject, find.constraints, find.order, offset, exclude, head);
      }
    }
    // "a mobile hotspot for travelling": words after the kind say what it is for; when the kind is lost to them, the kind wins.
    const subjectWords = words(find.subject);
    const at = head !== undefined ? subjectWords.lastIndexOf(head) : -1;
    // A subject that says "for" itself ("cases for <product>") is tried with fewer of its words by its caller.
    // Words with figures after the kind ("size 7") are a size or a model, not a purpose, unless two words or more
    // say what it is for ("a wireless charger for <brand> <line> <model>").
    const after = at >= 0 ? subjectWords.slice(at + 1) : [];
    const lettered = after.filter((w) => /^[a-z]+$/.test(w)).length;
    if (noKind(first, head) && after.length > 0 && (lettered === after.length || lettered >= 2) && !subjectWords.includes('for')) {
      const kindOnly = subjectWords.slice(0, at + 1).join(' ');
      const without = await this.search(kindOnly, find.constraints, find.order, offset, exclude, head);
      if (without.products.length > 0 && !noKind(without, head)) {
        first = { ...without, relaxed: { ...without.relaxed, searchedFor: kindOnly, droppedWords: [...(without.relaxed?.droppedWords ?? []), after.join(' ')] } };
      }
    }
    let ofNoKind = noKind(first, head);
    // "a gift for someone who loves cooking": an interest the shop sells no kind of says what things are for:
    // the products its words find, of any kind.
    if (ofNoKind && find.interest) {
      const forIt = await this.search(find.subject, find.constraints, find.order, offset, exclude);
      if (forIt.products.length > 0 && !forIt.relaxed?.droppedWords?.length) [first, head, ofNoKind] = [forIt, undefined, false];
    }
    // A question that names nothing the shop sells ("what's the weather like?") finds words in descriptions only.
    // … or only a minor part of them ("book me a table at a restaurant": one word of five).
    // The words are held as the engine matches them: "the best rated perfume?" is about the shop's fragrances.
    const heldByEngine = find.question && !ofNoKind ? await this.kinds.heldWords(subjectWords, first.products, false, true) : [];
    const aboutProducts = first.products.some((p, i) => Math.max(coverage(subjectWords, p, true).held.length, heldByEngine[i] ?? 0) * 2 >= subjectWords.length);
    if (find.question && (ofNoKind || !aboutProducts)) return { kind: 'out-of-scope' };
    if (ofNoKind) return { kind: 'nothing', find };
    // "a $25 card": among the best matches, the nearest to the price said first.
    const { around } = find.constraints;
    if (around !== undefined && find.order === 'relevance') first.products.sort((a, b) => Math.abs(a.price - around) - Math.abs(b.price - around));
    if (first.products.length > 0 || more) {
      return first.products.length > 0 ? { kind: 'found', find, offset, ...first, relaxed: withoutFieldNames(first.relaxed, first.products, subjectWords) } : { kind: 'no-more', find };
    }
    // Nothing meets every limit: the nearest products without them, said as such ("nothing under $20; the cheapest are…").
    let constraints = find.constraints;
    const dropped: NonNullable<Relaxation['droppedLimits']> = [];
    for (const { limit, has, without } of LIMITS) {
      if (!has(constraints)) continue;
      constraints = without(constraints);
      dropped.push(limit);
      const { maxPrice, below, above } = find.constraints;
      // Without the sale limit, no order by discount: nothing shown would be "the biggest discounts".
      const order: ResultOrder = limit === 'sale' && find.order === 'discount' ? (find.subject ? 'relevance' : 'popular')
        : limit !== 'price' ? find.order
        : below !== undefined ? 'price-asc'
        : above !== undefined ? 'price-desc'
        : find.order !== 'relevance' ? find.order
        : maxPrice !== undefined ? 'price-asc' : 'price-desc';
      const near = await this.search(find.subject, constraints, order, 0, exclude, head);
      // Without the limit, still of the kind asked for: a search that let go of the kind found none.
      if (near.products.length > 0 && !noKind(near, head)) {
        return { kind: 'found', find: { ...find, constraints, order }, asked: find, offset: 0, ...near, relaxed: { ...near.relaxed, droppedLimits: dropped } };
      }
    }
    return { kind: 'nothing', find };
  }

  /**
   * "fitness gear": a noun that gathers things names no kind and is no word to search by, unless it follows a
   * brand the catalogue has ("<brand> gear" may be a product line of the brand's).
   */
  private async withoutGathering(find: Find): Promise<Find> {
    const said = words(find.subject);
    if (find.head !== undefined || said.length < 2 || !COLLECTIVE_NOUNS.has(said.at(-1)!)) return find;
    if (await this.kinds.brandIn(find.subject)) return find;
    return { ...find, subject: said.slice(0, -1).join(' ') };
  }

  private async search(asked: string, constraints: Constraints, order: ResultOrder, offset: number, exclude: ReadonlySet<string>, head?: string): Promise<Searched> {
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
    return filters.without?.length || filters.notBrands?.length ? this.searched('', filters, order, offset, exclude) : rankedProducts(this.deps, filters, order, offset, exclude);
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
        if (forBrand.length > 0) {
          const products = [...branded.products, ...forBrand].slice(0, SHOWN);
          return { ...branded, products, total: branded.total + forBrand.length };
        }
      }
      return plain?.relaxed?.corrected ? { ...branded, relaxed: { searchedFor: said, corrected: true } } : branded;
    }
    // The brand's own were all shown already ("show more" past them): there are no more, not other brands' things.
    if (branded.products.length === 0 && branded.total > 0 && exclude.size > 0 && !branded.relaxed?.droppedWords?.length) return branded;
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
    const pageSize = Math.max(CANDIDATES, offset + SHOWN + exclude.size);
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
    if (order !== 'relevance') products.sort(ORDER_BY[order]);
    const searched = list.searched;
    const relaxed: Relaxation | undefined = searched
      ? { searchedFor: searched.query, corrected: searched.corrected, ...(searched.dropped.length > 0 ? { droppedWords: searched.dropped } : {}) }
      : undefined;
    return { products: products.slice(offset, offset + SHOWN), total, noneOfKind, ...(relaxed ? { relaxed } : {}) };
  }

  /**
   * "cheaper", "pricier", "better rated", "another brand", "under $50": the last search again, beyond what it
   * showed; changes said together ("cheaper, from another brand") all apply.
   */
  async refine(refines: readonly Refinement[], extra: Constraints, order: ResultOrder | undefined, state: FollowUpState, narrowing?: string): Promise<Outcome> {
    const [refine = 'limits'] = refines;
    // Without a search, the product in focus stands for one of its kind ("cheaper" after a question about it).
    const [focus] = !state.lastFind && !narrowing && state.focusProductId ? await this.deps.catalog.getMany([state.focusProductId]) : [];
    const lastFind = state.lastFind ?? (focus ? kindOf(focus) : { subject: '', constraints: {}, order: 'relevance' as const });
    // "leather ones": the words join the last search's, whose kind stays the kind asked for.
    // Without a last search, the words are the search, and their kind the kind asked for.
    const head = !state.lastFind && narrowing ? headWord(narrowing) : undefined;
    const last: Find = narrowing ? { ...lastFind, subject: `${narrowing} ${lastFind.subject}`.trim(), ...(head ? { head } : {}) } : lastFind;
    // Compared with the products shown, or else with the product the conversation is about.
    const shown = await this.deps.catalog.getMany(state.lastProductIds ?? (state.focusProductId ? [state.focusProductId] : []));
    // Words left out add up over the turns ("not the canvas ones", then "not the nylon ones either").
    const without = [...new Set([...(last.constraints.without ?? []), ...(extra.without ?? [])])];
    let constraints: Constraints = { ...last.constraints, ...extra, ...(without.length > 0 ? { without } : {}) };
    if (refine === 'limits') return this.find({ ...last, constraints, order: order ?? last.order }, 0);
    const otherBrand = refines.includes('other-brand');
    if (shown.length === 0 && !otherBrand) return this.find({ ...last, constraints, order: refine === 'cheaper' ? 'price-asc' : refine === 'pricier' ? 'price-desc' : 'rating-desc' }, 0);
    if (shown.length > 0) {
      // A limit said with the change stays ("something fancier, up to $2,000"); the last search's goes.
      if (refines.includes('cheaper')) {
        // "around $80" goes too: cheaper than what was shown is the price asked now.
        const { minPrice: _min, above: _above, around: _around, ...belowAny } = constraints;
        constraints = { ...belowAny, ...(extra.minPrice !== undefined ? { minPrice: extra.minPrice } : {}), below: Math.min(...shown.map((p) => p.price)) };
      }
      if (refines.includes('pricier')) {
        const { maxPrice: _max, below: _below, around: _around, ...aboveAny } = constraints;
        constraints = { ...aboveAny, ...(extra.maxPrice !== undefined ? { maxPrice: extra.maxPrice } : {}), above: Math.max(...shown.map((p) => p.price)) };
      }
      if (refines.includes('better-rated')) constraints = { ...constraints, ratedAbove: Math.min(...shown.map((p) => p.rating)) };
    }
    if (otherBrand) return this.otherBrand(last, constraints, shown);
    const exclude = shown.map((p) => p.id);
    const refined: Find = { ...last, constraints, order: refine === 'better-rated' ? 'rating-desc' : order ?? last.order };
    const found = await this.find(refined, 0, exclude);
    // None pricier (cheaper, better rated) that the words describe: of the kind asked for, the words said of it let go.
    if (found.kind === 'nothing' && last.head && words(last.subject).length > 1) {
      const ofKind = await this.find({ ...refined, subject: last.head }, 0, exclude);
      if (ofKind.kind === 'found') return ofKind;
    }
    return found;
  }

  /**
   * Another brand: the same search without the brands shown (and without their names among the words), as a
   * search of its own: its count is the catalogue's, and "show more" or "cheaper" after it keep the brands out.
   */
  private async otherBrand(last: Find, constraints: Constraints, shown: Product[]): Promise<Outcome> {
    const brands = [...new Set(shown.map((p) => p.brand))];
    const brandWords = new Set(brands.flatMap((b) => words(b)));
    const subject = words(last.subject).filter((w) => !brandWords.has(w)).join(' ');
    const notBrands = [...new Set([...(constraints.notBrands ?? []), ...brands])];
    const find: Find = { ...last, subject, constraints: { ...constraints, notBrands } };
    const found = await this.find(find, 0, shown.map((p) => p.id));
    if (found.kind === 'found') return found;
    // "do other brands make something similar?" after a search no other brand's products answer: the kind of thing shown.
    const kind = shown[0] ? kindOf(shown[0]).head : undefined;
    if (kind && last.subject !== kind) return this.otherBrand({ subject: kind, head: kind, constraints: {}, order: 'relevance' }, constraints, shown);
    return { kind: 'nothing', find };
  }
}

/** A search for some words, the last naming the kind (`headWord`). */
export function findOf(subject: string, question?: true): Find {
  const head = headWord(subject);
  return { subject, constraints: {}, order: 'relevance', ...(head ? { head } : {}), ...(question ? { question } : {}) };
}

/**
 * "king size duvets": a word the search let go of that names the detail whose value the shopper also said
 * (each product shown has "Size: King") was found, not let go of; what is left is said as before.
 */
export function withoutFieldNames(relaxed: Relaxation | undefined, products: readonly Product[], said: readonly string[]): Relaxation | undefined {
  const dropped = relaxed?.droppedWords;
  if (!relaxed || !dropped?.length || products.length === 0) return relaxed;
  const named = (word: string) =>
    products.every((p) => Object.entries(p.specifications).some(([key, value]) => words(key).includes(word) && words(value).length > 0 && words(value).every((v) => said.includes(v))));
  const kept = dropped.filter((d) => !words(d).every(named));
  if (kept.length === dropped.length) return relaxed;
  const { droppedWords: _, searchedFor: __, ...rest } = relaxed;
  return kept.length > 0 ? { ...relaxed, droppedWords: kept } : Object.keys(rest).length > 0 ? rest : undefined;
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
 * Whether a product comes in an amount asked of its kind: an option value of a variant ("Size: 10"), or a range
 * in a detail of the amount's own kind ("Sizes: US 7-14", "Ages: 6+"); a bare "size 10" is read in a size system
 * or in a detail named by size.
 */
export function fits(product: Product, amount: Amount): boolean {
  const options = product.options?.filter((o) => amount.unit === undefined ? words(o.name).includes('size') : true) ?? [];
  if (options.some((o) => o.values.some((v) => (amount.unit === 'letter' ? letterIndex(v) : Number(v)) === amount.value))) return true;
  return Object.entries(product.specifications).some(([key, value]) =>
    spansIn(`${key}: ${value}`).some((span) => (amount.unit !== undefined || namesItsKind(span.unit) || words(key).some((w) => w.startsWith('size'))) && holds(span, amount) === true),
  );
}
