/**
 * Step 1 of the assistant (read → resolve → answer): a shopper's message into a typed request (request.ts).
 * Free of side effects and catalogue-blind: it knows how shoppers say prices, ratings, orders, references and the shop's
 * own business (cart, orders, coupons, policies), in general English; every other word is left in the
 * subject for the catalogue's search engine, which knows the catalogue's words, synonyms and typos.
 */
import type { AssistantRequest, Asked, Constraints, PolicyTopic, ProductRef, Refinement, ResultOrder } from './request.ts';
import { FILLER_WORDS, headWord, nearlyEqual, normalise, words } from './words.ts';

/** What the conversation holds that a message may build on. */
export interface ReadContext {
  /** A search ran earlier: "cheaper", "show more" and "another brand" refine it. */
  hasSearch: boolean;
  /** A product is in focus (a question about it was answered): "any <kind> rated higher?" compares with it. */
  hasFocus?: boolean;
}

const AMOUNT = String.raw`\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?k\b)?`;
/**
 * Units that make a number something other than a price ("64gb", "15 inch", "5 stars"); and an amount never
 * ends inside a number ("4" of "4.5 stars" is no amount of its own).
 */
const NOT_MONEY = String.raw`(?![.,]?\d)(?!\s?(?:gb|tb|mb|inch|inches|in\b|"|mm|cm|m\b|w\b|watts?|hz|mp|mah|oz|lbs?|kg|g\b|ml|l\b|ft|%|stars?|star|pack|pcs|pieces|year|years|months?|days?|hours?|x\b|\+))`;

function amountOf(match: string): number {
  const k = /\d\s?k\b/.test(match) ? 1000 : 1;
  return Number(match.replace(/[^\d.]/g, '')) * k;
}

/**
 * Words that open a turn and ask nothing themselves ("ok, …", "now …", "and …", "so …"): only when punctuation,
 * another opener, a verb, a question word or a determiner follows, since a name may start with one ("Sure …").
 */
const OPENER = String.raw`(?:ok|okay|alright|all right|so|and|now|then|well|oh|hmm+|um+|uh|also|yes|yeah|yep|sure|actually)`;
const AFTER_OPENER = String.raw`(?:${OPENER}|i|i'?m|i'?d|i'?ll|we|you|it|let|please|what|what'?s|which|how|where|when|who|why|is|are|was|do|does|did|can|could|would|will|should|have|has|add|put|show|find|give|get|tell|try|apply|use|enter|remove|take|swap|switch|replace|exchange|throw|buy|order|want|need|look|search|compare|check|make|go|the|a|an|this|that|these|those|my|your|some|any|another|more|one|ones|\d+)\b`;
const OPENERS = new RegExp(String.raw`^\s*(?:${OPENER}(?:\s*[,.!-]+\s*|\s+(?=${AFTER_OPENER})|\s*$))+`);

/** An order said with "first" after it ("best rated first", "lowest price first", "the cheapest ones first"). */
const ORDER_FIRST = /\b((?:cheapest|priciest|dearest|newest|latest|oldest|rated|reviewed|expensive|affordable|popular|price[sd]?|cost|rating|reviews?)(?:\s(?:ones?|items?|products?))?)\s(?:first|on top)\b/g;
/** "that's in stock", "which are under $50": a relative pronoun before a limit, pointing at nothing. */
const RELATIVE_LIMIT = /(?<=[a-z0-9]\s)(?:that|which)(?:'s|\s(?:is|are|was|were))\s(?:(?:actually|also|still|really|currently|definitely|right)\s)?(?=(?:in stock|available|on sale|under|below|over|above|less than|more than|rated|discounted|not sold out)\b)/g;

/** A span of the message taken by a reader; what is left becomes the subject. */
class Message {
  text: string;
  constructor(readonly original: string) {
    // "on second thought": a change of mind, no second product.
    const text = ` ${normalise(original).replace(/\b(?:on\s)?second\sthoughts?\b/g, ' ')} `
      // "best rated first", "cheapest first": "first" after an order says the order, and points at nothing.
      .replace(ORDER_FIRST, '$1 ')
      // "the top one" of a list is its first.
      .replace(/\bthe\stop\s(one|product|item|pick|choice|result)\b/g, 'the first $1')
      // "a <thing> that's (actually) in stock": a relative clause that limits, and no "that" pointing at a product.
      .replace(RELATIVE_LIMIT, ' ');
    // "ok, add …", "now try …", "and what …": a word that only opens the turn asks nothing.
    const opened = text.replace(OPENERS, ' ');
    this.text = opened.trim().length > 0 ? opened : text;
  }
  has(pattern: RegExp): boolean {
    return pattern.test(this.text);
  }
  /** Removes the first match and returns it. */
  take(pattern: RegExp): RegExpExecArray | undefined {
    const found = pattern.exec(this.text);
    if (found) this.text = `${this.text.slice(0, found.index)} ${this.text.slice(found.index + found[0].length)}`;
    return found ?? undefined;
  }
  /** The word naming the kind of thing asked for (`headWord`). */
  head(): string | undefined {
    return headWord(this.text);
  }
  /** The words left, without filler. */
  rest(extraFiller: ReadonlySet<string> = new Set()): string {
    return words(this.text)
      .filter((w) => !FILLER_WORDS.has(w) && !extraFiller.has(w))
      .join(' ');
  }
}

const money = (m: RegExpExecArray, group = 1) => amountOf(m[group]! + (m[group + 1] ? `.${m[group + 1]}` : ''));

/** Prices, ratings, stock and sale limits, taken out of the message. */
function takeConstraints(m: Message): Constraints {
  const c: Constraints = {};
  const between = m.take(new RegExp(String.raw`\b(?:between|from)\s${AMOUNT}\s?(?:and|to|-)\s${AMOUNT}${NOT_MONEY}(?:\s(?:dollars|bucks|usd))?`));
  const range = between ?? m.take(new RegExp(String.raw`\$(\d[\d,]*)(?:\.(\d{1,2}))?\s?(?:-|to)\s?\$?(\d[\d,]*)(?:\.(\d{1,2}))?${NOT_MONEY}`));
  if (range) {
    const [a, b] = [money(range, 1), money(range, 3)];
    c.minPrice = Math.min(a, b);
    c.maxPrice = Math.max(a, b);
  }
  const max = m.take(new RegExp(String.raw`\b(?:under|below|less than|cheaper than|up to|no more than|not more than|at most|max(?:imum)?|within|lower than|(?:nothing|not|none|no)\s(?:above|over|more than|higher than|pricier than|dearer than)|<)\s(?:a\s)?${AMOUNT}${NOT_MONEY}(?:\s(?:dollars|bucks|usd))?`));
  if (max) c.maxPrice = money(max);
  // "$50 plus", "50 dollars and up": a minimum when said as money (a model's "7 plus" is none).
  const plus = m.take(new RegExp(String.raw`(?:\$\s?(\d[\d,]*)(?:\.(\d{1,2}))?|\b(\d[\d,]*)(?:\.(\d{1,2}))?\s(?:dollars|bucks|usd))\s?(?:\+|plus\b|and up\b|and above\b|or more\b)`));
  if (plus) c.minPrice = plus[1] ? money(plus, 1) : money(plus, 3);
  const min = m.take(new RegExp(String.raw`\b(?:over|above|more than|at least|starting at|min(?:imum)?|higher than|>)\s${AMOUNT}${NOT_MONEY}(?:\s(?:dollars|bucks|usd))?`));
  if (min && (/\$|dollar|buck|usd/.test(min[0]) || Number(min[1]) > 5)) c.minPrice = money(min);
  // "at least 4 stars": no price, so the words stay for the rating.
  else if (min) m.text = `${m.text} ${min[0]} `;
  const around = m.take(new RegExp(String.raw`\b(?:around|about|roughly|approximately|approx|close to|near|~|for)\s${AMOUNT}${NOT_MONEY}(?:\s(?:dollars|bucks|usd))?`)) ??
    m.take(/\$(\d[\d,]*)(?:\.(\d{1,2}))?/);
  if (around && c.minPrice === undefined && c.maxPrice === undefined && (around[0].includes('$') || !/\bfor\b/.test(around[0]))) {
    const price = money(around);
    c.around = price;
    c.minPrice = Math.floor(price * 0.8);
    c.maxPrice = Math.ceil(price * 1.2);
  }
  // "the top 5" counts what is shown first: no rating.
  const rating = m.take(/(?<!\btop\s)\b(?:rated\s|at least\s|over\s|above\s|minimum\s|min\s)?([1-5](?:\.\d)?)\s?(?:\+\s?)?(?:-\s?)?(?:stars?|star rating)?(?:\s(?:and up|or more|or higher|or better|plus|and above))?(?=\s)/);
  if (rating && /stars?|rated|\+|and up|or more|or higher|or better|plus|and above/.test(rating[0])) c.minRating = Number(rating[1]);
  else if (rating) m.text = `${m.text} ${rating[0]} `;
  if (m.take(/\b(?:(?:that|which)\s(?:are|is)\s)?(?:in stock|available now|available to buy|ready to ship|not sold out|available)\b/)) c.inStock = true;
  if (m.take(/\b(?:on sale|for sale|on offer|discounted|reduced|clearance|deals?|discounts?|offers?|bargains?|sales?)\b/)) c.onSale = true;
  return c;
}

const ORDER_WORDS: [RegExp, ResultOrder][] = [
  [/\b(?:cheapest|least expensive|lowest price[sd]?|lowest cost|budget|affordable|inexpensive|cheap|low cost|low price[sd]?)\b/, 'price-asc'],
  [/\b(?:most expensive|priciest|high end|high-end|highest price[sd]?|luxury|top of the line)\b/, 'price-desc'],
  // "top" alone is a thing ("a black top", "a linen top"); only in a phrase is it an order ("top rated", "the top 5").
  [/\b(?:best rated|top rated|highest rated|best reviewed|top reviewed|highly rated|well rated|best|top (?:picks?|choices?|ones|\d{1,2}|ten|five|three)(?=\s))\b/, 'rating-desc'],
  [/\b(?:newest|latest|new arrivals?|just in|most recent)\b/, 'newest'],
  [/\b(?:trending|popular|best ?sellers?|best selling|bestselling|top ?sellers?|top selling|hot|most bought|most ordered)\b/, 'popular'],
];

function takeOrder(m: Message): ResultOrder | undefined {
  for (const [pattern, order] of ORDER_WORDS) if (m.take(pattern)) return order;
  return undefined;
}

const POSITIONS: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3, fifth: 4, '5th': 4 };

/** Nouns that count what is shown rather than name it: "the cheapest one", "the cheapest pair". */
const COUNTING = String.raw`(?:one|ones|pair|pairs|option|options|model|models|version|item|product|choice)`;

/**
 * Superlatives, which rank what was searched, and comparatives, which rank the products shown ("the cheaper
 * one" of two), by the order they rank in.
 */
const RANKINGS: [string, ResultOrder, 'shown'?][] = [
  ['cheapest|least expensive|lowest priced|most affordable', 'price-asc'],
  ['cheaper|less expensive|lower priced|more affordable', 'price-asc', 'shown'],
  ['most expensive|priciest|dearest|highest priced', 'price-desc'],
  ['more expensive|pricier|dearer|higher priced', 'price-desc', 'shown'],
  ['best rated|top rated|highest rated|best reviewed', 'rating-desc'],
  ['better rated|higher rated|better reviewed', 'rating-desc', 'shown'],
];

/**
 * References by what sets a product apart from the others shown: its rank ("the cheapest one"), its price
 * ("the $25 one") or its own words ("the black one"). Read only where a product is pointed at (the cart,
 * a comparison, a question about one), never in a search, where the same words limit or order it.
 */
function takeDescribed(m: Message): ProductRef[] {
  const refs: ProductRef[] = [];
  for (const [said, order, among] of RANKINGS) {
    // "the cheapest leather one": the words between the rank and the noun say which of them are ranked.
    const ranked = m.take(new RegExp(String.raw`\bthe\s(?:${said})(?:((?:\s[a-z0-9-]+){1,2}?)\s${COUNTING}\b|(?:\s${COUNTING})?\b)`));
    const own = ranked?.[1] ? words(ranked[1]).filter((w) => !FILLER_WORDS.has(w)).join(' ') : '';
    if (ranked) refs.push({ kind: 'ranked', order, ...(among ? { among } : {}), ...(own ? { words: own } : {}) });
  }
  const priced = m.take(new RegExp(String.raw`\bthe\s\$\s?(\d[\d,]*(?:\.\d{1,2})?)\s${COUNTING}\b`));
  if (priced) refs.push({ kind: 'priced', price: Number(priced[1]!.replace(/,/g, '')) });
  const described = new RegExp(String.raw`\bthe\s((?:[a-z0-9-]+\s){1,3})one\b`).exec(m.text);
  const own = described ? words(described[1]!).filter((w) => !FILLER_WORDS.has(w) && !(w in POSITIONS) && w !== 'last') : [];
  if (described && own.length > 0) {
    m.take(new RegExp(String.raw`\bthe\s${described[1]}one\b`));
    refs.push({ kind: 'described', words: own.join(' ') });
  }
  return refs;
}

/**
 * "(which|what) … [the] <superlative> [one]?" with nothing else said: a reference to the product first in that
 * order, whether or not "the" is said and whatever words point at the list ("which of them", "which one's").
 */
function rankedQuestion(message: string): Extract<ProductRef, { kind: 'ranked' }> | undefined {
  const m = new Message(message);
  if (!/^\s(?:so\s)?(?:what|which)\b/.test(m.text)) return undefined;
  for (const [said, order, among] of RANKINGS) {
    if (among) continue;
    if (!m.take(new RegExp(String.raw`\b(?:the\s)?(?:${said})(?:\s${COUNTING})?\b`))) continue;
    return words(m.text).every((w) => FILLER_WORDS.has(w) || QUESTION_FILLER.has(w) || w === 'ones') ? { kind: 'ranked', order } : undefined;
  }
  return undefined;
}

/** "the first one", "#2", "the last one", "it", "them": references to products already shown. */
function takeRefs(m: Message, described = false): ProductRef[] {
  const refs: ProductRef[] = described ? takeDescribed(m) : [];
  const firstFew = m.take(/\b(?:the\s)?(?:first|top)\s(two|three|2|3)\b/);
  if (firstFew) for (let i = 0; i < (/two|2/.test(firstFew[1]!) ? 2 : 3); i++) refs.push({ kind: 'position', index: i });
  for (;;) {
    // An ordinal before another word names a thing ("a first aid kit", "a second hand bike"): no reference.
    const found = m.take(/(?<!\b(?:a|an)\s)\b(?:the\s)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)(?:\s(?:one|product|item|option|choice)\b|(?=\s*(?:$|[?.!,;:]|\s(?:one|ones|of|in|on|to|and|or|please|pls|is|was|has|had|looks?|costs?|for|instead|then|too|as|with|from|vs|versus|but|also|again|i|it|into|if|would|will|does|do|did|seems?|sounds?|comes?|still)\b)))|\b(?:the\s)?(last)\s(?:one|product|item|option|choice)\b|\bthe\s(last)\b(?=\s*[?.!]?\s*$)|(?:#|\bnumber\s|\bno\.?\s|\boption\s)([1-5])\b/);
    if (!found) break;
    if (found[2] || found[3]) refs.push({ kind: 'last' });
    else refs.push({ kind: 'position', index: found[1] ? POSITIONS[found[1]]! : Number(found[4]) - 1 });
  }
  // "the one in the middle", "the middle one": the second of three.
  if (m.take(/\bthe\s(?:one\s)?in\sthe\smiddle\b|\bthe\smiddle(?:\sone)?\b/)) refs.push({ kind: 'position', index: 1 });
  // "the other one(s)", "the others": the products shown but the one the conversation is about.
  if (m.take(/\b(?:the\s)?other\s(?:one|ones|two)\b|\bthe\sothers\b/)) refs.push({ kind: 'others' });
  if (m.take(/\b(?:both(?:\sof\sthem)?|all\s(?:of\s)?(?:them|these|those|three)|them(?:\sall)?|these|those|they|the two|the three)\b/)) refs.push({ kind: 'all' });
  if (m.take(/\b(?:it|this(?:\sone)?|that(?:\sone)?|this product|that product|the one)\b/)) refs.push({ kind: 'focus' });
  return refs;
}

/** Separate names in "compare the X and the Y", "X vs Y". */
function names(rest: string, original: Message): string[] {
  const parts = ` ${normalise(original.text)} `
    .split(/\s(?:and|vs\.?|versus|or|with|against|to)\s|,/)
    .map((part) => words(part).filter((w) => !FILLER_WORDS.has(w) && !COMMAND_WORDS.has(w)).join(' '))
    .filter((part) => part.length > 0);
  return parts.length > 1 ? parts : rest ? [rest] : [];
}

/** Words that ask for an action, not for a product. */
const COMMAND_WORDS = new Set('compare comparison difference differences between add put remove delete drop cart basket bag question all both each every'.split(' '));

const POLICY_TOPICS: [RegExp, PolicyTopic][] = [
  [/\b(?:shipping|ship|ships|shipped|postage|delivery (?:fee|cost|charge)s?|free delivery|delivery (?:is\s|for\s)?free|pay (?:for|extra for) (?:the )?delivery)\b/, 'shipping'],
  [/\b(?:deliver|delivery|delivered|arrive|arrives|how long (?:does|will|would|do|can) (?:it|that|this|[a-z]+(?:\s[a-z]+)?) take|express)\b|\bwhen\s(?:will|would|should|can|could|do|does)\s(?:i|we|it|they)\s(?:get|receive|expect|have)\b/, 'delivery'],
  [/\b(?:return|returns|returning|refund|refunds|exchange|exchanges|money back|send it back|send back|(?:don'?t|doesn'?t|does not|do not) fit|wrong size|damaged|broken|faulty)\b/, 'returns'],
  [/\b(?:pay|paying|payment|payments|paypal|credit cards?|debit cards?|cash on delivery|wallet|installments?)\b/, 'payment'],
  [/\b(?:contact|reach you|email you|phone number|call you|customer service|customer support|support team|talk to (?:a )?(?:human|person|someone))\b/, 'contact'],
  [/\b(?:tax|taxes|vat|sales tax)\b/, 'tax'],
];

const GREETING = /^\s*(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening)|yo)(?:\s(?:there|again|assistant|bot))?[\s!.?]*$/;
const THANKS = /^\s*(?:(?:ok|okay|great|perfect|awesome|nice|cool|got it|good)[\s,!.]*)*(?:thanks|thank you|thx|ty|cheers|much appreciated|appreciate it)?(?:\s(?:so much|a lot|very much|again))?[\s!.]*$/;
const FAREWELL = /^\s*(?:(?:ok|okay|alright|great|cool)[\s,!.]*)?(?:bye|goodbye|good bye|bye bye|see you|see ya|cya|later|that'?s all|that is all|that'?s it|nothing else|no thanks|no thank you|nope,? that'?s all|i'?m done|i am done|i'?m good|all good)(?:\s(?:for now|then|thanks|thank you|bye))*[\s!.]*$/;
const THANKS_FIRST = /^\s(?:thanks|thank you|thx|ty|cheers|great,? thanks|perfect,? thanks)\b/;
/**
 * A question about what the assistant can do, with nothing asked after the verb in its sentence: "what can you
 * (actually) do?", "what kind of things can you help me with?", "what are you able to do?", "how does this bot
 * work?". "what can you do about a damaged parcel?" asks something after it (and a policy named wins anyway).
 */
const ABOUT_ASSISTANT = /\b(?:what|which)\s(?:else\s|(?:kinds?|sorts?|types?)\sof\s(?:things?\s|stuff\s)?|things?\s)?(?:can|could|do|are|is)\s(?:you|u|(?:this|the)\s(?:chat|bot|assistant|thing))(?:\s[a-z]+){0,2}?\s(?:do|help(?:\s(?:me|us))?(?:\swith)?)(?:\sfor\s(?:me|us))?(?=\s*(?:[?.!]|$))|\bhow\s(?:does|do)\s(?:you|this|the)(?:\s(?:chat|bot|assistant|thing))?\swork\b/;
const HELP = /^\s*(?:help|help me|what can you do|how does this work|how do you work|what do you do|who are you|what are you|what can i ask|how can you help|menu|options)[\s?!.]*$/;
/** How shoppers say a few more: "a couple", "a handful", "several", "two". */
const FEW = String.raw`(?:a few|a couple(?:\sof)?|a handful(?:\sof)?|several|two|three|\d)`;
const MORE = new RegExp(String.raw`^\s*(?:(?:show|give|tell|let me see|let me have|can i see|could i see|i'?d like to see|i want to see)\s(?:me\s)?)?(?:some\s|any\s|even\s|${FEW}\s)?(?:more|others|other ones|next|next page|more options|more results|anything else|what else|keep going|continue|(?:the\s)?rest(?:\sof\s(?:them|those|these|the\s[a-z]+))?|(?:the\s)?remaining(?:\sones)?)(?:\s(?:please|options|results|of (?:those|these|them)|like (?:that|this|these|those)))?[\s?!.]*$`);

/** "what else have you got?", "what else is there?", "got anything else?": more of the same. */
const WHAT_ELSE = /^\s*(?:(?:what|anything|something|(?:(?:have\s)?(?:you\s)?got|do you have|is there)\s(?:anything|something))\selse)(?:\s(?:do|have|has|can|could|would|is|are|did)\b)?(?:\s(?:you|u|ya|there|the shop|the store)\b)?(?:\s(?:have|got|sell|carry|offer|show me|recommend|suggest|stock)\b)?(?:\s(?:got|in stock|like (?:that|this|these|those|them)|for me))?[\s?!.]*$/;

/** "show me more shirts", "more of the blue ones": more of something named. */
const MORE_OF = new RegExp(String.raw`^\s*(?:(?:show|give|get|find)\s(?:me\s|us\s)?)?(?:some\s|${FEW}\s|any\s)?more\s(?!than\b|expensive\b|affordable\b)(?:of\s(?:the\s|those\s|these\s)?)?(?!.*\bones?[\s?!.]*$)(.+?)[\s?!.]*$`);

const REFINEMENTS: [RegExp, Refinement][] = [
  // A budget said to be smaller or bigger ("too pricey", "I can spend more") asks for the same.
  [/\b(?:cheaper|less expensive|lower priced|lower price|more affordable|less pricey|cheaper ones?|something cheaper|(?<!\b(?:is|are|was|were|isn'?t|aren'?t)\s(?:it|this|that|they|these|those)\s)(?:too|so)\s(?:pricey|expensive|dear|costly|much)|out of (?:my|our) (?:budget|price range)|spend less|lower (?:my |the )?budget|smaller budget|tighter budget)\b/, 'cheaper'],
  [/\b(?:pricier|more expensive|higher end|higher priced|fancier|more premium|costlier|spend (?:a (?:bit|little|lot) )?more|bigger budget|higher budget|larger budget|(?:my|our|the) budget is (?:higher|bigger|larger))\b/, 'pricier'],
  [/\b(?:better rated|higher rated|better reviewed|better reviews|higher rating|better ones?|rated? (?:higher|better))\b/, 'better-rated'],
  [/\b(?:other|another|different|else'?s?)\s(?:brands?|makers?|manufacturers?|labels?|companies|company)\b|\bnot\s(?:this|that)\s(?:brand|maker|manufacturer)\b/, 'other-brand'],
];

/** Comparatives that rank the products shown in a "which one …?" question. */
const COMPARATIVES: [RegExp, ResultOrder][] = [
  [/\b(?:cheaper|less expensive|costs? less|lower priced|more affordable)\b/, 'price-asc'],
  [/\b(?:pricier|more expensive|costs? more|dearer|higher priced)\b/, 'price-desc'],
  [/\b(?:better rated|higher rated|rated (?:higher|better)|better reviewed|better reviews)\b/, 'rating-desc'],
];

/** "which is cheaper?", "which one's more expensive?", "what's better rated?": a comparative alone. */
const WHICH_COMPARATIVE = /^\s(?:so\s)?(?:which|what)(?:'s|\sis|\sone\sis|\sone'?s|\sare)\s(?:the\s)?((?:[a-z]+\s){0,1}[a-z]+)(?:\sone)?(?:\s(?:of\s(?:the\s)?(?:two|them|these|those|both)|then))?\s*[?.!]?\s*$/;

/** "which of them…", "which one…", "which ones…", "are any of them …": about the products shown. */
const WHICH_OF_THEM = /^\s(?:so\s)?(?:which\s(?:one|ones|of\s(?:them|these|those|the\s\w+))\b(?:\s(?:are|is|were|was))?|which\sare\b|(?:are|is)\s(?:any|some)\s(?:of\s)?(?:them|these|those|the\s\w+)\b)/;
/** Order words that rank the products rather than ask about one's price or rating. */
const SUPERLATIVES = /\b(?:cheapest|least expensive|lowest price[sd]?|most expensive|priciest|highest price[sd]?|best rated|top rated|highest rated)\b/g;

/** "is it…", "does the…", "how much is…", "tell me about…": a question about one product rather than a search. */
const QUESTION = /^\s(?:is|are|does|do|did|has|have|can|could|will|would|what (?:does|do|did)|how much|how many|how big|how long|how heavy|how(?!\sabout\b)|tell me|more about|details|describe|(?:what|how) about(?=\s(?:the|this|that|these|those|it|them|its|my|your|their)\b)|any info)\b|^\s(?:what|which)(?:'s|\sis|\sare)?\sthe\s[a-z]+(?:\s[a-z]+)?\s(?:of|on|for|in)\s|^\s(?:what|which)\s[a-z]+(?:\s[a-z]+)?\s(?:does|do|did|has|have|can|could|will|would)\s(?:the|this|that|these|those)\b|^\s(?:what|which)\s(?!(?:one|ones|of)\b)[a-z]+\s(?:is|are|was|were)\s(?:the|this|that|these|those)\s(?!(?:best|top|cheapest|most|least|highest|lowest|newest)\b)[a-z0-9]+\s[a-z0-9]+/;
/** "do you have…", "is there…", "what … do you sell": a search, though worded as a question. */
const SEARCH_QUESTION = /^\s(?:do|does|did|can|could|would|will)\s(?:you|u|ya|we|the (?:shop|store))\s(?:guys\s)?(?:have|sell|carry|stock|got|offer|recommend|suggest|find|show)\b|^\s(?:is|are)\sthere\b|^\s(?:have you got|got any|any)\b|^\s(?:what|which)\s.*\b(?:do you|you|do they|they)\s(?:have|sell|carry|got|offer|recommend|suggest)\b|^\s(?:what|which)(?:'s|s|\sis|\sare|\swould be)\s(?:the\s|your\s|a\s|an\s|some\s)?(?:best|cheapest|most|top|good|great|nice|decent|newest|latest|trending|popular|on sale)\b/;

/** "what sizes?", "which colours?", "what's the warranty?", "what are the specs?": a noun asked alone. */
const ELLIPTICAL = /^\s(?:so\s|and\s|ok\s)?(?:what|which)(?:'s|\sis|\sare|\swas|\swere)?\s(?:the\s|its\s|their\s)?(?:kinds? of\s|sorts? of\s|types? of\s)?([a-z]+(?:\s[a-z]+)?)\s*[?.!]*\s*$/;
/** "and the battery?", "and storage?": one more thing asked of the product in focus. */
const AND_NOUN = /^\s(?:and|also)\s(?:the\s|its\s|their\s)?([a-z]+(?:\s[a-z]+)?)\s*\?\s*$/;

/** "any in red?", "do they come in blue?", "got them in size 10?", "in black?": the words after "in" narrow the last search. */
const IN_WORDS = /^\s(?:(?:any|anything|something|some|ones?|(?:have you |you )?got (?:any|it|them|one|those|these)|do you have (?:any|it|them|one|those|these)|(?:do|does|can) (?:they|it|these|those) come|(?:is|are) (?:it|they|these|those) available|available)\s)?in\s(?:a\s|an\s)?((?:[a-z0-9-]+\s?){1,3}?)(?:\sinstead|\stoo|\sas well|\sby any chance)?\s*[?.!]*\s*$/;

/** "do you have one with bluetooth?", "any with a lid?", "ones that have pockets": the words narrow the last search. */
const WITH_WORDS = /^\s(?:(?:do you have|have you got|got|is there|are there|show me)\s)?(?:one|ones|any|some|something|anything)\s(?:with|that has|that have|which has|which have|having)\s(?:a\s|an\s|some\s)?((?:[a-z0-9-]+\s?){1,3}?)\s*[?.!]*\s*$/;

/** "do you sell the …?", "have you got the …?": whether the shop has one product, named with "the". */
const HAVE_THE = /^\s(?:(?:do|does)\s(?:you|u|ya|the (?:shop|store))\s(?:guys\s)?(?:still\s)?(?:have|sell|carry|stock|offer)|(?:have\s)?(?:you|u)\s(?:still\s)?got|(?:is|are)\s(?:there|you\sselling))\sthe\s(.+?)\s*[?.!]?\s*$/;

/** "what's…", "who…", "why…": a question that may not be about products at all. */
const OPEN_QUESTION = /^\s(?:what(?!\sabout\b)|what'?s|who|who'?s|whom|whose|why|when|where|how'?s|write|sing|translate|explain|calculate|solve|tell me a|(?:can|could|would|will) you (?:please\s)?(?!(?:find|show|recommend|suggest|help|add|remove|put|compare|check|tell|give|get|list|search|look|apply|track|send|ship|deliver|sell|have|carry|stock|order)\b)[a-z]+\s(?:me\s|us\s)?(?:a|an|the|some|my|our)\b)/;

const ASKED: [RegExp, Asked][] = [
  [/\b(?:in stock|available|availability|sold out|out of stock|any left|have it|back in stock|can i (?:buy|get|order))\b/, 'stock'],
  [/\b(?:on sale|discounted|on offer|any discount|a discount|reduced|marked down)\b/, 'sale'],
  [/\b(?:how much|price|cost|costs|priced|expensive|cheap)\b/, 'price'],
  [/\b(?:rating|rated|reviews?|stars?|any good|worth it)\b/, 'rating'],
  [/\b(?:tell me (?:more )?about|more about|details?|describe|specs?|specifications?|features?|more info|information|what is it|what's it like)\b/, 'details'],
];

/** Reads a shopper's message into a typed request. */
export function readMessage(message: string, context: ReadContext): AssistantRequest {
  return read(message, context, true);
}

/**
 * A code said alone after a verb that may apply it: any token with a letter and a digit after "apply" or
 * "redeem"; after "try", "enter" or "use" only one written in capitals ("try SAVE5", not "use 4k").
 */
function bareCode(message: string): string | undefined {
  for (const found of message.matchAll(/\b(apply|redeem|use|try|enter)\s+([A-Za-z0-9][A-Za-z0-9_-]{2,31})\b/gi)) {
    const [, verb, token] = found as unknown as [string, string, string];
    if (!/\d/.test(token) || !/[a-z]/i.test(token)) continue;
    // Letters then digits ("save5", "welcome10") are written as codes are, in any case.
    if (/^(?:apply|redeem)$/i.test(verb) || /^[A-Z0-9_-]+$/.test(token) || /^[a-z]{3,}\d{1,3}$/i.test(token)) return token;
  }
  return undefined;
}

/**
 * A code said with nothing else but words that ask nothing ("ok then SAVE10", "and WELCOME10?"): one token of
 * capitals with a letter and a digit, as codes are written.
 */
function codeAlone(message: string): string | undefined {
  const tokens = message.trim().split(/[\s,.!?;:]+/).filter((t) => t.length > 0);
  const codes = tokens.filter((t) => /^(?=[A-Z0-9_-]*\d)(?=[A-Z0-9_-]*[A-Z])[A-Z0-9][A-Z0-9_-]{2,31}$/.test(t));
  if (codes.length !== 1) return undefined;
  const others = tokens.filter((t) => t !== codes[0]).flatMap((t) => words(t));
  return others.every((w) => FILLER_WORDS.has(w) || /^(?:try|use|apply|enter|redeem|what|how)$/.test(w)) ? codes[0] : undefined;
}

/**
 * `guesses`: whether readings that may be wrong, given with the message read without them (`otherwise`), are
 * taken: a code said alone, two things "between the X and the Y".
 */
function read(message: string, context: ReadContext, guesses: boolean): AssistantRequest {
  const m = new Message(message);
  const plain = m.text;

  // The shop's own business first: orders, coupons, the cart, policies and small talk name no products.
  const orderNumber = /\bcw-?([0-9a-hjkmnp-tv-z]{6})\b/i.exec(message);
  const email = /[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[a-z]{2,}/i.exec(message);
  const topics = POLICY_TOPICS.filter(([pattern]) => pattern.test(plain)).map(([, topic]) => topic);
  if (orderNumber || /\b(?:where(?:'s| is)|track|tracking|status of|order status|has .* shipped|when will .* arrive)\b.*\border\b|\bmy (?:last |latest |recent )?orders?\b|\bwhere(?:'s|\sis|\sare)\smy\s(?:stuff|things|package|parcel|delivery|items?|purchases?|shipment)\b/.test(plain)) {
    // "is shipping free for my order?": a policy asked about an order, not where the order is.
    const policyOnly = !orderNumber && topics.length > 0 && !ORDER_STATUS.test(plain);
    if (orderNumber || (!policyOnly && !/\b(?:add|put|remove|cart|if i|order (?:today|now|it)|how long)\b/.test(plain))) {
      return {
        intent: 'order-status',
        ...(orderNumber ? { orderNumber: `CW-${orderNumber[1]!.toUpperCase()}` } : {}),
        ...(email ? { email: email[0].toLowerCase() } : {}),
      };
    }
  }
  // A coupon: said with its word ("apply coupon X", "use code X"), or a code alone after a verb that applies one.
  // A code alone is a token written as codes are (letters and a digit, in capitals after "try", "enter" or "use",
  // which also say other things: "try 2 pairs", "use 4k"); the shop may have no such coupon ("try PS5 or
  // xbox?"), so the message read without it comes along, for the resolver to answer instead.
  const couponWord = /\b(?:coupon|promo|promotion|voucher|discount code|code)\b/.test(plain);
  const bare = couponWord || !guesses ? undefined : (bareCode(message) ?? codeAlone(message));
  if ((couponWord && /\b(?:apply|use|redeem|add|enter|have|got|try)\b|\bcode\s*:?\s*\S+|\bcoupon\s*:?\s*\S+/.test(plain)) || bare) {
    const code = bare ?? /\b(?:coupon|code|voucher|promo)\s*(?:code\s*)?:?\s*([A-Za-z0-9][A-Za-z0-9_-]{2,31})\b/i.exec(message)?.[1] ??
      /\b(?=[A-Z0-9_-]*\d)(?=[A-Z0-9_-]*[A-Z])[A-Z0-9][A-Z0-9_-]{2,31}\b/.exec(message)?.[0];
    const known = code && !/^(?:code|coupon|the|a|my|this|it|promo)$/i.test(code) ? code.toUpperCase() : undefined;
    if (bare) return { intent: 'coupon', code: bare.toUpperCase(), otherwise: read(message, context, false) };
    return { intent: 'coupon', ...(known ? { code: known } : {}) };
  }
  if (GREETING.test(plain)) return { intent: 'greeting' };
  // "bye", "that's all", "no thanks": the shopper is done.
  if (FAREWELL.test(plain)) return { intent: 'thanks' };
  // "are you a robot?", "are you open on sundays?": about the assistant or the shop, not a product.
  if (/^\s(?:are|r)\s(?:you|u)\s(?:a|an|the|real|human|open|there|ai|bot)\b/.test(plain) && topics.length === 0) return { intent: 'help' };
  // "what can this chat actually do?": a question about the assistant, unless a policy is asked about.
  if (topics.length === 0 && ABOUT_ASSISTANT.test(plain)) return { intent: 'help' };
  if ((THANKS.test(plain) && plain.trim().length > 0) || (THANKS_FIRST.test(plain) && !/\?|\b(?:but|can|could|show|find|what|how|is|are|do|does|add|want|need)\b/.test(plain))) return { intent: 'thanks' };
  if (HELP.test(plain)) return { intent: 'help' };
  if (MORE.test(plain) || WHAT_ELSE.test(plain)) return context.hasSearch ? { intent: 'more' } : { intent: 'help' };
  const moreOf = context.hasSearch ? MORE_OF.exec(plain) : null;
  if (moreOf) {
    const subject = new Message(moreOf[1]!).rest();
    if (subject && Object.keys(takeConstraints(new Message(moreOf[1]!))).length === 0) return { intent: 'more', subject };
  }

  const intoCart = /\b(?:to|in|into|from|out of)\s(?:my\s|the\s)?(?:cart|basket|bag|trolley)\b/;
  // "make it 3", "change it to 2", "I only want one": how many of a product in the cart.
  const setTo = /^\s(?:actually\s|can you\s|please\s)*(?:make|change|set|update)\s(?:it|that|this|them|the\squantity|the\samount|(?:the\s)?([a-z0-9][a-z0-9\s-]*?))\s(?:to\s)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s(?:of\s(?:them|those|it)|instead|please|pieces|units))*[\s?!.]*$/.exec(plain) ??
    /^\s(?:actually\s)?i\s(?:only\s)?(?:want|need)\s(?:just\s)?(\b)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s(?:of\s(?:them|those|it|these)|instead|then))+[\s?!.]*$/.exec(plain);
  if (setTo) {
    const count = /\d/.test(setTo[2]!) ? Number(setTo[2]) : setTo[2] === 'one' ? 1 : NUMBER_WORDS[setTo[2]!]!;
    const name = setTo[1] ? new Message(setTo[1]).rest(COMMAND_WORDS) : '';
    return { intent: 'cart-quantity', quantity: count, refs: name ? [] : [{ kind: 'focus' }], names: name ? [name] : [] };
  }
  // "clear it", "empty everything": the cart, which is what is emptied.
  if (/^\s(?:please\s)?(?:clear|empty)\s(?:it|everything|all)(?:\sout)?(?:\splease)?[\s?!.]*$/.test(plain)) return { intent: 'cart-clear' };
  if (/\b(?:empty|clear|reset)\s(?:out\s)?(?:my\s|the\s)?(?:cart|basket|trolley)\b|\b(?:remove|delete)\s(?:everything|all)\s(?:from|in)\s(?:my\s|the\s)?(?:cart|basket)\b/.test(plain)) return { intent: 'cart-clear' };
  // "take them out": what is taken out stays, to point at it.
  const takeOut = /\btake\s((?:it|them|that|this|those|these|the\s[a-z0-9]+(?:\s[a-z0-9]+)?)\s)?(?:out|off)\b/.exec(m.text);
  if (takeOut) m.text = `${m.text.slice(0, takeOut.index)} remove ${takeOut[1] ?? ''} ${m.text.slice(takeOut.index + takeOut[0].length)}`;
  if (m.take(/\b(?:remove|delete|drop|get rid of)\b/)) {
    m.take(/\b(?:from|out of|off)\s(?:my\s|the\s)?(?:cart|basket|bag|trolley)\b/);
    return { intent: 'cart-remove', ...pointing(m) };
  }
  // "swap them for the <product>", "replace the X with the Y", "exchange it for a <product>": the second goes in,
  // the first (a product pointed at or named, else the one in focus) comes out.
  const swap = /^\s(?:(?:can|could) you\s|please\s)*(?:swap|switch|exchange|replace|change|trade)\s(?:(.+?)\s(?:out\s)?)?(?:for|with|to)\s(.+)$/.exec(plain);
  if (swap && !/\?/.test(plain)) {
    const [, out = '', into = ''] = swap;
    const outgoing = out ? pointing(new Message(out)) : { refs: [{ kind: 'focus' } as ProductRef], names: [] };
    const incoming = new Message(into);
    incoming.take(/\b(?:in|to|into)\s(?:my\s|the\s)?(?:cart|basket|bag|trolley)\b/);
    const pointed = pointing(incoming);
    if (pointed.names.length > 0 || pointed.refs.length > 0) {
      return { intent: 'cart-add', quantity: 1, ...pointed, replacing: outgoing.refs.length > 0 || outgoing.names.length > 0 ? outgoing : { refs: [{ kind: 'focus' }], names: [] } };
    }
  }
  // "I want to buy a <thing>", "order some <things>": a search, when nothing says the cart and no one product is pointed at.
  const buyingAny = /^\s(?:buy|i want to buy|i'?d like to buy|i need to buy|order|purchase)\s(?:a|an|some|any|new|me\sa|me\san|me\ssome)\b/.test(plain) && !intoCart.test(plain);
  if (buyingAny) m.take(/^\s(?:buy|i want to buy|i'?d like to buy|i need to buy|order|purchase)\b/);
  // "throw in the <product>", "chuck it in too": a verb of putting with "in", which goes with it.
  const adding = buyingAny ? undefined : m.take(/\b(?:throw|chuck|toss|pop|stick|bung)\s(?:in\b)?|\b(?:add|put|throw|place|include)\b|^\s(?:buy|i'?ll take|i will take|i want to buy|i'?d like to buy|order|purchase)\b/);
  // "pop the first one in my basket", "I'd like the <product> in my cart": any verb, when the cart is where it goes.
  const intoCartSaid = !adding && intoCart.test(plain) && !/\?|\b(?:what'?s|what is|anything|how much|is|are|does|do|show|view|see|check|open)\b/.test(plain);
  if (intoCartSaid || (adding && (intoCart.test(plain) || /^\s(?:add|put|include|(?:throw|chuck|toss|pop|stick|bung)\s(?:in|(?:it|them|that|this|those|these|the|a|an)\b.*\bin\b)|buy|i'?ll take|i will take|i want to buy|i'?d like to buy|order|purchase)\b/.test(plain)))) {
    m.take(/\b(?:to|in|into)\s(?:my\s|the\s)?(?:cart|basket|bag|trolley)\b/);
    if (intoCartSaid) m.take(/^\s(?:[a-z']+\s)?[a-z']+(?=\s(?:the|a|an|this|that|it|them|these|those|\d)\b)/);
    const refs = takeDescribed(m);
    const quantity = quantityIn(m.text);
    const count = quantity ? (quantity[1] ? Number(quantity[1]) : NUMBER_WORDS[quantity[2]!]!) : 1;
    if (quantity) m.text = `${m.text.slice(0, quantity.index)} ${m.text.slice(quantity.index + quantity[0].length)}`;
    const pointed = pointing(m);
    return { intent: 'cart-add', quantity: count, ...pointed, refs: [...refs, ...pointed.refs] };
  }
  if (!adding && /\b(?:what'?s|what is|anything|how much is)\s(?:in\s)?(?:my|the)\s(?:cart|basket|bag|trolley)\b|\b(?:my|the)\s(?:(?:cart|basket|trolley|order)\s)?(?:sub)?total\b|\b(?:how many|how much|what)\b.*\b(?:in|inside)\s(?:my|the)\s(?:cart|basket|bag|trolley)\b|\bhow much (?:do i|will i|would i) (?:owe|pay|spend)\b|\b(?:what|how much)\s(?:does|do|will|would|is)\s(?:my|the)\s(?:cart|basket|bag|trolley|order)\s(?:come|add|amount|cost|total|sum)|\b(?:show|view|see|check|open)\s(?:me\s)?(?:my|the)\s(?:cart|basket|trolley)\b|^\s(?:my\s)?(?:cart|basket)\s*\??\s*$/.test(plain)) return { intent: 'cart-show' };
  // "is my cart empty?", "checkout", "ready to pay": the cart as it is.
  if (!adding && (/^\s(?:is|does|are|did)\s(?:my|the)\s(?:cart|basket|bag|trolley)\b/.test(plain) || /^\s(?:go\sto\s|proceed\sto\s|i\s(?:want|would like|'d like)\sto\s)?(?:check\s?out|pay)(?:\snow)?(?:\splease)?[\s?!.]*$/.test(plain))) return { intent: 'cart-show' };

  // "which is cheapest?", "which one's the cheapest?", "what's the cheapest pair?" after a list: one rule, the
  // product first in that order (a superlative ranks the last search), and what it is ranked by.
  const superlative = context.hasSearch ? rankedQuestion(message) : undefined;
  if (superlative) return { intent: 'product', asked: superlative.order === 'rating-desc' ? 'rating' : 'price', refs: [superlative], names: [] };
  // "which has the biggest screen?", "which one has the most storage?": the products shown, side by side.
  if (context.hasSearch && /^\s(?:so\s)?which\s(?:one\s|of\s(?:them|these|those)\s)?(?:has|have|is|gets?|offers?|comes? with)\s(?:the\s)?(?:most|least|[a-z]+est)\s[a-z]+/.test(plain) && !SEARCH_QUESTION.test(plain) && takeOrder(new Message(message)) === undefined) {
    return { intent: 'compare', refs: [{ kind: 'all' }], names: [] };
  }
  // "which is cheaper?", "which's better rated?": the products shown, compared in that order.
  const comparative = context.hasSearch ? WHICH_COMPARATIVE.exec(plain) : null;
  if (comparative) {
    const order = COMPARATIVES.find(([pattern]) => pattern.test(` ${comparative[1]!} `))?.[1];
    if (order) return { intent: 'compare', refs: [{ kind: 'all' }], names: [], order };
  }
  if (context.hasSearch && WHICH_OF_THEM.test(plain)) {
    // "which of them are in stock?", "which ones are under $50?": the list shown, so limited; else a comparison.
    const limited = new Message(message);
    limited.take(WHICH_OF_THEM);
    const constraints = takeConstraints(limited);
    if (Object.keys(constraints).length > 0 && limited.rest(REFINEMENT_FILLER).length === 0) return { intent: 'refine', refine: 'limits', constraints };
    // "which are vegan?", "which ones are leather?": the list narrowed by the words.
    const narrowing = limited.rest(new Set([...REFINEMENT_FILLER, ...QUESTION_FILLER]));
    if (/^\s(?:so\s)?which\s(?:ones|are)\b/.test(plain) && narrowing && takeOrder(new Message(message)) === undefined) return { intent: 'refine', refine: 'limits', constraints, words: narrowing };
    if (/^\s(?:so\s)?which\s(?!ones\b|are\b)/.test(plain)) {
      // "which one costs less?": a comparative ranks them as its superlative does.
      const order = takeOrder(new Message(message)) ?? COMPARATIVES.find(([pattern]) => pattern.test(plain))?.[1];
      return { intent: 'compare', refs: [{ kind: 'all' }], names: [], ...(order && order !== 'relevance' ? { order } : {}) };
    }
  }
  // "the X vs the Y": the two names, side by side ("vs" parts them as "and" does).
  if (/\s(?:vs\.?|versus)\s/.test(m.text)) {
    m.text = m.text.replace(/\s(?:vs\.?|versus)\s/g, ' and ');
    m.take(/\b(?:compare|comparison|difference|differences|differ)\b/);
    return { intent: 'compare', ...pointing(m) };
  }
  // "is the X better than the Y?": the two, side by side.
  const betterThan = /\s(?:any\s)?(?:better|worse|nicer)\sthan\s(?=(?:the|a|an|my|this|that|[a-z0-9]+\s[a-z0-9]+))/.exec(m.text);
  const before = betterThan ? m.text.slice(0, betterThan.index) : '';
  if (betterThan && (words(before).some((w) => !FILLER_WORDS.has(w) && !QUESTION_FILLER.has(w)) || /^\s(?:is|are|was)\s(?:it|this|that|they|these|those)(?:\sone)?\s*$/.test(before))) {
    m.text = `${m.text.slice(0, betterThan.index)} and ${m.text.slice(betterThan.index + betterThan[0].length)}`;
    return { intent: 'compare', ...pointing(m) };
  }
  if (m.take(/\b(?:compare|comparison|difference|differences|differ|versus|vs\.?|which (?:one |of (?:them|these|those|the two) )?(?:is|should i|would you)\s(?:better|best|choose|pick|get|buy|recommend))\b/)) {
    return { intent: 'compare', ...pointing(m) };
  }
  // "what's the diffrence between the X and the Y": two things set side by side, when nothing before "between"
  // names a thing of its own ("a rug to go between the sofa and the tv" is a rug); the words asking for the
  // comparison may be misspelt. The two may still name no products: the message read otherwise comes along.
  const between = guesses ? /\bbetween\s(?=(?:the|this|that|a|an)\s.+\s(?:and|&)\s(?:the|this|that|a|an)\s)/.exec(m.text) : null;
  if (between && words(m.text.slice(0, between.index)).every((w) => FILLER_WORDS.has(w) || QUESTION_FILLER.has(w) || COMPARING.some((c) => nearlyEqual(w, c)))) {
    m.text = ` ${m.text.slice(between.index + between[0].length)}`;
    return { intent: 'compare', ...pointing(m), otherwise: read(message, context, false) };
  }

  if (topics.length > 0 && (/\b(?:policy|policies|can i|do you|how|what|when|is|are|which)\b|\?/.test(plain) || words(plain).length <= 3)) {
    return { intent: 'policy', topics };
  }

  // "cheaper, from another brand?": every change said at once; the first that is not the brand leads.
  const refinements = context.hasSearch || context.hasFocus ? REFINEMENTS.filter(([pattern]) => pattern.test(plain)) : [];
  const refinement = refinements.find(([, r]) => r !== 'other-brand') ?? refinements[0];
  if (refinement) {
    for (const [pattern] of refinements) m.take(pattern);
    const also = refinements.map(([, r]) => r).filter((r) => r !== refinement[1]);
    // "not <brand>, another brand": the brand to leave out is the one shown.
    if (refinements.some(([, r]) => r === 'other-brand')) m.take(/\bnot\s[a-z0-9'&-]+(?:\s[a-z0-9'&-]+)?(?=\s*,|\s*$)/);
    // "something more powerful, I can spend more": a quality said as "more …" or "less …" is what the price or
    // rating asked for stands for; it names nothing to search.
    // So is a comparative said of "something" ("something sturdier", "a bit lighter").
    if (refinement[1] !== 'other-brand') {
      while (m.take(/\b(?:more|less)\s(?!than\b)[a-z]+\b/));
      const comparative = /\b(?:something|anything|one|ones|bit|little|lot|much)\s([a-z]{2,}(?:ier|er))\b/.exec(m.text);
      if (comparative) m.text = m.text.replace(new RegExp(String.raw`\s${comparative[1]}\b`), ' ');
    }
    const constraints = takeConstraints(m);
    const order = takeOrder(m);
    const rest = m.rest(REFINEMENT_FILLER);
    const more = { ...(order ? { order } : {}), ...(also.length > 0 ? { also } : {}) };
    if (rest.length === 0) return { intent: 'refine', refine: refinement[1], constraints, ...more };
    // "something pricier, in titanium?": words said as what it is in narrow the same search.
    const said = /\bin\s((?:[a-z0-9-]+\s?){1,3})[\s?.!]*$/.exec(m.text);
    if (context.hasSearch && said && new Message(said[1]!).rest(REFINEMENT_FILLER) === rest) return { intent: 'refine', refine: refinement[1], constraints, words: rest, ...more };
    // "any laptops people rate higher?" about one product, no list: those words, compared with that product.
    if (!context.hasSearch && refinement[1] !== 'other-brand') return { intent: 'refine', refine: refinement[1], constraints, words: rest, ...more };
    m.text = plain;
  }

  // "what is it made of?", "what material are they?", "what fabric is the <product>?": its material.
  const material = /^\s(?:so\s|and\s)?what(?:'s|\sis|\sare|\swas|\swere)?\s(.+?)\s(?:made|built)\s(?:of|from|out of|with)\s*[?.!]?\s*$/.exec(plain) ??
    /^\s(?:so\s|and\s)?what\s(?:material|materials|fabric|fabrics)\s(?:is|are|was|were|does|do)\s(.+?)(?:\s(?:made\s(?:of|from|out of|with)|use|have))?\s*[?.!]?\s*$/.exec(plain);
  if (material) {
    const rest = new Message(material[1]!);
    const refs = takeRefs(rest, true);
    const name = rest.rest(QUESTION_FILLER);
    if (name || refs.length > 0) return { intent: 'product', asked: 'words', about: 'material made', refs, names: name ? [name] : [] };
  }
  // "where is the <product> from?", "where are they made?": its origin.
  const origin = /^\s(?:so\s|and\s)?where\s(?:is|are|was|were|do|does)\s(.+?)\s(?:from|made|produced|grown|come from)\s*[?.!]?\s*$/.exec(plain);
  if (origin) {
    const rest = new Message(origin[1]!);
    const refs = takeRefs(rest, true);
    const name = rest.rest(QUESTION_FILLER);
    if (name || refs.length > 0) return { intent: 'product', asked: 'words', about: 'origin country made', refs, names: name ? [name] : [] };
  }
  // "how much storage does the <product> have?", "how much storage is on it?": the noun after "how much/many" is
  // what is asked, whatever the verb; the verbs name nothing. A verb right after it ("how much is …") or a
  // price word as the noun asks the price, as ASKED reads it.
  const amountOf = new RegExp(String.raw`^\s(?:so\s|and\s)?how\s(?:much|many)\s(?!${LINKING}\b)([a-z]+(?:\s(?!${LINKING}\b)[a-z]+)?)\s(${LINKING}\b.*?)\s*[?.!]?\s*$`).exec(plain);
  if (amountOf && !ASKED.some(([pattern]) => pattern.test(` ${amountOf[1]!} `))) {
    const rest = new Message(amountOf[2]!);
    const refs = takeRefs(rest, true);
    const name = rest.rest(new Set([...QUESTION_FILLER, ...HOLDING_VERBS]));
    if (name || refs.length > 0) return { intent: 'product', asked: 'words', about: amountOf[1]!, refs, names: name ? [name] : [] };
  }
  // "what warranty comes with them?": the noun is what is asked of the products pointed at.
  const comesWith = /^\s(?:so\s)?(?:what|which)\s(?:kind of\s|sort of\s)?([a-z]+(?:\s[a-z]+)?)\s(?:comes?|came|is included|are included)\swith\s(.+?)\s*[?.!]?\s*$/.exec(plain);
  if (comesWith) {
    const rest = new Message(comesWith[2]!);
    const refs = takeRefs(rest, true);
    const name = rest.rest(QUESTION_FILLER);
    if (name || refs.length > 0) return { intent: 'product', asked: 'words', about: comesWith[1]!, refs, names: name ? [name] : [] };
  }
  // "how heavy is the <product>?", "how much does the <product> weigh?": what is asked, by its noun.
  const measure = /^\s(?:so\s|and\s)?how\s(heavy|big|large|tall|wide|deep|long)\s(?:is|are)\s(.+)$/.exec(plain) ?? /^\s(?:so\s|and\s)?how\s(much)\s(?:does|do)\s(.+)\sweigh\b/.exec(plain);
  if (measure) {
    // "how big is the bottle of the <product>?": the part measured is asked too.
    const part = /^\s*the\s([a-z]+)\s(?:of|on|in)\s(the\s.+)$/.exec(measure[2]!);
    if (part && !(part[1]! in POSITIONS)) {
      const rest = new Message(part[2]!);
      const refs = takeRefs(rest, true);
      const name = rest.rest(QUESTION_FILLER);
      if (name || refs.length > 0) return { intent: 'product', asked: 'words', about: `${MEASURES[measure[1]!]!} ${part[1]!}`, refs, names: name ? [name] : [] };
    }
    const rest = new Message(measure[2]!);
    const refs = takeRefs(rest, true);
    const name = rest.rest(QUESTION_FILLER);
    if (name || refs.length > 0) return { intent: 'product', asked: 'words', about: MEASURES[measure[1]!]!, refs, names: name ? [name] : [] };
  }

  // "only <brand>", "just the <words>", "<words> only": the last search narrowed by the words (and any limits said).
  const only = context.hasSearch ? /^\s(?:(?:only|just)\s(?:the\s)?(.+?)|(.+?)\sonly)(?:\splease|\spls|\sthanks)?\s*[?.!]*\s*$/.exec(plain) : null;
  if (only) {
    const said = new Message(only[1] ?? only[2]!);
    const constraints = takeConstraints(said);
    const order = takeOrder(said);
    const pointed = takeRefs(new Message(only[1] ?? only[2]!), true);
    const narrowing = said.rest(REFINEMENT_FILLER);
    if (narrowing && pointed.length === 0 && /[a-z]/.test(narrowing)) return { intent: 'refine', refine: 'limits', constraints, words: narrowing, ...(order ? { order } : {}) };
  }
  // "nothing too expensive", "not too pricey": the same search, the cheapest first.
  if (context.hasSearch && /^\s(?:but\s)?(?:nothing|not|none)\s(?:too|that|very|so|overly)\s(?:expensive|pricey|dear|costly)\b[\s?!.]*(?:please)?[\s?!.]*$/.test(plain)) {
    return { intent: 'refine', refine: 'limits', constraints: {}, order: 'price-asc' };
  }
  // "something more elegant", "anything more compact?": the quality narrows the last search.
  const quality = context.hasSearch ? /^\s(?:(?:show me|got|have you got|do you have)\s)?(?:something|anything|one|ones|some)\s(?:a\s(?:bit|little)\s|a\slot\s|much\s|even\s)?more\s([a-z]+)\s*[?.!]*\s*$/.exec(plain) : null;
  if (quality && !FILLER_WORDS.has(quality[1]!)) return { intent: 'refine', refine: 'limits', constraints: {}, words: quality[1]! };
  // "any in red?", "do they come in blue?", "got it in size 10?": the last search narrowed by the words.
  const inWords = context.hasSearch ? IN_WORDS.exec(plain) ?? WITH_WORDS.exec(plain) : null;
  const narrowing = inWords ? new Message(inWords[1]!).rest(REFINEMENT_FILLER) : '';
  if (narrowing) return { intent: 'refine', refine: 'limits', constraints: {}, words: narrowing };
  // "what sizes?", "which colours?" about the product in focus: the noun is what is asked.
  // "what's the warranty?", "what are the specs?" after a list or a product: of the product in focus (else the
  // first shown); "and the battery?" only about a product in focus.
  const elliptical = context.hasFocus || context.hasSearch ? ELLIPTICAL.exec(plain) ?? (context.hasFocus ? AND_NOUN.exec(plain) : null) : null;
  // A fact every product has is asked of one only said as its own ("what's the price?", not "what's on sale?").
  const ellipticalAsked = elliptical && /\s(?:the|its|their)\s/.test(plain) ? ASKED.find(([pattern]) => pattern.test(` ${elliptical[1]!} `))?.[1] : undefined;
  if (elliptical && (ellipticalAsked || words(elliptical[1]!).every((w) => !FILLER_WORDS.has(w) && !QUESTION_FILLER.has(w)))) {
    const said = ellipticalAsked;
    return { intent: 'product', asked: said ?? 'words', ...(said ? {} : { about: elliptical[1]! }), refs: [{ kind: 'focus' }], names: [] };
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
  const unordered = plain.replace(SUPERLATIVES, ' ');
  const asked = ASKED.find(([pattern]) => pattern.test(unordered))?.[1];
  const asksAboutProduct = (QUESTION.test(plain) || (asked !== undefined && asked !== 'details' && /\?/.test(plain))) && !SEARCH_QUESTION.test(plain);
  // "and a screen protector for it": another thing, to go with a product shown; a search, not a question about it.
  const goesWith = context.hasSearch && !asksAboutProduct ? new Message(message) : undefined;
  const withRef = goesWith?.take(FOR_REF);
  if (goesWith && withRef) {
    const [ref] = takeRefs(new Message(withRef[1]!));
    const constraints = takeConstraints(goesWith);
    const order = takeOrder(goesWith);
    const subject = goesWith.rest();
    const head = goesWith.head();
    if (ref && subject.length > 0) {
      return { intent: 'find', find: { subject, constraints, order: order ?? 'relevance', ...(head ? { head } : {}), for: ref } };
    }
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
    // "does the <product> come with a case?": the verbs of holding name nothing.
    const rest = question.rest(new Set([...QUESTION_FILLER, ...HOLDING_VERBS]));
    return { intent: 'product', asked: asked ?? 'words', refs, names: [rest].filter((n) => n.length > 0), ...(open ? { question: true as const } : {}) };
  }

  // "a tent for 4 people": how many it is for is no word names hold alike ("4-person", "sleeps 4").
  m.take(/\bfor\s(?:\d{1,2}|two|three|four|five|six|seven|eight|ten|twelve)\s(?:people|persons|adults|guests)\b/);
  // "I'm after a <thing>": what is wanted.
  m.take(/\b(?:i'?m|i am|we'?re|we are)\s(?:really\s|just\s)?after\b/);
  // "a gift for my mom": who it is for says nothing the catalogue can search.
  const forWhom = m.take(new RegExp(String.raw`\bfor\s(?:my|a|an|the|his|her|our|their)?\s?(?:little\s|new\s|best\s)?(?:${PEOPLE})\b`));
  // "a gift for a coffee lover": someone who loves a thing, for whom the thing is searched.
  // Said as what it is for, so the kind asked for stays the kind ("a mug for a coffee lover": a mug).
  const fan = new RegExp(String.raw`\bfor\s(?:(?:my|a|an|the|his|her|our|their|any)\s)?((?:[a-z]+\s){1,2})(?:${FANS})\b`).exec(m.text);
  if (fan) m.text = `${m.text.slice(0, fan.index)} for ${fan[1]} ${m.text.slice(fan.index + fan[0].length)}`;
  const constraints = takeConstraints(m);
  const order = takeOrder(m);
  const subject = m.rest();
  // "under $300 instead", "only in stock", "the cheapest one" after a search: the same search, so limited.
  // "for a 5 year old" after a search: who it is for, of the same search.
  // "something under $20?" limits the last search too; "anything on sale?", "something popular?" look over the shop.
  const fresh = FRESH_ALL.test(plain) || (FRESH.test(plain) && (constraints.onSale || order === 'popular' || order === 'newest' || order === undefined && Object.keys(constraints).length === 0));
  if (context.hasSearch && subject.length === 0 && (order !== undefined || Object.keys(constraints).length > 0 || forWhom) && !fresh) {
    return { intent: 'refine', refine: 'limits', constraints, ...(order ? { order } : {}) };
  }
  // "leather ones", "red ones under $50": "ones" stands for the kind last searched, which the words narrow.
  if (context.hasSearch && subject.length > 0 && /\sones\b|\s[a-z]+\sone(?=\s*[?.!]?\s*$)/.test(plain) && !FRESH.test(plain)) {
    return { intent: 'refine', refine: 'limits', constraints, words: subject, ...(order ? { order } : {}) };
  }
  // "what else can you do?": a question that leaves nothing to search, limit or order asks about the assistant.
  if (subject.length === 0 && order === undefined && Object.keys(constraints).length === 0 && OPEN_QUESTION.test(plain) && !SEARCH_QUESTION.test(plain) && !FRESH.test(plain)) {
    return { intent: 'help' };
  }
  const open = subject.length > 0 && OPEN_QUESTION.test(plain) && !SEARCH_QUESTION.test(plain);
  const head = m.head();
  return {
    intent: 'find',
    find: { subject, constraints, order: order ?? (constraints.onSale ? 'discount' : 'relevance'), ...(head ? { head } : {}), ...(open ? { question: true as const } : {}) },
  };
}

/** A count of items, and what may follow it ("2 of them", "two units"). */
const COUNT = /(?<![-$.,\d\w/])(?:(\d{1,2})|(two|three|four|five|six|seven|eight|nine|ten))\b(?![.,]\d)(?![-/]\w)(?!\s?(?:gb|tb|inch|mm|cm|%))(\s(?:of|x|units?|pieces?|pairs?|packs?|more)\b)?/g;

/**
 * How many to add: a number said as a count, right after the verb or a word that asks nothing ("add 2 of them",
 * "put two in my cart"), or followed by what counts ("3 units", "2 of the …"). A number inside a name ("the
 * <model> 7", "<line> G-71") is no count.
 */
function quantityIn(text: string): RegExpExecArray | undefined {
  for (const found of text.matchAll(COUNT)) {
    const before = words(text.slice(0, found.index)).at(-1);
    if (found[3] || before === undefined || (before !== 'the' && (FILLER_WORDS.has(before) || ADDING_VERBS.has(before)))) return found as RegExpExecArray;
  }
  return undefined;
}

/** Verbs that put a product in the cart. */
const ADDING_VERBS = new Set('add put throw place buy order purchase take'.split(' '));

/** Verbs and prepositions that link "how much <noun>" to the product it is asked of. */
const LINKING = '(?:is|are|was|were|does|do|did|will|would|can|could|should|on|in|of|for|with|comes?|fits?)';
/** Verbs saying what a product holds or does with the amount asked ("have", "hold", "take"): no name. */
const HOLDING_VERBS = new Set('have has hold holds come comes with work works take takes store stores support supports fit fits carry carries include includes get gets play plays seat seats serve serves there handle handles withstand withstands survive survives'.split(' '));

/** Words asking how two things differ, which shoppers may misspell ("diffrence", "comparision"). */
const COMPARING = 'difference differences differ compare comparison versus choose decide tell'.split(' ');

/** What "how heavy", "how big" … ask about, as a product's details name it. */
const MEASURES: Record<string, string> = {
  heavy: 'weight',
  much: 'weight',
  // A size is given as dimensions as often as by its own name.
  // … and a container's by what it holds.
  big: 'size dimensions volume capacity',
  large: 'size dimensions volume capacity',
  tall: 'height dimensions',
  wide: 'width dimensions',
  deep: 'depth dimensions',
  long: 'length dimensions',
};

/** Words asking where an order is or what became of it, rather than about a policy. */
const ORDER_STATUS = /\b(?:where|track|tracking|status|shipped|dispatched|arrived?|arriving|delivered|happened|update|coming)\b/;

/** People a gift is for. */
const PEOPLE = '(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\\s-]years?[\\s-]olds?|toddlers?|teens?|teenagers?|mom|mum|mother|dad|father|parents?|wife|husband|partner|son|daughter|kids?|children|child|baby|boyfriend|girlfriend|friends?|brother|sister|grandma|grandmother|grandpa|grandfather|boss|teacher|colleague|coworker|someone|somebody|him|her|them';

/** People known by what they love ("a coffee lover", "tennis fans"). */
const FANS = 'lovers?|enthusiasts?|addicts?|aficionados?|buffs?|junkies?';

/** "for it", "for the first one": what a thing asked for goes with. */
const FOR_REF = /\b(?:for|(?:to\s|that\s|which\s)?go(?:es)?\s(?:well\s)?with|(?:to|that|which)\s(?:match(?:es)?|fits?|suits?|works?\swith)|compatible\swith|(?:to\s)?use\swith|matching)\s((?:it|this(?:\sone)?|that(?:\sone)?|them|these|those|the\s(?:first|1st|second|2nd|third|3rd|last)(?:\sone)?))(?=\s*[?.!]?\s*$)/;

/** Words that start a new search rather than narrow the last one. */
const FRESH = /\b(?:something|anything|everything|products|items|stuff|whatever|trending|popular)\b/;
/** Of those, the words that always look over the whole shop ("everything under $20"). */
const FRESH_ALL = /\b(?:everything|products|items|stuff|whatever|trending|popular)\b/;
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const REFINEMENT_FILLER = new Set(('a bit little lot slightly much even way somewhat ones option options instead please show me something version versions model models alternative alternatives variant make go ' +
  // Who rates them ("people rate higher") and what the shopper thought of the last ("meh").
  'people folks everyone everybody customers buyers meh hmm nah').split(' '));
/** Question words that are not part of a product's name. */
const QUESTION_FILLER = new Set('about much many long big does did has will would tell details detail describe info information like compared whether if'.split(' '));

function pointing(m: Message): { refs: ProductRef[]; names: string[] } {
  const refs = takeRefs(m, true);
  const rest = m.rest(COMMAND_WORDS);
  return { refs, names: refs.length > 0 && rest.length === 0 ? [] : names(rest, m) };
}
