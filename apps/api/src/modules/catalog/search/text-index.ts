import { distance } from 'fastest-levenshtein';
import SearchableMap from 'minisearch/SearchableMap';
import { normalize, numberForms, otherNumber, stem, tokenize } from './analyze.ts';

/**
 * The catalogue's inverted index, in process (ADR 0016): for each term (a word's stem), the products that hold
 * it and in which fields. Built from every product's texts when the catalogue index is, in rows of the same
 * order; a product whose texts change is re-indexed alone (`update`): its old entries are skipped and its new
 * ones kept beside the built lists, until a rebuild folds them in.
 */

/** The searched fields, lowest weight first: bit k of a posting's field mask is FIELDS[k]. */
export const FIELDS = ['description', 'specifications', 'features', 'tags', 'category', 'subcategory', 'brand', 'name'] as const;
export type Field = (typeof FIELDS)[number];
export const NAME_BIT = 1 << FIELDS.indexOf('name');
/** Name and brand: stop words there are indexed too ("The Ordinary", "IT Cosmetics"); elsewhere they are not. */
const NAMED_BITS = NAME_BIT | (1 << FIELDS.indexOf('brand'));
/**
 * The fields that label a product (tags, category, subcategory, brand, name): short texts, where a term's
 * postings are a small part of all of them (descriptions hold most). Each term's postings list these first,
 * so a search of the labels alone (the search box's suggestions) reads only them.
 */
export const LABEL_BITS = (1 << FIELDS.length) - (1 << FIELDS.indexOf('tags'));

/** A product's searchable texts. */
export interface TextRow {
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  tags: readonly string[];
  features: readonly string[];
  /** Values only: the keys ("Weight", "Warranty") are the same for every product. */
  specifications: Readonly<Record<string, string>>;
  description: string;
  /** A product with options: its variants' values ("Red", "M") are searched with the specification values (ADR 0019). */
  variants?: readonly { options: Readonly<Record<string, string>> }[];
}

/** A term a query word matched, and how: exactly (0 typos), as a prefix, or with typos. */
export interface TermMatch {
  term: number;
  typos: number;
  prefix: boolean;
  /**
   * Only the rows holding one of these of the term's written words (`TextIndex.formsOf`, bits by the word's place
   * among the term's): a synonym's number forms ("coat", "coats"), not every word of its stem ("coated").
   * Undefined: every row holding the term.
   */
  forms?: number;
}

/** The most written words of one term told apart in a posting: the 8th and later share the last bit. */
const FORM_BITS = 8;
/** A written word's bit among its term's words (by its place among them). */
const formBit = (place: number) => 1 << Math.min(place, FORM_BITS - 1);

/** How many typos a word of this length may hold (Meilisearch's defaults): none under 5 letters, 1 up to 8, then 2. */
export const typoBudget = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/**
 * A typo in a word's first letter counts as two (as Meilisearch counts it): shoppers seldom mistype the letter a
 * word starts with, and the words one letter away there are mostly other words ("weather" is not "leather").
 */
const firstLetterTypo = (word: string, written: string) => (word[0] === written[0] ? 0 : 1);

/** Prefixes shorter than this expand to too many words to help. */
const MIN_PREFIX = 2;
/**
 * The most words a prefix or a misspelt word expands to, the most frequent first: fewer for a short prefix,
 * whose every word would hold most of the catalogue ("ca": 8 words, "cab": 24, "cabl" and longer: 64).
 */
const maxExpansions = (length: number) => (length <= 2 ? 8 : length === 3 ? 24 : 64);

/** A code, not words: capitals and digits in three or more hyphenated parts ("KIT-BRD-CAR-052", a SKU). */
const CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+){2,}$/;

/** A specification value that is not a code. */
const specificationValues = (row: TextRow): string[] => [
  ...Object.values(row.specifications).filter((value) => !CODE.test(value.trim())),
  ...new Set((row.variants ?? []).flatMap((v) => Object.values(v.options))),
];

/**
 * Each field's texts, lowest weight first (FIELDS): a field of several values (features, tags, specification
 * values) gives each apart, and a description its sentences, since words are never read joined across them
 * (only a hyphen or a single space joins two words); the pieces repeat across products and are analysed once.
 */
const fieldPieces = (row: TextRow): readonly (readonly string[])[] => [
  row.description.split(SENTENCE_END),
  // A specification that is a code would read as words ("car" in "KIT-BRD-CAR-052").
  specificationValues(row),
  row.features,
  row.tags,
  [row.category],
  [row.subcategory],
  [row.brand],
  [row.name],
];
/** Where a description's sentences part: after a full stop, question or exclamation mark and white space. */
const SENTENCE_END = /(?<=[.!?])\s+/;
const NAME_FIELD = FIELDS.indexOf('name');

/** FNV-1a over a row's texts as the index reads them (`fieldPieces`): it moves when what is indexed does. */
function signature(pieces: readonly (readonly string[])[]): number {
  let hash = 0x811c9dc5;
  for (const texts of pieces) {
    for (const text of texts) {
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
      hash = Math.imul(hash ^ 10, 0x01000193);
    }
    hash = Math.imul(hash ^ 30, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Query words kept (`matches`): cleared when full. A prefix expands to at most 64 terms, so this bounds the
 * kept matches at a few MB.
 */
const MAX_CACHED_WORDS = 8_192;
/** Prefixes kept with all their terms (`prefixTerms`): cleared when full. */
const MAX_CACHED_PREFIXES = 512;
/** The second of a kind pair whose first is the last word of a tag, subcategory or category: no term is negative. */
export const KIND_HEAD = -1;
/** Names kept with their words (`nameWords`): cleared when full. */
const MAX_CACHED_NAMES = 20_000;

/** Texts analysed once (a category, a feature, a sentence): their terms. Cleared when full. */
const MAX_CACHED_PIECES = 250_000;

/** A growable Int32Array. */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
}

/** A growable Uint8Array. */
class ByteList {
  data = new Uint8Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint8Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
}

/** What a build collects before it compresses the postings by term. */
interface BuildLists {
  terms: IntList;
  rows: IntList;
  masks: ByteList;
  /**
   * Which of the term's written words the row holds (`formBit`), for the entries holding another than the term's
   * first (most hold only it, bit 1): their indexes in `terms` ascending, and the bits.
   */
  formsAt: IntList;
  forms: ByteList;
  nameStart: Int32Array;
  nameTerms: IntList;
  namePositions: IntList;
  pairStart: Int32Array;
  pairs: IntList;
}

/** One product's postings (term -> field mask) and its name's terms by position. */
interface Indexed {
  fields: Map<number, number>;
  /** Term -> which of its written words the row holds (`formBit`). */
  forms: Map<number, number>;
  name: { term: number; position: number }[];
  /** Its kind pairs, flattened (`kindPairsOf`). */
  pairs: number[];
}

/** A text's terms are found again by a walk up to this many, by a map beyond. */
const WALKED_TERMS = 32;

export class TextIndex {
  readonly size: number;
  private readonly termIds = new Map<string, number>();
  /** Every word as written (normalised) -> its term. */
  private readonly wordTerms = new Map<string, number>();
  /** Every word as written -> its bit among its term's words (`formBit` of its place in `termWords`). */
  private readonly wordForms = new Map<string, number>();
  /** Each term's words as written (`inflects`). */
  private readonly termWords = new Map<number, string[]>();
  /** The same as a radix tree, for prefixes and typos: made on first need (building it per word is slow). */
  private wordTree?: SearchableMap<number>;
  /**
   * The terms that are no word as written ("batteri", "cabl"), as a radix tree, for typos measured on stems
   * (`matchesNow`): made on first need, and dropped when a new term comes (a product edited). The terms that are
   * written words are in `wordTree` already.
   */
  private stemTree?: SearchableMap<number>;
  /**
   * Postings, compressed by term: rows offsets[t] .. offsets[t+1] of `rows` and `masks`, those with a label
   * field (LABEL_BITS) first, up to labelEnds[t].
   */
  private offsets!: Int32Array;
  private labelEnds!: Int32Array;
  private rows!: Int32Array;
  private masks!: Uint8Array;
  /**
   * For a term the catalogue writes in more than one word ("coat", "coats", "coated"), which of them each of its
   * postings holds, as bits (`formBit`), from offsets[t]: a synonym matches only the rows holding it in one of its
   * numbers. A term of one written word has none: its built postings all hold that word (bit 1). About a byte
   * per posting of such terms only.
   */
  private forms = new Map<number, Uint8Array>();
  /** Each row's name terms and their word positions (flattened; nameStart[r] .. nameStart[r+1]). */
  private nameStart!: Int32Array;
  private nameTerms!: Int32Array;
  private namePositions!: Uint16Array;
  /**
   * Each row's kind pairs: the terms of two words one after the other in one of its tags, its subcategory or
   * its category ("car chargers"), stop words skipped, and each value's last term paired with `KIND_HEAD`;
   * flattened (first, second, ...), pairStart[r] .. pairStart[r+1].
   */
  private pairStart!: Int32Array;
  private pairs!: Int32Array;
  /** The kind pairs of texts already analysed. */
  private readonly pairPieces = new Map<string, Int32Array>();
  /** Rows re-indexed since the build: their built postings are skipped, these are used instead. */
  private readonly stale: Uint8Array;
  private readonly updated = new Map<number, Indexed>();
  /** Per term, the re-indexed rows holding it. */
  private readonly updatedPostings = new Map<number, Map<number, number>>();
  /** Per term, the re-indexed rows holding it and which of its written words they hold (`formBit`). */
  private readonly updatedForms = new Map<number, Map<number, number>>();
  /** A hash of each row's texts: an update that changes none (an order's stock) costs nothing here. */
  private readonly signatures: Uint32Array;
  /** The terms of texts already analysed, without and with stop words, each with its written words' bits (`piece`). */
  private readonly pieces = [new Map<string, Int32Array>(), new Map<string, Int32Array>()];
  /** While one row is analysed: each term's field mask (by term), and the terms set. */
  private scratchMasks = new Uint8Array(1024);
  /** Likewise, each term's written words' bits (`formBit`). */
  private scratchForms = new Uint8Array(1024);
  private readonly scratchTerms: number[] = [];
  /**
   * What `matches` answered, by word and mode: distinct searches share their words and, above all, the prefixes
   * being typed ("ca", "cha"), whose expansion walks the radix tree and sorts its words. Emptied by an update
   * that changes a text (the words and their frequencies may change) and when full.
   */
  private readonly matched = new Map<string, TermMatch[]>();
  /** A text's words as `nameWords` finds them, by text: emptied as `matched`. */
  private readonly namedWords = new Map<string, Int32Array>();
  /** Every term a prefix expands to, past `matches`' most frequent (`prefixTerms`), by prefix: emptied as `matched`. */
  private readonly prefixed = new Map<string, ReadonlySet<number>>();

  /**
   * `stopWords` are left out of every field but the name and brand: they would be in almost every product.
   * `deferred` leaves the rows to `build`, which indexes them in slices without holding the event loop.
   */
  constructor(
    texts: readonly TextRow[],
    private readonly stopWords: ReadonlySet<string> = new Set(),
    deferred = false,
  ) {
    this.size = texts.length;
    this.stale = new Uint8Array(this.size);
    this.signatures = new Uint32Array(this.size);
    if (deferred) return;
    const lists = this.start();
    texts.forEach((text, row) => this.add(lists, text, row));
    this.finish(lists);
  }

  /**
   * The index of these rows, built in slices with a pause for the event loop between them: a build at 100,000
   * products takes seconds, during which the server keeps answering what needs no catalogue index (carts,
   * product pages, health).
   */
  static async build(texts: readonly TextRow[], stopWords: ReadonlySet<string>, slice = 2_000): Promise<TextIndex> {
    const index = new TextIndex(texts, stopWords, true);
    const lists = index.start();
    for (let from = 0; from < texts.length; from += slice) {
      const to = Math.min(texts.length, from + slice);
      for (let row = from; row < to; row++) index.add(lists, texts[row]!, row);
      await new Promise((resolve) => setImmediate(resolve));
    }
    index.finish(lists);
    return index;
  }

  private start(): BuildLists {
    const nameStart = new Int32Array(this.size + 1);
    const pairStart = new Int32Array(this.size + 1);
    return { terms: new IntList(), rows: new IntList(), masks: new ByteList(), formsAt: new IntList(), forms: new ByteList(), nameStart, nameTerms: new IntList(), namePositions: new IntList(), pairStart, pairs: new IntList() };
  }

  private add(lists: BuildLists, text: TextRow, row: number): void {
    const pieces = fieldPieces(text);
    this.signatures[row] = signature(pieces);
    const terms = this.analyzeInto(text, pieces, (term, position) => {
      lists.nameTerms.push(term);
      lists.namePositions.push(position);
    });
    const masks = this.scratchMasks;
    const forms = this.scratchForms;
    for (const term of terms) {
      lists.terms.push(term);
      lists.rows.push(row);
      lists.masks.push(masks[term]!);
      if (forms[term] !== 1) {
        lists.formsAt.push(lists.terms.length - 1);
        lists.forms.push(forms[term]!);
      }
      masks[term] = 0;
      forms[term] = 0;
    }
    terms.length = 0;
    lists.nameStart[row + 1] = lists.nameTerms.length;
    this.kindPairsOf(text, (term) => lists.pairs.push(term));
    lists.pairStart[row + 1] = lists.pairs.length;
  }

  /**
   * Calls `onTerm` with each kind pair's two terms in turn (`pairs`): the heads' pairs first, so that `endsKind`
   * reads only those.
   */
  private kindPairsOf(text: TextRow, onTerm: (term: number) => void): void {
    const values = [...text.tags, text.category, text.subcategory].map((value) => this.kindPairsOfValue(value));
    for (const pairs of values) {
      if (pairs.length < 2) continue;
      onTerm(pairs[pairs.length - 2]!);
      onTerm(KIND_HEAD);
    }
    for (const pairs of values) for (let i = 0; i < pairs.length - 2; i++) onTerm(pairs[i]!);
  }

  /** One value's kind pairs, its head's last. */
  private kindPairsOfValue(value: string): Int32Array {
    let pairs = this.pairPieces.get(value);
    if (pairs === undefined) {
      const found: number[] = [];
      let before: number | undefined;
      let position = -1;
      for (const token of tokenize(value)) {
        // A word's own token comes first at its position; its pieces and joined forms share the position.
        if (token.position === position) continue;
        position = token.position;
        if (this.stopWords.has(token.word)) continue;
        const term = this.termOfToken(token.word, token.term);
        if (before !== undefined && before !== term) found.push(before, term);
        before = term;
      }
      // The value's last word, the head of the kind it names ("boots" of "Chelsea Boots", not "boot" of "boot organiser").
      if (before !== undefined) found.push(before, KIND_HEAD);
      pairs = Int32Array.from(found);
      if (this.pairPieces.size >= MAX_CACHED_PIECES) this.pairPieces.clear();
      this.pairPieces.set(value, pairs);
    }
    return pairs;
  }

  private finish({ terms, rows, masks, formsAt, forms, nameStart, nameTerms, namePositions, pairStart, pairs }: BuildLists): void {
    // Counting sort of the entries by term, each term's label postings first; rows stay ascending within each part.
    const count = this.termIds.size;
    this.offsets = new Int32Array(count + 1);
    const labelled = new Int32Array(count);
    for (let i = 0; i < terms.length; i++) {
      const term = terms.data[i]!;
      this.offsets[term + 1]! += 1;
      if ((masks.data[i]! & LABEL_BITS) !== 0) labelled[term]! += 1;
    }
    for (let t = 0; t < count; t++) this.offsets[t + 1]! += this.offsets[t]!;
    this.labelEnds = new Int32Array(count);
    for (let t = 0; t < count; t++) this.labelEnds[t] = this.offsets[t]! + labelled[t]!;
    const fillLabels = this.offsets.slice(0, count);
    const fillOthers = this.labelEnds.slice();
    this.rows = new Int32Array(terms.length);
    this.masks = new Uint8Array(terms.length);
    this.pieces.forEach((cache) => cache.clear());
    this.pairPieces.clear();
    this.scratchMasks = new Uint8Array(0);
    this.scratchForms = new Uint8Array(0);
    // By term while filling (a Map look-up per posting cost a tenth of the build), kept as a Map of the few.
    const formsOf: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(count);
    this.forms = new Map();
    for (const [t, words] of this.termWords) {
      if (words.length > 1 && t < count) this.forms.set(t, (formsOf[t] = new Uint8Array(this.offsets[t + 1]! - this.offsets[t]!)));
    }
    let next = 0;
    for (let i = 0; i < terms.length; i++) {
      const term = terms.data[i]!;
      const mask = masks.data[i]!;
      const at = (mask & LABEL_BITS) !== 0 ? fillLabels[term]!++ : fillOthers[term]!++;
      this.rows[at] = rows.data[i]!;
      this.masks[at] = mask;
      const other = next < formsAt.length && formsAt.data[next] === i;
      const written = formsOf[term];
      if (written !== undefined) written[at - this.offsets[term]!] = other ? forms.data[next]! : 1;
      if (other) next++;
    }
    this.nameStart = nameStart;
    this.nameTerms = nameTerms.data.slice(0, nameTerms.length);
    this.namePositions = Uint16Array.from(namePositions.data.subarray(0, namePositions.length), (p) => Math.min(p, 65_535));
    this.pairStart = pairStart;
    this.pairs = pairs.data.slice(0, pairs.length);
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termIds.size;
      this.termIds.set(term, id);
      // A stem no written word is joins the stems' tree as it is (a product edited in does not rebuild it).
      if (!this.wordTerms.has(term)) this.stemTree?.set(term, id);
    }
    return id;
  }

  /**
   * A row's terms with their field masks: the terms in `scratchMasks` (by term) and the returned list (which the
   * caller empties, zeroing each term's mask); the name's terms with their positions through `onName`.
   */
  private analyzeInto(text: TextRow, pieces: ReturnType<typeof fieldPieces>, onName: (term: number, position: number) => void): number[] {
    const terms = this.scratchTerms;
    for (let k = 0; k < pieces.length; k++) {
      const bit = 1 << k;
      if (k === NAME_FIELD) {
        // The name keeps each word's position (proximity); names rarely repeat, so they are not kept.
        for (const token of tokenize(text.name)) {
          const term = this.termOfToken(token.word, token.term);
          this.mark(term, bit, this.wordForms.get(token.word)!);
          onName(term, token.position);
        }
        continue;
      }
      for (const value of pieces[k]!) for (const entry of this.piece(value, (bit & NAMED_BITS) !== 0)) this.mark(entry >>> 8, bit, entry & 0xff);
    }
    return terms;
  }

  private mark(term: number, bit: number, form: number): void {
    if (term >= this.scratchMasks.length) {
      const size = Math.max(1024, (term + 1) * 2);
      const bigger = new Uint8Array(size);
      bigger.set(this.scratchMasks);
      this.scratchMasks = bigger;
      const biggerForms = new Uint8Array(size);
      biggerForms.set(this.scratchForms);
      this.scratchForms = biggerForms;
    }
    if (this.scratchMasks[term] === 0) this.scratchTerms.push(term);
    this.scratchMasks[term]! |= bit;
    this.scratchForms[term]! |= form;
  }

  /** A token's term, its word recorded as one the catalogue writes. */
  private termOfToken(word: string, stemmed: string): number {
    const term = this.termId(stemmed);
    if (!this.wordTerms.has(word)) {
      this.wordTerms.set(word, term);
      this.wordTree?.set(word, term);
      // A written word is looked up among the words: it leaves the stems' tree when it was a stem alone there.
      if (this.stemTree?.has(word)) this.stemTree.delete(word);
      const words = this.termWords.get(term);
      this.wordForms.set(word, formBit(words?.length ?? 0));
      if (words) words.push(word);
      else this.termWords.set(term, [word]);
    }
    return term;
  }

  /**
   * The terms of one text of a field (each once), each with the bits of its written words the text holds
   * (`formBit`) in its lowest 8 bits (term << 8 | bits: one integer per term, as the cache held before the
   * bits): stop words left out unless `named` (name, brand). Worked out once per distinct text.
   */
  private piece(value: string, named: boolean): Int32Array {
    const cache = this.pieces[named ? 1 : 0]!;
    let terms = cache.get(value);
    if (terms === undefined) {
      // A text holds few terms, so a term already found is looked for by a walk; past `WALKED_TERMS` (a long text
      // without sentence ends), by a map. A term rides above its written words' 8 bits, read back unsigned.
      const found: number[] = [];
      let places: Map<number, number> | undefined;
      for (const token of tokenize(value)) {
        if (!named && this.stopWords.has(token.word)) continue;
        const term = this.termOfToken(token.word, token.term);
        const form = this.wordForms.get(token.word)!;
        let at = 0;
        if (places) at = places.get(term) ?? found.length;
        else while (at < found.length && found[at]! >>> 8 !== term) at++;
        if (at < found.length) found[at]! |= form;
        else {
          found.push((term << 8) | form);
          places?.set(term, at);
          if (!places && found.length > WALKED_TERMS) places = new Map(found.map((entry, i) => [entry >>> 8, i]));
        }
      }
      terms = Int32Array.from(found);
      if (cache.size >= MAX_CACHED_PIECES) cache.clear();
      cache.set(value, terms);
    }
    return terms;
  }

  /** One row's postings and name positions (an update). */
  private analyze(text: TextRow, pieces: ReturnType<typeof fieldPieces>): Indexed {
    const fields = new Map<number, number>();
    const forms = new Map<number, number>();
    const name: Indexed['name'] = [];
    const terms = this.analyzeInto(text, pieces, (term, position) => name.push({ term, position }));
    for (const term of terms) {
      fields.set(term, this.scratchMasks[term]!);
      forms.set(term, this.scratchForms[term]!);
      this.scratchMasks[term] = 0;
      this.scratchForms[term] = 0;
    }
    terms.length = 0;
    const pairs: number[] = [];
    this.kindPairsOf(text, (term) => pairs.push(term));
    return { fields, forms, name, pairs };
  }

  /**
   * The terms of a product's label fields (LABEL_BITS) that the index holds, stop words left out, each with the
   * label fields it is in: read only, nothing is added to the index.
   */
  labelTerms(text: TextRow): Map<number, number> {
    const found = new Map<number, number>();
    const pieces = fieldPieces(text);
    for (let k = 0; k < pieces.length; k++) {
      const bit = 1 << k;
      if ((bit & LABEL_BITS) === 0) continue;
      for (const value of pieces[k]!) {
        for (const token of tokenize(value)) {
          // A stop word ("for", "the") says nothing of what a product is like, wherever it stands.
          if (this.stopWords.has(token.word)) continue;
          const term = this.termIds.get(token.term);
          if (term !== undefined) found.set(term, (found.get(term) ?? 0) | bit);
        }
      }
    }
    return found;
  }

  /** Whether the catalogue writes this word (normalised), or a word of the same stem. */
  knows(word: string): boolean {
    return this.termIds.has(stem(word)) || this.wordTerms.has(word);
  }

  private get words(): SearchableMap<number> {
    return (this.wordTree ??= SearchableMap.from(this.wordTerms));
  }

  private get stems(): SearchableMap<number> {
    if (!this.stemTree) {
      const tree = new SearchableMap<number>();
      for (const [term, id] of this.termIds) if (!this.wordTerms.has(term)) tree.set(term, id);
      this.stemTree = tree;
    }
    return this.stemTree;
  }

  /** The term of a normalised word or stem, when the catalogue holds it. */
  termOf(term: string): number | undefined {
    return this.termIds.get(term);
  }

  /**
   * Re-indexes these rows' texts (a product edited): work in proportion to the rows, not the catalogue. Rows
   * whose texts did not change are skipped; answers how many did.
   */
  update(changes: readonly { row: number; text: TextRow }[]): number {
    let changed = 0;
    for (const { row, text } of changes) {
      const pieces = fieldPieces(text);
      const hash = signature(pieces);
      if (this.signatures[row] === hash) continue;
      this.signatures[row] = hash;
      changed += 1;
      const before = this.updated.get(row);
      if (before) {
        for (const term of before.fields.keys()) {
          this.updatedPostings.get(term)?.delete(row);
          this.updatedForms.get(term)?.delete(row);
        }
      }
      const indexed = this.analyze(text, pieces);
      this.stale[row] = 1;
      this.updated.set(row, indexed);
      for (const [term, mask] of indexed.fields) {
        let postings = this.updatedPostings.get(term);
        if (!postings) this.updatedPostings.set(term, (postings = new Map()));
        postings.set(row, mask);
        let forms = this.updatedForms.get(term);
        if (!forms) this.updatedForms.set(term, (forms = new Map()));
        forms.set(row, indexed.forms.get(term)!);
      }
    }
    if (changed > 0) {
      this.matched.clear();
      this.namedWords.clear();
      this.prefixed.clear();
    }
    return changed;
  }

  /** How many rows were re-indexed since the build: past a point, a rebuild is cheaper to search. */
  get updatedRows(): number {
    return this.updated.size;
  }

  /** Calls `visit(row, fieldMask)` for every row holding the term. */
  forEachPosting(term: number, visit: (row: number, mask: number) => void): void {
    if (term < this.offsets.length - 1) {
      const { rows, masks, stale } = this;
      for (let i = this.offsets[term]!, end = this.offsets[term + 1]!; i < end; i++) {
        const row = rows[i]!;
        if (stale[row] === 0) visit(row, masks[i]!);
      }
    }
    const updated = this.updatedPostings.get(term);
    if (updated) for (const [row, mask] of updated) visit(row, mask);
  }

  /**
   * The term's postings as arrays, for a loop that cannot afford a call per posting (`forEachPosting` visits
   * the same): the built rows[start .. end) with their masks, skipping each row whose `stale` is 1, then the
   * rows re-indexed since the build with theirs. With `labelsOnly`, the built postings end with the last
   * holding the term in a label field (LABEL_BITS); the re-indexed ones are all given.
   */
  postingLists(
    term: number,
    labelsOnly = false,
  ): {
    rows: Int32Array;
    masks: Uint8Array;
    start: number;
    end: number;
    stale: Uint8Array;
    updated: ReadonlyMap<number, number> | undefined;
    /** Which of the term's written words each built posting holds (`TermMatch.forms`), at [i - start]; none: the first only. */
    forms: Uint8Array | undefined;
    /** The same for the re-indexed rows, by row. */
    updatedForms: ReadonlyMap<number, number> | undefined;
  } {
    const built = term < this.offsets.length - 1;
    return {
      rows: this.rows,
      masks: this.masks,
      start: built ? this.offsets[term]! : 0,
      end: built ? (labelsOnly ? this.labelEnds[term]! : this.offsets[term + 1]!) : 0,
      stale: this.stale,
      updated: this.updatedPostings.get(term),
      forms: this.forms.get(term),
      updatedForms: this.updatedForms.get(term),
    };
  }

  /** Whether some row holds the term in a label field (LABEL_BITS), re-indexed rows included. */
  inLabels(term: number): boolean {
    if (term < this.offsets.length - 1) {
      for (let i = this.offsets[term]!, end = this.labelEnds[term]!; i < end; i++) if (this.stale[this.rows[i]!] === 0) return true;
    }
    const updated = this.updatedPostings.get(term);
    if (updated) for (const mask of updated.values()) if ((mask & LABEL_BITS) !== 0) return true;
    return false;
  }

  /** How many rows hold the term (built lists; an estimate while rows are re-indexed); with `labelsOnly`, in a label field. */
  frequency(term: number, labelsOnly = false): number {
    if (term >= this.offsets.length - 1) return this.updatedPostings.get(term)?.size ?? 0;
    return (labelsOnly ? this.labelEnds[term]! : this.offsets[term + 1]!) - this.offsets[term]!;
  }

  /**
   * The terms a query word matches: its own (its stem, or the word itself where the stemmer cut differently:
   * "lens"); with `prefix`, the words it starts; with `typos` and no term of its own (or with `typos: 'also'`
   * beside its own), the words within its typo budget (`typoBudget`). Expansions keep the most frequent words (with `labelsOnly`, in the label fields).
   */
  matches(
    word: string,
    { prefix, typos, labelsOnly = false, numbers = false }: { prefix: boolean; typos: boolean | 'also'; labelsOnly?: boolean; numbers?: boolean },
  ): readonly TermMatch[] {
    const key = `${prefix ? 1 : 0}${typos === 'also' ? 2 : typos ? 1 : 0}${labelsOnly ? 1 : 0}${numbers ? 1 : 0}${word}`;
    let found = this.matched.get(key);
    if (found === undefined) {
      found = numbers ? this.numberMatches(word) : this.matchesNow(word, prefix, typos, labelsOnly);
      if (this.matched.size >= MAX_CACHED_WORDS) this.matched.clear();
      this.matched.set(key, found);
    }
    return found;
  }

  /**
   * The terms of a word in its numbers as the catalogue writes them (`numberForms`: "coat", "coats"), each limited
   * to the rows holding one of those words, not another word of the same stem ("coated"): how a synonym
   * matches (`matches` with `numbers`). A word found through a synonym is the entry's word, not one that shares
   * its stem: "jacket" finds coats, not coated pans.
   */
  private numberMatches(word: string): TermMatch[] {
    const allowed = new Map<number, number>();
    for (const form of numberForms(normalize(word))) {
      const term = this.wordTerms.get(form);
      if (term !== undefined) allowed.set(term, (allowed.get(term) ?? 0) | this.wordForms.get(form)!);
    }
    return [...allowed].map(([term, forms]) => {
      // Every written word of the term is one of these: its postings need no look at which.
      let all = 0;
      (this.termWords.get(term) ?? []).forEach((_, place) => (all |= formBit(place)));
      return (forms & all) === all ? { term, typos: 0, prefix: false } : { term, typos: 0, prefix: false, forms };
    });
  }

  private matchesNow(word: string, prefix: boolean, typos: boolean | 'also', labelsOnly: boolean): TermMatch[] {
    const normalized = normalize(word);
    const found = new Map<number, TermMatch>();
    const stemmed = stem(normalized);
    for (const form of new Set([stemmed, normalized])) {
      const term = this.termIds.get(form);
      if (term !== undefined && (form !== stemmed || this.inflects(normalized, term))) found.set(term, { term, typos: 0, prefix: false });
    }
    // The other number as the catalogue writes it, not its stem ("relief" is not "relieving" through "relieves").
    for (const form of otherNumber(normalized)) {
      const term = this.wordTerms.get(form);
      if (term !== undefined) found.set(term, { term, typos: 0, prefix: false });
    }
    const expansions: TermMatch[] = [];
    if (prefix && normalized.length >= MIN_PREFIX) {
      for (const [, term] of this.words.atPrefix(normalized)) if (!found.has(term)) expansions.push({ term, typos: 0, prefix: true });
    }
    if (typos === 'also' || (typos && found.size === 0 && expansions.length === 0)) {
      const budget = typoBudget(normalized.length);
      if (budget > 0) {
        for (const [written, [term, distance]] of this.words.fuzzyGet(normalized, budget)) {
          const typos = distance + firstLetterTypo(normalized, written);
          if (typos <= budget) expansions.push({ term, typos, prefix: false });
        }
        // Two neighbouring letters swapped ("lapotp") are one typo, as a typist makes them (Damerau), not two.
        for (const [written, term] of this.swapped(normalized)) {
          const typos = 1 + firstLetterTypo(normalized, written);
          if (typos <= budget) expansions.push({ term, typos, prefix: false });
        }
        if (typos !== 'also' && expansions.length === 0) this.stemTypos(normalized, stemmed, budget, expansions);
      }
    }
    const best = new Map<number, TermMatch>();
    for (const match of expansions) {
      if (found.has(match.term)) continue;
      const known = best.get(match.term);
      if (!known || match.typos < known.typos) best.set(match.term, match);
    }
    const kept = [...best.values()]
      .sort((a, b) => a.typos - b.typos || this.frequency(b.term, labelsOnly) - this.frequency(a.term, labelsOnly))
      .slice(0, maxExpansions(normalized.length));
    return [...found.values(), ...kept];
  }

  /**
   * A misspelt word that no written word is within its typos of, read by its stem against the catalogue's
   * stems: a slip in an inflected word's ending lands where the stemmer cuts ("utensles" is two edits from
   * "utensils" but its stem "utensl" one from "utensil"; "bateries" is "bateri" against "batteri", where the
   * catalogue writes only "battery"). The typos allowed are the fewer of the word's and of its stem's, so a
   * stem of 4 letters gets none ("shipping" is not "shop" through "ship").
   */
  private stemTypos(normalized: string, stemmed: string, budget: number, into: TermMatch[]): void {
    const allowed = Math.min(budget, typoBudget(stemmed.length));
    if (stemmed === normalized || allowed === 0) return;
    for (const tree of [this.words, this.stems]) {
      // Its own stem was judged already: a word sharing it that is no inflection of it ("organic" for
      // "organizer") is not made one by reading it as a typo.
      for (const [written, [term, distance]] of tree.fuzzyGet(stemmed, allowed)) {
        const typos = distance + firstLetterTypo(stemmed, written);
        if (distance > 0 && typos <= allowed) into.push({ term, typos, prefix: false });
      }
    }
    for (const [written, term] of this.swapped(stemmed)) {
      const typos = 1 + firstLetterTypo(stemmed, written);
      if (typos <= allowed) into.push({ term, typos, prefix: false });
    }
  }

  /**
   * Every term of the words a prefix starts, when there are more than `matches` expands it to (the most
   * frequent; none for one letter); else undefined: a short prefix typed after other words ("espresso ma") is looked for among the
   * names those words found (`text-search.ts`), where "machine" is, though it is not among the catalogue's
   * most frequent words in "ma".
   */
  prefixTerms(word: string): ReadonlySet<number> | undefined {
    const normalized = normalize(word);
    if (normalized.length === 0) return undefined;
    let terms = this.prefixed.get(normalized);
    if (terms === undefined) {
      terms = new Set([...this.words.atPrefix(normalized).values()]);
      if (this.prefixed.size >= MAX_CACHED_PREFIXES) this.prefixed.clear();
      this.prefixed.set(normalized, terms);
    }
    // A letter alone expands to nothing in `matches`: every word it starts is more.
    return terms.size > (normalized.length < MIN_PREFIX ? 0 : maxExpansions(normalized.length)) ? terms : undefined;
  }

  /**
   * Whether a word is the term's, or an inflection of one of the term's words: the stemmer also joins words
   * that only share a root ("organizer" and "organic" are both "organ", "refrigerator" and "refrigerated"
   * "refriger"), which a shopper means apart.
   */
  private inflects(word: string, term: number): boolean {
    return this.wordTerms.get(word) === term || (this.termWords.get(term) ?? []).some((written) => sameWordInflected(word, written));
  }

  /** The word (as written) of each matched term, for telling the shopper what a misspelt word was read as. */
  wordOf(word: string, match: TermMatch): string {
    if (!match.prefix && match.typos === 0) return normalize(word);
    const normalized = normalize(word);
    const near = match.typos > 0 ? [...[...this.words.fuzzyGet(normalized, match.typos)].map(([w, [t]]) => [w, t] as const), ...this.swapped(normalized)] : [];
    for (const [candidate, term] of near) if (term === match.term) return candidate;
    // Matched through its stem (`stemTypos`): the term's written word nearest to it ("utensles": "utensils").
    if (match.typos > 0) {
      let nearest: string | undefined;
      for (const written of this.termWords.get(match.term) ?? []) {
        if (nearest === undefined || distance(normalized, written) < distance(normalized, nearest)) nearest = written;
      }
      if (nearest !== undefined) return nearest;
    }
    return normalized;
  }

  /** The catalogue's words a word becomes with two neighbouring letters swapped, with their terms. */
  private swapped(word: string): [string, number][] {
    const found: [string, number][] = [];
    for (let i = 0; i + 1 < word.length; i++) {
      if (word[i] === word[i + 1]) continue;
      const candidate = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
      const term = this.words.get(candidate);
      if (term !== undefined) found.push([candidate, term]);
    }
    return found;
  }

  /**
   * The words of a text as written (letters and digits, with an apostrophe's ending: "women's") that the index
   * holds, flattened as start, end and term (its stem's, or its own where the stemmer cut differently): what
   * the search box bolds in a product's name. Worked out once per text.
   */
  nameWords(text: string): Int32Array {
    let found = this.namedWords.get(text);
    if (found === undefined) {
      const words: number[] = [];
      for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)) {
        const word = normalize(match[0]);
        const term = this.termIds.get(stem(word)) ?? this.termIds.get(word);
        if (term !== undefined) words.push(match.index, match.index + match[0].length, term);
      }
      found = Int32Array.from(words);
      if (this.namedWords.size >= MAX_CACHED_NAMES) this.namedWords.clear();
      this.namedWords.set(text, found);
    }
    return found;
  }

  /** Calls `visit(term, position)` for each term of a row's name. */
  forEachNamePosition(row: number, visit: (term: number, position: number) => void): void {
    const updated = this.updated.get(row);
    if (updated) {
      for (const { term, position } of updated.name) visit(term, position);
      return;
    }
    for (let i = this.nameStart[row]!, end = this.nameStart[row + 1]!; i < end; i++) visit(this.nameTerms[i]!, this.namePositions[i]!);
  }

  /** How many terms there are: the length of an array by term. */
  get termCount(): number {
    return this.termIds.size;
  }

  /**
   * Whether one of a row's tags, subcategory or category ends with a term `marked` (an array by term, 1 for
   * each wanted: a lookup per pair costs less than a map's), read in place.
   */
  endsKind(row: number, marked: Uint8Array): boolean {
    if (this.stale[row] === 1) {
      const pairs = this.updated.get(row)?.pairs ?? [];
      for (let i = 0; i + 1 < pairs.length; i += 2) if (pairs[i + 1] === KIND_HEAD && marked[pairs[i]!] === 1) return true;
      return false;
    }
    const { pairs } = this;
    // The heads' pairs come first (`kindPairsOf`).
    for (let i = this.pairStart[row]!, to = this.pairStart[row + 1]!; i + 1 < to && pairs[i + 1] === KIND_HEAD; i += 2) if (marked[pairs[i]!] === 1) return true;
    return false;
  }

  /** A row's kind pairs (`pairs`), flattened: first, second, first, second... (a view; not to be changed). */
  kindPairs(row: number): ArrayLike<number> {
    const updated = this.updated.get(row);
    if (updated) return updated.pairs;
    return this.pairs.subarray(this.pairStart[row]!, this.pairStart[row + 1]!);
  }

  /** The positions in a row's name of each term. */
  namePositionsOf(row: number): { term: number; position: number }[] {
    const updated = this.updated.get(row);
    if (updated) return updated.name;
    const positions: { term: number; position: number }[] = [];
    for (let i = this.nameStart[row]!, end = this.nameStart[row + 1]!; i < end; i++) {
      positions.push({ term: this.nameTerms[i]!, position: this.namePositions[i]! });
    }
    return positions;
  }
}

/**
 * Endings that inflect an English word (number, tense, the superlative), not another word. Not "-er": a
 * comparative has the form of a thing that does ("printer" and "prints", "container" and "contains", "speaker"
 * and "speaks"), which is another word; nor "-ly". "-al" only after "-ic", where the two adjectives are one
 * ("electric" and "electrical", "classic" and "classical"); elsewhere it makes another word ("personal" of
 * "person", "original" of "origin", "national" of "nation").
 */
const INFLECTIONS = new Set(['', 's', 'es', 'ed', 'd', 'ing', 'est', 'e', 'y', 'ies', 'ied', 'iest']);
const ADJECTIVE_OF_IC = 'al';

/**
 * Whether two words differ only by inflections after the letters they share ("batteries" and "battery",
 * "running" and "run", with a doubled last letter; "dresses" and "dress"), not by a suffix that makes another
 * word ("organizer" and "organic", "generator" and "generation").
 */
export function sameWordInflected(a: string, b: string): boolean {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  const inflection = (rest: string) =>
    INFLECTIONS.has(rest) ||
    (rest === ADJECTIVE_OF_IC && a.slice(0, shared).endsWith('ic')) ||
    (rest.length > 1 && rest[0] === a[shared - 1] && INFLECTIONS.has(rest.slice(1)));
  return inflection(a.slice(shared)) && inflection(b.slice(shared));
}
