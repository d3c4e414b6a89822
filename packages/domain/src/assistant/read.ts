/**
 * Step 1 of the assistant (read → resolve → answer): a shopper's message into a typed request (request.ts).
 * Free of side effects and catalogue-blind: it knows how shoppers say prices, ratings, orders, references and the shop's
 * own business (cart, orders, coupons, policies), in general English; every other word is left in the
 * subject for the catalogue's search engine, which knows the catalogue's words, synonyms and typos.
 */
import phrases from './phrases.json' with { type: 'json' };
import { bareCode, justCount, readCart } from './read-cart.ts';
import { takeConstraints, takeOrder } from './read-limits.ts';
import { Message, NUMBERS, type ReadContext } from './read-message.ts';
import { OPEN_QUESTION, readComparison, readQuestion, SEARCH_QUESTION } from './read-questions.ts';
import { amountsAsked, namesItsKind } from './ranges.ts';
import { pointing } from './read-refs.ts';
import type { AssistantRequest, PolicyTopic, Refinement } from './request.ts';
import { FILLER_WORDS, headWord, normalise, patterns, phrased, REFINEMENT_FILLER, wordSet, words } from './words.ts';

/** "what <kind> have <detail>": the kind, and what they have. */
const KIND_HAVING = /^\s(?:so\s)?(?:what|which)\s([a-z]+(?:\s[a-z]+)?)\s(?:have|has|come\swith|got)\s(.+?)[\s?!.]*$/;
/** "not that one, the blue one": what is said after the one not meant. */
const NOT_THAT = /^\s*(?:no[,.]?\s+)?not\s(?:that|this|it)(?:\sone)?\s*[,;.!-]+\s*(.*[a-z].*)$/is;
/** What is said after a turn in the message ("…, anyway …", "… but first, …"). */
const TURNED = /^.+?(?:[,.;!?-]\s*|\s)(?:anyway|anyways|but\sfirst)\b[\s,.:-]*(.*[a-z].*)$/is;
/** Two questions said as one: each opens with a question word, the second after "and". */
const TWO_QUESTIONS = phrased`^\s({questionOpeners}\s.+?)[,;]?\sand\s({questionOpeners}\s.+)$`;
/** A verb that only points back at what was said before it ("use it please"). */
const SAME_AGAIN = phrased`^\s(?:{nextAsked})\s{pointing}(?:\s(?:please|pls|now|then|too))*[\s.!]*$`;
/** A request, then another that opens with its own verb: "add it and show me cases", "add 2 of the first, then remove the lamp". */
const THEN_ASKED = phrased`^\s(.+?)(?:,?\s(?:and|then|and\sthen|and\salso)|,)\s((?:{nextAsked})\s.+)$`;

/** Reads a shopper's message into a typed request. */
export function readMessage(message: string, context: ReadContext): AssistantRequest {
  readings = MAX_READINGS;
  return read(message, context, true);
}

/**
 * How many readings of parts of one message may guess (a turn, a code alone, two requests): past them, the rest is
 * read plainly, so that a long message of many clauses is read in time proportional to its length.
 */
const MAX_READINGS = 40;
let readings = 0;

/**
 * `guesses`: whether readings that may be wrong, given with the message read without them (`otherwise`), are
 * taken: a code said alone, two things "between the X and the Y".
 */
function read(message: string, context: ReadContext, guessing: boolean, policies = true): AssistantRequest {
  const guesses = guessing && --readings >= 0;
  const m = new Message(message);
  const plain = m.text;
  // "my cart keeps crashing lol, anyway do you have sunglasses", "… but first, what's a good board game?": what is asked after the turn.
  // What follows a turn is read alone when it asks something of its own: "…, anyway what's cheapest" asks of what came before.
  const turned = guesses ? TURNED.exec(message) ?? NOT_THAT.exec(message) : null;
  const after = turned ? read(turned[1]!, context, true) : undefined;
  if (after && !(after.intent === 'find' && !after.find.subject) && !(after.intent === 'refine' && TURNED.test(message))) return after;
  // "how much is it and what warranty does it have?": two questions about products, each read alone.
  const two = guesses ? TWO_QUESTIONS.exec(plain) : null;
  if (two) {
    const [first, second] = [read(two[1]!, context, false), read(two[2]!, context, false)];
    if (first.intent === 'product' && second.intent === 'product') return { ...first, and: second };
  }
  // "the cheapest one, what sizes?", "the third: is it in stock?": what is pointed at first is what the question after it asks about.
  const pointedFirst = guesses && context.hasSearch ? /^\s*(.+?)(?:,|:|\s-+)\s(.+)$/.exec(message) : null;
  // Said alone, "cheapest one" is "the cheapest one".
  const first = pointedFirst ? pointing(new Message(pointedFirst[1]!.replace(/^(?!the\s)/i, 'the '))) : undefined;
  // "the green ones, how much?": the cards the words set apart are what the question asks of.
  const described = first?.refs.length === 0 && first.names.length === 1 && /\bones\s*$/i.test(pointedFirst![1]!) ? [{ kind: 'described' as const, words: first.names[0]! }] : undefined;
  const refs = first && first.refs.length > 0 && first.names.length === 0 ? first.refs : described;
  if (refs) {
    const asked = read(pointedFirst![2]!, { ...context, hasFocus: true }, false);
    if (asked.intent === 'product' && asked.refs.every((r) => r.kind === 'focus') && (asked.names.length === 0 || !described)) return { ...asked, refs };
  }
  // "my cart feels empty, what's trending?", "thinking of adding a bike to my cart, what road bikes do you have": the
  // cart said of oneself beside a question asks that question.
  const passing = guesses ? cartInPassing(message) : undefined;
  if (passing) return read(passing, context, false);
  // "add it and show me cases": the cart changed, then the next request (read as after it); "add the pan and remove
  // the knife" is one swap, and the cart shown after a change to it is said with the change.
  // "I've got the code X, use it please": the same change pointed at again is no second request.
  const split = guesses ? THEN_ASKED.exec(plain) : null;
  const then = split && !SAME_AGAIN.test(` ${split[2]} `) ? split : null;
  const whole = then ? readCart(new Message(message), plain) : undefined;
  if (then && !(whole?.intent === 'cart-add' && whole.replacing)) {
    const first = read(then[1]!, context, false);
    const next = read(then[2]!, { ...context, hasFocus: true, afterAdding: first.intent === 'cart-add' }, true);
    // The same change said again ("I'll take the cheaper one, add it to my cart") is one.
    const asks = ![first.intent, 'greeting', 'help', 'thanks'].includes(next.intent) && !(next.intent === 'find' && !next.find.subject);
    if ((first.intent === 'cart-add' || first.intent === 'cart-remove' || first.intent === 'cart-quantity' || first.intent === 'coupon') && asks) {
      return next.intent === 'cart-show' ? first : thenAfter(first, next);
    }
  }

  // The shop's own business first: orders, coupons, the cart, policies and small talk name no products.
  const orderNumber = /\bcw-?([0-9a-hjkmnp-tv-z]{6})\b/i.exec(message);
  const email = /[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[a-z]{2,}/i.exec(message);
  const topics = policies ? POLICY_TOPICS.filter(([pattern]) => pattern.test(plain)).map(([, topic]) => topic) : [];
  // Where an order is: asked with its number, or in words that ask after an order, unless they ask a policy of
  // it ("is shipping free for my order?") or the cart; or the email the last turn asked for ("it's jo@example.com").
  const policyOnly = topics.length > 0 && !ORDER_STATUS.test(plain);
  // "order number 55123": a number said as an order's, however written (the reply says how it looks).
  const afterOrder = (ORDER_ASKED.test(plain) || /\border\s(?:number\b|(?:no|id)\.?\s*(?=\d)|#)/.test(plain)) && !policyOnly && !phrased`\b{notAfterOrder}\b`.test(plain);
  if (orderNumber || afterOrder || (context.awaitsEmail && email)) {
    return { intent: 'order-status', ...(orderNumber ? { orderNumber: `CW-${orderNumber[1]!.toUpperCase()}` } : {}), ...(email ? { email: email[0].toLowerCase() } : {}) };
  }
  // A coupon: said with its word ("apply coupon X", "use code X"), or a code alone after a verb that applies one.
  // A code alone (bareCode) may be no coupon of the shop's ("try PS5 or xbox?"), so the message read without it
  // comes along, for the resolver to answer instead.
  const couponWord = phrased`\b{couponWords}\b`.test(plain);
  const bare = couponWord || !guesses ? undefined : bareCode(message);
  // The code the last turn asked for, however written ("save10", "FREESHIP", "it's save10 please"): that code,
  // found or not (a word said alone just after the question is the answer to it).
  const awaited = context.awaitsCode && guesses ? AWAITED_CODE.exec(normalise(message))?.[1] : undefined;
  if (awaited && !FILLER_WORDS.has(awaited) && !/^(?:no|nope|nah|nevermind|cancel|skip)$/.test(awaited)) return { intent: 'coupon', code: awaited.toUpperCase() };
  if (bare) return { intent: 'coupon', code: bare.toUpperCase(), otherwise: read(message, context, false) };
  if (couponWord && phrased`\b{applying}\b|\bcode\s*:?\s*\S+|\bcoupon\s*:?\s*\S+`.test(plain)) {
    // The word after "code" is a code when written as codes are (capitals, a figure) or after a verb that applies one
    // ("apply code sale"); "is there a coupon code available" names none.
    const said = /\b(?:coupon|code|voucher|promo)\s*(?:code\s*)?:?\s*([A-Za-z0-9][A-Za-z0-9_-]{2,31})\b/i.exec(message);
    const asCode = said && (/\d|^[A-Z0-9_-]+$/.test(said[1]!) || phrased`\b{codeAsking}\b`.test(normalise(message.slice(0, said.index))));
    const code = (asCode ? said[1] : undefined) ?? /\b(?=[A-Z0-9_-]*\d)(?=[A-Z0-9_-]*[A-Z])[A-Z0-9][A-Z0-9_-]{2,31}\b/.exec(message)?.[0];
    return { intent: 'coupon', ...(code && !new RegExp(phrased`^{notCodes}$`, 'i').test(code) ? { code: code.toUpperCase() } : {}) };
  }
  if (GREETING.test(plain)) return { intent: 'greeting' };
  // "are you a robot?", "are you open on sundays?", "what can this chat actually do?", "help": about the assistant
  // or the shop, not a product, unless a policy is asked about.
  if (topics.length === 0 && (phrased`^\s(?:are|r)\s(?:you|u)\s{areYou}\b`.test(plain) || ABOUT_ASSISTANT.test(plain) || HELP.test(plain))) return { intent: 'help' };
  // "thanks!", "bye", "that's all", "no thanks": the shopper is done; "thanks, can you …" asks more.
  if (FAREWELL.test(plain) || (THANKS.test(plain) && plain.trim().length > 0) || (THANKS_FIRST.test(plain) && !phrased`\?|\b{asksMore}\b`.test(plain))) return { intent: 'thanks' };
  if (MORE.test(plain) || WHAT_ELSE.test(plain)) return context.hasSearch ? { intent: 'more' } : { intent: 'help' };
  const moreOf = context.hasSearch ? MORE_OF.exec(plain) : null;
  if (moreOf) {
    const subject = new Message(moreOf[1]!).rest();
    if (subject && Object.keys(takeConstraints(new Message(moreOf[1]!))).length === 0) return { intent: 'more', subject };
  }
  // "actually just 1" after an add: how many of it.
  const just = context.afterAdding ? justCount(plain) : undefined;
  if (just) return { intent: 'cart-quantity', quantity: just, refs: [{ kind: 'focus' }], names: [] };
  const cart = readCart(m, plain);
  if (cart) return cart;
  // "also 2 red onions", "plus a cricket ball please" after putting one in: more put in, as "add" would,
  // a count or a "please" saying so.
  const more = context.afterAdding ? ADD_MORE.exec(` ${normalise(message)} `) : null;
  const moreName = more ? new Message(more[2]!).rest() : '';
  if (more && moreName && (more[1] || more[3] || more[4])) {
    const said = more[1] ?? more[3];
    const head = headWord(more[2]!);
    return { intent: 'cart-add', quantity: said ? (/\d/.test(said) ? Number(said) : NUMBERS[said]!) : 1, refs: [], names: [moreName], some: true, ...(head ? { head } : {}) };
  }
  // "and the <product> too", "and a <thing>", "a <thing> as well" after putting one in the cart: another, put in the same way.
  if (context.afterAdding && (AND_ANOTHER.test(` ${normalise(message)} `) || /^\s(?:the|that|this|a|an|some)\s[^?]+\s(?:too|as\swell)\s*[.!]?\s*$/.test(plain))) {
    // "and a screen protector too": a thing of a kind, not one shown, is looked for (with what was put in), not put in unseen.
    const some = /^\s(?:and\s|also\s|plus\s|oh\s)*(?:a|an|some|another)\s/.test(plain) && !/\sone\b/.test(plain);
    const pointed = pointing(m);
    const subject = pointed.names.join(' ');
    const head = headWord(subject);
    if (some && subject) return { intent: 'find', find: { subject, constraints: {}, order: 'relevance', ...(head ? { head } : {}), for: { kind: 'focus' } } };
    if (pointed.names.length > 0 || pointed.refs.length > 0) return { intent: 'cart-add', quantity: 1, ...pointed };
  }

  // "what's in the box?", "what does it come with?": what comes with the product in focus (after a list, which
  // one is asked), asked of its details.
  // "… with the <product>": of the product named.
  const inTheBox = IN_THE_BOX.exec(plain);
  const boxOf = inTheBox && /^\s(?:with|for|of|on)\s(?:the\s|your\s)?(.+?)[\s?!.]*$/.exec(plain.slice(inTheBox.index + inTheBox[0].length))?.[1];
  if (inTheBox && (boxOf || context.hasFocus || context.hasSearch)) {
    return { intent: 'product', asked: 'words', about: 'box included', refs: boxOf ? [] : [{ kind: 'focus' }], names: boxOf ? [boxOf] : [] };
  }

  const compared = readComparison(m, plain, message, context, guesses, () => read(message, context, false));
  if (compared) return compared;

  // "do you have running shoes? and how much is delivery": things searched and a shop question, said apart: the
  // question answered, then the things shown.
  const apart = topics.length > 0 && guesses ? withPolicy(message, context) : undefined;
  if (apart) return apart;
  // "do you ship to Canada?": the place, as the shopper wrote it.
  const place = topics.some((t) => t === 'shipping' || t === 'delivery') ? SENT_TO.exec(message)?.[1] : undefined;
  if (topics.length > 0 && (phrased`\b{policyAsked}\b|\?`.test(plain) || words(plain).length <= 3 || place)) {
    // "how much is shipping on my order?": of what the cart holds.
    const ofCart = topics.includes('shipping') && !place && /\b(?:how\smuch|cost|costs|free|price|pay)\b/.test(plain) && phrased`\b(?:my|this)\s(?:order|{cart})\b`.test(plain);
    // "any wallet cases?": a policy's word said before another word may name a kind of product; the message read as a
    // search comes along, for the resolver to answer with when the catalogue names products so.
    const otherwise = place ? undefined : read(message, context, guesses, false);
    const naming = otherwise?.intent === 'find' && POLICY_TOPICS.some(([pattern]) => {
      const said = pattern.exec(plain);
      return said !== null && new RegExp(String.raw`^\s${otherwise.find.head}\b`).test(plain.slice(said.index + said[0].length));
    });
    return {
      intent: 'policy', topics, ...(context.hasFocus && OF_PRODUCT.test(plain) ? { ofProduct: true as const } : {}), ...(place ? { place } : {}), ...(ofCart ? { ofCart: true as const } : {}),
      ...(naming && !(otherwise.find.head! in NUMBERS) ? { otherwise } : {}),
    };
  }

  // "not <brand>", "no <brand> ones" after a list: those left out; the resolver reads the message otherwise when no
  // product shown holds the word ("not sure").
  const bareNot = context.hasSearch && guesses ? BARE_NOT.exec(plain) : null;
  if (bareNot) return { intent: 'refine', refine: 'limits', constraints: { without: [bareNot[1]!] }, otherwise: read(message, context, false) };
  // "it's for my son, he is 10 - a bike": the message read without the clauses that say how things are.
  const unsaid = guesses ? withoutStatements(message, context) : undefined;
  // "cheaper, from another brand?": every change said at once; the first that is not the brand leads.
  // "cheaper than $15" is a price limit, not cheaper than the products shown.
  const priceSaid = (pattern: RegExp, refine: Refinement) => {
    const said = pattern.exec(plain);
    return (refine === 'cheaper' || refine === 'pricier') && said !== null && /^\s?than\s\$?\d+(?:\.\d+)?(?!\s?(?:stars?|\+))/.test(plain.slice(said.index + said[0].length));
  };
  const refinements = context.hasSearch || context.hasFocus ? REFINEMENTS.filter(([pattern, refine]) => pattern.test(plain) && !priceSaid(pattern, refine)) : [];
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
      const comparative = phrased`\b{comparedOf}\s([a-z]{2,}(?:ier|er))\b`.exec(m.text);
      if (comparative) m.text = m.text.replace(new RegExp(String.raw`\s${comparative[1]}\b`), ' ');
    }
    const constraints = takeConstraints(m);
    const order = takeOrder(m);
    const rest = m.rest(REFINEMENT_FILLER);
    // "it's his 80th though - something fancier, up to $2,000": a clause saying how things are ("it's …",
    // "he's …") asks nothing; the change is read from the other clauses.
    if (rest.length > 0 && unsaid?.intent === 'refine') return unsaid;
    const more = { ...(order ? { order } : {}), ...(also.length > 0 ? { also } : {}) };
    if (rest.length === 0) return { intent: 'refine', refine: refinement[1], constraints, ...more };
    // "something pricier, in titanium?": words said as what it is in narrow the same search. "any laptops people
    // rate higher?" about one product, no list: those words, compared with that product.
    const said = /\bin\s((?:[a-z0-9-]+\s?){1,3})[\s?.!]*$/.exec(m.text);
    // "cheaper ones that are still big": words said of the "ones" narrow the same search too.
    const narrowing = context.hasSearch ? (said && new Message(said[1]!).rest(REFINEMENT_FILLER) === rest) || /\sones\b/.test(plain) : refinement[1] !== 'other-brand';
    if (narrowing) return { intent: 'refine', refine: refinement[1], constraints, words: rest, ...more };
    // "too much. <other things> under $20": a new search, without the words of the change.
    m.text = refinements.reduce((text, [pattern]) => text.replace(pattern, ' '), plain);
  }
  // Clauses saying how things are ask nothing when the others name a kind.
  if (unsaid && (unsaid.intent !== 'find' || unsaid.find.head !== undefined)) return unsaid;
  // "what phones have a large display?", "which headphones have the longest battery life?": things of that kind, with that.
  const having = KIND_HAVING.exec(plain);
  if (having && !FILLER_WORDS.has(words(having[1]!).at(-1)!)) {
    const subject = words(`${having[1]} ${having[2]}`).filter((w) => !FILLER_WORDS.has(w) && !/^[a-z]{2,}est$/.test(w)).join(' ');
    return { intent: 'find', find: { subject, constraints: takeConstraints(new Message(having[2]!)), order: 'relevance', head: words(having[1]!).at(-1)! } };
  }
  const asked = readQuestion(plain, message, context);
  // "anything on sale?", "is anything in stock?": asked of no product, but of what the shop has.
  const ofNone = asked?.intent === 'product' && asked.refs.length === 0 && asked.names.length === 0 && FRESH.test(plain);
  // "is any kitchen stuff on sale?", "are any of the phones discounted?": things of the shop asked after, not one product.
  const anyOf = asked?.intent === 'product' && (asked.asked === 'sale' || asked.asked === 'stock') && asked.refs.length === 0 && asked.names.length > 0 ? ANY_OF.exec(plain) : null;
  if (anyOf) return read(plain.slice(anyOf[0].length).replace(/\?/g, ' '), context, false);
  if (asked && !ofNone) return asked;

  // "my son's mad about basketball", "she's really into baking": what someone loves is what is searched for.
  const interest = INTEREST.exec(m.text);
  if (interest) m.text = ` ${interest[1] ?? interest[2]!} `;
  // "something fun for the garden, like a swing": the example given is the kind asked for.
  const example = EXAMPLE.exec(m.text);
  if (example && words(m.text.slice(0, example.index)).some((w) => PLACEHOLDER_WORDS.has(w))) m.text = ` ${example[1]!} `;
  // "a tent for 4 people": how many it is for is no word names hold alike ("4-person", "sleeps 4").
  const forMany = m.take(phrased`\bfor\s(?:\d{1,2}|two|three|four|five|six|seven|eight|ten|twelve)\s{forPeople}\b`);
  // "I'm after a <thing>": what is wanted.
  m.take(/(?:^\s|\b(?:i'?m|i am|we'?re|we are)\s(?:really\s|just\s)?)after\b/);
  // "my sister's birthday", "my wife's watch": whose it is says nothing; the birthday, the watch, is what is said.
  m.text = m.text.replace(new RegExp(phrased`\s{possessives}\s(?:${PEOPLE})'s?(?=\s)`, 'g'), '');
  // "for her birthday": the occasion says nothing the catalogue can search either.
  m.take(phrased`\bfor\s(?:(?:my|his|her|our|their|a|the)\s)?(?:\d+(?:st|nd|rd|th)\s)?{occasions}\b`);
  // "an anniversary present", "birthday gift ideas": a gift, whatever the occasion ("a birthday card" is a card).
  m.take(phrased`\b{occasions}(?=\s(?:gifts?|presents?|ideas?)\b)`);
  // "her birthday is next week": when it is says nothing either.
  m.take(phrased`\b{occasions}\s(?:is|'s)\s(?:next\s[a-z]+|this\s[a-z]+|coming(?:\sup)?|soon|tomorrow|today|on\s[a-z]+|in\s[a-z0-9]+\s[a-z]+)\b`);
  // "a gift for my mom": who it is for says nothing the catalogue can search.
  // "a gift for my nephew, for a 6 year old": each said.
  // "for kids 8+", "for kids aged 8 and up": their age said after them.
  const whom = new RegExp(phrased`\bfor\s(?:my|a|an|the|his|her|our|their)?\s?(?:little\s|new\s|best\s)?(?:\d{1,2}[\s-]years?[\s-]old\s)?(?:${PEOPLE})\b(?:\s(?:aged?\s)?(\d{1,2})(?!\s?\+?\s?(?:months?|mos?)\b)(?:\s?\+|\s{andUp}\b|(?=\s*(?:[,.!?]|$)|\s(?:under|below|over|up\sto|for|with|from)\b)))?`.source);
  const forWhom = [...function* () { for (let taken; (taken = m.take(whom)); ) yield taken[1] ? `for a ${taken[1]} year old` : taken[0]; }()].join(' ');
  // "a gift for a coffee lover": someone who loves a thing, for whom the thing is searched.
  // Said as what it is for, so the kind asked for stays the kind ("a mug for a coffee lover": a mug).
  const fan = new RegExp(String.raw`\bfor\s(?:(?:my|a|an|the|his|her|our|their|any)\s)?((?:[a-z]+\s){1,2})(?:${FANS})\b`).exec(m.text);
  if (fan) m.text = `${m.text.slice(0, fan.index)} for ${fan[1]} ${m.text.slice(fan.index + fan[0].length)}`;
  // Someone keen on the thing said ("who loves cooking", "a gaming fan", "she's into yoga"): it may be what things are for.
  const keen = Boolean(interest || fan || WHO_LOVES.test(plain));
  const constraints = takeConstraints(m);
  // "for a 5 year old", "for 4 people": whom it is for, which a range in the products' details may hold.
  const fitFor = [forWhom, forMany?.[0]].flatMap((taken) => (taken ? amountsAsked(words(taken)) : [])).filter((a) => namesItsKind(a.unit));
  if (fitFor.length > 0) constraints.fitFor = fitFor.map(({ value, unit, said }) => ({ value, unit: unit!, said }));
  const order = takeOrder(m);
  const subject = m.rest();
  // "under $300 instead", "only in stock", "the cheapest one" after a search: the same search, so limited.
  // "something under $20?" limits the last search too; "anything on sale?", "something popular?" look over the shop.
  // "leather ones", "red ones under $50": "ones" stands for the kind last searched, which the words narrow.
  const limited = order !== undefined || Object.keys(constraints).length > 0;
  const fresh = FRESH_ALL.test(plain) || (FRESH.test(plain) && (constraints.onSale || order === 'popular' || order === 'newest' || !limited));
  // "for an <model>" said alone after a search: what the things searched are for narrows them.
  const forIt = /^\s(?:and\s|but\s|ok\s)?for\s[^,]*$/.test(plain) && words(subject).length <= 4;
  // "decaf?", "braided?", "any waterproof?": a word or two asked alone after a search narrow it (the resolver searches
  // them alone when none of its things holds them).
  // So does "something clear", "anything waterproof", "what about black?", "in purple".
  const about = String.raw`^\s*(?:(?:what|how)\s+about\s+(?!(?:a|an|some|the)\s))?`;
  // A word, or a number with letters ("4k", "32gb").
  const word = String.raw`(?=[a-z0-9-]*[a-z])[a-z0-9][a-z0-9-]*`;
  const asksAlone = !/^\s*(?:why|huh|seriously|really|what|how|when|where|who|sure|yes|no|ok|okay|hmm+|oh)\s*\?/i.test(message) &&
    // Asked with "?", or after "what about" ("what about black"): a bare "laptops" is a search of its own.
    (new RegExp(String.raw`${about}(?:any\s+)?${word}(?:\s+${word})?\s*\?[\s?]*$`, 'i').test(message) ||
      new RegExp(String.raw`^\s*(?:what|how)\s+about\s+(?!(?:a|an|some|the)\s)(?:any\s+)?${word}(?:\s+${word})?\s*[.!]*\s*$`, 'i').test(message) || new RegExp(String.raw`${about}(?:something|anything|in)\s+${word}\s*[?.!]*\s*$`, 'i').test(message)) && words(subject).length <= 2;
  const ones = subject.length > 0 && (forIt || asksAlone || (/\sones\b|\s[a-z]+\sone(?=(?:\s(?:please|thanks))?\s*[?.!]?\s*$)/.test(plain) && !FRESH.test(plain)));
  // "for a 5 year old", "for 2 people?" after a search: who it is for, of the same search.
  // "what about a jacket?" after gifts under $50: another thing, asked within the same budget.
  const sameLimits = context.hasSearch && /^\s(?:and\s|so\s|ok\s|okay\s)?(?:what|how)\sabout\s/.test(plain) ? { sameLimits: true as const } : {};
  if (context.hasSearch && (ones || (subject.length === 0 && (limited || forWhom || forMany) && !fresh))) {
    const orFind = asksAlone && ones ? { otherwise: { intent: 'find' as const, find: { subject, constraints, order: order ?? 'relevance', ...(headWord(subject) ? { head: headWord(subject) } : {}), ...sameLimits } } } : {};
    return { intent: 'refine', refine: 'limits', constraints, ...(ones ? { words: subject } : {}), ...(order ? { order } : {}), ...orFind };
  }
  // "what else can you do?": a question that leaves nothing to search, limit or order asks about the assistant.
  const open = OPEN_QUESTION.test(plain) && !SEARCH_QUESTION.test(plain);
  if (open && subject.length === 0 && !limited && !FRESH.test(plain)) return { intent: 'help' };
  const head = headWord(m.text);
  // "something to blend smoothies": a thing named by what it does, whose name is the doer of the verb.
  const doing = head === undefined ? THING_TO.exec(plain)?.[1] : undefined;
  const tools = doing && !FILLER_WORDS.has(doing) && words(subject)[0] === doing ? doersOf(doing) : [];
  // "something to drink": a verb said alone names the thing as well, when no doer of it is sold.
  const kind = head ?? (tools.length > 0 && subject === doing ? doing : undefined);
  // "eggs, milk and rice": things listed apart.
  const items = m.text.split(/[,;:]|\s(?:and|&|plus)\s/).map((part) => new Message(part).rest()).filter((part) => part.length > 0);
  const listed = items.length > 1 && items.length <= 5 && items.every((item) => words(item).length <= 3);
  return {
    intent: 'find',
    find: {
      subject, constraints, order: order ?? (constraints.onSale ? 'discount' : 'relevance'),
      ...(kind ? { head: kind } : {}), ...(open && subject.length > 0 ? { question: true as const } : {}), ...(tools.length > 0 ? { tools } : {}),
      ...(keen ? { interest: true as const } : {}), ...(listed ? { items } : {}),
      ...sameLimits,
    },
  };
}

/** "and a <thing>", "also the <product>", "plus some <things> please": one more thing said as joined to the last. */
const AND_ANOTHER = phrased`^\s{andAlso}\s{oneMore}\s[^?]+?(?:\s{tooAsWell})?\s*[.!]?\s*$`;

/** Where things are asked to be sent: "ship to Canada?", "delivery to the Isle of Man". */
const SENT_TO = new RegExp(phrased`\b{sendingWords}\s(?:[a-z]+\s){0,3}?to\s(?!{notPlaces}\b)((?:the\s)?[A-Za-z][A-Za-z.'-]*(?:\s[A-Za-z][A-Za-z.'-]*){0,3}?)(?:\s{afterPlace}\b[^?.!]*)?\s*(?:[?.!]|$)`.source, 'i');
/** A policy asked of the product in focus: "can I return it?", "the return window on that one", "does this ship free?". */
const OF_PRODUCT = phrased`\b{sendingBack}\s{pointing}\b|\b(?:on|for|of|with)\s{pointing}(?:\sone)?\b|\b{askingOf}\s{itThey}(?:\sone)?\s`;

/** "what's in the box?", "what comes in the box", "what's included?", "what does it come with?". */
const IN_THE_BOX = phrased`^\s(?:so\s)?{whatsIn}\s(?:in\sthe\s{boxes}|included)|^\s(?:so\s)?what\s(?:does|do)\s{itThey}\s(?:come|ship)\swith\b|^\s(?:is\sthere\sanything|anything)\selse\sin\sthe\sbox\b`;

/** A clause after the first going on about someone or something: "it dies by lunch", "my dog chews everything". */
const GOES_ON = phrased`^\s(?:{someone}|{possessives}\s[a-z]+)\s(?:always\s|never\s|just\s|still\s|keeps\s)?(?!{statingVerbs}\b|{askingAfterI}s\b|{loves}\b)[a-z]+s\b(?!\s*\?)`;
/** A clause that asks for a thing: "any hot sauce?", "looking for a case", "need a charger" (not "i want to <do>"). */
const ASKING_FOR = phrased`^\s*(?:(?:hey|hi|so|and|but|ok|okay|well|now)\s)*(?:any|got\sany|(?:do|does)\syou\s(?:have|sell|stock|do)|(?:have|has)\syou\sgot|(?:i'?m|i\sam|we'?re|we\sare)\s(?:(?:just|really)\s)?(?:looking|searching|shopping)\sfor|looking\sfor|(?:i|we)\s(?:really\s|just\s)?(?:need|want|would\slike|'?d\slike)(?!\sto\b)|need|{showMe}\sme|can\syou\s(?:find|show|recommend)|recommend)\b`;
/** A clause saying how things are, about someone or the occasion: "it's his 80th", "she's tall", "my dad's taken up jogging". */
const STATEMENT = phrased`^\s*(?:but\s|well\s|oh\s)?(?:(?:{someone}|{possessives}\s[a-z]+)(?:'s|'re|\s(?:just\s|recently\s)?(?:is|are|was|were|has|have|[a-z]+ed))\s|(?:i|we)\s(?!{askingAfterI}\b)[a-z]+\s)`;

/** The cart said of oneself: how it is ("my cart feels empty"), was made so, or was thought of ("i'm going to add" adds). */
const CART_OF_ONESELF = phrased`^\s(?:so\s|well\s|ok\s)?(?:my\s{cart}\s(?:is|feels|looks|seems|was|has\sbeen|got)\b|(?:i\s|i'?m\s|im\s|we\s)?(?:just\s|already\s)?(?:emptied|cleared|thinking|was\sgoing|was\sgonna)\b.*\b{cart}\b)`;
const QUESTION_ASKED = /^\s*(?:(?:so|and|but|ok|okay)\s)?(?:what|what'?s|which|show\sme|how\smuch|how\smany|is\sthere|are\sthere|do\syou)\b/;

/** The clauses but those that say something of the shopper's cart, when one of them asks a question. */
function cartInPassing(message: string): string | undefined {
  const clauses = message.split(/\s[-\u2013\u2014]+\s|[,;]\s|[.!?]\s|\sbut\s/);
  const ofCart = clauses.filter((c) => CART_OF_ONESELF.test(` ${normalise(c)} `));
  const rest = clauses.filter((c) => !ofCart.includes(c));
  return ofCart.length > 0 && rest.some((c) => QUESTION_ASKED.test(normalise(c)) || ASKING_FOR.test(normalise(c))) ? rest.join(', ') : undefined;
}

/** The message read without the clauses that say how things are, when some are and some are not. */
function withoutStatements(message: string, context: ReadContext): AssistantRequest | undefined {
  const clauses = message.split(/\s[-\u2013\u2014]+\s|[,;]\s|[.!?]\s/);
  // "my budget is $80": a clause that says a limit asks it.
  // After the first, a clause with a verb of the present ("…, it dies by lunch", "…, my dog chews everything") says how things are too.
  // "he's 6": an age said asks things for that age.
  const limits = (c: string) => Object.keys(takeConstraints(new Message(c))).length > 0 || /\sfor\sa\s\d{1,2}\syear\sold\s/.test(new Message(c).text);
  // "my screen cracked, looking for a tough case": when a clause asks for a thing, the others said of someone say how things are.
  const asking = clauses.filter((c) => ASKING_FOR.test(normalise(c)));
  const ofSomeone = (c: string) => asking.length > 0 && !asking.includes(c) && /\b(?:i|my|we|our|he|his|she|her|they|their)\b/.test(normalise(c));
  const saying = clauses.filter((c, i) => (STATEMENT.test(normalise(c)) || (i > 0 && GOES_ON.test(` ${normalise(c)}`)) || ofSomeone(c)) && !limits(c));
  if (saying.length === 0 || saying.length === clauses.length) return undefined;
  const asked = clauses.filter((c) => !saying.includes(c));
  const read_ = read(asked.join(', '), context, false);
  // "something for my nephew, he's into football": when the rest names nothing to search, what someone is keen on does.
  // So when the rest is a word asked alone after a list ("my dad loves coffee, any gifts?" after headphones).
  const namesNothing = (read_.intent === 'find' && !read_.find.subject) || (read_.intent === 'refine' && read_.otherwise !== undefined);
  const keen = namesNothing ? saying.map((c) => INTEREST.exec(` ${normalise(c)} `)).find(Boolean) : undefined;
  if (keen) return read([...asked, `who loves ${(keen[1] ?? keen[2]!).trim()}`].join(', '), context, false);
  // "i have a <phone>, need a screen protector": what the shopper has is what the thing asked for goes with, as "a
  // screen protector for <phone>" says it.
  // Only a model, said with its number ("a <line> 6s"): "i have a question", "i have a small flat" name nothing it goes with.
  // An age or a household said with its number ("a 2 year old", "a 4 person family") is whom it is for, no model.
  const owned = saying.map((c) => OWNING.exec(` ${normalise(c)} `)?.[1]).find((o) => o !== undefined && /\d/.test(o) && !/\b(?:old|person|people)\b/.test(o));
  const ownedWords = owned ? new Message(owned).rest() : '';
  if (read_.intent !== 'find' || !read_.find.head || !ownedWords || words(ownedWords).includes(read_.find.head)) return read_;
  return { ...read_, find: { ...read_.find, subject: `${read_.find.subject} ${ownedWords}` } };
}

/** "is any …", "are there any of the …": asked of things of the shop. */
const ANY_OF = /^\s(?:is|are)\s(?:there\s)?any(?:thing)?\s(?:of\s(?:the\s|your\s)?)?/;

/** Where a message's clauses part: a question mark, a full stop, a comma, "also", a semicolon, a dash. */
const CLAUSES_APART = /\?+\s*|[.!;,]\s+|\s(?:and\s)?also\b\s*|\s-+\s/g;

/** A message of things searched and a shop question said apart, as the question with the search after it. */
function withPolicy(message: string, context: ReadContext): AssistantRequest | undefined {
  for (const at of message.matchAll(CLAUSES_APART)) {
    const [before, after] = [message.slice(0, at.index), message.slice(at.index + at[0].length)];
    if (!/[a-z]/i.test(before) || !/[a-z]/i.test(after)) continue;
    const [a, b] = [read(before, context, false), read(after, context, false)];
    const [policy, find] = a.intent === 'policy' ? [a, b] : [b, a];
    // A clause that asks for things ("do you have …", "show me …"); not one that names them ("if I order a <thing>
    // today, when would it come?", "the <product> - can I return it?").
    if (policy.intent === 'policy' && find.intent === 'find' && find.find.head && ASKING_FOR.test(normalise(a === find ? before : after))) return { ...policy, then: find };
  }
  return undefined;
}

/** "a, then b" where "a" may already be a chain ("add 3 apples and a lemon"): b after the last of it. */
function thenAfter(first: AssistantRequest, next: AssistantRequest): AssistantRequest {
  if (first.intent !== 'cart-add' && first.intent !== 'cart-remove' && first.intent !== 'cart-quantity' && first.intent !== 'coupon') return first;
  return { ...first, then: first.then ? thenAfter(first.then, next) : next };
}

/** "i have a <thing>", "i just got an <thing>", "my phone is a <thing>": the thing the shopper has. */
const OWNING = phrased`^\s(?:(?:i|we)\s(?:just\s|recently\s|already\s)?(?:have|own|got|bought|use)|{possessives}\s[a-z]+\s(?:is|'s))\s(?:a|an|the)\s(.+?)(?=\s(?:and|but|so|which|that|because|who)\b|[\s.!]*$)`;

/** Someone keen on a thing ("<person>'s mad about X", "he's into X"): the thing. */
const INTEREST = phrased`^\s(?:{possessives}\s)?[a-z]+(?:'(?:s|re|m)|\s(?:is|are|am|has|have))\s(?:{keenly}\s)?(?:{keenOn}\s(?:about|with|on)|into|{takenUp}\s(?:up|into))\s(.+)$|^\s(?:(?:the|{possessives})\s)?[a-z]+\s(?:really\s)?{loves}\s(.+)$`;
/** "who loves cooking", "who's really into gaming": someone keen on what follows. */
const WHO_LOVES = phrased`\bwho(?:'s|\sis|\sare)?\s(?:really\s|just\s|totally\s|so\s)?(?:{loves}|{fondOf})\b`;
/** An example of what is wanted, at the end ("…, like a swing", "…, such as a kite"). */
const EXAMPLE = phrased`\s{examples}\s{indefinite}\s([a-z][a-z\s-]*?)\s*[?.!]*\s*$`;
/** Words that stand for a thing not yet named, which an example names. */
const PLACEHOLDER_WORDS = wordSet(phrases.placeholders);

/** "something to <verb>", "a tool for <verb>ing": a thing said by what it does. */
const THING_TO = phrased`\b{thingThat}\s{thatCan}\s([a-z]{3,})\b`;

/** The nouns English makes of a verb for what does it ("blend" -> "blender", "cut" -> "cutter", "dry" -> "dryer"). */
function doersOf(verb: string): string[] {
  const stem = verb.replace(/ing$/, '');
  const doers = new Set<string>();
  if (stem.endsWith('e')) doers.add(`${stem}r`);
  else if (/[^aeiou]y$/.test(stem)) doers.add(`${stem}er`).add(`${stem.slice(0, -1)}ier`);
  else if (/[^aeiou][aeiou][bdgmnpt]$/.test(stem)) doers.add(`${stem}${stem.at(-1)!}er`).add(`${stem}er`);
  else doers.add(`${stem}er`);
  return [...doers];
}

// "and if I spend more than fifty?": what an order above an amount changes is its shipping.
const POLICY_TOPICS = patterns<PolicyTopic>(phrases.policy);

/** "hi", "hey hey", "hello there": a greeting, said once or more. */
const GREETING_WORD = phrased`{greetings}`.source;
const GREETING = phrased`^\s*${GREETING_WORD}(?:[\s,!.]+${GREETING_WORD})*(?:\s{greetingAfter})?[\s!.?]*$`;
const THANKS = phrased`^\s*(?:{okay}[\s,!.]*)*{thanks}?(?:\s{soMuch})?[\s!.]*$`;
const FAREWELL = phrased`^\s*(?:{okayThanks}[\s,!.]*)*{farewell}(?:\s{farewellAfter})*[\s!.]*$`;
const THANKS_FIRST = phrased`^\s{thanksFirst}\b`;
/**
 * A question about what the assistant can do, with nothing asked after the verb in its sentence: "what can you
 * (actually) do?", "what kind of things can you help me with?", "what are you able to do?", "how does this bot
 * work?". "what can you do about a damaged parcel?" asks something after it (and a policy named wins anyway).
 */
const ABOUT_ASSISTANT = phrased`\b(?:what|which)\s(?:else\s|{kinds}\sof\s(?:things?\s|stuff\s)?|things?\s)?(?:can|could|do|are|is)\s(?:you|u|(?:this|the)\s{assistantNames})(?:\s[a-z]+){0,2}?\s(?:do|help(?:\s(?:me|us))?(?:\swith)?)(?:\sfor\s(?:me|us))?(?=\s*(?:[?.!]|$))|\bhow\s(?:does|do)\s(?:you|this|the)(?:\s{assistantNames})?\swork\b`;
const HELP = phrased`^\s*{help}[\s?!.]*$`;
/** How shoppers say a few more: "a couple", "a handful", "several", "two". */
const FEW = phrased`{few}`.source;
const MORE = phrased`^\s*(?:{showMe}\s(?:me\s)?)?(?:some\s|any\s|even\s|${FEW}\s)?{moreSaid}(?:\s{moreAfter})?[\s?!.]*$`;

/** "what else have you got?", "what else is there?", "got anything else?": more of the same. */
const WHAT_ELSE = phrased`^\s*(?:(?:what|anything|something|(?:(?:have\s)?(?:you\s)?got|do you have|is there)\s(?:anything|something))\selse)(?:\s{whatElseVerbs}\b)?(?:\s(?:{you}|there|{theShop})\b)?(?:\s{whatElseOffer}\b)?(?:\s{whatElseAfter})?(?:\sthen)?[\s?!.]*$`;

/** "show me more shirts", "more of the blue ones": more of something named. */
const MORE_OF = new RegExp(String.raw`^\s*(?:(?:show|give|get|find)\s(?:me\s|us\s)?)?(?:some\s|${FEW}\s|any\s)?more\s(?!than\b|expensive\b|affordable\b)(?:of\s(?:the\s|those\s|these\s)?)?(?!.*\bones?[\s?!.]*$)(.+?)[\s?!.]*$`);

// A budget said to be smaller or bigger ("too pricey", "I can spend more") asks for the same; "more capacity than that",
// more of a quality than the products shown, is a step up.
const REFINEMENTS = patterns<Refinement>(phrases.refinements);

/** "and 3 apples", "plus a ball please": a count (before the thing or after it, with an x), the thing, and a "please". */
const ADD_MORE = phrased`^\s(?:and\s|also\s|plus\s|oh\sand\s)+(?:(\d{1,2}|{counts})\s|(?:a|an|some)\s)?(?!(?:the|that|this|it|them|those|these|one|ones)\b)([a-z][a-z\s-]*?)(?:\sx\s?(\d{1,2}))?(?:\s(?:too|as\swell))?(\s(?:please|pls))?[\s.!]*$`;

/** A code said alone, or with words that ask nothing: "it's save10", "the code is FREESHIP please". */
const AWAITED_CODE = /^\s*(?:(?:it'?s|its|it\sis|the\scode\sis|code|coupon|try|use|apply)\s)?([a-z0-9][a-z0-9_-]{2,31})(?:\s(?:please|pls|thanks))?\s*[.!]?\s*$/;

/** "not <word>", "no <word> ones (please)": a word left out of the list shown. */
const BARE_NOT = /^\s(?:not|no)\s([a-z][a-z0-9-]*)(?:\s(?:ones?|please|pls|thanks|then))*\s*[?.!]*\s*$/;

/** Words asking after an order: where it is, its status, "my orders". */
const ORDER_ASKED = phrased`\b{orderAsking}\b.*\border\b|\bmy (?:last |latest |recent )?orders?\b|\bwhere(?:'s|\sis|\sare)\smy\s{parcels}\b`;
/** Words asking where an order is or what became of it, rather than about a policy. */
const ORDER_STATUS = phrased`\b{orderStatus}\b`;

/** People a gift is for. */
const PEOPLE = phrases.people.join('|');

/** People known by what they love ("a coffee lover", "tennis fans"). */
const FANS = phrases.fans.join('|');

/** Words that start a new search rather than narrow the last one. */
const FRESH = phrased`\b(?:something|anything|{freshAll})\b`;
/** Of those, the words that always look over the whole shop ("everything under $20"). */
const FRESH_ALL = phrased`\b{freshAll}\b`;
