/**
 * The assistant's product search (step 2 of read → resolve → answer, ADR 0017): a typed `Find` against the
 * catalogue's one search service (relevance, synonyms, typos, relaxation, option values), the products of
 * the kind asked for first, and the limits let go of one at a time when nothing meets them all; the
 * refinements of the last search ("cheaper", "another brand"). No catalogue word is known here.
 */
import { lessThan, measuredIn } from '@cartwise/domain/assistant/measured';
import type { Outcome, Relaxation } from '@cartwise/domain/assistant/outcome';
import { comparedDetail, gradedDetail } from '@cartwise/domain/assistant/read-questions';
import { listOf } from '@cartwise/domain/assistant/replies';
import type { Constraints, Find, Refinement, ResultOrder } from '@cartwise/domain/assistant/request';
import { COLLECTIVE_NOUNS, headWord, stemsHeld, words } from '@cartwise/domain/assistant/words';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { FollowUpState } from '../follow-up.ts';
import { CatalogueKinds, coverage, kindOf } from './catalogue-kinds.ts';
import { MatchedProducts } from './matched-products.ts';
import { SHOWN, type ProductSearchDeps, type Searched } from './ranked-products.ts';
import { LIMITS } from './search-limits.ts';

export class ProductSearch {
  private readonly kinds: CatalogueKinds;
  private readonly matched: MatchedProducts;

  constructor(private readonly deps: ProductSearchDeps) {
    this.kinds = new CatalogueKinds(deps.catalog);
    this.matched = new MatchedProducts(deps, this.kinds);
  }

  /** A search: the engine's words and relaxation first, then the limits let go of one at a time when nothing meets them. */
  async find(said: Find, offset: number, excluded: readonly string[] = [], more = false): Promise<Outcome> {
    // "eggs, milk and rice": when no product is all of them, the best of each thing listed. Two things said
    // with "and" are one ("black and white shoes", "salt and pepper grinder") unless nothing is both.
    if (said.items) {
      const { items, ...whole } = said;
      const all = await this.find(whole, offset, excluded, more);
      if ((all.kind === 'found' && (!all.relaxed?.droppedWords?.length || items.length < 3)) || offset > 0) return all;
      const each = await Promise.all(items.map((item) => this.find({ ...findOf(item), constraints: whole.constraints }, 0, excluded)));
      const found = items.flatMap((item, i) => { const f = each[i]!; return f.kind === 'found' ? [{ item, product: f.products[0]! }] : []; });
      if (found.length < 2) return all;
      return { kind: 'found', find: { ...whole, subject: listOf(found.map((f) => f.item)) }, products: found.map((f) => f.product).slice(0, SHOWN), total: found.length, offset: 0 };
    }
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
    let first = await this.matched.search(find.subject, find.constraints, find.order, offset, exclude, head);
    // The search let go of the word naming the kind of thing asked for ("car insurance"), or found nothing of
    // that kind (only products that mention it): the shop has none.
    const noKind = (searched: Searched, kind: string | undefined) => kind !== undefined && /^[a-z]{2,}$/.test(kind) && Boolean(searched.relaxed?.droppedWords?.some((d) => words(d).includes(kind)) || searched.noneOfKind);
    if (noKind(first, head)) {
      // "I want a <brand>": the brand's name, which no product's kind is, says who makes it: the kind is among the other words, if any.
      const brand = await this.kinds.brandIn(find.subject);
      if (brand?.words.includes(head!)) {
        head = headWord(words(find.subject).filter((w) => !brand.words.includes(w)).join(' '));
        first = await this.matched.search(find.subject, find.constraints, find.order, offset, exclude, head);
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
      const without = await this.matched.search(kindOnly, find.constraints, find.order, offset, exclude, head);
      if (without.products.length > 0 && !noKind(without, head)) {
        first = { ...without, relaxed: { ...without.relaxed, searchedFor: kindOnly, droppedWords: [...(without.relaxed?.droppedWords ?? []), after.join(' ')] } };
      }
    }
    let ofNoKind = noKind(first, head);
    // "a gift for someone who loves cooking": an interest the shop sells no kind of says what things are for:
    // the products its words find, of any kind.
    if (ofNoKind && find.interest) {
      const forIt = await this.matched.search(find.subject, find.constraints, find.order, offset, exclude);
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
      if (first.products.length === 0) return { kind: 'no-more', find };
      const relaxed = withoutFieldNames(first.relaxed, first.products, subjectWords);
      // None is for whom it was asked ("for a 2 year old"): the matches, said as without it.
      if (!first.unfit) return { kind: 'found', find, offset, ...first, relaxed };
      const { fitFor: _, ...constraints } = find.constraints;
      return { kind: 'found', find: { ...find, constraints }, asked: find, offset, ...first, relaxed: { ...relaxed, droppedLimits: ['fit'] } };
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
      const near = await this.matched.search(find.subject, constraints, order, 0, exclude, head);
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


  /**
   * "cheaper", "pricier", "better rated", "another brand", "under $50": the last search again, beyond what it
   * showed; changes said together ("cheaper, from another brand") all apply.
   */
  async refine(refines: readonly Refinement[], limits: Constraints, order: ResultOrder | undefined, state: FollowUpState, wordsSaid?: string): Promise<Outcome> {
    const [refine = 'limits'] = refines;
    // "any lighter ones?", "more storage?": past the products shown by that detail, when they list it.
    const beyond = wordsSaid ? await this.beyondShown(wordsSaid, state) : undefined;
    const extra = beyond ? { ...limits, beyond } : limits;
    const narrowing = beyond ? undefined : wordsSaid;
    // Without a search, the product in focus stands for one of its kind ("cheaper" after a question about it).
    const [focus] = !state.lastFind && !narrowing && state.focusProductId ? await this.deps.catalog.getMany([state.focusProductId]) : [];
    const lastFind = state.lastFind ?? (focus ? kindOf(focus) : { subject: '', constraints: {}, order: 'relevance' as const });
    // "leather ones": the words join the last search's, whose kind stays the kind asked for.
    // Without a last search, the words are the search, and their kind the kind asked for.
    const head = !state.lastFind && narrowing ? headWord(narrowing) : undefined;
    // Words the last search already said ("books?" after books) add nothing.
    const added = narrowing ? words(narrowing).filter((w) => stemsHeld([w], lastFind.subject) === 0).join(' ') : '';
    const said: Find = added ? { ...lastFind, subject: `${added} ${lastFind.subject}`.trim(), ...(head ? { head } : {}) } : lastFind;
    // "something else, not a mat" after "yoga mat": a word left out that the search asked for leaves it ("yoga").
    const out = new Set((extra.without ?? []).flatMap((w) => words(w)));
    const kept = words(said.subject).filter((w) => !out.has(w));
    const { head: _head, ...unheaded } = said;
    // The kind left out, the words that said which of it are no kind: things for yoga, of any kind.
    const keptHead = said.head && out.has(said.head) ? undefined : headWord(kept.join(' '));
    // Compared with the products shown, or else with the product the conversation is about.
    const shown = await this.deps.catalog.getMany(state.lastProductIds ?? (state.focusProductId ? [state.focusProductId] : []));
    // "not mascara, something else" after "mascara": every word left out, the group of what was shown (its category).
    const wider = kept.length === 0 && out.size > 0 && shown[0] ? words(shown[0].category).join(' ') : '';
    const last: Find = wider ? { subject: wider, constraints: said.constraints, order: said.order }
      : kept.length > 0 && kept.length < words(said.subject).length ? { ...unheaded, subject: kept.join(' '), ...(keptHead ? { head: keptHead } : {}) } : said;
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
    // None pricier (cheaper, better rated) that the words describe: of the kind asked for, the words said of it let go,
    // in the group of what was shown ("tote bag" -> bags of fashion, not tea bags).
    if (found.kind === 'nothing' && last.head && words(last.subject).length > 1) {
      const ofKind = await this.find({ ...refined, subject: last.head }, 0, exclude);
      const groups = new Set(shown.map((p) => p.category));
      if (ofKind.kind === 'found' && (groups.size === 0 || ofKind.products.every((p) => groups.has(p.category)))) return ofKind;
    }
    return found;
  }

  /** The detail a comparative grades ("lighter": weight), at its furthest among the products shown that list it. */
  private async beyondShown(said: string, state: FollowUpState): Promise<Constraints['beyond']> {
    const about = comparedDetail(said);
    const graded = about ? gradedDetail(about) : undefined;
    if (!about || !graded) return undefined;
    const shown = await this.deps.catalog.getMany(state.lastProductIds ?? (state.focusProductId ? [state.focusProductId] : []));
    const listed = shown.flatMap((p) => {
      const measured = measuredIn(p, graded.detail);
      return measured?.amount ? [{ value: measured.value, amount: measured.amount }] : [];
    });
    const furthest = listed.reduce<(typeof listed)[number] | undefined>((top, l) => (!top || (graded.more ? lessThan(top.amount, l.amount) : lessThan(l.amount, top.amount)) ? l : top), undefined);
    // None shown lists a detail named ("more storage"): the words narrow the list as said.
    return furthest ? { about, than: furthest.value } : graded.named ? undefined : { about };
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
