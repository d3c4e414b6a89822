/**
 * What the offline engine reads again after `understand`, for misreadings found on the Best Buy catalogue.
 * These readers belong with `understand` in `packages/domain/src/assistant/` and should move there; they
 * were written here while that package was closed to this change (ADR 0010, update of 2026-11-25, third pass).
 */
import { FREE_SHIPPING_OVER_CENTS, STANDARD_SHIPPING_CENTS, SUPPORT_EMAIL, TAX_RATE_BASIS_POINTS } from '@cartwise/domain/policy';
import type { AssistantSearch, Intent } from '@cartwise/domain/assistant/understand';
import { FILLER_WORDS, normalise, stem, words } from '@cartwise/domain/assistant/words';
import { searchStem } from '@cartwise/domain/catalogue/search-terms';
import { formatUsd } from '@cartwise/domain/money';

/** A product line as accessory names write it after "for": "apple watch", "apple iphone", "samsung galaxy". */
const LINE_NAMES = 2;
const LINE_WORD = /^[a-z]{3,}$/;

/**
 * The product lines of the catalogue: a brand and the word after it where names say what an accessory is
 * for ("Sport Band for Apple® Watch™", "Case for Apple® iPhone® 7"), said by at least two names.
 */
export function catalogueLines(names: Iterable<string>, brandKeys: ReadonlySet<string>): Set<string> {
  const counts = new Map<string, number>();
  for (const name of names) {
    for (const m of name.matchAll(/\s(?:for|fits)\s+([^-–—|(]+)/g)) {
      const ws = words(m[1]!).filter((w) => w !== 'most' && w !== 'select');
      for (let n = 1; n < ws.length; n++) {
        if (!brandKeys.has(ws.slice(0, n).join(' '))) continue;
        const line = ws[n]!;
        if (LINE_WORD.test(line) && !FILLER_WORDS.has(line)) counts.set(`${ws.slice(0, n).join(' ')} ${line}`, (counts.get(`${ws.slice(0, n).join(' ')} ${line}`) ?? 0) + 1);
      }
    }
  }
  return new Set([...counts].filter(([, n]) => n >= LINE_NAMES).map(([line]) => line));
}

/**
 * "apple watch bands": bands for an Apple Watch, which other brands make too, not Apple's bands only. A brand,
 * a product line of it (`catalogueLines`) and a kind of thing made for something else (`madeFor`: band, case,
 * charger, protector…) is the kind, for that line, of any brand: the brand is dropped, and the line (or the
 * model, "iphone 7") is a search text. Undefined when the message is not so.
 */
export function forTheLine(search: AssistantSearch, message: string, lines: ReadonlySet<string>, madeFor: ReadonlySet<string>): AssistantSearch | undefined {
  if (search.brand?.length !== 1) return undefined;
  const brand = words(search.brand[0]!);
  const ws = words(message);
  const at = ws.findIndex((_w, i) => brand.every((b, k) => ws[i + k] === b));
  const line = at < 0 ? undefined : ws[at + brand.length];
  if (line === undefined || !lines.has(`${brand.join(' ')} ${line}`)) return undefined;
  // The kind: the last word after the line that names a thing made for something else ("screen protectors").
  const after = ws.slice(at + brand.length + 1);
  const kindAt = after.findLastIndex((w) => madeFor.has(stem(w)));
  if (kindAt < 0) return undefined;
  const kind = stem(after[kindAt]!);
  const keywords = search.keywords ?? [];
  // A model typed with the line ("iphone 7") is already the search text the finder knows.
  const model = keywords.find((k) => k.includes(' ') && k.split(' ')[0] === line);
  const phrase = model ?? [...brand, line].join(' ');
  const inPhrase = new Set([...brand, line, ...(model ? model.split(' ') : [])].flatMap((w) => [w, stem(w)]));
  const others = keywords.filter((k) => k !== model && k !== kind && !k.split(' ').every((w) => inPhrase.has(w)));
  const { brand: _brand, subcategory, category, kind: _kind, looseKeywords: _loose, ...rest } = search;
  // "samsung galaxy watch bands": the Samsung Galaxy subcategory came from the line's words, not from what is asked for.
  const fromLine = subcategory !== undefined && words(subcategory).some((w) => inPhrase.has(w) || inPhrase.has(stem(w)));
  return {
    ...rest,
    ...(subcategory !== undefined && !fromLine ? { subcategory, ...(category !== undefined ? { category } : {}) } : {}),
    keywords: [phrase, ...others, kind],
    kind,
  };
}

/**
 * A search word the assistant stemmed otherwise than the product search stems it ("series" -> "sery",
 * "lens" -> "len", "batteries" -> "battery") is kept as typed, which the finder searches as the search box
 * does (`searchStem`). The kind of product stays the assistant's word: it names the products of that kind.
 */
export function asTyped(search: AssistantSearch, message: string): AssistantSearch {
  if (!search.keywords?.length) return search;
  // "lenses" is "lense" to the assistant's stem, "lens" "len": one kind, the one names ending in "Lens" say.
  if (search.kind === 'lense') search = { ...search, kind: 'len', keywords: search.keywords.map((k) => (k === 'lense' ? 'len' : k)) };
  const keywordsOf = search.keywords ?? [];
  const typed = words(message).filter((w) => searchStem(w) !== stem(w));
  if (typed.length === 0) return search;
  const asTypedWord = (k: string) => (k === search.kind ? k : (typed.find((w) => stem(w) === k) ?? k));
  const keywords = keywordsOf.map(asTypedWord);
  const loose = search.looseKeywords?.map(asTypedWord);
  return { ...search, keywords, ...(loose ? { looseKeywords: loose } : {}) };
}

export type ShopTopic = 'contact' | 'stores' | 'in-store' | 'price-match' | 'tax' | 'prices' | 'other';

/**
 * Asking how to reach the shop: "what's your phone number?", "how can I contact you?", "what's your email?".
 * Read before anything sold is looked for: "phone" there is no phone to buy.
 */
const CONTACT =
  /\b(?:your|the (?:shop|store)(?:'?s)?|customer (?:service|support)(?:'?s)?|support) (?:(?:tele)?phone (?:number|line)|telephone|number|e-?mail(?: address)?|contact(?: details| info(?:rmation)?)?|hotline)\b|\b(?:contact|reach|call|phone|e-?mail|write to|talk to|speak (?:to|with)) (?:you|you guys|us|the (?:shop|store)|customer (?:service|support)|support|someone|a (?:person|human)|an? (?:agent|representative))\b|\bcontact (?:details|info(?:rmation)?|page)\b/;

const QUESTION = /^(?:does|do|is|are|can|could|will|would|has|have|what|whats|what's|how|which|where|when|why|who)\b|\?\s*$/;
const SHOP_TOPICS: [ShopTopic, RegExp][] = [
  ['price-match', /\bprice[- ]?match(?:es|ing)?\b|\bmatch (?:a |the |their |your |competitors'? )?prices?\b|\bbeat (?:a |the |their )?prices?\b/],
  ['stores', /\bnear me\b|\b(?:store|opening) hours\b|\blocations?\b|\bbranch(?:es)?\b|\b(?:visit|find) (?:a|your|the) (?:store|shop)\b/],
  ['in-store', /\bonline\b|\bin[- ]?stores?\b|\b(?:a|your|the|physical|retail) (?:store|shop)s?\b/],
  ['tax', /\b(?:tax|taxes|vat)\b/],
  ['prices', /\b(?:your|the|all|these|those) prices\b|\bprices? (?:include|change|go down|drop|the same)\b|\bprices in general\b/],
  ['other', /\b(?:coupons?|promo(?:tion(?:al)?)? codes?|discount codes?|vouchers?|gift cards?|payment|payments|pay with|paypal|credit cards?|financing|customer (?:service|support)|open (?:on|today|until|late))\b/],
];

/**
 * A question about the shop, prices in general or policies the assistant has no policy topic for ("is buying
 * online cheaper than in store?", "do you price match?"), which `understand` reads as a search for "online" or
 * "match". Undefined when the message is not a question, or names something sold (`namesSold`).
 */
export function shopQuestion(message: string, intent: Intent, namesSold: boolean): ShopTopic | undefined {
  if (intent.kind !== 'search' && intent.kind !== 'product-question' && intent.kind !== 'show-product') return undefined;
  if (intent.kind === 'search' && intent.refined) return undefined;
  const text = normalise(message);
  if (CONTACT.test(text)) return 'contact';
  if (!QUESTION.test(text) || namesSold) return undefined;
  return SHOP_TOPICS.find(([, said]) => said.test(text))?.[0];
}

const TAX_PERCENT = TAX_RATE_BASIS_POINTS / 100;
const WHAT_YOU_PAY =
  `The price shown on a product is what you pay here, plus ${TAX_PERCENT}% tax and shipping, which is free on orders ` +
  `over ${formatUsd(FREE_SHIPPING_OVER_CENTS / 100)} (otherwise ${formatUsd(STANDARD_SHIPPING_CENTS / 100)}).`;
const ONLY_THIS_SHOP = "I can only answer about this shop's products, prices and policies (shipping, delivery and returns)";

/** The answer to a question about the shop: what the shop's own policies say, and plainly what the assistant cannot say. */
export function shopAnswer(topic: ShopTopic): string {
  switch (topic) {
    case 'contact':
      return (
        `You can reach us by email at ${SUPPORT_EMAIL}; our Contact page (the "Contact" link at the bottom of every page) says more. ` +
        'Answers about shipping, returns and orders are on our Help Center. Here I can help with products, prices, your cart, ' +
        'and our shipping, delivery and returns.'
      );
    case 'stores':
      return `This shop sells online only: there is no store to visit, and you can order here at any time. ${WHAT_YOU_PAY}`;
    case 'in-store':
      return `This shop sells online only, so I can't compare with prices in a store. ${WHAT_YOU_PAY}`;
    case 'price-match':
      return `${ONLY_THIS_SHOP}, and I have no price matching to offer. ${WHAT_YOU_PAY}`;
    case 'tax':
      return `Tax is ${TAX_PERCENT}% of your order's subtotal, added at checkout.`;
    case 'prices':
      return WHAT_YOU_PAY;
    case 'other':
      return `${ONLY_THIS_SHOP}, so I can't help with that here. Ask me for products, their prices, or our shipping, delivery and returns.`;
  }
}

/** A colour asked for after "in" ("do you have the iphone 7 in red?", "available in rose gold"), as names write colours. */
const IN_COLOUR =
  /\b(?:in|comes? in)\s+(?:a\s+|the\s+)?(rose gold|space gr[ae]y|jet black|black|white|silver|gold|gr[ae]y|blue|red|pink|green|purple|yellow|orange|brown|navy|teal|violet)\b/;

/**
 * "do you have the iphone 7 in red?", "is the iphone 7 available in rose gold?": a model (`isModel`, one the
 * catalogue has) asked for in a colour, and nothing else, is the model in that colour, as "do you have it in
 * black?" is about the product in focus. Undefined when the message asks for more than the model and a colour.
 */
export function modelInColour(intent: Intent, message: string, isModel: (keyword: string) => boolean): { model: string; colour: string } | undefined {
  const colour = normalise(message).match(IN_COLOUR)?.[1];
  if (colour === undefined || /\bin (?:stock|my|the cart)\b/.test(normalise(message))) return undefined;
  const colourWords = new Set(colour.split(' '));
  if (intent.kind === 'search' && !intent.refined) {
    const { keywords = [], brand: _b, category: _c, subcategory: _s, kind: _k, looseKeywords: _l, ...rest } = intent.search;
    const model = keywords.find(isModel);
    const others = keywords.filter((k) => k !== model && !colourWords.has(k));
    return model !== undefined && others.length === 0 && Object.keys(rest).length === 0 ? { model, colour } : undefined;
  }
  if ((intent.kind === 'product-question' || intent.kind === 'show-product') && intent.ref.kind === 'name' && isModel(intent.ref.text)) {
    return { model: intent.ref.text, colour };
  }
  return undefined;
}

/** A model's number as letters, number and ending: "s8" is s, 8, "", "5s" is "", 5, s. */
const MODEL_NUMBER_PARTS = /^([a-z]*)(\d+)([a-z]*)$/;
/** Numbers that say a network, not a model: "Pixel 4G LTE" is no Pixel 4G. */
const NETWORK = /^\dg$/;

/**
 * The nearest model the catalogue has to one it does not ("galaxy s8" -> "galaxy s7", "iphone 8" -> "iphone 7",
 * "moto g5" -> "moto g4"): of the same name word, with the same letters before its number, the closest number,
 * the lower on a tie. Undefined when the line has no such model ("pixel 2": the Pixel's names give no number).
 */
export function nearestModel(model: string, catalogued: Iterable<string>): string | undefined {
  const [name, number] = model.split(' ') as [string, string];
  const typed = number.match(MODEL_NUMBER_PARTS);
  if (!typed) return undefined;
  let best: { model: string; distance: number } | undefined;
  for (const other of catalogued) {
    const [otherName, otherNumber, ...rest] = other.split(' ');
    const parts = otherName === name && rest.length === 0 && !NETWORK.test(otherNumber ?? '') ? otherNumber!.match(MODEL_NUMBER_PARTS) : undefined;
    if (!parts || parts[1] !== typed[1]) continue;
    const distance = Math.abs(Number(parts[2]) - Number(typed[2])) * 2 + (Number(parts[2]) > Number(typed[2]) ? 1 : 0) + (parts[3] ? 0.5 : 0);
    if (!best || distance < best.distance) best = { model: other, distance };
  }
  return best?.model;
}

/** What a storage size is bought on, as names write it: "microSD card", "memory card", "USB flash drive". */
const STORAGE_KINDS: { kind: string; typed: RegExp; named: RegExp }[] = [
  {
    kind: 'memory card',
    typed: /\b(?:micro ?sd(?:hc|xc)?|sd(?:hc|xc)?)(?: cards?)?\b(?! ?(?:reader|adapter))|\b(?:memory|cf|compact ?flash) cards?\b|\bcards?\b/,
    named: /\b(?:micro ?sd(?:hc|xc)?|sd(?:hc|xc)?|memory|compactflash|cf)\s?card\b/,
  },
  { kind: 'flash drive', typed: /\b(?:flash|thumb|jump|usb|pen) ?drives?\b/, named: /\b(?:flash|thumb|jump|usb|pen) ?drive\b/ },
];
const STORAGE_SIZE = /\b(\d+)\s?(gb|tb)\b/;

/**
 * "micro sd card 64gb", "32gb memory card", "64gb flash drive": a storage size with what it is bought on is
 * that kind of product in that size, not a phone whose name says "64GB Memory". Undefined for a message that
 * names no storage size or no such kind ("iphone 7 128gb" is a phone).
 */
export function storageAsked(message: string): { kind: string; size: string; named: RegExp } | undefined {
  const text = normalise(message);
  const size = text.match(STORAGE_SIZE);
  if (!size) return undefined;
  const asked = STORAGE_KINDS.find((k) => k.typed.test(text.replace(STORAGE_SIZE, ' ')));
  return asked && { kind: asked.kind, size: `${size[1]!}${size[2]!}`, named: asked.named };
}
