/**
 * What the catalogue's products are, as the assistant's search reads them (product-search.ts): the kind a
 * product's name, subcategory, category or tags end in, the words its labels hold (by stem or through the
 * engine's synonyms), the brand a request names, and the edition words names end with. Learned from the
 * catalogue's own texts through its search service; no catalogue word is known here.
 */
import type { Find } from '@cartwise/domain/assistant/request';
import { nearlyEqual, stem, stemIn, stemsHeld, words } from '@cartwise/domain/assistant/words';
import type { Product } from '@cartwise/domain/catalogue/product';
import type { CatalogService } from '../../catalog/service.ts';

/** What joins two kinds said as one ("Toys & Games", "Tools and Hardware", "Bath, Body"). */
const COORDINATION = /\s*(?:&|\+|,|\/|\band\b)\s*/i;

/** Words a product's name ends with after the word naming what it is: model codes, numerals, edition words. */
export const MODIFIER = /^(?:[a-z]{0,2}|.*\d.*|[ivx]+|pro|plus|max|mini|lite|ultra|edition|deluxe|premium|classic|series|gen|generation|version|new|original|special|limited)$/;

/** An edition word follows at least this many different kinds at the end of names. */
export const MIN_EDITION_KINDS = 4;

/** Words a name ends with that say how many come together, not what they are. */
export const QUANTITY = /^(?:pack|packs|multipack|multipacks|bundle|bundles|set|sets|kit|kits)$/;
/** Words that size a pack rather than name what is in it ("value pack", "family pack", "twin pack"). */
export const PACK_SIZES = new Set('value family twin double triple combo variety multi mega jumbo party bulk economy starter trial'.split(' '));

/** The words held are matched two by two (phrases of the synonyms) for at most this many pairs. */
const MAX_PAIRS = 4;

/** Fewer products of a kind by name than this (a reply's worth) are joined by those tagged with it. */
const FEW_OF_KIND = 3;

/** A name's own part, before what the thing is for or comes with ("… Case for <phone>": "… Case"). */
const ownPart = (text: string) => text.split(/\s(?:for|with|compatible with|fits)\s/i)[0]!;

/** What parts a product's name from what it is for ("… Band for <brand> <product>", "… compatible with …"). */
const FOR = /\s(?:for|compatible with|fits)\s/i;

/** A product's name before what it is for: "the <model>" is the model, not a case for it. */
export const nameBeforeFor = (name: string) => name.split(FOR)[0]!;

/** A product's name (its own part, by default) without its brand's name ("<Brand> Oat Cookies": "oat cookies"), as words. */
const unbranded = (p: Product, name = ownPart(p.name)) => {
  const brand = words(p.brand).join(' ');
  const said = ` ${words(name).join(' ')} `;
  return (brand ? said.replace(` ${brand} `, ' ') : said).trim();
};

/** The parts of a product's name's own part between dashes, but a part that is the brand alone ("<Brand> - … Phone Card"), which names who makes it, not what it is. */
const nameParts = (p: Product) => ownPart(p.name).split(/\s[-–|,]\s/).filter((part) => words(part).join(' ') !== words(p.brand).join(' '));

/** The catalogue's kinds, labels and brands, through its search service. */
export class CatalogueKinds {
  constructor(private readonly catalog: CatalogService) {}

  /**
   * How many of the words said each product's labels hold (`labelled`: name, brand, category, subcategory,
   * tags, and specification values when asked): by stem, or as the catalogue's engine matches them (its
   * synonyms: "waterproof" is held by "Water resistant"), a word alone or two said together that a product
   * holds neither of alone ("water resistant" held by "Waterproof"); a word spelt alike is left to the stem.
   * The engine is asked only about words some product does not hold by stem.
   */
  async heldWords(said: readonly string[], products: readonly Product[], withSpecifications = false, oneWord = false): Promise<number[]> {
    const held = said.map((w) => products.map((p) => labelled([w], p, withSpecifications) > 0));
    if ((said.length > 1 || oneWord) && held.some((row) => row.some((h) => !h))) {
      const lines = products.map((p) => labelsOf(p, withSpecifications));
      const matching = async (q: string) => new Set(await this.catalog.linesMatching(q, lines));
      for (const [i, w] of said.entries()) {
        if (held[i]!.every(Boolean)) continue;
        const found = await matching(w);
        held[i] = held[i]!.map((h, k) => h || (found.has(lines[k]!) && !spelledAlike(w, lines[k]!)));
      }
      // Two words said together that a product holds neither of alone, but matches as a phrase: a synonym's.
      for (let i = 0; i + 1 < said.length && i < MAX_PAIRS; i++) {
        const neither = products.map((_, k) => !held[i]![k] && !held[i + 1]![k]);
        if (!neither.some(Boolean)) continue;
        const found = await matching(`${said[i]} ${said[i + 1]}`);
        const phrase = neither.map((n, k) => n && found.has(lines[k]!));
        for (const at of [i, i + 1]) held[at] = held[at]!.map((h, k) => h || phrase[k]!);
      }
    }
    return products.map((_, k) => held.filter((row) => row[k]).length);
  }

  /**
   * The products that are the kind of thing the head word names, as the engine matches words (synonyms,
   * stems): first those whose name or subcategory ends in it ("… Prepaid Cell Phone", "Cell Phones"), else
   * whose category or a tag ends in it; a word that ends no name by its nature (a model's "se", "pro", a
   * 2-letter word), or a product line said with its model number (`line`: "<line> 8"), may be held anywhere
   * in the name (before any "for …"), category, subcategory or tags.
   */
  async ofKind(head: string, products: readonly Product[], line = false): Promise<Product[]> {
    const editions = await this.catalog.fromTexts('assistant-edition-words', editionWords);
    const lastWord = (text: string) => {
      const own = withoutEndings(words(text.replace(/\([^)]*\)/g, ' ')), editions);
      // A kind written in two words ("Dash Cam") is said as one too ("dashcam").
      const joined = own.length > 1 && own.at(-2)!.length >= 3 && !MODIFIER.test(own.at(-2)!) ? ` ${own.at(-2)!}${own.at(-1)!}` : '';
      // "… Coffee 6-Pack", "… Tea Value Pack": a quantity after the kind; the kind is the word before its size.
      if (own.length > 1 && QUANTITY.test(own.at(-1)!)) {
        const before = own.slice(0, -1);
        while (before.length > 1 && (MODIFIER.test(before.at(-1)!) || PACK_SIZES.has(before.at(-1)!))) before.pop();
        return `${own.at(-1)!} ${before.at(-1)!}`;
      }
      return `${own.at(-1) ?? ''}${joined}`;
    };
    // "Cell Phones with Plans" are phones.
    const named = await this.holding(head, products, (p) => [...nameParts(p).map(lastWord), lastWord(ownPart(p.subcategory))].join(' '));
    // Too few to fill a reply: those tagged with the kind in one word, as the engine matches it ("beverages" for
    // "drinks"), follow them.
    const oneWordTags = (p: Product) => p.tags.filter((t) => words(t).length === 1).join(' ') || '-';
    if (named.length > 0 && named.length < FEW_OF_KIND) return [...named, ...(await this.holding(head, products, oneWordTags)).filter((p) => !named.includes(p))];
    if (named.length > 0) return named;
    // Else what the category or a tag of two words or more ends in: a "Car Phone Mount" among "Phone
    // Accessories" is no phone. A tag of one word is more often a property ("wireless") than a kind. A
    // category said of two kinds ("Toys & Games") ends in each; only when no name or subcategory says the kind,
    // as a product of "Tyres & Wheels" is either.
    const lastWords = (text: string) => text.split(COORDINATION).map(lastWord).join(' ');
    const tagged = await this.holding(head, products, (p) => [p.category, ...p.tags.filter((t) => words(t).length > 1)].map(lastWords).join(' '));
    if (tagged.length > 0) return tagged;
    // A property the products have ("wireless": a tag or a specification's whole value), a model's or an
    // edition's word ("<phone> se", "<tablet> pro"): no kind, so the products holding it anywhere.
    const properties = await this.holding(head, products, (p) => [...p.tags, ...Object.values(p.specifications)].filter((v) => words(v).length === 1).join(' '));
    // A word half the matches' names hold as it is said (no synonym of it), and none ends, is a property of
    // theirs too ("bluetooth").
    // Things for it ("… Case for <line>") are not counted: they hold it in what they are for, not in what they are.
    // Nor is a brand's name in a name ("<Kettle & Co> Oat Cookies"): it says who makes the thing, not what it is.
    const holds = (text: string) => words(text).some((w) => stem(w) === stem(head));
    const literally = products.filter((p) => holds(unbranded(p))).length;
    const forIt = products.filter((p) => !holds(unbranded(p)) && holds(unbranded(p, p.name))).length;
    if (properties.length === 0 && literally * 2 < products.length - forIt && !line && !MODIFIER.test(head)) return [];
    return this.holding(head, products, (p) => `${unbranded(p)} ${p.category} ${p.subcategory} ${p.tags.join(' ')}`);
  }

  /** The products whose text holds the words as the engine matches them (synonyms, stems). */
  private async holding(said: string, products: readonly Product[], textOf: (p: Product) => string): Promise<Product[]> {
    const texts = products.map(textOf);
    const found = new Set(await this.catalog.linesMatching(said, texts));
    return products.filter((_, i) => found.has(texts[i]!));
  }

  /**
   * The catalogue's brand whose name the words hold (the longest), from the catalogue's own facet values; not
   * one named after the kind of thing asked for, which the thing is for ("a case for <brand> headphones").
   */
  async brandIn(subject: string, head?: string): Promise<{ name: string; words: string[] } | undefined> {
    const have = words(subject);
    const headAt = head === undefined ? have.length : have.indexOf(head);
    const line = ` ${have.join(' ')} `;
    let best: { name: string; words: string[] } | undefined;
    for (const { name } of (await this.catalog.facetValues()).brands) {
      const own = words(name);
      if (own.length === 0 || !line.includes(` ${own.join(' ')} `)) continue;
      if (headAt >= 0 && have.indexOf(own[0]!) > headAt) continue;
      if (!best || own.length > best.words.length) best = { name, words: own };
    }
    return best;
  }

}

/**
 * A search for the kind of thing a product is: the last two words of its name's own part (before "for …",
 * without the brand, model codes or edition words), the last the kind ("Ionic Hair Dryer" -> "hair dryer").
 */
export function kindOf(product: Product): Find {
  const said = words(nameParts(product).join(' ').replace(/\([^)]*\)/g, ' ')).filter((w) => !words(product.brand).includes(w));
  while (said.length > 1 && (MODIFIER.test(said.at(-1)!) || QUANTITY.test(said.at(-1)!))) said.pop();
  const kind = said.slice(-2);
  return { subject: kind.join(' '), constraints: {}, order: 'relevance', ...(kind.length > 0 ? { head: kind.at(-1)! } : {}) };
}

/** Which of the words a product's name and brand hold (by stem, or as the start of a word), and which not. */
export function coverage(wanted: readonly string[], product: Product, withKind = false): { held: string[]; rest: string[] } {
  const own = words(`${product.brand} ${product.name}${withKind ? ` ${product.category} ${product.subcategory}` : ''}`);
  const stems = new Set(own.map(stem));
  const holds = (w: string) => stemIn(stems, w) || own.some((o) => o.length > w.length && w.length >= 3 && o.startsWith(w)) || (w.length >= 4 && own.join('').includes(w));
  return { held: wanted.filter(holds), rest: wanted.filter((w) => !holds(w)) };
}

/**
 * Words the catalogue's names end with after the word naming what a product is: an edition or collection
 * name ("… <kind> <edition>", after dresses and dog beds alike), of one word or two ("… <kind> Travel Size").
 * Learned from the names: an ending that follows `MIN_EDITION_KINDS` different kinds or more (words that
 * themselves end other names, and are no model code or number), and ends most of its names so. An ending of
 * two words opens with a word that ends no name itself: two words that do ("… Screen Protector") are a kind.
 */
export function editionWords({ names }: { names: readonly string[] }): ReadonlySet<string> {
  const endings = names.flatMap((name) =>
    ownPart(name).replace(/\([^)]*\)/g, ' ').split(/\s[-–|,]\s/).map((part) => words(part)).filter((w) => w.length > 0),
  );
  const ends = new Map<string, number>();
  for (const w of endings) ends.set(w.at(-1)!, (ends.get(w.at(-1)!) ?? 0) + 1);
  const endsNames = (word: string) => (ends.get(word) ?? 0) >= 2;
  // Per ending of one or two words: how many names it ends, how many of them right after a kind, and after how many different kinds.
  const tails = new Map<string, { names: number; afterKind: number; kinds: Set<string> }>();
  for (const w of endings) {
    for (const n of [1, 2]) {
      if (w.length < n + 1 || (n === 2 && endsNames(w.at(-2)!))) continue;
      const tail = w.slice(-n).join(' ');
      const seen = tails.get(tail) ?? { names: 0, afterKind: 0, kinds: new Set<string>() };
      seen.names += 1;
      const kind = w.at(-n - 1)!;
      if (endsNames(kind) && !MODIFIER.test(kind)) {
        seen.afterKind += 1;
        seen.kinds.add(kind);
      }
      tails.set(tail, seen);
    }
  }
  return new Set([...tails].filter(([, { names: n, afterKind, kinds }]) => kinds.size >= MIN_EDITION_KINDS && afterKind * 2 > n).map(([tail]) => tail));
}

/** A name's words without the model codes, numerals and edition endings after the word naming what it is. */
export function withoutEndings(said: string[], editions: ReadonlySet<string>): string[] {
  const own = [...said];
  for (;;) {
    if (own.length > 2 && editions.has(own.slice(-2).join(' '))) own.splice(-2);
    else if (own.length > 1 && (MODIFIER.test(own.at(-1)!) || editions.has(own.at(-1)!))) own.pop();
    else return own;
  }
}

/** "a case for it" searches with at most this many shortenings of the words naming the product shown. */
const MAX_GOING_WITH_TRIES = 4;

/**
 * "a screen protector for it": the search names what the product shown is for ("… Case for <phone>"), or
 * else the product itself (its name without the brand and the words after a dash), for the engine to
 * match as far as the catalogue allows (it lets go of words nothing holds).
 */
export function goingWith(rest: Find, product: Product): Find[] {
  const [own, ...purpose] = product.name.split(FOR);
  const brand = words(product.brand).join(' ');
  const segment = (purpose.length > 0 ? purpose.join(' ') : own!)
    .split(/\s[-–|,]\s/)
    .find((part) => words(part).join(' ') !== brand) ?? '';
  // "<model> 4G LTE with 32GB Memory …": what follows "with" describes the model, and does not name it.
  const context = words(segment.split(/\swith\s/i)[0]!).filter((w, i) => purpose.length > 0 || i >= words(brand).length || !words(brand).includes(w));
  // The words naming it, then fewer of them from the end, as far as the shop's products name it so.
  const tries: Find[] = [];
  for (let n = context.length; n >= Math.min(2, context.length) && tries.length < MAX_GOING_WITH_TRIES; n--) {
    if (n > 0) tries.push({ ...rest, subject: `${rest.subject} for ${context.slice(0, n).join(' ')}` });
  }
  return tries;
}

/** What a product's name says it is for ("… Band for <brand> <product>"), as words between spaces; empty when it says nothing. */
export function purposeOf(name: string): string {
  const [, ...purpose] = name.split(FOR);
  return purpose.length > 0 ? ` ${words(purpose.join(' ')).join(' ')} ` : '';
}

/**
 * Whether a line holds a word spelt like `word` (a letter or two away, or the same first six letters): a typo
 * or another form of it, which the stem decides, not a synonym ("magnetized" is not held for "magnetic").
 */
function spelledAlike(word: string, line: string): boolean {
  if (word.length < 4) return false;
  return words(line).some((w) => w !== word && w.length >= 4 && (nearlyEqual(w, word) || (word.length >= 6 && w.slice(0, 6) === word.slice(0, 6))));
}

/** A product's labels: its name, brand, category, subcategory and tags, and specification values when asked. */
function labelsOf(product: Product, withSpecifications = false): string {
  return [product.name, product.brand, product.category, product.subcategory, ...product.tags, ...(withSpecifications ? Object.values(product.specifications) : [])].join(' | ');
}

/** How many of the words a product's name, brand, category, subcategory or tags (and specification values, when asked) hold as words (by stem). */
export function labelled(wanted: readonly string[], product: Product, withSpecifications = false): number {
  return stemsHeld(wanted, labelsOf(product, withSpecifications));
}

/** "the black one" of a product shown in white is among this many of the catalogue's products most like it. */
const MAX_SIBLINGS = 24;

/**
 * The product most like `base` by name that holds `wanted` ("the black one" of a stand shown in white): of
 * the catalogue's products related to it (`CatalogService.related`), the one sharing the most of its name's
 * words, at least half of them.
 */
export async function siblingOf(catalog: CatalogService, base: Product, wanted: readonly string[]): Promise<Product | undefined> {
  const own = words(base.name);
  const shared = (p: Product) => stemsHeld(own, p.name);
  const alike = (await catalog.related(base.id, MAX_SIBLINGS)).filter((p) => coverage(wanted, p).rest.length === 0 && shared(p) * 2 >= own.length);
  return alike.sort((a, b) => shared(b) - shared(a))[0];
}
