/**
 * The cart and coupons as the reader takes them (read.ts): verbs that put a product in, take it out, swap it for
 * another, set its quantity, clear or show the cart, and the codes shoppers apply.
 */
import { Message, NUMBERS } from './read-message.ts';
import { pointing, takeDescribed } from './read-refs.ts';
import phrases from './phrases.json' with { type: 'json' };
import type { AssistantRequest, ProductRef } from './request.ts';
import { COMMAND_WORDS, FILLER_WORDS, headWord, phrased, wordSet, words } from './words.ts';

/** Verbs that put a product in the cart. */
const ADDING_VERBS = wordSet(phrases.addingVerbs);
/** The cart, as shoppers name it. */
const CART = phrased`(?:my\s|the\s)?(?:shopping\s)?{cart}\b`.source;
/** A count said in digits or words ("2", "two"). */
const COUNT_SAID = phrased`(\d{1,2}|{counts})`.source;
const countOf = (said: string): number => (/\d/.test(said) ? Number(said) : NUMBERS[said]!);

/** "actually just 1", "only two then": a count said alone, which after an add is how many of it. */
export function justCount(plain: string): number | undefined {
  const said = new RegExp(String.raw`^\s(?:actually\s|no\s|wait\s|sorry\s)*(?:just|only)\s${COUNT_SAID}(?:\s(?:please|pls|then|instead|of\s(?:it|them|those)))*[\s?!.]*$`).exec(plain);
  return said ? countOf(said[1]!) : undefined;
}

/** A count said alone as an order: "two please", "2 of those", "I'll have three of the first one". */
const COUNT_ALONE = phrased`^\s(?:{askingFor}\s)?${COUNT_SAID}\s(?:(?:{packaging}(?:e?s)?\s)?of\s(.+?)|please|pls)(?:,?\s{pleaseThanks})?[\s?.!]*$`;

/** A count right after a verb that takes out, and "of" what ("one of them", "2 of the mugs"). */
const FEWER = phrased`^\s+(?:just\s|only\s)?${COUNT_SAID}(?=\s*$|\s{countedOf}\b|\s(?!of\b|{pointing}\b)[a-z])(?:\s{countedOf}\b)?`;

/** A count of items, and what may follow it ("2 of them", "two units"); "one" is rather a reference. */
const COUNT = new RegExp(phrased`(?<![-$.,\d\w/])(\d{1,2}|(?!one\b){counts})\b(?![.,]\d)(?![-/]\w)(?!\s?{notCounted})(\s(?:{packaging}(?:e?s)?\sof|{countedAs})\b)?`, 'g');

/**
 * How many to add: a number said as a count, right after the verb or a word that asks nothing ("add 2 of them",
 * "put two in my cart"), or followed by what counts ("3 units", "2 of the …"). A number inside a name ("the
 * <model> 7", "<line> G-71") is no count.
 */
function quantityIn(text: string): RegExpExecArray | undefined {
  for (const found of text.matchAll(COUNT)) {
    const before = words(text.slice(0, found.index)).at(-1);
    if (found[2] || before === undefined || (before !== 'the' && (FILLER_WORDS.has(before) || ADDING_VERBS.has(before)))) return found as RegExpExecArray;
  }
  return undefined;
}

/** Words said with a code alone that ask nothing else ("try SAVE10"). */
const CODE_ASKING = wordSet(phrases.codeAsking);
/** A code as codes are written: capitals with a letter and a digit. */
const CODE = /^(?=[A-Z0-9_-]*\d)(?=[A-Z0-9_-]*[A-Z])[A-Z0-9][A-Z0-9_-]{2,31}$/;

/**
 * A code said without the word "code". After a verb that may apply it: any token with a letter and a digit after
 * "apply" or "redeem"; after "try", "enter" or "use" only one written in capitals ("try SAVE5", not "use 4k") or as
 * letters then digits ("save5"). Or alone, with nothing else but words that ask nothing ("ok then SAVE10", "and WELCOME10?").
 */
export function bareCode(message: string): string | undefined {
  for (const found of message.matchAll(/\b(apply|redeem|use|try|enter|put|add)\s+([A-Za-z0-9][A-Za-z0-9_-]{2,31})\b/gi)) {
    const [, verb, token] = found as unknown as [string, string, string];
    if (!/\d/.test(token) || !/[a-z]/i.test(token)) continue;
    if (/^(?:apply|redeem)$/i.test(verb) || /^[A-Z0-9_-]+$/.test(token) || /^[a-z]{3,}\d{1,3}$/i.test(token)) return token;
  }
  const tokens = message.trim().split(/[\s,.!?;:]+/).filter((t) => t.length > 0);
  const codes = tokens.filter((t) => CODE.test(t));
  const others = tokens.filter((t) => t !== codes[0]).flatMap((t) => words(t));
  return codes.length === 1 && others.every((w) => FILLER_WORDS.has(w) || CODE_ASKING.has(w)) ? codes[0] : undefined;
}

/** A thing said with how many of it ("a basketball", "2 tennis balls"), and said with a count more than one. */
const EACH_SAID = phrased`^(?:a|an|some|{counts}|\d{1,2})\s[a-z]`;
const COUNTED = phrased`^(?!one\b){counts}\s|^\d{1,2}\s`;

/** A unit things are sold in, said of the product in focus ("a bottle", "another pack of them"). */
const UNIT = phrased`\b(?:(?:a|an|one|another)\s)?{packaging}s?(?:\sof\s(?:it|them|that|those|these))?\b`;

/** "the third one please, add it", "ok the <brand> one - add that to my cart": what is pointed at first, then put in. */
const ADD_IT_AFTER = phrased`^(.+?)(?:,|\s-+|\s(?:and|so|then))\s(?:(?:ok|okay|yes|please|pls|just|then|now|can\syou|could\syou)\s)*(?:add|put)\s{pointing}(?:\sone)?(?:\s(?:to|in|into)\s${CART})?(?:\s(?:please|pls|then|thanks|for\sme))*[\s?!.]*$`;

/** A verb of putting in said as not wanted, with what it would put in ("not ready to add anything to my cart yet"). */
const NOT_ADDING = phrased`\b(?:(?:not|never)\s(?:(?:ready|going|looking|trying|wanting|planning)\sto\s)?|{wontDo}\s(?:want\sto\s)?|no\sneed\sto\s)(?:add|put|buy|order)\b[^,.;!?-]*?(?=\s(?:just|only|but)\b|[,.;!?-]|\s*$)`;

/** The cart asked about or changed, if the message does; `m` loses what is read. */
export function readCart(m: Message, plain: string): AssistantRequest | undefined {
  // "i'm not ready to add anything yet, just browsing <things>", "don't add it": no putting in; the rest is read
  // ("i don't want to buy it anymore, remove it").
  if (m.take(NOT_ADDING)) {
    const rest = new Message(m.text);
    return rest.text.trim() ? readCart(rest, rest.text) : undefined;
  }
  const addAfter = ADD_IT_AFTER.exec(plain);
  if (addAfter && !words(addAfter[1]!).some((w) => ADDING_VERBS.has(w))) {
    const said = new Message(`add ${addAfter[1]}`);
    return readCart(said, said.text);
  }
  const intoCart = new RegExp(String.raw`\b(?:to|in|into|from|out of)\s${CART}`);
  // "make it 3", "change it to 2", "I only want one": how many of a product in the cart.
  const setTo = phrased`^\s(?:actually\s|can you\s|please\s)*{setting}\s(?:it|that|this|them|the\squantity|the\samount|(?:the\s)?([a-z0-9][a-z0-9\s-]*?))\s(?:to\s)?${COUNT_SAID}(?:\s(?:of\s(?:them|those|it)|instead|please|pieces|units))*[\s?!.]*$`.exec(plain) ??
    new RegExp(String.raw`^\s(?:actually\s)?i\s(?:only\s)?(?:want|need)\s(?:just\s)?(\b)?${COUNT_SAID}(?:\s(?:of\s(?:them|those|it|these)|instead|then))+[\s?!.]*$`).exec(plain) ??
    // "i only want 1 lemon": how many of one named.
    new RegExp(String.raw`^\s(?:actually\s)?i\sonly\swant\s(?:just\s)?()${COUNT_SAID}\s(?:of\s)?(?:the\s)?([a-z][a-z\s-]*?)(?:\s(?:instead|then|please))?[\s?!.]*$`).exec(plain);
  if (setTo) {
    const said = setTo[1] || setTo[3];
    const name = said ? new Message(said).rest(COMMAND_WORDS) : '';
    return { intent: 'cart-quantity', quantity: countOf(setTo[2]!), refs: name ? [] : [{ kind: 'focus' }], names: name ? [name] : [] };
  }
  // "clear it", "empty everything": the cart, which is what is emptied.
  if (/^\s(?:please\s)?(?:clear|empty)\s(?:it|everything|all)(?:\sout)?(?:\splease)?[\s?!.]*$|\b(?:empty|clear|reset)\s(?:out\s)?(?:my\s|the\s)?(?:cart|basket|trolley)\b|\b(?:remove|delete)\s(?:everything|all)\s(?:from|in)\s(?:my\s|the\s)?(?:cart|basket)\b/.test(plain)) return { intent: 'cart-clear' };
  // "remove it and add the second one instead": a swap said with two verbs.
  const swapped = swapOf(/^\s(?:please\s)?(?:remove|delete|drop|take)\s(.+?)(?:\s(?:out|off))?(?:\s(?:from|out of)\s${CART})?,?\s(?:and|then|and then)\s(?:add|put|get)\s(.+?)(?:\s(?:instead|in its place))?[\s.!]*$/.exec(plain));
  if (swapped) return swapped;
  // "add the pan and remove the knife": the same swap, said the other way round (a count said asks more than one swap).
  const added = /^\s(?:please\s)?(?:add|put)\s(.+?)(?:\s(?:to|in|into)\s(?:my\s|the\s)?(?:cart|basket|bag|trolley))?,?\s(?:and|then|and then)\s(?:remove|delete|drop|take\sout)\s(.+?)(?:\s(?:out|off))?(?:\s(?:from|out of)\s(?:my\s|the\s)?(?:cart|basket|bag|trolley))?[\s.!]*$/.exec(plain);
  const reversed = added && !quantityIn(added[1]!) ? swapOf(Object.assign([added[0], added[2], added[1]], { index: 0, input: plain }) as unknown as RegExpExecArray) : undefined;
  if (reversed) return reversed;
  // "take them out": what is taken out stays, to point at it.
  const takeOut = phrased`\btake\s((?:{pointing}|(?:one|two|three|\d{1,2})(?:\sof\s(?:them|those|these|it)|(?:\sof)?(?:\s(?:the|those|these|my))?(?:\s[a-z0-9]+){1,2})?|the\s[a-z0-9]+(?:\s[a-z0-9]+)?)\s)?(?:back\s)?(?:out|off)\b`.exec(m.text);
  if (takeOut) m.text = `${m.text.slice(0, takeOut.index)} remove ${takeOut[1] ?? ''} ${m.text.slice(takeOut.index + takeOut[0].length)}`;
  // A verb of taking out asks it, unless a clause saying when or which holds it ("a bottle that won't leak when I
  // drop it"), or it is a noun or part of one ("survives a drop", "a drop-proof case").
  // So does a thing said by what it takes away ("something to remove scratches"), or from where, not the cart ("remove stains from carpet").
  const described = phrased`\b{describingClause}\b[^,;.!?]*\b{removing}\b|\b{removing}-|\b(?:a|the)\s{removing}\b|\b{placeholderThings}\s(?:to|that\s(?:will|can))\s{removing}\b|\b{removing}\s(?!{pointing}\b)[^,;.!?]+?\sfrom\s(?!${CART}|(?:my\s|the\s)?(?:order|list|items)\b|{pointing}\b|there\b)`.test(m.text);
  const commanded = !described || new RegExp(String.raw`\b(?:from|out of|off)\s${CART}`).test(plain);
  if (commanded && m.take(phrased`\b{removing}\b`)) {
    m.take(new RegExp(String.raw`\b(?:from|out of|off)\s${CART}`));
    const each = listedApart(m.text, 'remove');
    if (each) return each;
    // "remove one", "take 2 of them out": that many fewer of one line ("one of them" is one product's line).
    const fewer = FEWER.exec(m.text);
    if (fewer) {
      m.text = m.text.slice(fewer[0].length);
      const pointed = pointing(m);
      return { intent: 'cart-remove', fewer: countOf(fewer[1]!), refs: pointed.refs.filter((r) => r.kind !== 'all'), names: pointed.names };
    }
    return { intent: 'cart-remove', ...pointing(m) };
  }
  // "swap them for the <product>", "replace the X with the Y", "exchange it for a <product>": the second goes in,
  // the first (a product pointed at or named, else the one in focus) comes out.
  const swap = swapOf(phrased`^\s(?:(?:can|could) you\s|please\s)*{swapping}\s(?:(.+?)\s(?:out\s)?)?(?:for|with|to)\s(.+)$`.exec(plain));
  if (swap && !/\?/.test(plain)) return swap;
  // "two of those, please", "3 please", "can I get two of the first one?": an order said with its count alone is
  // that many of the product pointed at, else of the one in focus ("one of those" is one product, not each shown).
  const alone = COUNT_ALONE.exec(plain);
  const pointed = alone ? pointing(new Message(alone[2] ?? '')) : undefined;
  // Words after "of" name a product only as "the <words>": "two of them are sold out?" says something of them.
  if (alone && pointed && (pointed.names.length === 0 || /^the\s/.test(alone[2]!))) {
    const refs = pointed.refs.filter((r) => r.kind !== 'all');
    return { intent: 'cart-add', quantity: countOf(alone[1]!), refs: refs.length > 0 || pointed.names.length > 0 ? refs : [{ kind: 'focus' }], names: pointed.names };
  }
  // "I want to buy a <thing>", "order some <things>", "buy something for my cat": a search, when nothing says the
  // cart and nothing shown is pointed at ("buy it", "buy the first one", "buy 2 of them").
  const buyingAny = !intoCart.test(plain) && m.take(phrased`^\s(?:buy|i want to buy|i'?d like to buy|i need to buy|order(?!\sby\b)|purchase)\b(?=\s(?:a|an|some|any|new|me\s(?:a|an|some)|{placeholderThings})\b)`);
  // "throw in the <product>", "chuck it in too": a verb of putting with "in", which goes with it.
  // Read first and taken only when it puts something in: "selfie stick", "a throw blanket" name things.
  // "what did I put in my basket?" asks what was put in.
  const addingVerb = phrased`\b{throwing}\s(?:in\b)?|(?<!\b(?:did|have|had)\s(?:i|we|you)\s)\b(?:add|put|throw|place|include)\b|^\s{buying}\b`;
  const adding = buyingAny ? undefined : addingVerb.exec(m.text) ?? undefined;
  // "pop the first one in my basket", "I'd like the <product> in my cart": any verb, when the cart is where it goes.
  const intoCartSaid = !adding && intoCart.test(plain) && !/\?|\b(?:what|what'?s|anything|how much|is|are|does|do|show|view|see|check|open)\b/.test(plain);
  if (intoCartSaid || (adding && (intoCart.test(plain) || phrased`^\s(?:add|put|include|{throwing}\s(?:in|(?:{pointing}|the|a|an)\b.*\bin\b)|{buying})\b`.test(plain)))) {
    if (adding) m.take(addingVerb);
    m.take(new RegExp(String.raw`\b(?:to|in|into)\s${CART}`));
    if (intoCartSaid) m.take(/^\s(?:[a-z']+\s)?[a-z']+(?=\s(?:the|a|an|this|that|it|them|these|those|\d)\b)/);
    // "add it, 2 please": a count said alone after the thing is the count of it.
    // A figure alone only with a "please" ("add the <line>, 7" may name a model); "add a case, 2 please" is still any case.
    const countAfter = phrased`,\s(?:(\d{1,2})(?:\s(?:please|pls|thanks))+|({counts})(?:\s(?:please|pls|thanks))*)[\s.!]*$`.exec(m.text);
    const before = countAfter ? m.text.slice(0, countAfter.index) : '';
    if (countAfter) m.text = /^\s*(?:a|an|some|any)\s/.test(before) ? ` ${countAfter[1] ?? countAfter[2]} ${before.replace(/^\s*\S+\s/, '')} ` : ` ${countAfter[1] ?? countAfter[2]} of ${before} `;
    const each = listedApart(m.text, 'add');
    if (each) return each;
    const some = /^\s*(?:a|an|some|any|\d{1,2}|two|three|four|five|six)\s(?!of\b)/.test(m.text);
    const refs = takeDescribed(m);
    const quantity = quantityIn(m.text);
    const count = quantity ? countOf(quantity[1]!) : 1;
    if (quantity) m.text = `${m.text.slice(0, quantity.index)} ${m.text.slice(quantity.index + quantity[0].length)}`;
    // "chuck a bottle in my trolley": a unit of what is sold, with nothing else named, is one of the product in focus.
    const unit = new Message(m.text);
    if (refs.length === 0 && unit.take(UNIT) && unit.rest(COMMAND_WORDS).length === 0) return { intent: 'cart-add', quantity: count, refs: [{ kind: 'focus' }], names: [] };
    // "the cheapest hose reel you've got in stock": what is ranked is the kind named, of those in stock.
    const stocked = m.take(/\b(?:(?:that|which)\s(?:is|are)\s|(?:you'?ve|you\shave|you)\s(?:actually\s|really\s)?(?:got\s)?)?(?:actually\s)?in\sstock\b/);
    const pointed = pointing(m);
    const [ranked] = refs;
    const kindNamed = refs.length === 1 && ranked?.kind === 'ranked' && ranked.words === undefined && pointed.refs.length === 0 && pointed.names.length === 1;
    if (ranked?.kind === 'ranked') refs[0] = { ...ranked, ...(kindNamed ? { words: pointed.names[0]! } : {}), ...(stocked ? { inStock: true as const } : {}) };
    if (kindNamed) return { intent: 'cart-add', quantity: count, refs, names: [] };
    // "add two of them": two of one product, the one in focus, not one of each shown.
    // "add a screen protector for <phone>": the kind is said before "for".
    const head = headWord(m.text);
    const any = some && refs.length === 0 && pointed.refs.length === 0 && pointed.names.length === 1 ? { some: true as const, ...(head ? { head } : {}) } : {};
    return { intent: 'cart-add', quantity: count, ...pointed, refs: [...refs, ...pointed.refs.map((r): ProductRef => (count > 1 && r.kind === 'all' ? { kind: 'focus' } : r))], ...any };
  }
  // "what did I add to my cart?", "did you add the lamp?": what the cart holds.
  const askedAdded = /^\s(?:so\s)?(?:(?:what|which)\s(?:did|have)\s(?:i|we)|(?:did|have)\s(?:you|i|we))\s(?:put|add|added)\b/.test(plain);
  if (askedAdded || (!adding && phrased`\b(?:what'?s|what is|anything|how much is)\s(?:in\s)?(?:my|the)\s{cart}\b|\b(?:my|the)\s(?:(?:cart|basket|trolley|order)\s)?(?:sub)?total\b|\b(?:how many|how much|what)\b.*\b(?:in|inside)\s(?:my|the)\s{cart}\b|\bhow much (?:do i|will i|would i) (?:owe|pay|spend)\b|^\s(?:so\s)?how many (?:items|things|products)\s(?:do i have|have i got|did i (?:add|get|put in))\b|\b(?:what|how much)\s(?:does|do|will|would|is)\s(?:my|the)\s(?:{cart}|order)\s{totalling}|\b{viewing}\s(?:me\s)?(?:my|the)\s(?:cart|basket|trolley)\b|^\s(?:my\s)?(?:cart|basket)\s*\??\s*$`.test(plain))) return { intent: 'cart-show' };
  // "is my cart empty?", "checkout", "ready to pay": the cart as it is.
  if (!adding && (phrased`^\s(?:is|does|are|did)\s(?:my|the)\s{cart}\b(?!\s(?:on|made|with|for|in|of|foldable|collapsible|sturdy|durable|waterproof)\b)`.test(plain) || /^\s(?:go\sto\s|proceed\sto\s|i\s(?:want|would like|'d like)\sto\s)?(?:check\s?out|pay)(?:\snow)?(?:\splease)?[\s?!.]*$/.test(plain))) return { intent: 'cart-show' };
  return undefined;
}

/**
 * Things listed that are each put in (or taken out) as said, one request after another: with counts of their own
 * ("add a basketball and 2 tennis balls"); a product pointed at beside one named ("add it and the kiwi", where the
 * name alone would win over "it"), or "it" and another reference ("add it and the black one"); things taken out
 * each with its own article ("take out the kiwi and the lemon").
 */
function listedApart(text: string, verb: 'add' | 'remove'): AssistantRequest | undefined {
  const listed = text.split(/,|\s(?:and|&)\s/).map((part) => part.trim()).filter((part) => part.length > 0);
  const parts = listed.map((part) => pointing(new Message(part)));
  // "it" joined by "and" to another reference is another product ("add it and the black one"); said after a comma, a
  // reference may say again which one ("add it, the cheapest one").
  const pointedOnly = (p: (typeof parts)[number]) => p.names.length === 0 && p.refs.length > 0;
  const joined = /\s(?:and|&)\s/.test(text) && parts.some((p) => p.refs.length === 1 && p.refs[0]!.kind === 'focus');
  const apart = parts.some(pointedOnly) && (parts.some((p) => p.names.length > 0) || (joined && parts.every(pointedOnly)));
  // "take out the kiwi and the lemon": each thing said with its own article is another line ("the salt and pepper grinder" is one).
  const own = verb === 'remove' && parts.every((p, i) => (p.refs.length > 0 && p.names.length === 0) || EACH_SAID.test(listed[i]!) || /^(?:the|my)\s/.test(listed[i]!));
  if (listed.length < 2 || !(apart || own || (listed.every((part) => EACH_SAID.test(part)) && ((verb === 'add' && !/\bones?$/.test(listed.at(-1)!)) || listed.some((part) => COUNTED.test(part)))))) return undefined;
  // "add it and a case": a thing said with "a" after a product pointed at goes with it, as the product then in focus.
  const goesWith = verb === 'add' && pointedOnly(parts[0]!);
  return listed.reduceRight<AssistantRequest | undefined>((then, part, i) => {
    const read = readCart(new Message(`${verb} ${part}`), ` ${verb} ${part} `)!;
    const forIt = goesWith && i > 0 && read.intent === 'cart-add' && read.some ? { for: { kind: 'focus' as const } } : {};
    return { ...read, ...forIt, ...(then ? { then } : {}) } as AssistantRequest;
  }, undefined);
}

/** A swap's two products, the first taken out (a product pointed at or named, else the one in focus), the second put in. */
function swapOf(found: RegExpExecArray | null): AssistantRequest | undefined {
  if (!found) return undefined;
  const [, out = '', into = ''] = found;
  const outgoing = pointing(new Message(out));
  const incoming = new Message(into);
  incoming.take(new RegExp(String.raw`\b(?:in|to|into)\s${CART}`));
  const pointed = pointing(incoming);
  const replacing = outgoing.refs.length > 0 || outgoing.names.length > 0 ? outgoing : { refs: [{ kind: 'focus' as const }], names: [] };
  return pointed.names.length > 0 || pointed.refs.length > 0 ? { intent: 'cart-add', quantity: 1, ...pointed, replacing } : undefined;
}
