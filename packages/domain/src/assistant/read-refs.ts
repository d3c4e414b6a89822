/**
 * References to products already shown, as the reader takes them (read.ts): by place ("the first one"), by
 * rank, price or words ("the cheapest leather one", "the $25 one", "the black one"), "it", "them"; and the
 * names a message gives for the products it points at.
 */
import phrases from './phrases.json' with { type: 'json' };
import { Message } from './read-message.ts';
import type { ProductRef, ResultOrder } from './request.ts';
import { COMMAND_WORDS, FILLER_WORDS, normalise, ORDINALS, phrased, QUESTION_FILLER, words } from './words.ts';

export const POSITIONS: Record<string, number> = Object.fromEntries(ORDINALS.flatMap((w, i) => [[w, i], [`${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'}`, i]]));

/** Nouns that count what is shown rather than name it: "the cheapest one", "the cheapest pair". */
const COUNTING = phrased`{counting}`.source;

/**
 * Superlatives, which rank what was searched, and comparatives, which rank the products shown ("the cheaper
 * one" of two), by the order they rank in.
 */
const RANKINGS = Object.entries(phrases.rankings).flatMap(([order, [most = [], more = []]]): [string, ResultOrder, 'shown'?][] => [
  [most.join('|'), order as ResultOrder],
  [more.join('|'), order as ResultOrder, 'shown'],
]);

/** The order a comparative ranks the products shown in ("which one costs less?"). */
export const comparativeIn = (text: string): ResultOrder | undefined =>
  RANKINGS.find(([said, , among]) => among && new RegExp(String.raw`\b(?:${said})\b`).test(text))?.[1];
/** Superlatives rank the products rather than ask about one's price or rating. */
export const SUPERLATIVES = new RegExp(String.raw`\b(?:${RANKINGS.flatMap(([said, , among]) => (among ? [] : [said])).join('|')})\b`, 'g');

/**
 * References by what sets a product apart from the others shown: its rank ("the cheapest one"), its price
 * ("the $25 one") or its own words ("the black one"). Read only where a product is pointed at (the cart,
 * a comparison, a question about one), never in a search, where the same words limit or order it.
 */
export function takeDescribed(m: Message): ProductRef[] {
  const refs: ProductRef[] = [];
  for (const [said, order, among] of RANKINGS) {
    // "the cheapest leather one": the words between the rank and the noun say which of them are ranked.
    // "the cheaper of the two": what follows "of" is the products shown, which the rank is of.
    // "the one with the best reviews": the same, said after the noun.
    const noun = order === 'rating-desc' && !among ? '|(?:best|highest|top)\\s(?:reviews|ratings?|stars)' : '';
    const ranked = m.take(new RegExp(String.raw`\bthe\s${COUNTING}\s(?:with|that\s(?:has|have))\s(?:the\s)?(?:${said}${noun})\b|\bthe\s(?:${said})(?:((?:\s[a-z0-9-]+){1,2}?)\s${COUNTING}\b|(?:\s${COUNTING})?\b)(?:\sof\s(?:the\s(?:(?:first|top)\s(two|three|2|3)|two|three)|them|these|those|both)\b)?`));
    const own = ranked?.[1] ? words(ranked[1]).filter((w) => !FILLER_WORDS.has(w)).join(' ') : '';
    // "the better rated of the first two": of those first shown.
    const first = ranked?.[2] ? { of: /two|2/.test(ranked[2]) ? 2 : 3 } : {};
    if (ranked) refs.push({ kind: 'ranked', order, ...(among ? { among } : {}), ...(own ? { words: own } : {}), ...first });
  }
  const priced = m.take(new RegExp(String.raw`\bthe\s\$\s?(\d[\d,]*(?:\.\d{1,2})?)\s${COUNTING}\b`));
  if (priced) refs.push({ kind: 'priced', price: Number(priced[1]!.replace(/,/g, '')) });
  // "the black one", "the <brand> pair": a pair is one of what comes in pairs.
  const described = new RegExp(String.raw`\bthe\s((?:[a-z0-9-]+\s){1,3})(one|pair)\b`).exec(m.text);
  const own = described ? words(described[1]!).filter((w) => !FILLER_WORDS.has(w) && !(w in POSITIONS) && w !== 'last') : [];
  if (described && own.length > 0) {
    m.take(new RegExp(String.raw`\bthe\s${described[1]}${described[2]}\b`));
    refs.push({ kind: 'described', words: own.join(' ') });
  }
  return refs;
}

/**
 * "(which|what) … [the] <superlative> [one]?" with nothing else said: a reference to the product first in that
 * order, whether or not "the" is said and whatever words point at the list ("which of them", "which one's").
 */
export function rankedQuestion(message: string): Extract<ProductRef, { kind: 'ranked' }> | undefined {
  const m = new Message(message);
  if (!/^\s(?:so\s)?(?:what|which)\b/.test(m.text)) return undefined;
  const [, order] = RANKINGS.find(([said, , among]) => !among && m.take(new RegExp(String.raw`\b(?:the\s)?(?:${said})(?:\s${COUNTING})?\b`))) ?? [];
  return order && words(m.text).every((w) => FILLER_WORDS.has(w) || QUESTION_FILLER.has(w) || w === 'ones') ? { kind: 'ranked', order } : undefined;
}

/** "the first one", "#2", "the last one", "it", "them": references to products already shown. */
export function takeRefs(m: Message, described = false): ProductRef[] {
  const refs: ProductRef[] = described ? takeDescribed(m) : [];
  const firstFew = m.take(/\b(?:the\s)?(?:first|top)\s(two|three|2|3)\b/);
  if (firstFew) for (let i = 0; i < (/two|2/.test(firstFew[1]!) ? 2 : 3); i++) refs.push({ kind: 'position', index: i });
  for (;;) {
    // An ordinal before another word names a thing ("a first aid kit", "a second hand bike"): no reference.
    // "is the third wireless?": the ordinal a question opens on, with one word after it, is what it asks about.
    const found = m.take(phrased`(?<!\b(?:a|an)\s)\b(?:the\s)?(${Object.keys(POSITIONS).join('|')})(?:\s{countingOne}\b|(?=\s*(?:$|[?.!,;:]|\s{afterOrdinal}\b)))|(?<=^\s(?:is|are|{auxiliaries})\s)the\s(${Object.keys(POSITIONS).join('|')})(?=\s[a-z0-9-]+[\s?!.]*$)|\b(?:the\s)?(last)\s{countingOne}\b|\bthe\s(last)\b(?=\s*[?.!]?\s*$)|(?:#|\bnumber\s|\bno\.?\s|\boption\s)([1-5])\b`);
    if (!found) break;
    const position = found[1] ?? found[2];
    if (found[3] || found[4]) refs.push({ kind: 'last' });
    else refs.push({ kind: 'position', index: position ? POSITIONS[position]! : Number(found[5]) - 1 });
  }
  // "the one in the middle", "the middle one": the second of three.
  if (m.take(/\bthe\s(?:one\s)?in\sthe\smiddle\b|\bthe\smiddle(?:\sone)?\b/)) refs.push({ kind: 'position', index: 1 });
  // "the other one(s)", "the others": the products shown but the one the conversation is about.
  if (m.take(/\b(?:the\s)?other\s(?:one|ones|two)\b|\bthe\sothers\b/)) refs.push({ kind: 'others' });
  const all = m.take(phrased`\b{allOfThem}\b`);
  if (all) refs.push({ kind: 'all', ...(/^(?:them|these|those|they)$/.test(all[0]) ? { bare: true as const } : {}) });
  if (m.take(phrased`\b{theOne}\b`)) refs.push({ kind: 'focus' });
  return refs;
}

/**
 * The products a message points at: references, and the names said for the others, apart ("compare the X and
 * the Y", "X vs Y").
 */
export function pointing(m: Message): { refs: ProductRef[]; names: string[] } {
  const refs = takeRefs(m, true);
  const rest = m.rest(COMMAND_WORDS);
  const names = ` ${normalise(m.text)} `
    .split(/\s(?:and|vs\.?|versus|or|with|against|to)\s|,/)
    .map((part) => words(part).filter((w) => !FILLER_WORDS.has(w) && !COMMAND_WORDS.has(w)).join(' '))
    // "it plus the first one": a word left alone that only joins references names nothing ("… Plus 64GB" stays in its name).
    .filter((part) => part.length > 0 && !(refs.length > 0 && /^(?:plus|also)$/.test(part)));
  // "the <brand> and the <other brand> power banks": a kind said once, in the plural, after the last name is the
  // kind of each name said by one word.
  const last = names.at(-1)?.split(' ') ?? [];
  const kind = names.length > 1 && last.length > 1 && /[^s]s$/.test(last.at(-1)!) ? last.slice(1).join(' ') : '';
  if (kind) names.forEach((n, i) => { if (i < names.length - 1 && !n.includes(' ')) names[i] = `${n} ${kind}`; });
  // A count left beside a reference ("2 of the first and 1 of the third") names nothing: a name has a letter; nor
  // does a word that only joins references ("it plus the first one").
  const named = refs.length > 0 && (!/[a-z]/.test(rest) || names.length === 0) ? [] : names.length > 1 ? names.filter((n) => /[a-z]/.test(n)) : rest ? [rest] : [];
  return { refs, names: named };
}
