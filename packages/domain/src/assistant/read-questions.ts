/**
 * Comparisons and questions about products as the reader takes them (read.ts): "which is cheapest?", "the X vs
 * the Y", "what is it made of?", "how heavy is …", "do you sell the …?", and narrowings of the last list said
 * as questions ("any in red?", "only <brand>").
 */
import { AT_LEAST, AT_MOST } from '../catalogue/price-limits.ts';
import { amountsAsked } from './ranges.ts';
import { takeConstraints, takeOrder } from './read-limits.ts';
import { Message, NUMBERS, type ReadContext } from './read-message.ts';
import phrases from './phrases.json' with { type: 'json' };
import { comparativeIn, pointing, POSITIONS, rankedQuestion, SUPERLATIVES, takeRefs } from './read-refs.ts';
import type { Asked, AssistantRequest } from './request.ts';
import { COMMAND_WORDS, FILLER_WORDS, headWord, nearlyEqual, normalise, patterns, phrased, QUESTION_FILLER, REFINEMENT_FILLER, wordSet, words } from './words.ts';

/** Verbs of the senses, which say nothing of what a product is ("which one smells floral?"). */
const SENSES = wordSet(phrases.senses);

/** "which is cheaper?", "which one's more expensive?", "what's better rated?": a comparative alone. */
const WHICH_COMPARATIVE = /^\s(?:so\s)?(?:which|what)(?:'s|\sis|\sone\sis|\sone'?s|\sare)\s(?:the\s)?((?:[a-z]+\s){0,1}[a-z]+)(?:\sone)?(?:\s(?:of\s(?:the\s)?(?:two|them|these|those|both)|then))?\s*[?.!]?\s*$/;

/** "which of them…", "which one…", "which ones…", "are any of them …": about the products shown. */
const WHICH_OF_THEM = phrased`^\s(?:so\s)?(?:which\s(?:one|ones|of\s(?:them|these|those|the\s\w+)|(?={whichVerbs}\b))\b(?:\s(?:are|is|were|was))?|which\sare\b|(?:are|is)\s(?:any|some)\s(?:of\s)?(?:them|these|those|the\s\w+)\b)`;
/** "is it…", "does the…", "how much is…", "tell me about…": a question about one product rather than a search. */
const QUESTION = phrased`^\s{questionOpening}\b|^\s(?:what|which)(?:'s|\sis|\sare)?\sthe\s[a-z]+(?:\s[a-z]+)?\s(?:of|on|for|in)\s|^\s(?:what|which)\s[a-z]+(?:\s[a-z]+)?\s{auxiliaries}\s{theThis}\b|^\s(?:what|which)\s(?!(?:one|ones|of)\b)[a-z]+\s(?:is|are|was|were)\s{theThis}\s(?!{bestTop}\b)[a-z0-9]+\s[a-z0-9]+`;
/** "do you have…", "is there…", "what … do you sell": a search, though worded as a question. */
export const SEARCH_QUESTION = phrased`^\s(?:do|does|did|can|could|would|will)\s(?:{you}|we|{theShop})\s(?:guys\s)?(?:please\s)?(?:help\s(?:me|us)\s(?:to\s)?)?{shopping}\b|^\s(?:is|are)\sthere\b|^\s(?:have you got|got any|any)\b|^\s(?:what|which)\s.*\b(?:do you|you|do they|they)\s{theyShop}\b|^\s(?:what|which)(?:'s|s|\sis|\sare|\swould be)\s(?:the\s|your\s|a\s|an\s|some\s)?{whatsGood}\b`;

/** "what sizes?", "which colours?", "what's the warranty?", "what are the specs?", "how many players?": a noun asked alone. */
const ELLIPTICAL = phrased`^\s(?:so\s|and\s|ok\s)?(?:(?:what|which)(?:'s|\sis|\sare|\swas|\swere)?|how\smany)\s(?:the\s|its\s|their\s)?(?:{kinds} of\s)?([a-z]+(?:\s[a-z]+)?)\s*[?.!]*\s*$`;
/** "and the battery?", "and storage?": one more thing asked of the product in focus. */
const AND_NOUN = /^\s(?:and|also)\s(?:the\s|its\s|their\s)?([a-z]+(?:\s[a-z]+)?)\s*\?\s*$/;

/**
 * Words that narrow the last search, said apart: "only <brand>", "just the <words>", "<words> only"; "something more
 * elegant"; "any in red?", "do they come in blue?", "got them in size 10?"; "one with bluetooth?", "ones that have pockets".
 */
const NARROWING = [
  /^\s(?:(?:only|just)\s(?:the\s)?(.+?)|(.+?)\sonly)(?:\splease|\spls|\sthanks)?\s*[?.!]*\s*$/,
  phrased`^\s(?:{haveYouGot}\s)?{someThing}\s(?:a\s(?:bit|little)\s|a\slot\s|much\s|even\s)?more\s([a-z]+)\s*[?.!]*\s*$`,
  phrased`^\s(?:{anyIn}\s)?in\s(?:a\s|an\s)?((?:[a-z0-9-]+\s?){1,3}?)(?:\s{insteadToo})?\s*[?.!]*\s*$`,
  phrased`^\s(?:(?:do you have|have you got|got|is there|are there|show me)\s)?(?:one|ones|any|some|something|anything)\s{withFeature}\s(?:{indefinite}\s)?((?:[a-z0-9-]+\s?){1,3}?)\s*[?.!]*\s*$`,
  // "from <maker>?", "any by <maker>?", "ones made in <place>": who makes them or where, of the last list.
  phrased`^\s(?:(?:and\s|so\s)?(?:what about\s|how about\s)?(?:{haveYouGot}\s)?(?:any|anything|some|something|ones?)\s)?(?:made\s)?(?:from|by|made in)\s(?!\$|\d|the\s(?:first|second|third|last)\b)((?:[a-z0-9&'.-]+\s?){1,4}?)(?:\sinstead|\stoo|\sas well|\splease)?\s*[?.!]*\s*$`,
];

/** "does it come in size 9?", "do you have this one in XL?", "do they come in a 9.5?" (a pair of shoes): a value of the product in focus. */
const IT_IN = phrased`^\s(?:so\s|and\s|but\s)?(?:{askingOf}\s{theyThem}(?:\sones?)?\scome|(?:is|does)\s{theyThem}(?:\sones?)?\s{madeIn}|(?:do|can|could)\s(?:you|u)\s(?:guys\s)?{haveIt}\s{theyThem}(?:\sones?)?|(?:have\s(?:you|u)\s)?got\s{theyThem}(?:\sones?)?|(?:can|could)\si\s{getIt}\s{theyThem}(?:\sones?)?)\sin\s(?:a\s|an\s)?(.+?)\s*[?.!]*\s*$`;

/** "is there a size 10.5?": a size of the product in focus. */
const SIZE_THERE = /^\s(?:so\s|and\s|but\s)?is\sthere\s(?:a\s)?(size\s.+?)\s*[?.!]*\s*$/;

/** "do you sell the …?", "have you got the …?": whether the shop has one product, named with "the". */
const HAVE_THE = phrased`^\s(?:(?:do|does)\s(?:{you}|{theShop})\s(?:guys\s)?(?:still\s)?{selling}|(?:have\s)?(?:you|u)\s(?:still\s)?got|(?:is|are)\s(?:there|you\sselling))\sthe\s(.+?)\s*[?.!]?\s*$`;

/** "what's…", "who…", "why…": a question that may not be about products at all. */
export const OPEN_QUESTION = phrased`^\s(?:{openQuestion}|(?:can|could|would|will) you (?:please\s)?(?!{assistantTasks}\b)[a-z]+\s(?:me\s|us\s)?(?:a|an|the|some|my|our)\b)`;

const ASKED = patterns<Asked>(phrases.asked);

/** Verbs and prepositions that link "how much <noun>" to the product it is asked of. */
const LINKING = '(?:is|are|was|were|does|do|did|will|would|can|could|should|on|in|of|for|with|comes?|fits?)';
/** Verbs saying what a product holds or does with the amount asked ("have", "hold", "take"): no name. */
const HOLDING_VERBS = wordSet(phrases.holdingVerbs);

/** Words asking how two things differ or which to choose, which shoppers may misspell ("diffrence", "comparision"). */
const COMPARING = [...wordSet([phrases.comparingWords, phrases.choosing])];

/**
 * What "how heavy", "how big" … ask about, as a product's details name it: a size is given as dimensions as often
 * as by its own name, and a container's by what it holds.
 */
const MEASURES: Record<string, string> = phrases.measures;
/** The details a measure names ("weight", "dimensions"): given as amounts. */
export const MEASURE_WORDS = wordSet([...Object.values(MEASURES), ...Object.values(phrases.measuresLess as Record<string, string>)]);

/** "lighter", "lightest" of "light": the comparative and the superlative English makes of an adjective. */
function gradesOf(base: string): [string, string] {
  const stem = /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}i` : base.endsWith('e') ? base.slice(0, -1) : /^[^aeiou]*[aeiou][bdgmnpt]$/.test(base) ? `${base}${base.at(-1)!}` : base;
  return [`${stem}er`, `${stem}est`];
}

/** A word that grades a detail: its comparative and superlative, whether more ranks first, the detail an adjective measures. */
interface Grade {
  forms: [string, string];
  more: boolean;
  measures?: string;
}

/**
 * The words that grade a detail, by each form: "more", "fewest" grade the noun said after them ("most storage");
 * "heavier", "lightest" a measure of their own (weight), or the noun said after them ("longest battery life").
 */
const GRADES = new Map<string, Grade>([
  ...Object.entries(phrases.amountsGraded).map(([forms, way]): [string[], Grade] => [forms.split(' '), { forms: forms.split(' ') as [string, string], more: way === 'more' }]),
  ...[...Object.entries(MEASURES).map(([base, measures]) => [base, measures, true] as const), ...Object.entries(phrases.measuresLess).map(([base, measures]) => [base, measures, false] as const)]
    .map(([base, measures, more]): [string[], Grade] => [gradesOf(base), { forms: gradesOf(base), more, measures }]),
].flatMap(([forms, grade]) => forms.map((form): [string, Grade] => [form, grade])));

/** What a comparison by a detail asks, read back from its `about` ("lightest weight", "most storage"). */
export interface GradedDetail extends Grade {
  said: string;
  /** The detail's words, as its specifications may name it. */
  detail: string;
  /** Whether the shopper named the detail ("the longest battery life"), not only graded it ("the lightest"). */
  named: boolean;
}

/** The grade an `about` opens with and the detail it grades, if it is a comparison by a detail. */
export function gradedDetail(about: string): GradedDetail | undefined {
  const [said = '', ...rest] = words(about);
  const grade = GRADES.get(said);
  return grade && rest.length > 0 ? { ...grade, said, detail: rest.join(' '), named: rest.join(' ') !== grade.measures } : undefined;
}

/** "more expensive than $100": a limit on the price, which asks no product's price. */
const PRICE_LIMIT = new RegExp(String.raw`\b(?:${AT_MOST}|${AT_LEAST})\s\$?\d`, 'g');

/**
 * "lighter", "a smaller one", "more storage" said of a list: the comparison asked of other products, as an
 * `about` (`gradedDetail`) – a comparative and the detail it grades, said or its own measure.
 */
export function comparedDetail(said: string): string | undefined {
  const [grade = '', ...rest] = words(said);
  const graded = GRADES.get(grade);
  // Words after a grade with its own measure are that measure ("lighter weight"), not another ("lighter blue").
  const measures = graded?.measures;
  const measured = measures === undefined || rest.every((w) => words(measures).includes(w));
  const detail = rest.join(' ') || graded?.measures;
  return graded && graded.forms[0] === grade && detail && measured ? `${grade} ${detail}` : undefined;
}

/** "which is lighter?", "which one has the most storage?", "which of them has the longest battery life?". */
const WHICH_GRADED = phrased`^\s(?:so\s)?which(?:'s|\s(?:one|of\s(?:them|these|those|the\s(?:two|three)))(?:'s)?)?(?:\s({whichHas}))?(?:\sthe)?\s([a-z]+)((?:\s[a-z]+){0,3}?)(?:\sones?)?(?:\sof\s(?:them|these|those|the\s(?:two|three))|\sthen)?\s*[?.!]*\s*$`;

/**
 * The detail a "which …?" grades, as `about`: the grade said and the noun after it, or the measure an adjective
 * grades ("lightest weight"). An amount ("more", "fewest") grades a noun the products have ("which has more storage?",
 * not "which is more comfortable?"); a price or a rating is ranked by its order, not a detail.
 */
function gradedAsked(plain: string): string | undefined {
  const found = WHICH_GRADED.exec(plain);
  const grade = found ? GRADES.get(found[2]!) : undefined;
  const noun = words(found?.[3] ?? '').join(' ');
  const having = found?.[1] !== undefined && found[1] !== 'is';
  if (!grade || !(noun || grade.measures) || (!grade.measures && !(noun && having)) || ASKED.some(([pattern]) => pattern.test(` ${noun} `))) return undefined;
  return `${found![2]!} ${noun || grade.measures!}`;
}

/** "compare them by weight", "compare their warranties": the detail the products are compared by. */
const COMPARED_BY = /\s(?:by|on|in\sterms\sof)\s(?:the\s|their\s|its\s)?([a-z]+(?:\s[a-z]+)?)\s*[?.!]*\s*$|^\s+(?:their|both\stheir)\s([a-z]+(?:\s[a-z]+)?)\s*[?.!]*\s*$/;

/** "for it", "for the first one": what a thing asked for goes with. */
const FOR_REF = phrased`\b{goingWith}\s((?:it|this(?:\sone)?|that(?:\sone)?|them|these|those|the\s(?:first|1st|second|2nd|third|3rd|last)(?:\sone)?))(?=\s*[?.!]?\s*$)`;

/**
 * Products set side by side, if the message asks so; `read` reads the message otherwise ("between the X and the
 * Y" may name no products). `m` loses what is read.
 */
export function readComparison(m: Message, plain: string, message: string, context: ReadContext, guesses: boolean, read: () => AssistantRequest): AssistantRequest | undefined {
  // "which is cheapest?", "which one's the cheapest?", "what's the cheapest pair?" after a list: one rule, the
  // product first in that order (a superlative ranks the last search), and what it is ranked by.
  // After one product and no list ("which of these is the best rated?"), that product.
  const superlative = context.hasSearch || context.hasFocus ? rankedQuestion(message) : undefined;
  if (superlative) return { intent: 'product', asked: superlative.order === 'rating-desc' ? 'rating' : 'price', refs: [superlative], names: [] };
  // "<X> or <Y> - which one gets better reviews?": the two named, side by side, in the order the question asks.
  // "which is cheaper, the <X> or the <Y>?": the same, the question first.
  const whichFirst = /^\s*(which(?:\sone|\sof\s(?:them|these|those))?(?:\s(?:is|are|has|have|would|should|do|does|will)|'s)\b[^,:;?]*?)\s*[-,:;?]+\s*(.+?)\s(?:or|vs\.?|versus)\s(.+?)\s*[?.!]*$/.exec(normalise(message));
  const either = /^\s*(.+?)\s(?:or|vs\.?|versus)\s(.+?)\s*(?:[-,:;?]+|\.)\s*(?:so\s|and\s)?(which\b.*)$/.exec(normalise(message)) ??
    (whichFirst && [whichFirst[0], whichFirst[2], whichFirst[3], whichFirst[1]]);
  if (either) {
    // "the first or the second": the cards at those places.
    const placed = [either[1]!, either[2]!].map((said) => takeRefs(new Message(said), true)).flat();
    const named = [either[1]!, either[2]!].map((said) => new Message(said).rest(COMMAND_WORDS));
    const order = takeOrder(new Message(either[3]!)) ?? comparativeIn(either[3]!);
    const which = placed.length === 2 && placed.every((r) => r.kind === 'position') ? { refs: placed, names: [] } : { refs: [], names: named };
    // "which one is lighter, …": by that detail.
    const about = order ? undefined : gradedAsked(` ${normalise(either[3]!).trim()} `);
    if (named.every((n) => n.length > 0)) return { intent: 'compare', ...which, ...(order && order !== 'relevance' ? { order } : {}), ...(about ? { about } : {}) };
  }
  // "which has the biggest screen?" (no order said), "which is cheaper?", "which's better rated?": the products shown,
  // side by side, in the order a comparative asks.
  const ordered = takeOrder(new Message(message));
  // "which is the lightest?", "which has more storage?": the products shown, by that detail.
  const graded = context.hasSearch && ordered === undefined && !comparativeIn(plain) ? gradedAsked(plain) : undefined;
  if (graded) return { intent: 'compare', refs: [{ kind: 'all' }], names: [], about: graded };
  const most = phrased`^\s(?:so\s)?which\s(?:one\s|of\s(?:them|these|those)\s)?{whichHas}\s(?:the\s)?(?:most|least|[a-z]+est)\s[a-z]+`.test(plain) && !SEARCH_QUESTION.test(plain) && ordered === undefined;
  const comparative = comparativeIn(WHICH_COMPARATIVE.exec(plain)?.[1] ?? '');
  if (context.hasSearch && (most || comparative)) return { intent: 'compare', refs: [{ kind: 'all' }], names: [], ...(comparative && !most ? { order: comparative } : {}) };
  // "which of them are in stock?", "which ones are under $50?": the list shown, so limited; else a comparison.
  const limited = new Message(message);
  if (context.hasSearch && limited.take(WHICH_OF_THEM)) {
    const constraints = takeConstraints(limited);
    if (Object.keys(constraints).length > 0 && limited.rest(REFINEMENT_FILLER).length === 0) return { intent: 'refine', refine: 'limits', constraints };
    // "which are vegan?", "which ones are leather?": the list narrowed by the words.
    const narrowing = limited.rest(new Set([...REFINEMENT_FILLER, ...QUESTION_FILLER]));
    if (/^\s(?:so\s)?which\s(?:ones|are)\b/.test(plain) && narrowing && ordered === undefined) return { intent: 'refine', refine: 'limits', constraints, words: narrowing };
    // "which one costs less?": a comparative ranks them as its superlative does.
    const order = ordered ?? comparativeIn(plain);
    // "which one is organic?", "which smells floral?": the one shown whose details say so, when one does.
    const said = narrowing && order === undefined ? words(narrowing).filter((w) => !SENSES.has(w)).join(' ') : '';
    if (/^\s(?:so\s)?which\s(?!ones\b|are\b)/.test(plain)) return { intent: 'compare', refs: [{ kind: 'all' }], names: [], ...(order && order !== 'relevance' ? { order } : {}), ...(said ? { holding: said } : {}) };
  }
  // "the X vs the Y", "the warranty on the X compared with the Y": the two names, side by side ("vs" parts them as
  // "and" does), and what is asked of them.
  if (/\s(?:vs\.?|versus|compared\s(?:with|to))\s/.test(m.text)) {
    m.text = m.text.replace(/\s(?:vs\.?|versus|compared\s(?:with|to))\s/g, ' and ');
    m.take(phrased`\b{comparingWords}\b`);
    const asked = m.take(/^\s(?:what(?:'s|\sis|\sare)|how\s[a-z]+\s(?:is|are))\s(?:the\s)?([a-z]+(?:\s[a-z]+)?)\s(?:on|of|for|in)\s/);
    return { intent: 'compare', ...pointing(m), ...(asked ? { about: asked[1]! } : {}) };
  }
  // "is the X better than the Y?": the two, side by side.
  // "is it cheaper than the <Y>?" asks of one product, as "is the X better than the Y?" does; "phones cheaper than
  // the <Y>" are a search, and "cheaper than at the <place>" no product.
  const betterThan = /\s(?:any\s)?(?:better|worse|nicer|(cheaper|pricier|(?:more|less)\sexpensive))\sthan\s(?![$£€\d])(?!(?:at|in|on|from|online|elsewhere)\b)(?=(?:the|a|an|my|this|that|[a-z0-9]+\s[a-z0-9]+))/.exec(m.text);
  const before = betterThan ? m.text.slice(0, betterThan.index) : '';
  const better = betterThan && (!betterThan[1] || /^\s(?:why\s)?(?:is|are|was)\s/.test(before)) &&
    (words(before).some((w) => !FILLER_WORDS.has(w) && !QUESTION_FILLER.has(w)) || /^\s(?:why\s)?(?:is|are|was)\s(?:it|this|that|they|these|those)(?:\sone)?\s*$/.test(before));
  if (better) m.text = `${before.replace(/^\s(?:why|so)\s/, ' ')} and ${m.text.slice(betterThan.index + betterThan[0].length)}`;
  // "how are they different?", "compare the X and the Y", "which should I choose?": those pointed at or named, side by side.
  if (better || m.take(phrased`\bhow\s(?:are|is)\s(?:they|these|those|the\s(?:two|three))\s(?:[a-z]+\s)?different\b|\b(?:{comparingWords}|versus|vs\.?|which (?:one |of (?:them|these|those|the two) )?(?:is|should i|would you)\s{betterChoice})\b`)) {
    // "compare them by weight", "compare their warranties": the products shown, by that detail (a price or a
    // rating is in every comparison).
    const by = better ? null : COMPARED_BY.exec(m.text);
    const about = by ? words(by[1] ?? by[2]!).join(' ') : '';
    const detail = about && !ASKED.some(([pattern]) => pattern.test(` ${about} `) || pattern.test(` ${about.replace(/s$/, '')} `));
    if (detail) m.take(COMPARED_BY);
    return { intent: 'compare', ...pointing(m), ...(detail ? { about } : {}) };
  }
  // "what's the diffrence between the X and the Y": two things set side by side, when nothing before "between"
  // names a thing of its own ("a rug to go between the sofa and the tv" is a rug); the words asking for the
  // comparison may be misspelt. The two may still name no products: the message read otherwise comes along.
  const between = guesses ? /\bbetween\s(?=(?:the|this|that|a|an)\s.+\s(?:and|&)\s(?:the|this|that|a|an)\s)/.exec(m.text) : null;
  if (between && words(m.text.slice(0, between.index)).every((w) => FILLER_WORDS.has(w) || QUESTION_FILLER.has(w) || COMPARING.some((c) => nearlyEqual(w, c)))) {
    m.text = ` ${m.text.slice(between.index + between[0].length)}`;
    return { intent: 'compare', ...pointing(m), otherwise: read() };
  }
  return undefined;
}

/**
 * Questions that ask one thing of the products a phrase points at or names: the pattern, the phrase's group, and
 * what is asked (or the group saying it).
 */
const ASKING: [RegExp, number, string | number, true?][] = [
  // "what is it made of?", "what material are they?", "what fabric is the <product>?": its material.
  [phrased`^\s(?:so\s|and\s)?what(?:'s|\sis|\sare|\swas|\swere)?\s(.+?)\s(?:made|built)\s{madeOf}\s*[?.!]?\s*$`, 1, 'material made'],
  [phrased`^\s(?:so\s|and\s)?what\s{materials}\s(?:is|are|was|were|does|do)\s(.+?)(?:\s(?:made\s{madeOf}|use|have))?\s*[?.!]?\s*$`, 1, 'material made'],
  // "where is the <product> from?", "where are they made?": its origin.
  [phrased`^\s(?:so\s|and\s)?where\s(?:is|are|was|were|do|does)\s(.+?)\s{origin}\s*[?.!]?\s*$`, 1, 'origin country made'],
  // "what warranty comes with them?": the noun is what is asked of the products pointed at.
  [/^\s(?:so\s)?(?:what|which)\s(?:kind of\s|sort of\s)?([a-z]+(?:\s[a-z]+)?)\s(?:comes?|came|is included|are included)\swith\s(.+?)\s*[?.!]?\s*$/, 2, 1],
  // "what speed rating is the first one?", "what colour are they?": the noun is what is asked of the products pointed at (by a reference only: "what laptops are on sale?" is a search).
  [/^\s(?:so\s|and\s)?(?:what|which)\s(?!(?:one|ones|of|kind|sort|type)\b)([a-z]+(?:\s[a-z]+)?)\s(?:is|are|was|were)\s(.+?)\s*[?.!]?\s*$/, 2, 1, true],
  // "how long is it guaranteed for?", "how long are they covered?": its warranty, asked by the verb.
  [phrased`^\s(?:so\s|and\s)?how\slong\s(?:is|are|will|would)\s(.+?)\s(?:be\s)?{guaranteed}(?:\sfor)?\s*[?.!]?\s*$`, 1, 'warranty guarantee'],
];

/** What is asked of the products a phrase points at or names; none when it points at and names nothing. */
function askedOf(phrase: string, about: string, filler: ReadonlySet<string> = QUESTION_FILLER): Extract<AssistantRequest, { intent: 'product' }> | undefined {
  const rest = new Message(phrase);
  const refs = takeRefs(rest, true);
  const name = rest.rest(filler);
  return name || refs.length > 0 ? { intent: 'product', asked: 'words', about, refs, names: name ? [name] : [] } : undefined;
}

/** A question about products shown or named, or the last list narrowed by a question, if the message is one. */
export function readQuestion(plain: string, message: string, context: ReadContext): AssistantRequest | undefined {
  // "the second one, how much does it weigh?": the question, of the product said before it.
  const before = /^\s((?:the|that|this)\s[a-z0-9\s]+?),\s(.*\b(?:it|they|them)\b.*)$/.exec(plain);
  const said = new Message(before?.[1] ?? '');
  if (before && takeRefs(said).length > 0 && said.rest(QUESTION_FILLER) === '') {
    const asked = ` ${before[2]!.replace(/\b(?:it|they|them)\b/, before[1]!)}`;
    return readQuestion(asked, asked, context);
  }
  for (const [pattern, at, about, byRef] of ASKING) {
    const found = pattern.exec(plain);
    const asked = found ? askedOf(found[at]!, typeof about === 'number' ? found[about]! : about) : undefined;
    // A word every product has ("what price is it?") is asked as such.
    const fact = asked?.about !== undefined && words(asked.about).length === 1 && ASKED.some(([p]) => p.test(` ${asked.about} `));
    if (asked && !fact && (!byRef || (asked.names.length === 0 && asked.refs.length > 0))) return asked;
  }
  // "how long does the <product> battery last?", "how long do they keep?": how long its part (or itself) lasts, its life.
  // "how many days does the battery last on the <product>?": the product is said after "on the".
  const lasting = /^\s(?:so\s|and\s)?how\s(?:long|many\s[a-z]+)\s(?:does|do|will|would|can|should)\s(.+?)\s(?:last|run|go|keep)(?:\sfor)?(?:\son\s(?:the\s(.+?)|[a-z\s]+))?\s*[?.!]?\s*$/.exec(plain);
  // "how long does a game take?": the time one takes, of the product in focus.
  const taking = /^\s(?:so\s|and\s)?how\slong\s(?:does|do|will|would|can|should)\s(?:a|an|one|each)\s[a-z]+\stake\s*[?.!]?\s*$/.test(plain);
  if (taking) return { intent: 'product', asked: 'words', about: 'time', refs: [{ kind: 'focus' }], names: [] };
  if (lasting) {
    const asked = askedOf(lasting[2] ? `${lasting[2]} ${lasting[1]!}` : lasting[1]!, 'life');
    const part = words(asked?.names[0] ?? '').at(-1);
    const about = part && /^[a-z]{3,}$/.test(part) ? `${part} life` : 'life';
    // "how long will the battery last?": a part alone is the product in focus's.
    if (asked?.refs.length === 0 && words(asked.names[0]!).length === 1 && about !== 'life') return { intent: 'product', asked: 'words', about, refs: [{ kind: 'focus' }], names: [] };
    if (asked) return { ...asked, about };
  }
  // "how much storage does the <product> have?", "how much storage is on it?": the noun after "how much/many" is
  // what is asked, whatever the verb; the verbs name nothing. A verb right after it ("how much is …") or a
  // price word as the noun asks the price, as ASKED reads it.
  const amountOf = new RegExp(String.raw`^\s(?:so\s|and\s)?how\s(?:much|many)\s(?!${LINKING}\b)([a-z]+(?:\s(?!${LINKING}\b)[a-z]+)?)\s(${LINKING}\b.*?)\s*[?.!]?\s*$`).exec(plain);
  const amount = amountOf && !ASKED.some(([pattern]) => pattern.test(` ${amountOf[1]!} `)) ? askedOf(amountOf[2]!, amountOf[1]!, new Set([...QUESTION_FILLER, ...HOLDING_VERBS])) : undefined;
  if (amount) return amount;
  // "how heavy is the <product>?", "how much does the <product> weigh?": what is asked, by its noun.
  const measure = /^\s(?:so\s|and\s)?how\s(heavy|big|large|tall|wide|deep|long)\s(?:is|are)\s(.+)$/.exec(plain) ?? /^\s(?:so\s|and\s)?how\s(much)\s(?:does|do)\s(.+)\sweigh\b/.exec(plain);
  if (measure) {
    // "how big is the bottle of the <product>?": the part measured is asked too.
    const part = /^\s*the\s([a-z]+)\s(?:of|on|in)\s(the\s.+)$/.exec(measure[2]!);
    const asked = (part && !(part[1]! in POSITIONS) ? askedOf(part[2]!, `${MEASURES[measure[1]!]!} ${part[1]!}`) : undefined) ?? askedOf(measure[2]!, MEASURES[measure[1]!]!);
    if (asked) return asked;
  }

  // "does it come in size 9?", "do you have this in XL?", "can I get it in a 9.5?" of the product in focus: what is
  // asked of it, its options or its details (a list is narrowed so only when no one product is in focus).
  // "is there a size 10.5?": a size asked of it too.
  const itIn = context.hasFocus ? (IT_IN.exec(plain) ?? SIZE_THERE.exec(plain)) : null;
  // Only an amount or a size: "does it come in red?" narrows the list to red ones, as it did.
  const inWhat = itIn ? new Message(itIn[1]!).rest(QUESTION_FILLER) : '';
  if (inWhat && amountsAsked(words(inWhat)).length > 0) return { intent: 'product', asked: 'words', about: inWhat, refs: [{ kind: 'focus' }], names: [] };

  // The last search narrowed by the words said apart (and any limits said with them), when they point at no product.
  for (const said of context.hasSearch ? NARROWING.map((pattern) => pattern.exec(plain)?.slice(1).find((w) => w !== undefined)) : []) {
    const narrowed = said === undefined ? undefined : new Message(said);
    const constraints = narrowed ? takeConstraints(narrowed) : {};
    const order = narrowed && takeOrder(narrowed);
    const narrowing = narrowed?.rest(REFINEMENT_FILLER);
    if (narrowing && /[a-z]/.test(narrowing) && takeRefs(new Message(said!), true).length === 0) return { intent: 'refine', refine: 'limits', constraints, words: narrowing, ...(order ? { order } : {}) };
  }
  // "nothing too expensive", "not too pricey": the same search, the cheapest first.
  if (context.hasSearch && phrased`^\s(?:but\s)?(?:nothing|not|none)\s{veryMuch}\s{tooExpensive}\b[\s?!.]*(?:please)?[\s?!.]*$`.test(plain)) {
    return { intent: 'refine', refine: 'limits', constraints: {}, order: 'price-asc' };
  }
  // "what sizes?", "which colours?" about the product in focus: the noun is what is asked.
  // "what's the warranty?", "what are the specs?" after a list or a product: of the product in focus (else the
  // first shown); "and the battery?" only about a product in focus.
  // "how many left?" asks its stock.
  const stockAsked = /^\s(?:so\s|and\s|ok\s)?how\smany\b/.test(plain) && ASKED.some(([pattern]) => pattern.test(plain));
  const elliptical = (context.hasFocus || context.hasSearch) && !stockAsked ? ELLIPTICAL.exec(plain) ?? (context.hasFocus ? AND_NOUN.exec(plain) : null) : null;
  // A fact every product has is asked of one only said as its own ("what's the price?", not "what's on sale?").
  const ellipticalAsked = elliptical && /\s(?:the|its|their)\s/.test(plain) ? ASKED.find(([pattern]) => pattern.test(` ${elliptical[1]!} `))?.[1] : undefined;
  if (elliptical && (ellipticalAsked || words(elliptical[1]!).every((w) => !FILLER_WORDS.has(w) && !QUESTION_FILLER.has(w)))) {
    return { intent: 'product', asked: ellipticalAsked ?? 'words', ...(ellipticalAsked ? {} : { about: elliptical[1]! }), refs: [{ kind: 'focus' }], names: [] };
  }

  // "do you sell the <product>?", "have you got the <product> in stock?": one product, named with "the": whether
  // the shop has it. The words may name no one product; the resolver then searches them.
  const haveThe = HAVE_THE.exec(plain);
  if (haveThe) {
    const rest = new Message(`the ${haveThe[1]!}`);
    const constraints = takeConstraints(rest);
    const refs = takeRefs(rest, true);
    const name = rest.rest(QUESTION_FILLER);
    const limited = Object.keys(constraints).some((k) => k !== 'inStock');
    if (name && refs.length === 0 && !limited && takeOrder(new Message(haveThe[1]!)) === undefined) return { intent: 'product', asked: 'stock', refs, names: [name] };
  }

  // A question about a product: one already shown ("is it in stock?") or one the shopper names. A superlative
  // asks for an order, not about a price or a rating ("what's your most expensive laptop?").
  // "anything more expensive than $100?" asks for products; "is it more expensive than $100?" its price.
  const unordered = plain.replace(SUPERLATIVES, ' ').replace(/^\s(?:something|anything|any)\b/.test(plain) ? PRICE_LIMIT : /$^/, ' ');
  const asked = ASKED.find(([pattern]) => pattern.test(unordered))?.[1];
  const asksAboutProduct = (QUESTION.test(plain) || (asked !== undefined && asked !== 'details' && /\?/.test(plain))) && !SEARCH_QUESTION.test(plain);
  // "and a screen protector for it": another thing, to go with a product shown; a search, not a question about it.
  const goesWith = new Message(message);
  const withRef = context.hasSearch && !asksAboutProduct ? goesWith.take(FOR_REF) : undefined;
  const [ref] = withRef ? takeRefs(new Message(withRef[1]!)) : [];
  if (ref) {
    const constraints = takeConstraints(goesWith);
    const order = takeOrder(goesWith);
    const subject = goesWith.rest();
    const head = headWord(goesWith.text);
    if (subject.length > 0) return { intent: 'find', find: { subject, constraints, order: order ?? 'relevance', ...(head ? { head } : {}), for: ref } };
  }
  const question = new Message(message);
  const refs = takeRefs(question, asksAboutProduct);
  if ((refs.length > 0 && refs.every((r) => r.kind !== 'all') && !SEARCH_QUESTION.test(plain)) || asksAboutProduct) {
    // "what is the refresh rate of the <product>?", "how many players for the <product>?": what is asked comes first.
    const open = refs.length === 0 && OPEN_QUESTION.test(plain);
    const first = /^\s(?:what(?:'s|\sis|\sare)?|how\s(?:many|much|long|big|heavy|wide|tall)|which)\s(?:is\s|are\s)?(?:the\s)?(.+?)\s(?:of|for|on|in|does|do|is|has)\s(?:the|this|that|your|a)\s(.+)$/.exec(question.text);
    if (first && asked === undefined) {
      const about = words(first[1]!).filter((w) => !FILLER_WORDS.has(w) && !QUESTION_FILLER.has(w)).join(' ');
      const name = new Message(first[2]!).rest(QUESTION_FILLER);
      if (about && name) return { intent: 'product', asked: 'words', about, refs, names: [name], ...(open ? { question: true as const } : {}) };
    }
    for (const [pattern] of ASKED) question.take(pattern);
    // "is it under $50?", "is the <product> over $100?": a price limit asked of a product asks its price.
    const said = question.text;
    const limits = asked === undefined && asksAboutProduct ? takeConstraints(question) : {};
    const priced = limits.maxPrice !== undefined || limits.minPrice !== undefined ? 'price' : undefined;
    // "is it ok for a 5 year old?", "will it work for 5 players?": a number that is no price is what is asked,
    // not a rating or an amount of money, and stays where it was said.
    if (!priced && amountsAsked(words(said)).length > 0) question.text = said;
    // "how much are the first two together?": what they come to, which names nothing.
    if (asked === 'price') question.take(/\b(?:all\s)?(?:together|combined|altogether|in\s(?:total|all))\b/);
    // "does the <product> come with a case?": the verbs of holding name nothing.
    const rest = question.rest(new Set([...QUESTION_FILLER, ...HOLDING_VERBS]));
    // "does it have a headphone jack?": what is asked of the product pointed at names no other product.
    const ofIt = rest && refs.every((r) => r.kind === 'focus') && /^\s(?:is|are|does|do|has|have|can|could|will|would)\s(?:it|they|this|that)\s(?!one\b)/.test(plain);
    if (ofIt) return { intent: 'product', asked: asked ?? priced ?? 'words', about: rest, refs, names: [] };
    // "how much for 4 of the cheapest?": a count said with the price asks the price of that many.
    const count = (asked ?? priced) === 'price' ? (/^\d{1,2}$/.test(rest) ? Number(rest) : NUMBERS[rest]) : undefined;
    if (count !== undefined && count > 1) return { intent: 'product', asked: 'price', refs: refs.length > 0 ? refs : [{ kind: 'focus' }], names: [], count };
    return { intent: 'product', asked: asked ?? priced ?? 'words', refs, names: [rest].filter((n) => n.length > 0), ...(open ? { question: true as const } : {}) };
  }
  return undefined;
}
