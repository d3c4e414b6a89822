/**
 * Step 3 of the assistant (read → resolve → answer): short templates that word what the resolver found.
 * They lead with what was found, say what was relaxed in plain words only when something was, and never
 * repeat the product cards as a list: the text introduces them. Every price said is a catalogue price, a
 * cart's or an order's total, or a policy figure.
 */
import type { Product } from '../catalogue/product.ts';
import type { CouponProblemReason } from '../cart/coupon.ts';
import type { CartResponse } from '../cart/schemas.ts';
import { formatCents, formatUsd } from '../money.ts';
import { PAYMENT_DESCRIPTIONS, PAYMENT_METHODS, TOO_MANY_TRACK_LOOKUPS_MESSAGE, ORDER_NOT_FOUND_MESSAGE, type PaymentMethod } from '../orders/schemas.ts';
import {
  CHAT_GENERAL_SUGGESTIONS, EXPRESS_DELIVERY_DAYS, EXPRESS_SHIPPING_CENTS, FREE_SHIPPING_OVER_CENTS, RETURN_WINDOW_DAYS, STANDARD_DELIVERY_DAYS,
  STANDARD_SHIPPING_CENTS, SUPPORT_EMAIL, TAX_RATE_BASIS_POINTS,
} from '../policy.ts';
import type { Fits, FoundOutcome, Outcome, Relaxation } from './outcome.ts';
import { amountIn, INTERNAL_SPECIFICATION, lessThan } from './measured.ts';
import { comparedDetail, gradedDetail } from './read-questions.ts';
import type { Constraints, Find, PolicyTopic, ResultOrder } from './request.ts';
import { ORDINALS, stems, stemsHeld, words } from './words.ts';

export interface Reply {
  text: string;
  suggestions: string[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "a, b and c" (or "a, b or c"). */
export function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** The limits in words: " under $100.00, rated 4+ and in stock". */
export function limitsText(c: Constraints): string {
  const parts: string[] = [];
  // An amount said in words is said back in the shopper's words.
  const say = (n: number) => c.saidAmounts?.[String(n)] ?? formatUsd(n);
  if (c.below !== undefined) parts.push(`cheaper than ${say(c.below)}`);
  if (c.above !== undefined) parts.push(`pricier than ${say(c.above)}`);
  if (c.around !== undefined) parts.push(`around ${say(c.around)}`);
  else if (c.minPrice !== undefined && c.maxPrice !== undefined) parts.push(`between ${say(c.minPrice)} and ${say(c.maxPrice)}`);
  else if (c.maxPrice !== undefined) parts.push(`under ${say(c.maxPrice)}`);
  else if (c.minPrice !== undefined) parts.push(`over ${say(c.minPrice)}`);
  if (c.minRating !== undefined) parts.push(`rated ${c.minRating}+`);
  if (c.ratedAbove !== undefined) parts.push(`rated above ${c.ratedAbove}`);
  if (c.beyond) parts.push(boundText(c.beyond));
  if (c.onSale) parts.push('on sale');
  if (c.inStock) parts.push('in stock');
  if (c.without?.length) parts.push(`without ${listOf(c.without.map((w) => `"${w}"`))}`);
  // "another brand": the brands left out, so the count said is plainly of the others.
  if (c.notBrands?.length) parts.push(`not by ${listOf(c.notBrands, 'or')}`);
  return `${c.fitFor?.length ? ` ${forWhom(c.fitFor)}` : ''}${parts.length > 0 ? ` ${listOf(parts)}` : ''}`;
}

/** An order's noun for one product shown and for many (the same when not said). */
const ORDER_NOUN: Record<ResultOrder, [string, string?]> = {
  relevance: ['best match', 'best matches'], 'price-asc': ['cheapest'], 'price-desc': ['most expensive'], 'rating-desc': ['best rated'],
  newest: ['newest'], popular: ['most popular'], discount: ['biggest discount', 'biggest discounts'],
};

const limitName = (limit: NonNullable<Relaxation['droppedLimits']>[number], c: Constraints) =>
  limit === 'fit' ? `"${forWhom(c.fitFor ?? [])}"` : limit === 'amount' && c.beyond ? `"${boundText(c.beyond)}"` : `the ${limit === 'stock' ? 'in-stock' : limit} limit`;

/** A detail's bound said back as it was said: "at least 55 inches", "lighter than 2 kg", "that list their weight". */
function boundText(beyond: NonNullable<Constraints['beyond']>): string {
  const graded = gradedDetail(beyond.about) ?? gradedDetail(comparedDetail(beyond.about) ?? '');
  if (beyond.than && (beyond.atLeast || !graded)) return `${(graded?.more ?? beyond.about === 'more') ? (beyond.atLeast ? 'at least' : 'over') : beyond.atLeast ? 'at most' : 'under'} ${beyond.than}`;
  if (!graded) return '';
  return beyond.than ? `${graded.named ? beyond.about : graded.said} than ${beyond.than}` : `that list their ${words(graded.detail)[0]}`;
}

/** Whom things are for, as said back: "for an 8 year old", "for 4 people". */
const forWhom = (fitFor: NonNullable<Constraints['fitFor']>) =>
  `for ${listOf(fitFor.map((a) => (/old$/.test(a.unit) ? `${/^(?:8|11|18|8\d)\b/.test(a.said) ? 'an' : 'a'} ${a.said}` : a.said)))}`;

/** What was searched, in the shopper's words: `for "running shoes" under $100.00`. */
function searchedText(find: Find, subject = find.subject): string {
  return `${subject ? ` for "${subject}"` : ''}${limitsText(find.constraints)}`;
}

function foundReply(outcome: FoundOutcome): Reply {
  const { products, total, offset, relaxed, find } = outcome;
  const asked = outcome.asked ?? find;
  const n = products.length;
  // Popularity is said only with something to show for it: a catalogue without reviews (or orders) ranks by its
  // own order, which is no one's choice.
  const unproven = find.order === 'popular' && products.every((p) => p.reviewCount === 0);
  const [one, many = one] = ORDER_NOUN[unproven ? 'relevance' : find.order];
  const remaining = total - offset - n;
  const suggestions = [
    ...(remaining > 0 ? ['show more'] : []),
    ...(n > 1 ? ['compare the first two'] : []),
    ...(find.order !== 'price-asc' ? ['cheaper'] : []),
    'add the first one to my cart',
  ];
  // Sorted by price, the price it starts from ("the 3 cheapest, from $49.99"); one product's price is on its card.
  const from = n > 1 && find.order === 'price-asc' ? `, from ${formatUsd(products[0]!.price)}` : n > 1 && find.order === 'price-desc' ? `, up to ${formatUsd(products[0]!.price)}` : '';
  const picked = `${n === total ? (n === 1 ? 'Here it is' : 'Here they are') : `The ${n === 1 ? one : `${n} ${many}`}`}${from}:`;
  // Where they stand in the whole list, when they follow its pages ("show more" past a search narrowed or broadened does not).
  const place = offset + n <= total ? ` (${offset + 1} to ${offset + n} of ${total.toLocaleString('en-US')})` : '';
  if (offset > 0) return { text: withStock(`Here ${n === 1 ? 'is' : 'are'} ${n} more${searchedText(find)}${place}:`, products), suggestions };
  let lead: string;
  if (relaxed?.droppedLimits?.length === 1 && relaxed.droppedLimits[0] === 'stock') {
    lead = `Nothing${searchedText({ ...asked, constraints: { ...asked.constraints, inStock: undefined } })} is in stock right now: ${n === 1 ? `the ${one} is out of stock` : `the ${n} ${many} are out of stock`}:`;
    return { text: lead, suggestions };
  } else if (relaxed?.droppedLimits?.length) {
    lead = `I found nothing${searchedText(asked, asked.subject)}. Without ${listOf(relaxed.droppedLimits.map((l) => limitName(l, asked.constraints)))}, ${n === 1 ? `the ${one} is` : `the ${n} ${many} are`}:`;
  } else if (relaxed?.droppedWords?.length && relaxed.searchedFor) {
    // What was found leads; what no product matches as well is said after it, plainly.
    lead = `I found ${plural(total, 'product')} for "${relaxed.searchedFor}"${limitsText(find.constraints)} (none for "${asked.subject}"). ${picked}`;
  } else if (!find.subject && find.order === 'popular' && limitsText(find.constraints) === '') {
    const which = unproven ? (n === 1 ? 'one of our products (not reviewed yet)' : `${n} of our products (none has been reviewed yet)`) : n === 1 ? 'our most popular product' : `our ${n} most popular products`;
    lead = `${outcome.sells?.length ? `We sell ${listOf(outcome.sells)}. ` : ''}Here ${n === 1 ? 'is' : 'are'} ${which} right now:`;
  } else {
    const subject = relaxed?.corrected && relaxed.searchedFor ? relaxed.searchedFor : find.subject;
    const corrected = relaxed?.corrected ? ` (you typed "${asked.subject}")` : '';
    lead = `I found ${plural(total, 'product')}${searchedText(find, subject)}${corrected}. ${picked}`;
  }
  const choose = outcome.choose ? `Which one should I add${outcome.choose > 1 ? ` ${outcome.choose} of` : ''} to your cart? ` : '';
  return { text: withStock(`${choose}${lead}`, products), suggestions };
}

/**
 * A lead introducing products, with those shown that are out of stock said so by their place among the cards
 * (the text does not name the cards again): a sold-out product is never shown as if it could be bought.
 */
function withStock(lead: string, products: readonly Product[]): string {
  const out = products.flatMap((p, i) => (p.inStock ? [] : [i]));
  if (out.length === 0) return lead;
  const note = products.length === 1
    ? 'it is out of stock right now'
    : out.length === products.length
      ? `all ${products.length} are out of stock right now`
      : `the ${listOf(out.map((i) => ORDINALS[i] ?? `#${i + 1}`))} ${out.length === 1 ? 'is' : 'are'} out of stock right now`;
  return `${lead} (${note})`;
}

/** The product in one sentence: price (and the sale), rating, stock. */
export function productSentence(p: Product): string {
  const sale = p.originalPrice !== undefined && p.originalPrice > p.price ? `, down from ${formatUsd(p.originalPrice)}` : '';
  const rated = p.reviewCount === 0 ? 'it has no reviews yet' : `it is rated ${p.rating.toFixed(1)} out of 5 from ${plural(p.reviewCount, 'review')}`;
  return `The ${p.name} costs ${formatUsd(p.price)}${sale}; ${rated}, and it is ${p.inStock ? 'in stock' : 'out of stock'}.`;
}

function productReply(outcome: Extract<Outcome, { kind: 'product' }>): Reply {
  const p = outcome.product;
  // Nothing to add when it is sold out, and no need to ask.
  const suggestions = p.inStock
    ? ['add it to my cart', ...(outcome.asked === 'stock' ? ['how much is it?'] : ['is it in stock?']), 'show trending products']
    : ['show trending products', "what's on sale today"];
  switch (outcome.asked) {
    case 'stock':
      return { text: p.inStock ? `Yes, the ${p.name} is in stock, at ${formatUsd(p.price)}.` : `The ${p.name} is out of stock right now.`, suggestions };
    case 'sale':
      return {
        text: p.originalPrice !== undefined && p.originalPrice > p.price
          ? `Yes, the ${p.name} is on sale: ${formatUsd(p.price)}, down from ${formatUsd(p.originalPrice)}.`
          : `The ${p.name} is not on sale right now; it costs ${formatUsd(p.price)}.`,
        suggestions,
      };
    case 'price':
    case 'rating':
    case 'details': {
      // "how much are the first two?": each, and what they come to.
      if (outcome.together?.length) {
        const all = [p, ...outcome.together];
        const sum = formatUsd(Math.round(all.reduce((s, q) => s + q.price * 100, 0)) / 100);
        return { text: `${listOf(all.map((q) => `the ${q.name} costs ${formatUsd(q.price)}`)).replace(/^t/, 'T')}: ${sum} together.`, suggestions: [all.length === 2 ? 'add both to my cart' : 'add them all to my cart', 'compare them', 'show trending products'] };
      }
      const features = p.features.slice(0, 3).join('; ');
      const more = outcome.asked === 'details' ? [features ? `Features: ${features}.` : '', p.description.split(/(?<=[.!?])\s+/)[0] ?? ''].filter((s) => s.length > 0) : [];
      // "how much for 4 of them?": that many, and each.
      const many = outcome.count && outcome.asked === 'price' ? [`${outcome.count} of the ${p.name} cost ${formatUsd(Math.round(p.price * 100 * outcome.count) / 100)} (${formatUsd(p.price)} each).`] : [];
      return { text: [...many, productSentence(p), ...more].join(' '), suggestions };
    }
    case 'words': {
      if (outcome.fits) return { text: fitsText(p, outcome.fits), suggestions };
      if (outcome.version) return versionReply(p, outcome.version.said, outcome.version.product);
      if (outcome.versions) return { text: `The ${p.name} is ${outcome.versions.own}; the shop also has it in ${listOf(outcome.versions.others)}.`, suggestions };
      const details = outcome.details ?? [];
      // The details quoted, not the words they were looked up by: those are the reader's ("material made").
      const text = details.length > 0
        ? `On that, the details of the ${p.name} say: ${details.map((d) => `"${d.trim()}"`).join('; ')}.`
        : `The details of the ${p.name} don't say, so I can't tell you for sure.`;
      return { text, suggestions };
    }
  }
}

/** "does it come in white?" of a product named for another value: its sibling in that value, with its price and stock, or a no. */
function versionReply(p: Product, said: string, sibling: Product | undefined): Reply {
  if (!sibling) return { text: `No: the shop has the ${p.name}, but not in ${said}.`, suggestions: p.inStock ? ['add it to my cart', 'show trending products'] : ['show trending products'] };
  const stock = sibling.inStock ? 'in stock' : 'out of stock right now';
  return {
    text: `Yes: it also comes in ${said}, as the ${sibling.name}, at ${formatUsd(sibling.price)}; it is ${stock}.`,
    suggestions: sibling.inStock ? ['add it to my cart', 'tell me more about it', 'show trending products'] : ['tell me more about it', 'show trending products'],
  };
}

/**
 * Yes or no to an amount asked, with what says so: a specification in its own words ("Yes: the <product>'s sizes
 * are US 5-12, which covers size 9."), another detail quoted, or the product's option values and their stock.
 */
function fitsText(p: Product, fits: Fits): string {
  if (fits.by === 'option') {
    if (!fits.exists) return `No: the ${p.name} doesn't come in ${fits.said}; its ${fits.option.toLowerCase()} options are ${listOf(fits.values)}.`;
    return fits.inStock ? `Yes: the ${p.name} comes in ${fits.said}, and it is in stock.` : `The ${p.name} comes in ${fits.said}, but that one is out of stock right now.`;
  }
  const spec = /^([^:]{1,40}):\s*(.+)$/.exec(fits.detail);
  const key = spec?.[1]!.trim().toLowerCase();
  // "sizes are", "age is": the key's own number.
  const stated = spec && key ? `the ${p.name}'s ${key} ${/[^s]s$/.test(key) ? 'are' : 'is'} ${spec[2]!.trim()}` : `the details of the ${p.name} say "${fits.detail.trim().replace(/[.!]$/, '')}"`;
  return fits.holds ? `Yes: ${stated}, which covers ${fits.said}.` : `No: ${stated}, and you asked about ${fits.said}.`;
}

/**
 * The products by one detail their specifications name ("which is the lightest?", "compare their warranties"): the
 * one the grade ranks first and its value against the others', when their amounts compare (same unit, or units that
 * convert); else each one's value as listed. `lead`: said before a comparison, which goes on.
 */
function detailReply(products: readonly Product[], about: string, details: readonly (string | undefined)[]): { text: string; lead: boolean } {
  const graded = gradedDetail(about);
  const detail = graded?.detail ?? about;
  const { listed, winners } = gradedFirst(products, about, details);
  const unlisted = products.filter((p) => !listed.some((l) => l.p === p));
  // Named as the details name it ("dimensions" of a size), else as the shopper did.
  const noun = listed[0]?.key.toLowerCase() ?? (graded && !graded.named ? words(detail)[0]! : detail);
  const [comparative, superlative] = graded?.forms ?? ['', ''];
  const grade = products.length > 2 ? `the ${superlative}` : comparative;
  const which = (many: boolean) => (graded?.named || graded?.measures === undefined ? `${many ? 'have' : 'has'} ${grade} ${noun}` : `${many ? 'are' : 'is'} ${grade}`);
  const names = (ps: readonly Product[]) => listOf(ps.map((p) => `the ${p.name}`));
  const notListed = unlisted.length > 0 ? `; ${names(unlisted)} ${unlisted.length === 1 ? "doesn't" : "don't"} list ${unlisted.length === 1 ? 'its' : 'their'} ${noun}` : '';
  // None lists it: said so, before what they do list (a name may say it: "… with 64GB …").
  if (listed.length === 0) return { text: `${products.length === 2 ? 'Neither of these' : `None of these ${products.length}`} lists its ${noun} in its specifications.`, lead: true };
  if (winners) {
    const others = listed.filter((l) => !winners.includes(l));
    const against = others.length > 0 ? `, against ${listOf(others.map((l) => `${l.value} for the ${l.p.name}`))}` : '';
    const lead = `T${names(winners.map((l) => l.p)).slice(1)} ${which(winners.length > 1)}: ${winners[0]!.value}${winners.length > 1 ? ' each' : ''}`;
    return { text: `${lead}${against}${notListed}.`, lead: false };
  }
  const values = listOf(listed.map((l) => `${l.value} for the ${l.p.name}`));
  const only = listed.length === 1 && products.length > 1 ? `Only the ${listed[0]!.p.name} lists its ${noun}: ${listed[0]!.value}.` : undefined;
  const asListed = only ?? `${listed[0]!.key}: ${values}${notListed}.`;
  return { text: graded && !only ? `${asListed} I can't tell you which ${which(false)} from that.` : asListed, lead: !graded };
}

/**
 * Each product's line of the detail asked, and, when the detail is a grade ("lightest") whose amounts all compare,
 * those it ranks first.
 */
function gradedFirst(products: readonly Product[], about: string, details: readonly (string | undefined)[]) {
  const graded = gradedDetail(about);
  const listed = products.flatMap((p, i) => {
    const spec = /^([^:]+):\s*(.*)$/.exec(details[i] ?? '');
    return spec ? [{ p, key: spec[1]!.trim(), value: spec[2]!.trim(), amount: amountIn(spec[2]!) }] : [];
  });
  const amounts = listed.flatMap((l) => (l.amount ? [l.amount] : []));
  if (!graded || listed.length < 2 || amounts.length < listed.length || amounts.some((a) => lessThan(a, amounts[0]!) === undefined)) return { listed };
  const first = (a: typeof amounts[number], b: typeof amounts[number]) => (graded.more ? lessThan(b, a) : lessThan(a, b));
  const best = listed.reduce((top, l) => (first(l.amount!, top.amount!) ? l : top));
  return { listed, winners: listed.filter((l) => !first(best.amount!, l.amount!)) };
}

/** The one product a comparison by a grade ranks first ("which is the lightest?"), which the next turn's "it" means. */
export function rankedFirst(outcome: Extract<Outcome, { kind: 'compare' }>): Product | undefined {
  const winners = outcome.about ? gradedFirst(outcome.products, outcome.about, outcome.details ?? []).winners : undefined;
  return winners?.length === 1 ? winners[0]!.p : undefined;
}

function compareReply(products: readonly Product[], about = '', details: readonly (string | undefined)[] = [], only = false): Reply {
  const suggestions = ['add the first one to my cart', 'add the second one to my cart', 'show more'];
  // A detail asked of them: what they list of it, which alone answers a grade ("which is the lightest?") or a question of it alone.
  const byDetail = about ? detailReply(products, about, details) : undefined;
  if (byDetail && (!byDetail.lead || only)) return { text: byDetail.text, suggestions };
  const names = products.map((p) => `the ${p.name}`);
  const sentences = products.map((p) => productSentence(p));
  const cheapest = [...products].sort((a, b) => a.price - b.price)[0]!;
  const reviewed = products.filter((p) => p.reviewCount > 0).sort((a, b) => b.rating - a.rating);
  const verdict = [
    products.filter((p) => p.price === cheapest.price).length === 1 ? `The ${cheapest.name} is the cheapest.` : '',
    reviewed.length > 1 && reviewed[0]!.rating > reviewed[1]!.rating ? `The ${reviewed[0]!.name} is the best rated.` : '',
  ].filter((s) => s.length > 0);
  const asked = (k: string) => stems(k).some((w) => stems(about).includes(w));
  // Then the specifications that differ, but the one said first.
  const keys = Object.keys(products[0]!.specifications)
    .filter((k) => !INTERNAL_SPECIFICATION.test(k) && products.every((p) => k in p.specifications) && !asked(k) && new Set(products.map((p) => p.specifications[k])).size > 1)
    .slice(0, 3);
  const specs = keys.map((k) => `${k}: ${products.map((p) => p.specifications[k]).join(' vs ')}.`);
  return { text: [byDetail?.text ?? '', `Comparing ${listOf(names)}:`, ...sentences, ...verdict, ...specs].filter((t) => t).join(' '), suggestions };
}

/**
 * A policy in words; payment names the methods the checkout offers (all it knows when not told), contact the
 * shop's support email (its settings; the default when not told).
 */
export function policyText(topic: PolicyTopic, paymentMethods: readonly PaymentMethod[] = PAYMENT_METHODS, supportEmail: string = SUPPORT_EMAIL): string {
  const methods = paymentMethods.map((method) => PAYMENT_DESCRIPTIONS[method]);
  const texts: Record<PolicyTopic, () => string> = {
    shipping: () => `Shipping is free on orders over ${formatCents(FREE_SHIPPING_OVER_CENTS)}; below that, standard shipping costs ${formatCents(STANDARD_SHIPPING_CENTS)}.`,
    delivery: () => `Standard delivery takes ${STANDARD_DELIVERY_DAYS.min} to ${STANDARD_DELIVERY_DAYS.max} business days; express delivery takes ${EXPRESS_DELIVERY_DAYS.min} to ${EXPRESS_DELIVERY_DAYS.max} and costs ${formatCents(EXPRESS_SHIPPING_CENTS)}.`,
    returns: () => `You can return any item within ${RETURN_WINDOW_DAYS} days for a refund.`,
    // The methods by the names the checkout shows them under ("Pay on delivery or Card (Stripe)").
    payment: () => `At checkout you can choose ${listOf(methods.map((m) => m.name), 'or')}: ${methods.map((m) => m.detail).join(' ')} ${methods.length === 1 ? 'No other payment method is offered yet.' : ''}`.trim(),
    contact: () => `You can write to us at ${supportEmail}.`,
    tax: () => `Sales tax is ${TAX_RATE_BASIS_POINTS / 100}% of the items' subtotal, shown in the cart before you order.`,
  };
  return texts[topic]();
}

export const HELP_TEXT =
  'I can find products for you (say what you want, a brand, a price or a rating), show what is popular or on sale, ' +
  'compare products and answer questions about one, add or remove items in your cart, apply a coupon, ' +
  'check an order with its number and email, and explain shipping, delivery, returns and payment.';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A cart's total with what makes it up beside the items: shipping, tax, a discount ("why is it more than the price?"). */
function totalOf(cart: CartResponse): string {
  const parts = [
    ...(cart.shipping > 0 ? [`${formatUsd(cart.shipping)} shipping`] : []),
    ...(cart.tax > 0 ? [`${formatUsd(cart.tax)} tax`] : []),
    ...(cart.discount > 0 ? [`${formatUsd(cart.discount)} off`] : []),
  ];
  return parts.length > 0 ? `${formatUsd(cart.total)} (${formatUsd(cart.subtotal)} for the items, ${listOf(parts)})` : formatUsd(cart.total);
}

/** `summed`: the cart said after the change (not when another change follows it in the same reply). */
function cartReply(outcome: Extract<Outcome, { kind: 'cart' }>, summed = true): Reply {
  const { cart } = outcome;
  const summary = !summed ? '' : cart.items.length === 0
    ? 'Your cart is empty.'
    : `Your cart has ${plural(cart.itemCount, 'item')}: ${listOf(cart.items.map((i) => `${i.quantity} × ${i.name}`))}; the total is ${totalOf(cart)}.`;
  const notice = cart.notice ? ` ${cart.notice}` : '';
  const suggestions = ['show trending products', "what's in my cart?"];
  // A problem is a sentence of its own, whatever punctuation the service gave it.
  const problem = outcome.problem && /[.!?]$/.test(outcome.problem.trim()) ? outcome.problem.trim() : `${outcome.problem?.trim()}.`;
  if (outcome.problem) return { text: `${problem}${outcome.added || outcome.removed || problem === summary ? '' : ` ${summary}`}`, suggestions };
  if (outcome.added && outcome.removed) {
    return { text: `I swapped the ${outcome.removed.name} for ${outcome.added.quantity} × ${outcome.added.product.name} in your cart.${notice} ${summary}`, suggestions };
  }
  if (outcome.added) {
    const added = [outcome.added, ...(outcome.alsoAdded ?? [])].map((a) => `${a.quantity} × ${a.product.name}`);
    return { text: `I added ${listOf(added)} to your cart.${notice} ${summary}`, suggestions };
  }
  if (outcome.set) {
    const { product, quantity, asked } = outcome.set;
    // Fewer than asked: only that many are in stock, else that is the most a line may hold.
    const held = asked === undefined ? 'You' : quantity >= product.stockQuantity ? `Only ${quantity} ${quantity === 1 ? 'is' : 'are'} in stock, so you` : `${quantity} is the most one order may hold, so you`;
    return { text: `${held} now have ${quantity} × ${product.name} in your cart.${notice} ${summary}`, suggestions };
  }
  if (outcome.removed) return { text: `I removed ${listOf([outcome.removed, ...(outcome.alsoRemoved ?? [])].map((p) => `the ${p.name}`))} from your cart. ${summary}`, suggestions };
  if (outcome.cleared) return { text: `I emptied your cart.`, suggestions: ['show trending products', "what's on sale today"] };
  return { text: summary + notice, suggestions };
}

/** "the 5th": a place said in figures past the words for it. */
const ordinal = (i: number) => ORDINALS[i] ?? `${i + 1}${[11, 12, 13].includes((i + 1) % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][(i + 1) % 10] ?? 'th')}`;

/** "the second one" of one card shown: what was shown, said plainly, with the cards again; nothing else is taken for it. */
function pastTheListReply(shown: readonly Product[], position: number, more: boolean): Reply {
  const text = shown.length === 1
    ? `I only showed one product: the ${shown[0]!.name}.`
    : `I only showed ${shown.length} products, so there is no ${ordinal(position)} one here.`;
  const suggestions = [...(more ? ['show more'] : []), ...(shown.length === 1 ? ['tell me more about it', 'add it to my cart'] : ['compare them', 'add the first one to my cart'])];
  return { text: more ? `${text} Say "show more" to see more.` : text, suggestions };
}

/** Why a coupon was not applied, in the assistant's words (the cart is as it was). */
function couponProblemText(code: string, reason: CouponProblemReason | undefined, subtotal: number | undefined): string {
  const texts: Record<CouponProblemReason, string> = {
    unknown: `There is no coupon ${code} in this shop. Check how the code is spelled; I cannot list the shop's codes.`,
    inactive: `The coupon ${code} is no longer active, so I couldn't apply it.`,
    not_started: `The coupon ${code} can't be used yet; try it again once it starts.`,
    expired: `The coupon ${code} has expired, so I couldn't apply it.`,
    used_up: `The coupon ${code} has been used as many times as it may be, so I couldn't apply it.`,
    empty_cart: `The coupon ${code} needs products in your cart: add something first, then apply it.`,
    below_minimum: `Your cart is below the minimum the coupon ${code} needs${subtotal !== undefined ? ` (its items come to ${formatUsd(subtotal)})` : ''}: add more to your cart, then apply it.`,
  };
  return reason ? texts[reason] : `I couldn't apply the coupon ${code}; your cart is as it was.`;
}

/**
 * "add it and show me cases": the changes made to the cart first (`done`), then the answer to what was asked after
 * them; the cart is said once, after the last change. `stopped`: the last change failed, and more was asked after it.
 */
export function replyAfter(done: readonly Outcome[], last: Outcome, stopped = false): Reply {
  // "add it and 2 lemons": products put in (or taken out) one after another are said in one sentence.
  const folded = [...done, last].reduce<Outcome[]>((all, outcome) => {
    const before = all.at(-1);
    const together = before?.kind === 'cart' && outcome.kind === 'cart' && onlyChange(before) !== undefined && onlyChange(before) === onlyChange(outcome);
    if (!together) return [...all, outcome];
    const merged: Outcome = { ...outcome, ...(outcome.added ? { added: before.added!, alsoAdded: [...(before.alsoAdded ?? []), outcome.added, ...(outcome.alsoAdded ?? [])] } : {}),
      ...(outcome.removed ? { removed: before.removed!, alsoRemoved: [...(before.alsoRemoved ?? []), outcome.removed, ...(outcome.alsoRemoved ?? [])] } : {}) };
    return [...all.slice(0, -1), merged];
  }, []);
  const said = folded.slice(0, -1).map((outcome, i) => (outcome.kind === 'cart' && folded[i + 1]!.kind === 'cart' ? cartReply(outcome, false) : replyTo(outcome)).text.trim());
  const reply = replyTo(folded.at(-1)!);
  // A change that could not be made stops the chain: what was asked after it is said as not done.
  const sentences = [...said, reply.text, ...(stopped ? ["So I didn't do the rest of what you asked."] : [])];
  return { text: sentences.filter((s, i) => s !== sentences[i - 1]).join(' '), suggestions: reply.suggestions };
}

/** What a change to the cart did when it did nothing else (no problem, notice, swap or quantity set): put in or took out. */
function onlyChange(outcome: Extract<Outcome, { kind: 'cart' }>): 'added' | 'removed' | undefined {
  if (outcome.problem || outcome.cart.notice || outcome.set || (outcome.added && outcome.removed)) return undefined;
  return outcome.added ? 'added' : outcome.removed ? 'removed' : undefined;
}

/** The reply to what the resolver found. */
export function replyTo(outcome: Outcome): Reply {
  const initial = [...CHAT_GENERAL_SUGGESTIONS];
  switch (outcome.kind) {
    case 'found':
      return foundReply(outcome);
    case 'nothing': {
      // Nothing cheaper, pricier or better rated than what was shown: those were the ends of the range.
      const { below, above, ratedAbove } = outcome.find.constraints;
      const compared = below !== undefined || above !== undefined || ratedAbove !== undefined;
      return {
        text: compared
          ? `I couldn't find anything${searchedText(outcome.find)}: the ones shown are the ${below !== undefined ? 'cheapest' : above !== undefined ? 'priciest' : 'best rated'} that match.`
          : `I couldn't find anything${searchedText(outcome.find)}.${outcome.sells?.length ? ` This shop sells ${listOf(outcome.sells)}.` : ''} Try other words, or ask for what's popular or on sale.`,
        suggestions: initial,
      };
    }
    case 'no-more':
      return {
        text: outcome.find ? `That's all: there are no more products${searchedText(outcome.find)}.` : "Tell me what you're looking for first, and I'll show you more of it.",
        suggestions: initial,
      };
    case 'product': {
      const reply = productReply(outcome);
      // Two questions about it: both answers, the second's suggestions after the first's.
      if (!outcome.and) return reply;
      const and = replyTo(outcome.and);
      return { text: `${reply.text} ${and.text}`, suggestions: [...new Set([...reply.suggestions, ...and.suggestions])] };
    }
    case 'compare':
      // "Which one has the best rating?" of products none of which has a review: no rating to rank them by.
      if (outcome.order === 'rating-desc' && outcome.products.every((p) => p.reviewCount === 0)) {
        return {
          text: `${outcome.products.length === 2 ? 'Neither of these two' : `None of these ${outcome.products.length}`} has reviews yet, so I can't tell you which is rated best.`,
          suggestions: ['which one is the cheapest?', 'compare them', 'add the first one to my cart'],
        };
      }
      return compareReply(outcome.products, outcome.about, outcome.details, outcome.only);
    case 'which-product': {
      if (outcome.shown?.length) return pastTheListReply(outcome.shown, outcome.position ?? outcome.shown.length, outcome.more === true);
      const what = outcome.intent === 'compare' ? 'Which products should I compare?' : outcome.intent === 'cart-add' ? 'Which product should I add to your cart?' : 'Which product do you mean?';
      const them = outcome.intent === 'compare' ? 'Name them, or ask me to find something first and then say "compare them".' : 'Name it, or ask me to find something first and then say "the first one".';
      return { text: `${what} ${them}`, suggestions: initial };
    }
    case 'cart':
      return cartReply(outcome);
    case 'coupon': {
      const suggestions = ["what's in my cart?", 'show trending products'];
      if (!outcome.code) return { text: 'Which coupon code? Say "apply coupon" and the code; I cannot list the shop\'s codes.', suggestions };
      if (outcome.problem || !outcome.cart) return { text: couponProblemText(outcome.code, outcome.reason, outcome.subtotal), suggestions };
      if (outcome.already) return { text: `The coupon ${outcome.code} is already applied: you save ${formatUsd(outcome.cart.discount)}, and your total is ${totalOf(outcome.cart)}.`, suggestions };
      return { text: `I applied the coupon ${outcome.code}: you save ${formatUsd(outcome.cart.discount)}, and your total is now ${totalOf(outcome.cart)}.`, suggestions };
    }
    case 'order': {
      const suggestions = ['how long does delivery take?', 'what is your return policy?'];
      if (outcome.order) {
        const o = outcome.order;
        return {
          text: `Order ${o.orderNumber}, placed on ${dateOf(o.placedAt)}, is ${o.status}: ${plural(o.itemCount, 'item')}, ${formatUsd(o.total)} in total, expected between ${dateOf(o.estimatedDelivery.earliest)} and ${dateOf(o.estimatedDelivery.latest)}.`,
          suggestions,
        };
      }
      if (outcome.orders) {
        return { text: `Your latest orders: ${listOf(outcome.orders.map((o) => `${o.orderNumber} (${o.status} on ${dateOf(o.placedAt)}, ${formatUsd(o.total)})`))}.`, suggestions };
      }
      const problems = {
        'need-number': 'Tell me the order number (it looks like CW-7K3M9Q) and the email you ordered with, and I will look it up.',
        'need-email': `To look up order ${outcome.orderNumber}, I also need the email address you ordered with.`,
        'not-found': ORDER_NOT_FOUND_MESSAGE,
        'too-many': TOO_MANY_TRACK_LOOKUPS_MESSAGE,
      } as const;
      return { text: problems[outcome.problem ?? 'need-number'], suggestions };
    }
    case 'policy': {
      const others = (['shipping', 'returns', 'payment'] as const).filter((t) => !outcome.topics.includes(t));
      const asks: Record<(typeof others)[number], string> = { shipping: 'how much is shipping?', returns: 'what is your return policy?', payment: 'how can I pay?' };
      // The policies say what they say: a question they leave open ("do you ship to Canada?") is the shop's to answer.
      const rest = outcome.topics.includes('contact') ? [] : [`For anything this leaves open, write to us at ${outcome.supportEmail ?? SUPPORT_EMAIL}.`];
      // Asked of a product whose own details speak of it: those first, then the shop's policy.
      const own = outcome.product && outcome.productSays?.length
        ? [`For the ${outcome.product.name}, its details say: ${outcome.productSays.map((d) => `"${d}"`).join('; ')}. The shop's policy:`]
        : [];
      // Asked of the cart: what its items come to, and so its shipping, first.
      const { cart } = outcome;
      const ofCart = cart ? [`Your cart's items come to ${formatUsd(cart.subtotal)}, so ${cart.shipping === 0 ? 'its shipping is free' : `standard shipping is ${formatUsd(cart.shipping)}`}.`] : [];
      const policies = [...ofCart, ...outcome.topics.map((topic) => policyText(topic, outcome.paymentMethods, outcome.supportEmail))];
      // A place the policies do not name: they don't say, and who can; a place they name is answered by them.
      const { place } = outcome;
      if (place && stemsHeld(words(place), policies.join(' ')) < words(place).length) {
        const email = outcome.supportEmail ?? SUPPORT_EMAIL;
        const policy = outcome.topics.includes('delivery') && !outcome.topics.includes('shipping') ? 'delivery' : 'shipping';
        return {
          text: `Our ${policy} policy doesn't say whether we deliver to ${place}. What it does say: ${policies.join(' ')} To ask about ${place}, write to us at ${email}.`,
          suggestions: [...others.map((t) => asks[t]), 'show trending products'],
        };
      }
      return { text: [...own, ...policies, ...rest].join(' '), suggestions: [...others.map((t) => asks[t]), 'show trending products'] };
    }
    case 'out-of-scope':
      // Short: what it can do instead is one question away ("what can you do?").
      return { text: "I can only help with shopping here: finding products, your cart and orders, and the shop's policies. Ask me \"what can you do?\" to see how.", suggestions: initial };
    case 'small-talk': {
      const texts = { greeting: 'Hi! What are you shopping for today? I can find products, deals and answers.', thanks: "You're welcome! Anything else I can help you find?", help: HELP_TEXT };
      return { text: texts[outcome.intent], suggestions: outcome.intent === 'thanks' ? ['show trending products', "what's on sale today"] : initial };
    }
  }
}
