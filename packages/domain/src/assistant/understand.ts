import { formatUsd } from '../money.ts';
import { SORT_IDS } from '../catalogue/sort.ts';
import {
  parseInStock,
  parseOrder,
  parseOrdinals,
  parsePrice,
  parseQuantity,
  parseRating,
  type PriceConstraint,
} from './constraints.ts';
import { carriedKind, groupKinds, pluralOf } from './kinds.ts';
import { modelsTyped, withModel, type CatalogueModels } from './models.ts';
import type { AssistantSearch, ProductOrder } from './search.ts';
import { FILLER_WORDS, normalise, stem, words } from './words.ts';

/** The names the catalogue uses, so that the shopper's words can be matched to filters. */
export interface CatalogueVocabulary {
  categories: readonly string[];
  subcategories: readonly { name: string; category: string }[];
  brands: readonly string[];
  /** The kinds of product the shop carries (`catalogueKinds`): a singular word naming one is a kind too. */
  kinds?: ReadonlySet<string>;
  /** The models the catalogue's names say (`catalogueModels`): "galaxy s7" stays a model, not the "Galaxy" subcategory. */
  models?: CatalogueModels;
}

// What a search asks for lives in search.ts (kinds.ts and models.ts read it too); understand.ts still exports it.
export type { AssistantSearch, ProductOrder } from './search.ts';

export type SearchMode = 'recommend' | 'trending' | 'sale';

/** What "which one is cheaper?" or "the cheaper one" picks the product in focus by. */
export type PickBy = 'cheaper' | 'pricier' | 'better-rated' | 'storage';

/** A product the message points at: by its place in the last reply, "it", all of them, or by name. */
export type ProductRef =
  | { kind: 'ordinal'; index: number }
  | { kind: 'it' }
  | { kind: 'all' }
  /** "the cheaper one": among the products in focus. */
  | { kind: 'pick'; by: PickBy }
  | { kind: 'name'; text: string };

export type PolicyTopic = 'shipping' | 'delivery' | 'returns';

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'help' }
  | { kind: 'policy'; topics: PolicyTopic[] }
  | { kind: 'search'; mode: SearchMode; search: AssistantSearch; refined: boolean }
  | { kind: 'more' }
  | { kind: 'compare'; refs: ProductRef[] }
  /** "which one is cheaper?": which of the products in focus. */
  | { kind: 'which'; by: PickBy }
  /** "is the second one cheaper than the first?": the first product weighed against the second. */
  | { kind: 'weigh'; refs: [ProductRef, ProductRef]; by: PickBy }
  /** "what brands do you have?". */
  | { kind: 'brands' }
  /** "do you have it in black?": the same product in another colour. */
  | { kind: 'variant'; ref: ProductRef; colour: string }
  /** A question about one product; `fallback` is the search to run when the name matches no product. */
  | { kind: 'product-question'; ref: ProductRef; aspects: string[]; fallback?: AssistantSearch }
  | { kind: 'show-product'; ref: ProductRef; fallback?: AssistantSearch }
  | { kind: 'cart-add'; ref: ProductRef; quantity: number }
  | { kind: 'cart-remove'; ref: ProductRef }
  | { kind: 'cart-show' }
  | { kind: 'cart-clear' };

/** What the previous turns left behind: the last search and the prices of the products last shown. */
export interface Previous {
  search?: AssistantSearch;
  mode?: SearchMode;
  /** Prices of the products of the last reply, in order. */
  prices?: readonly number[];
  /** Whether one product is in focus (the one asked about, or the only one shown): what "in white?" is about. */
  focused?: boolean;
}

/** Other words shoppers use for the catalogue's names (all stemmed). */
const SYNONYMS: Record<string, string[]> = {
  earbud: ['headphone'], earphone: ['headphone'], headset: ['headphone'], airpod: ['headphone'],
  notebook: ['laptop'], macbook: ['laptop'], ultrabook: ['laptop'], chromebook: ['laptop'], computer: ['laptop'],
  television: ['tv', 'television'], tv: ['television', 'tv'], telly: ['tv', 'television'],
  phone: ['smartphone'], cellphone: ['smartphone'], iphone: ['smartphone'], mobile: ['smartphone'],
  smartwatch: ['wearable', 'watch'], speaker: ['speaker'], espresso: ['coffee'], bean: ['coffee'], tea: ['coffee'],
  sneaker: ['shoe'], trainer: ['shoe'], boot: ['shoe'], heel: ['shoe'], sandal: ['shoe'],
  perfume: ['fragrance'], cologne: ['fragrance'], scent: ['fragrance'], lipstick: ['makeup', 'beauty'],
  mascara: ['makeup', 'beauty'], cosmetic: ['makeup', 'beauty'], moisturiser: ['skincare', 'skin'],
  moisturizer: ['skincare', 'skin'], sofa: ['furniture'], couch: ['furniture'], chair: ['furniture'],
  table: ['furniture'], bed: ['furniture'], lamp: ['lighting'], decor: ['decoration', 'decor'],
  shades: ['sunglass'], jewelry: ['jewellery'], necklace: ['jewellery'], ring: ['jewellery'],
  handbag: ['bag'], purse: ['bag'], dress: ['dress'], shirt: ['shirt'], tshirt: ['shirt', 'top'],
  motorbike: ['motorcycle'], car: ['vehicle'], bike: ['cycling', 'motorcycle'], tablet: ['tablet'], ipad: ['tablet'],
  grocery: ['grocery'], food: ['grocery'], snack: ['snack'],
};

/**
 * Nouns the synonym table maps shoppers' words to ("laptop", "headphone", "tv"), stemmed: kinds of product
 * in any shop. Not the shoppers' own words ("car", "tea"), which a phone shop's names use for what fits.
 */
const KNOWN_KINDS = new Set(Object.values(SYNONYMS).flat());

/**
 * Kinds of product near enough to offer when the shop does not carry the one asked for: the synonym table's
 * other words for it, either way ("headphone" -> earbud, earphone, headset, airpod; "headset" -> headphone).
 * Not words that only share a broader name ("sofa" and "bed", both furniture).
 */
export function relatedKinds(kind: string): string[] {
  const others = Object.entries(SYNONYMS).filter(([word, names]) => word !== kind && names.includes(kind)).map(([word]) => word);
  return [...new Set([...(SYNONYMS[kind] ?? []).filter((name) => name !== kind), ...others])];
}

/** Subcategory words that say too little on their own ("accessories", "men's"). */
const WEAK_SUBCATEGORY_WORDS = new Set(['accessory', 'men', 'mens', 'women', 'womens', 'home', 'other', 'and', 'care', 'small', 'sport', 'part']);
/** Category words too vague to filter by on their own. */
const WEAK_CATEGORY_WORDS = new Set(['and', 'home', 'health', 'media', 'supply', 'outdoor', 'game']);
const CATEGORY_SYNONYMS: Record<string, string[]> = {
  clothes: ['fashion'], clothe: ['fashion'], clothing: ['fashion'], apparel: ['fashion'], outfit: ['fashion'],
  tech: ['electronic'], gadget: ['electronic'], electronic: ['electronic'], drink: ['beverage'], cosmetic: ['beauty'],
  makeup: ['beauty'], automotive: ['automotive'], vehicle: ['automotive'], toy: ['toy'], pet: ['pet'], dog: ['pet'], cat: ['pet'],
  book: ['book'], garden: ['garden'], kitchen: ['kitchen', 'home'],
};
const MALE = new Set(['men', 'mens', 'man', 'male', 'guy', 'guys', 'him', 'boyfriend', 'husband', 'dad', 'father']);
const FEMALE = new Set(['women', 'womens', 'woman', 'female', 'ladies', 'lady', 'her', 'girlfriend', 'wife', 'mum', 'mom', 'mother']);

/** Words that say what to do, never what to look for. */
const INTENT_WORDS = new Set([
  'compare', 'comparison', 'versus', 'vs', 'cart', 'basket', 'add', 'remove', 'delete', 'trend', 'trending', 'sale',
  'deal', 'discount', 'offer', 'bargain', 'promotion', 'first', 'second', 'third', 'fourth', 'fifth', 'last', 'tell',
  'ship', 'shipping', 'delivery', 'return', 'refund', 'instead', 'cheaper', 'pricier', 'hot', 'right', 'now', 'today',
  'someone', 'something', 'gift', 'present', 'idea', 'friend', 'birthday', 'christma', 'under', 'dollar', 'selling',
  'seller', 'bestseller', 'bestselling', 'week', 'month', 'year', 'lately', 'currently', 'moment', 'day', 'looking',
  'im', 'ive', 'id', 'whats', 'thats', 'theres', 'dont', 'doesnt', 'isnt', 'wont', 'cant', 'lets', 'want', 'would',
  'kind', 'type', 'sort', 'brand', 'category', 'model', 'version', 'price', 'range', 'quality', 'value', 'money',
  'inch', 'around', 'affordable', 'budget', 'expensive', 'popular', 'new', 'rated', 'stock', 'available', 'ones',
  'high', 'low', 'end', 'hour', 'hours', 'cheap', 'cost', 'costing', 'priced', 'less', 'least', 'star', 'review', 'cheapest', 'newest',
  'latest', 'alphabetical', 'most', 'show', 'more', 'better', 'best', 'which', 'recommendation', 'suggest', 'pick',
  'choose', 'choosing', 'help', 'shop', 'shopping', 'buy', 'purchase', 'order', 'need', 'also', 'again', 'please',
  'great', 'good', 'nice', 'top', 'rating', 'highly', 'well', 'reviewed', 'options', 'option', 'do', 'you', 'have',
]);

interface Subject {
  category?: string;
  subcategory?: string;
  brand?: string[];
  keywords?: string[];
  looseKeywords?: string[];
  kind?: string;
}

/** A short word or number that names a model after a name ("7" in "iphone 7", "j" in "dash j", "s7"). */
const MODEL_PART = /^(?:\d{1,4}[a-z]?|[a-z]\d{0,3}|[a-z]{1,2}\d{1,3})$/;

const hasSubject = (s: Subject) => Boolean(s.category || s.subcategory || s.brand?.length || s.keywords?.length);

/** Finds the catalogue's brands, subcategories and categories in the words, and what is left over. */
export function matchSubject(text: string, vocabulary: CatalogueVocabulary): Subject {
  const ws = words(text);
  const used = new Array<boolean>(ws.length).fill(false);
  const subject: Subject = {};

  // Brands, longest names first: "Blue Mesa Roasters" before "Blue".
  const brands = [...vocabulary.brands].sort((a, b) => words(b).length - words(a).length);
  for (const brand of brands) {
    const bw = words(brand);
    if (bw.length === 0) continue;
    for (let i = 0; i + bw.length <= ws.length; i++) {
      if (bw.every((w, k) => !used[i + k] && (ws[i + k] === w || stem(ws[i + k]!) === stem(w)))) {
        subject.brand = [...(subject.brand ?? []), brand];
        for (let k = 0; k < bw.length; k++) used[i + k] = true;
        break;
      }
    }
  }

  const male = ws.some((w) => MALE.has(w));
  const female = ws.some((w) => FEMALE.has(w));

  // Subcategories: a word of the name scores 2, a synonym 1; the best score wins.
  const scored = vocabulary.subcategories
    .filter((s) => s.name.trim() !== '')
    .map((sub) => {
      const tokens = words(sub.name).map(stem);
      const strong = tokens.filter((t) => !WEAK_SUBCATEGORY_WORDS.has(t));
      const heads = groupKinds(sub.name);
      let score = 0;
      const weak: number[] = [];
      const hits: number[] = [];
      const loose: number[] = [];
      // A plural names a kind of product: "mobiles" are not Mobile Broadband, which is broadband; but with
      // what the name holds typed too, the shopper is saying the name ("cars electronics", "lenses for cameras").
      const headTyped = ws.some((w, i) => !used[i] && heads.includes(stem(w)));
      ws.forEach((w, i) => {
        if (used[i] || FILLER_WORDS.has(w)) return;
        const s = stem(w);
        if (tokens.includes(s) && !strong.includes(s)) weak.push(i);
        if (strong.includes(s) && (s === w || heads.includes(s) || headTyped)) {
          score += 2;
          hits.push(i);
        } else if ((SYNONYMS[s] ?? []).some((syn) => strong.includes(syn))) {
          score += 1;
          loose.push(i);
        }
      });
      if (score > 0) {
        const isMale = tokens.some((t) => t === 'men' || t === 'mens');
        const isFemale = tokens.some((t) => t === 'women' || t === 'womens');
        if ((male && isMale) || (female && isFemale)) score += 1;
        if ((male && isFemale) || (female && isMale)) score -= 1;
      }
      return { sub, score, weak, hits, loose };
    })
    .filter((s) => s.score > 0);
  const best = Math.max(0, ...scored.map((s) => s.score));
  const tied = scored.filter((s) => s.score === best);
  // A tie goes to the name whose weak words were typed too: "cell phone accessories" is Cell Phone
  // Accessories, not Unlocked Cell Phones; "cell phones" stays a tie.
  const mostWeak = Math.max(0, ...tied.map((s) => s.weak.length));
  const top = mostWeak > 0 ? tied.filter((s) => s.weak.length === mostWeak) : tied;
  if (top.length === 1) {
    subject.subcategory = top[0]!.sub.name;
    subject.category = top[0]!.sub.category;
    // The words of its name are accounted for: "phone accessories" are Cell Phone Accessories, not those of
    // them whose text says "accessory".
    for (const i of [...top[0]!.hits, ...top[0]!.weak]) used[i] = true;
    const loose = top[0]!.loose.map((i) => stem(ws[i]!)).filter((w) => !SYNONYMS[w]?.includes(w));
    if (loose.length > 0) subject.looseKeywords = loose;
    for (const i of top[0]!.loose) if (SYNONYMS[stem(ws[i]!)]?.includes(stem(ws[i]!))) used[i] = true;
  } else if (top.length > 1) {
    const categories = new Set(top.map((t) => t.sub.category));
    if (categories.size === 1) subject.category = top[0]!.sub.category;
    // The word stays as a search text: "watches" finds men's and women's watches alike.
  }

  if (!subject.category) {
    for (const category of vocabulary.categories) {
      const tokens = words(category).map(stem).filter((t) => !WEAK_CATEGORY_WORDS.has(t));
      const full = words(category).map(stem).filter((t) => t !== 'and');
      const stemsOf = ws.map(stem);
      const fullMatch = full.length > 0 && full.every((t) => stemsOf.includes(t));
      const hit = ws.findIndex((w, i) => {
        if (used[i] || FILLER_WORDS.has(w)) return false;
        const s = stem(w);
        return tokens.includes(s) || (CATEGORY_SYNONYMS[s] ?? []).some((syn) => tokens.includes(syn));
      });
      if (fullMatch || hit >= 0) {
        subject.category = category;
        ws.forEach((w, i) => {
          if (full.includes(stem(w)) || i === hit) used[i] = true;
        });
        break;
      }
    }
  }

  const kept = (w: string, i: number) =>
    !used[i] && !FILLER_WORDS.has(w) && !INTENT_WORDS.has(w) && !INTENT_WORDS.has(stem(w)) && !MALE.has(w) && !FEMALE.has(w);
  const keywords: string[] = [];
  let lastAt = -2;
  ws.forEach((w, i) => {
    if (!kept(w, i)) return;
    // "iphone 7", "dash j", "galaxy s7": a model number or letter stays with the name just before it.
    if (lastAt === i - 1 && MODEL_PART.test(w) && !KNOWN_KINDS.has(keywords.at(-1)!)) keywords.push(`${keywords.pop()!} ${w}`);
    else if (w.length >= 3 && !/^\d+$/.test(w)) keywords.push(stem(w));
    else return;
    lastAt = i;
  });
  if (keywords.length > 0) subject.keywords = [...new Set(keywords)];
  return subject;
}

/**
 * The kind of product the shopper names with a noun when their words name no subcategory: the last search
 * word before "for"/"with", typed in the plural ("books", "iphone cases"), after "a", "an" or "any" ("a
 * laptop"), or singular when it is a kind the shop carries or the synonym table knows ("laptop", "phone
 * with a good camera"). Another singular word may say what a product has ("waterproof", "wireless"): it
 * stays a text search only.
 */
function kindOf(text: string, subject: Subject, carried: ReadonlySet<string> | undefined): string | undefined {
  if (subject.subcategory || !subject.keywords?.length) return undefined;
  const ws = words(text.split(/\s(?:for|with|that|which|from|by|to)\s/)[0]!);
  const i = ws.findLastIndex((w) => subject.keywords!.includes(stem(w)));
  if (i < 0) return undefined;
  const noun = stem(ws[i]!);
  const typedAsNoun = noun !== ws[i] || ws.slice(0, i).some((w) => /^(?:a|an|any)$/.test(w));
  return typedAsNoun || carried?.has(noun) || KNOWN_KINDS.has(noun) ? noun : undefined;
}

/** Words about what a product does or has, never about delivering it. */
const PRODUCT_ASPECT = /\b(?:battery|batteries|charge|charging|charged|last|lasts|runtime|run time|warranty|guarantee|life|lifespan)\b/;

/** Whether a message is about a product: it names a brand, subcategory or category, or what a product does. */
function namesProduct(text: string, vocabulary: CatalogueVocabulary): boolean {
  if (PRODUCT_ASPECT.test(text)) return true;
  const subject = matchSubject(text, vocabulary);
  return Boolean(subject.brand?.length || subject.subcategory || subject.category);
}

function removePhrase(text: string, phrase: string | undefined): string {
  return phrase ? text.replace(phrase, ' ') : text;
}

/** A word that only says a place in the last reply: "first", "2nd", "last". */
const ORDINAL_WORD = /^(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)$/;

/** Colours a product comes in, as names end: "... - Black", "... - Rose Gold". */
const COLOUR = /\bin\s+(?:a\s+|the\s+)?(black|white|silver|gold|rose gold|space gr[ae]y|gr[ae]y|blue|red|pink|green|purple|yellow|orange|brown|beige|navy|teal|violet)(?:\s+colou?r)?\b/;

/** The word a comparison is made on: "cheaper", "the cheapest", "more storage", "better reviews". */
function pickOf(text: string): PickBy | undefined {
  if (/\b(?:cheaper|cheapest|less expensive|least expensive|costs? less|lower priced|more affordable)\b/.test(text)) return 'cheaper';
  if (/\b(?:more expensive|most expensive|pricier|priciest|costs? more)\b/.test(text)) return 'pricier';
  if (/\b(?:more|most|bigger|biggest|larger|largest)\s+(?:storage|memory|space|capacity|gb)\b/.test(text)) return 'storage';
  if (/\b(?:better|best|higher|highest)[ -](?:rated|reviewed|reviews|rating)\b/.test(text)) return 'better-rated';
  return undefined;
}

const QUESTION_START = /^(?:does|do|is|are|can|could|will|would|has|have|what|whats|what's|how|which|where|when|why|tell me)\b/;
const SEARCH_QUESTION = /\b(?:do you (?:have|sell|carry|stock|got)|have you got|are there|is there|got any|any good)\b/;

/** Reads one message into what the shopper wants, using the catalogue's names and the previous turn. */
export function understand(message: string, vocabulary: CatalogueVocabulary, previous: Previous = {}): Intent {
  const weighing = weighingOf(message);
  // "is this cheaper than amazon?": a side that names nothing the shop sells is not a product to weigh.
  if (weighing?.refs.every((ref) => ref.kind !== 'name' || namesSomethingSold(ref.text, vocabulary))) return { kind: 'weigh', ...weighing };
  return readAgain(firstReading(message, vocabulary, previous), message, vocabulary, previous);
}

/**
 * What the first reading takes too coarsely, read again from the message: "compare the first two" covers two
 * places, "what about in white?" is the product in focus (or the last search) in white, "add 2 of them" is
 * two of one product, "what brands do you have?" asks for brands, and "samsung galaxy s7" keeps its model
 * when "galaxy" also names a subcategory.
 */
function readAgain(intent: Intent, message: string, vocabulary: CatalogueVocabulary, previous: Previous): Intent {
  const places = intent.kind === 'compare' && intent.refs.every((ref) => ref.kind !== 'ordinal') ? placesOf(message) : undefined;
  if (places) return { kind: 'compare', refs: places.map((index) => ({ kind: 'ordinal', index })) };
  const colour = intent.kind === 'search' ? colourAsked(message) : undefined;
  if (colour && previous.focused) return { kind: 'variant', ref: { kind: 'it' }, colour };
  if (colour && previous.search) {
    // "what about in pink?" after black cases: pink instead of black, not both.
    const search = { ...previous.search, keywords: [...(previous.search.keywords ?? []).filter((k) => !COLOUR_WORD.test(k)), colour] };
    return { kind: 'search', mode: previous.mode ?? 'recommend', search, refined: true };
  }
  if (intent.kind === 'cart-add' && intent.ref.kind === 'all' && quantityOfThem(message)) return { ...intent, ref: { kind: 'it' } };
  if (intent.kind === 'search' && !intent.refined && !intent.search.brand?.length && asksForBrands(message)) return { kind: 'brands' };
  const models = vocabulary.models;
  const model = intent.kind === 'search' && models ? modelsTyped(message).find((m) => models.byModel.has(m)) : undefined;
  return model && intent.kind === 'search' ? { ...intent, search: withModel(intent.search, model, models!.madeFor) } : intent;
}

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, '2': 2, '3': 3, '4': 4 };

/**
 * The places in the last reply that "the first two", "the top 3" or "the last two" cover (-1 is the last),
 * which ordinals read as one place or none; undefined when the message names no such run.
 */
export function placesOf(message: string): number[] | undefined {
  const m = normalise(message).match(/\b(first|top|last)\s+(two|three|four|[234])\b/);
  if (!m) return undefined;
  const n = COUNTS[m[2]!]!;
  return Array.from({ length: n }, (_, i) => (m[1] === 'last' ? i - n : i));
}

const COLOURS = 'black|white|silver|gold|rose gold|space gr[ae]y|gr[ae]y|blue|red|pink|green|purple|yellow|orange|brown|beige|navy|teal|violet';
const COLOUR_WORD = new RegExp(`^(?:${COLOURS})$`);
const COLOUR_ONLY = new RegExp(
  `^(?:(?:and |or )?(?:what|how) about |any |anything |got (?:one |any )?|do you have (?:one |any |it |them |this |that )?|does it come |is there (?:one |a )?)?(?:in |a |an )?(${COLOURS})(?: one| ones| version| colou?r)?$`,
);

/** The colour of a message that asks for nothing but a colour ("what about in white?", "any in black"). */
export function colourAsked(message: string): string | undefined {
  return normalise(message).replace(/[?!.]+$/, '').trim().match(COLOUR_ONLY)?.[1];
}

/**
 * "add 2 of them", "I'll take three of those": a quantity of one product, not of each product shown. "all
 * three of them", "the three of them", "both 2 of those" are every product shown.
 */
export const quantityOfThem = (message: string): boolean =>
  /(?<!\b(?:all|the|both|each|every|these|those|all of the)\s)\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+(?:them|these|those)\b/.test(normalise(message));

/** "what brands do you have?", "which brands do you sell": a question about the brands, not a search. */
export const asksForBrands = (message: string): boolean =>
  /^(?:what|which)\s+brands?\b(?!.*\b(?:of|for)\b)|\bbrands?\s+(?:do|does)\s+(?:you|the shop|the store)\s+(?:have|carry|sell|stock)\b/.test(normalise(message).replace(/[?!.]+$/, ''));

/** How each measure is said before "than" in "is A cheaper than B?". */
const COMPARATIVES: [string, PickBy][] = [
  ['cheaper|less expensive|lower priced|costs? less', 'cheaper'],
  ['more expensive|pricier|dearer|costs? more', 'pricier'],
  ['better rated|higher rated|rated higher|rated better|better reviewed', 'better-rated'],
  ['(?:(?:have|has) )?more (?:storage|memory)', 'storage'],
];
const WEIGHING = new RegExp(
  `^(?:is|are|was|does|do|would)\\s+(.+?)\\s+(?:a lot\\s+|a bit\\s+|much\\s+)?(${COMPARATIVES.map(([said]) => said).join('|')})\\s+than\\s+(.+)$`,
);

/** Words of the shop's policies and of buying elsewhere: "is standard shipping cheaper than express?" weighs no products. */
const NOT_PRODUCTS = /\b(?:shipping|ship|shipped|postage|delivery|deliver|delivered|express|standard|pickup|pick up|collection|returns?|returning|refunds?|exchanges?|tax|taxes|vat|fees?|online|in store|in-store|instore|store)\b/;

/**
 * Whether a name in "is A cheaper than B?" says something the shop sells: a brand, category or subcategory, a
 * kind or model of its products, or a model number ("xps 13").
 */
function namesSomethingSold(name: string, vocabulary: CatalogueVocabulary): boolean {
  if (/\d/.test(name) || namesProduct(name, vocabulary)) return true;
  if (words(name).some((w) => vocabulary.kinds?.has(stem(w)))) return true;
  const models = vocabulary.models;
  return Boolean(models && modelsTyped(name).some((m) => models.byModel.has(m)));
}

/** One side of "is A cheaper than B?": a place in the last reply, the product in focus, or a name. */
function weighedRef(part: string): ProductRef | undefined {
  const [place] = parseOrdinals(part);
  if (place !== undefined) return { kind: 'ordinal', index: place };
  const name = part.replace(/\b(?:the|one)\b/g, ' ').replace(/\s+/g, ' ').trim();
  if (/^(?:it|this|that|them)$/.test(name)) return { kind: 'it' };
  // "cheaper than $500" or "than 4 stars" is a search, not a product.
  if (name === '' || /\$|^[\d,.]+\s*(?:dollars?|bucks|stars?)?$|^(?:there|those|these|others?|any|anything|something)\b/.test(name)) return undefined;
  return { kind: 'name', text: name };
}

/**
 * "Is the second one cheaper than the first?": two products weighed on one thing, price, rating or storage
 * (answered yes or no by `weighText`); undefined for any other message.
 */
export function weighingOf(message: string): { refs: [ProductRef, ProductRef]; by: PickBy } | undefined {
  const m = normalise(message).replace(/[?!.]+$/, '').trim().match(WEIGHING);
  if (!m || NOT_PRODUCTS.test(m[1]!) || NOT_PRODUCTS.test(m[3]!)) return undefined;
  const by = COMPARATIVES.find(([said]) => new RegExp(`^(?:${said})$`).test(m[2]!))![1];
  const subject = weighedRef(m[1]!);
  const object = weighedRef(m[3]!);
  return subject && object ? { refs: [subject, object], by } : undefined;
}

/** The message read on its own terms: one intent, from the catalogue's names and the previous turn. */
function firstReading(message: string, vocabulary: CatalogueVocabulary, previous: Previous): Intent {
  const text = normalise(message).replace(/[?!.,]+(\s|$)/g, ' ').trim();
  const ws = words(text);
  const ordinals = parseOrdinals(text);
  const refersToIt = /\b(?:it|this one|that one|this|that|the one)\b/.test(text);
  const refersToAll = /\b(?:them|these|those|both|all of them|all three|all 3|the three|the two)\b/.test(text);

  if (ws.length === 0 || ws.every((w) => /^(?:hi|hello|hey|there|good|morning|afternoon|evening|yo|hiya|greetings)$/.test(w))) {
    return { kind: 'greeting' };
  }
  if (/^(?:thanks|thank you|thx|cheers|ty|great thanks|ok thanks|perfect thanks|awesome)\b/.test(text) && ws.length <= 5) {
    return { kind: 'thanks' };
  }

  // The cart.
  const cartWord = /\b(?:cart|basket|bag|trolley)\b/.test(text);
  if (/\b(?:clear|empty)\b/.test(text) && cartWord) return { kind: 'cart-clear' };
  const removeVerb = text.match(/\b(?:remove|delete|take out|take off|drop|get rid of)\b/);
  if (removeVerb) {
    return { kind: 'cart-remove', ref: refOf(text.slice(removeVerb.index! + removeVerb[0].length), ordinals, refersToIt, refersToAll) };
  }
  const addVerb = text.match(/\b(?:add|put|place|throw|i'?ll take|i will take|buy|purchase|order)\b/);
  if (addVerb && (cartWord || ordinals.length > 0 || refersToIt || refersToAll || /^(?:add|put)\b/.test(text))) {
    return {
      kind: 'cart-add',
      ref: refOf(text.slice(addVerb.index! + addVerb[0].length), ordinals, refersToIt, refersToAll),
      quantity: parseQuantity(text),
    };
  }
  if (cartWord && /\b(?:what|whats|what's|show|view|see|check|open|in my|my|how much|total)\b/.test(text)) {
    return { kind: 'cart-show' };
  }

  // "which one is cheaper?", "which has more storage?": among the products in focus, not a new search.
  const which = text.match(/\bwhich(?: one| of them| of these| of those| of the two| phone| product)?\s+((?:is|has|costs?|would be)\s+.+)$/);
  const whichBy = which && pickOf(which[1]!);
  if (whichBy) return { kind: 'which', by: whichBy };
  // "the cheaper one", "show me the one with more storage": which of the two or three shown, not a new search
  // for cheaper ones. Without "the" ("a cheaper one?", "is there a cheaper one") it is that search; a
  // superlative ("the cheapest one") still orders the whole search.
  const pickOne = text.match(/^(?:(?:show|give|tell) me |i(?:'?ll| will) take |i want |what about |and )?the (?:(.+?) one|one (.+))$/);
  const pickBy = pickOne && !/\b(?:cheapest|priciest|most|best|highest|biggest|largest)\b/.test(text) ? pickOf(pickOne[1] ?? pickOne[2]!) : undefined;
  if (pickBy && (previous.prices?.length ?? 0) >= 2) return { kind: 'which', by: pickBy };

  // "do you have it in black?", "does this one come in white?": the product in focus, in another colour.
  const colour = text.match(COLOUR);
  if (colour && (refersToIt || /\bthe same\b/.test(text)) && !/\b(?:in stock|in my|in the cart)\b/.test(text)) {
    return { kind: 'variant', ref: ordinals.length > 0 ? { kind: 'ordinal', index: ordinals[0]! } : { kind: 'it' }, colour: colour[1]! };
  }

  // Comparisons.
  if (/\b(?:compare|comparison|vs|versus|difference|differences)\b|\bwhich (?:one |of them |of these )?(?:is|would be|should i|to) (?:better|best|get|buy|choose|pick)\b|\bwhich is (?:better|best|cheaper)\b|\bbetter\b.*\bor\b/.test(text)) {
    if (ordinals.length >= 2) return { kind: 'compare', refs: ordinals.map((index) => ({ kind: 'ordinal', index })) };
    const names = text
      .replace(/\b(?:compare|comparison of|comparison|the difference between|difference between|differences between|which (?:one )?is better|which is best|is better|better|between|please|can you|could you|the)\b/g, ' ')
      .split(/\s(?:and|vs|versus|or|with|to|against)\s|,/)
      .map((s) => s.replace(/\b(?:them|these|those|both|all|it|one|ones)\b/g, ' ').replace(/\s+/g, ' ').trim())
      .filter((s) => words(s).some((w) => !FILLER_WORDS.has(w)));
    if (names.length >= 2) return { kind: 'compare', refs: names.map((n) => ({ kind: 'name', text: n })) };
    return { kind: 'compare', refs: [{ kind: 'all' }] };
  }

  // Store policy.
  const topics: PolicyTopic[] = [];
  if (/\b(?:shipping|ship|ships|shipped|postage|free delivery)\b/.test(text)) topics.push('shipping');
  if (/\b(?:deliver|delivery|delivered|arrive|arrives|arrival|express|dispatch)\b/.test(text)) topics.push('delivery');
  // "how long" alone is about delivery unless the message is about a product: "how long does the battery of
  // the FitTech Pulse last?" names a brand, a product word or what a product does.
  else if (/\b(?:how long|how fast|how quickly)\b/.test(text) && !namesProduct(text, vocabulary)) topics.push('delivery');
  if (/\b(?:return|returns|returning|refund|refunds|exchange|send back|money back)\b/.test(text)) topics.push('returns');
  if (topics.length > 0) return { kind: 'policy', topics: [...new Set(topics)] };

  if (/^(?:help|help me|what can you do|what do you do|how does this work|how can you help|who are you|what are you|menu|options|commands)$/.test(text) ||
    /\b(?:what can you do|how can you help|what do you do)\b/.test(text)) {
    return { kind: 'help' };
  }

  // Follow-ups on what was shown.
  if (/^(?:show |give |see |any |got any |load |display )?(?:me )?(?:some |a few |a couple |another |\d{1,2} |two |three |four |five )?(?:more|others|other ones|other options|the rest|next|next page|more options|more results|anything else|what else)(?: please| ones| products| results| options)?$/.test(text)) {
    return { kind: 'more' };
  }

  const search = readSearch(text, vocabulary);
  const subject = search.subject;

  if (ordinals.length > 0 && !hasSubject({ ...subject, keywords: [] }) && !search.hasConstraint) {
    const ref: ProductRef = { kind: 'ordinal', index: ordinals[0]! };
    const aspects = aspectsOf(text);
    return QUESTION_START.test(text) && aspects.length > 0 ? { kind: 'product-question', ref, aspects } : { kind: 'show-product', ref };
  }

  // A question about one product: "does the SoundMax have noise cancelling?", "is it in stock?"
  if ((QUESTION_START.test(text) || message.trim().endsWith('?')) && !SEARCH_QUESTION.test(text)) {
    const named = questionTarget(text);
    if (named) {
      // "is the first one in stock?": a place in the last reply, not a product named "... - First light pink".
      if (ordinals.length > 0 && words(named.name).every((w) => ORDINAL_WORD.test(w) || FILLER_WORDS.has(w))) {
        return { kind: 'product-question', ref: { kind: 'ordinal', index: ordinals[0]! }, aspects: aspectsOf(named.rest || text) };
      }
      const ref: ProductRef = /^(?:it|this|that|this one|that one|the one)$/.test(named.name) ? { kind: 'it' } : { kind: 'name', text: named.name };
      return { kind: 'product-question', ref, aspects: aspectsOf(named.rest || text), fallback: toSearch(search) };
    }
  }
  const about = text.match(/\b(?:tell me (?:more )?about|more about|details (?:of|on|about)|info(?:rmation)? (?:on|about)|describe)\s+(?:the\s+)?(.+)$/);
  if (about) {
    const name = about[1]!.trim();
    const ref: ProductRef = /^(?:it|this|that|this one|that one)$/.test(name) ? { kind: 'it' } : { kind: 'name', text: name };
    return { kind: 'show-product', ref, fallback: toSearch(search) };
  }

  // A search: new, or refining the last one ("cheaper", "under 50 instead", "in stock only").
  const mode: SearchMode = search.mode ?? 'recommend';
  const relative = /\b(?:cheaper|less expensive|lower priced|more affordable|lower price)\b/.test(text)
    ? 'cheaper'
    : /\b(?:more expensive|pricier|higher end|higher-end|fancier|more premium)\b/.test(text)
      ? 'pricier'
      : undefined;
  const followUpWords = /\b(?:instead|what about|how about|only|just|and also|also|now)\b/.test(text);
  // A new request, not a change to the last one: "something under 50", "a gift for my mom under 50".
  const fresh = /\b(?:something|anything|everything|products|items|stuff|gifts?|presents?)\b/.test(text);
  // "something cheaper" is relative to what was shown, however it is put.
  if (previous.search && !hasSubject(subject) && (!fresh || relative) && (search.hasConstraint || relative) && (followUpWords || relative || !search.mode)) {
    const merged: AssistantSearch = { ...previous.search };
    if (search.price) {
      delete merged.minPrice;
      delete merged.maxPrice;
      delete merged.around;
      delete merged.cheaperThan;
      delete merged.pricierThan;
    }
    Object.assign(merged, toSearch(search));
    if (relative && previous.prices && previous.prices.length > 0 && !search.price) {
      if (relative === 'cheaper') {
        merged.cheaperThan = Math.min(...previous.prices);
        merged.maxPrice = Math.max(0, Math.round(merged.cheaperThan * 100 - 1) / 100);
        delete merged.around;
        delete merged.pricierThan;
        if (merged.minPrice !== undefined && merged.minPrice > merged.maxPrice) delete merged.minPrice;
        merged.order = merged.order === 'price-asc' ? 'price-asc' : 'price-desc';
      } else {
        merged.pricierThan = Math.max(...previous.prices);
        merged.minPrice = Math.round(merged.pricierThan * 100 + 1) / 100;
        delete merged.around;
        delete merged.cheaperThan;
        if (merged.maxPrice !== undefined && merged.maxPrice < merged.minPrice) delete merged.maxPrice;
        merged.order = 'price-asc';
      }
    }
    if (search.mode === 'sale') merged.onSale = true;
    if (search.mode === 'trending') merged.order = 'popular';
    return { kind: 'search', mode: search.mode ?? previous.mode ?? 'recommend', search: clean(merged), refined: true };
  }
  if (previous.search && hasSubject(subject) && followUpWords && /\b(?:instead|what about|how about)\b/.test(text)) {
    const kept: AssistantSearch = {};
    for (const key of ['minPrice', 'maxPrice', 'around', 'cheaperThan', 'pricierThan', 'rating', 'inStock', 'onSale', 'order'] as const) {
      if (previous.search[key] !== undefined) (kept as Record<string, unknown>)[key] = previous.search[key];
    }
    if (search.price) {
      delete kept.minPrice;
      delete kept.maxPrice;
      delete kept.around;
      delete kept.cheaperThan;
      delete kept.pricierThan;
    }
    return { kind: 'search', mode: search.mode ?? previous.mode ?? 'recommend', search: clean({ ...kept, ...toSearch(search) }), refined: true };
  }
  return { kind: 'search', mode, search: clean(toSearch(search)), refined: false };
}

interface ReadSearch {
  subject: Subject;
  price?: PriceConstraint;
  rating?: number;
  bestRated: boolean;
  inStock: boolean;
  order?: ProductOrder;
  mode?: SearchMode;
  hasConstraint: boolean;
}

/** The constraints of a search message: price, rating, availability, order, sale or trending, and the subject. */
function readSearch(text: string, vocabulary: CatalogueVocabulary): ReadSearch {
  // "cell phones" are phones: "cell" is part of the noun, not a word their text must hold.
  let rest = text.replace(/\bcell(?:ular)?\s+(?=phones?\b)/g, '');
  const price = parsePrice(rest);
  rest = removePhrase(rest, price?.phrase);
  const rating = parseRating(rest);
  rest = removePhrase(rest, rating?.phrase);
  const stock = parseInStock(rest);
  rest = removePhrase(rest, stock?.phrase);
  const orderWord = parseOrder(rest);
  rest = removePhrase(rest, orderWord?.phrase);
  let order: ProductOrder | undefined = orderWord?.order;
  if (!order && rating?.bestRated) order = 'rating-desc';
  if (!order && /\b(?:cheap|budget|affordable|inexpensive|low cost|low-cost|bargain)\b/.test(rest)) order = 'price-asc';
  if (!order && /\b(?:best|top)\b/.test(rest)) order = 'rating-desc';
  let mode: SearchMode | undefined;
  if (/\b(?:on sale|sale|sales|deals?|discounts?|discounted|offers?|bargains?|promotions?|reduced|markdowns?|clearance)\b/.test(rest)) mode = 'sale';
  else if (/\b(?:trending|trend|trends|hot right now|what'?s hot|hottest|popular right now|best ?sellers?|best-selling|bestselling|top sellers?|most popular|popular)\b/.test(rest)) mode = 'trending';
  if (mode === 'trending' && order === undefined) order = 'popular';
  if (mode === 'trending' && order === 'popular') rest = rest.replace(/\bpopular\b/, ' ');
  if (mode === 'sale' && order === undefined) order = 'discount';
  const subject = matchSubject(rest, vocabulary);
  const typed = kindOf(rest, subject, vocabulary.kinds);
  // "smartphones" in a shop whose names say "Cell Phone": the shop's word, as kind and as search word.
  const kind = typed && carriedKind(typed, vocabulary.kinds);
  const keywords = kind !== typed ? subject.keywords?.map((k) => (k === typed ? kind! : k)) : subject.keywords;
  return {
    subject: kind ? { ...subject, ...(keywords ? { keywords } : {}), kind } : subject,
    ...(price ? { price } : {}),
    ...(rating?.rating !== undefined ? { rating: rating.rating } : {}),
    bestRated: rating?.bestRated ?? false,
    inStock: stock !== undefined,
    ...(order ? { order } : {}),
    ...(mode ? { mode } : {}),
    hasConstraint: Boolean(price || rating || stock || order),
  };
}

function toSearch(read: ReadSearch): AssistantSearch {
  return clean({
    ...read.subject,
    ...(read.price?.minPrice !== undefined ? { minPrice: read.price.minPrice } : {}),
    ...(read.price?.maxPrice !== undefined ? { maxPrice: read.price.maxPrice } : {}),
    ...(read.price?.around !== undefined ? { around: read.price.around } : {}),
    ...(read.rating !== undefined ? { rating: read.rating } : {}),
    ...(read.inStock ? { inStock: true } : {}),
    ...(read.mode === 'sale' ? { onSale: true } : {}),
    ...(read.order ? { order: read.order } : {}),
  });
}

function clean(search: AssistantSearch): AssistantSearch {
  return Object.fromEntries(
    Object.entries(search).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as AssistantSearch;
}

/** The product a reference names: ordinals first, then "them", "it", then the words left as a name. */
function refOf(rest: string, ordinals: number[], it: boolean, all: boolean): ProductRef {
  if (ordinals.length > 0) return { kind: 'ordinal', index: ordinals[0]! };
  const pick = rest.match(/^\s*(?:the\s+)?(.+?)\s+(?:one|ones)\b/);
  const by = pick && pickOf(pick[1]!);
  if (by) return { kind: 'pick', by };
  const name = rest
    .replace(/\b(?:to|into|in|from|out of|off)\s+(?:my|the)\s+(?:shopping\s+)?(?:cart|basket|bag|trolley)\b.*$/, ' ')
    .replace(/\b(?:my|the|a|an|some|please|one|of|cart|basket|\d+|two|three|four|five)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (all && !words(name).some((w) => !FILLER_WORDS.has(w) && !/^(?:them|both|all|these|those)$/.test(w))) return { kind: 'all' };
  if (words(name).some((w) => !FILLER_WORDS.has(w))) return { kind: 'name', text: name };
  if (it) return { kind: 'it' };
  return { kind: 'it' };
}

/** "does the SoundMax have noise cancelling" -> name "soundmax", rest "noise cancelling". */
function questionTarget(text: string): { name: string; rest: string } | undefined {
  const patterns: RegExp[] = [
    // "how long does the battery of the X last", "how fast does the X charge": the product is the second part.
    /^how\s+(?:long|fast|quickly|well)\s+(?:does|do|will|would|can)\s+(?:the\s+)?(.+?)\s+(?:of|on|in)\s+(?:the\s+|this\s+|that\s+|your\s+)?(.+?)\s+(last|charge|run|take to charge|take to recharge)$/,
    // "how long does the X battery last", "how long does it last".
    /^how\s+(?:long|fast|quickly|well)\s+(?:does|do|will|would|can)\s+(?:the\s+|this\s+|that\s+|your\s+)?(.+?)(?:\s+(battery|batteries|charge))?\s+(last|charge|run|take to charge|take to recharge)$/,
    /^(?:does|do|will|can|could)\s+(?:the\s+|this\s+|that\s+|your\s+)?(.+?)\s+(?:have|has|support|come with|include|work with|work|offer|use|need|fit|run|play|last|charge|connect)\b(.*)$/,
    /^(?:is|are)\s+(?:the\s+|this\s+|that\s+|your\s+)?(.+?)\s+((?:in stock|available|waterproof|water resistant|wireless|any good|good|worth it|on sale|compatible|organic|suitable|comfortable|noise cancelling|heavy|light|big|small|durable)\b.*)$/,
    /^(?:how much|what)\s+(?:is|does|do)\s+(?:the\s+|this\s+|that\s+)?(.+?)\s+(cost|costs|weigh|weighs|price)?$/,
    /^(?:what|whats|what's|how)\s+(?:is|are|about)?\s*(?:the\s+)?(.+?)\s+(?:of|for|on)\s+(?:the\s+)?(.+)$/,
  ];
  for (const [k, re] of patterns.entries()) {
    const m = text.match(re);
    if (!m) continue;
    // "how long does the battery of the X last": the product is the second part, the question the first and last.
    // The last pattern reads "the battery life of the X": the product is the second part.
    // "last" is read as "lasts", so the question is about how long it lasts rather than "the last one".
    const verb = (v: string) => (v === 'last' ? 'lasts' : v);
    const [name, rest] =
      k === 0 ? [m[2]!, `${m[1]!} ${verb(m[3]!)}`]
        : k === 1 ? [m[1]!, `${m[2] ?? ''} ${verb(m[3]!)}`]
          : k === patterns.length - 1 ? [m[2]!, m[1]!]
            : [m[1]!, m[2] ?? ''];
    const cleaned = name.replace(/\b(?:the|a|an)\b/g, ' ').replace(/\s+/g, ' ').trim();
    if (cleaned && words(cleaned).some((w) => !FILLER_WORDS.has(w) || /^(?:it|this|that)$/.test(w))) {
      return { name: cleaned, rest: k === 4 ? `price ${rest}` : rest.trim() };
    }
  }
  const it = text.match(/^(?:is|does|do|can|will|has|how|what)\b.*\b(it|this one|that one)\b(.*)$/);
  if (it) return { name: it[1]!, rest: text };
  return undefined;
}

/** The words a product question asks about: "noise cancelling" -> ["noise", "cancel"]. */
export function aspectsOf(text: string): string[] {
  const out = words(text)
    .filter((w) => !FILLER_WORDS.has(w) && w.length >= 3 && !/^(?:does|have|come|include|support|work|offer|tell|first|second|third|last|one)$/.test(w))
    .map((w) => stem(w).replace(/(?:ling|ing|ed|ation)$/, ''))
    .filter((w) => w.length >= 3);
  // Keep questions about price, stock, rating even though those words are fillers elsewhere.
  const t = normalise(text);
  if (/\b(?:price|cost|costs|how much|expensive|cheap)\b/.test(t)) out.push('price');
  if (/\b(?:in stock|available|availability|stock)\b/.test(t)) out.push('stock');
  if (/\b(?:rating|rated|reviews?|stars?|good)\b/.test(t)) out.push('rating');
  return [...new Set(out)];
}

/** A subcategory as a noun: "Laptops" -> "laptops" (or "laptop" for one); "Coffee" -> "coffee products". */
function subcategoryNoun(name: string, count: number): string {
  const noun = name.toLowerCase();
  if (!noun.endsWith('s')) return count === 1 ? `${noun} product` : `${noun} products`;
  return count === 1 ? noun.replace(/\S+$/, (w) => stem(w)) : noun;
}

/**
 * The search in the shop's words: "SoundMax headphones under $200.00, rated 4 stars and up, in stock". With
 * `kindNamed`, the products found are those whose names say they are the search's kind: "Samsung phones
 * under $300.00", not "Samsung products matching "phone" in Electronics".
 */
export function describeSearch(search: AssistantSearch, count = 2, nameKeywords = false, kindNamed = false): string {
  const brand = search.brand?.length ? `${search.brand.join(' or ')} ` : '';
  const kind = kindNamed && !search.subcategory && search.kind && search.keywords?.includes(search.kind) ? search.kind : undefined;
  const others = (search.keywords ?? []).filter((k) => k !== kind);
  // With nameKeywords, words beside a kind of product ('laptop for programming') are named too: saying
  // that a search found nothing must not read as if the kind alone had found nothing. Found products are
  // described without them, as the finder may have let a word go (a synonym of the kind, 'notebook').
  const noun = search.subcategory
    ? `${subcategoryNoun(search.subcategory, count)}${nameKeywords && search.keywords?.length ? ` matching "${search.keywords.join(' ')}"` : ''}`
    : kind
      ? `${count === 1 ? kind : pluralOf(kind)}${others.length > 0 ? ` matching "${others.join(' ')}"` : ''}`
      : search.keywords?.length
        ? `${count === 1 ? 'product' : 'products'} matching "${search.keywords.join(' ')}"${search.category ? ` in ${search.category}` : ''}`
        : search.category
          ? `${search.category} ${count === 1 ? 'product' : 'products'}`
          : count === 1 ? 'product' : 'products';
  const parts = [`${brand}${noun}`];
  if (search.onSale) parts[0] += ' on sale';
  if (search.around !== undefined) parts[0] += ` around ${formatUsd(search.around)}`;
  else if (search.cheaperThan !== undefined && search.maxPrice !== undefined && search.maxPrice < search.cheaperThan && search.minPrice === undefined) {
    parts[0] += ` cheaper than ${formatUsd(search.cheaperThan)}`;
  } else if (search.pricierThan !== undefined && search.minPrice !== undefined && search.minPrice > search.pricierThan && search.maxPrice === undefined) {
    parts[0] += ` more expensive than ${formatUsd(search.pricierThan)}`;
  } else if (search.minPrice !== undefined && search.maxPrice !== undefined) parts[0] += ` between ${formatUsd(search.minPrice)} and ${formatUsd(search.maxPrice)}`;
  else if (search.maxPrice !== undefined) parts[0] += ` under ${formatUsd(search.maxPrice)}`;
  else if (search.minPrice !== undefined) parts[0] += ` over ${formatUsd(search.minPrice)}`;
  if (search.rating !== undefined) parts.push(`rated ${search.rating} stars and up`);
  if (search.inStock) parts.push('in stock');
  return parts.join(', ');
}

/**
 * The search with its subcategory and brand read as words of the text instead, for when the search as
 * understood finds nothing: "iphone case" read as the iPhone subcategory holds phones, not the cases that
 * name the iPhone in their text. Undefined when there is nothing to read so: no words beside the names, or
 * no subcategory or single brand. Several brands stay a filter (any of them), as words they would all be
 * required. The last word left is the kind of product when the shop carries it (`carried`).
 */
export function namesAsWords(search: AssistantSearch, carried?: ReadonlySet<string>): AssistantSearch | undefined {
  const brandWords = search.brand?.length === 1 ? words(search.brand[0]!) : [];
  if (!search.keywords?.length || (!search.subcategory && brandWords.length === 0)) return undefined;
  const { subcategory, looseKeywords: _loose, ...rest } = search;
  const named = [...(subcategory ? words(subcategory) : []), ...brandWords].filter(
    (word) => !WEAK_SUBCATEGORY_WORDS.has(stem(word)) && !FILLER_WORDS.has(word),
  );
  const keywords = [...new Set([...named, ...search.keywords])];
  if (brandWords.length > 0) delete rest.brand;
  // The word left beside the names says what the product is when the shop carries that kind ("a galaxy s7 case").
  const last = search.keywords.at(-1)!;
  const kind = search.kind ?? (carried?.has(last) ? last : undefined);
  return { ...rest, keywords, ...(kind ? { kind } : {}) };
}

/** The product list's URL parameters for a search, so the shopper can open the same products on /products. */
export function toListParams(search: AssistantSearch): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  if (search.keywords?.length) params.q = search.keywords.join(' ');
  if (search.category) params.category = search.category;
  if (search.subcategory) params.subcategory = search.subcategory;
  if (search.brand?.length) params.brand = [...search.brand];
  if (search.minPrice !== undefined) params.minPrice = String(search.minPrice);
  if (search.maxPrice !== undefined) params.maxPrice = String(search.maxPrice);
  if (search.rating !== undefined) params.rating = String(search.rating);
  if (search.inStock) params.inStock = 'true';
  if (search.order && (SORT_IDS as readonly string[]).includes(search.order)) params.sort = search.order;
  return params;
}
