/**
 * "Is the second one cheaper than the first?": two products weighed on one thing, price, rating or storage,
 * answered yes or no with the figures from the catalogue. The domain's `understand` reads such a question
 * as being about its first product only.
 */
import { storageOf } from '@cartwise/domain/assistant/answers';
import { parseOrdinals } from '@cartwise/domain/assistant/constraints';
import type { PickBy, ProductRef } from '@cartwise/domain/assistant/understand';
import { normalise } from '@cartwise/domain/assistant/words';
import type { Product } from '@cartwise/domain/catalogue/product';
import { formatCents, formatUsd, toCents } from '@cartwise/domain/money';

export interface Weighing {
  /** The product asked about, then the one it is weighed against. */
  refs: [ProductRef, ProductRef];
  by: PickBy;
}

/** How each measure is said, before "than". */
const COMPARATIVES: [string, PickBy][] = [
  ['cheaper|less expensive|lower priced|costs? less', 'cheaper'],
  ['more expensive|pricier|dearer|costs? more', 'pricier'],
  ['better rated|higher rated|rated higher|rated better|better reviewed', 'better-rated'],
  ['(?:(?:have|has) )?more (?:storage|memory)', 'storage'],
];
const WEIGHING = new RegExp(
  `^(?:is|are|was|does|do|would)\\s+(.+?)\\s+(?:a lot\\s+|a bit\\s+|much\\s+)?(${COMPARATIVES.map(([said]) => said).join('|')})\\s+than\\s+(.+)$`,
);

/** One side of the question: a place in the last reply, the product in focus, or a name. */
function refOf(part: string): ProductRef | undefined {
  const [place] = parseOrdinals(part);
  if (place !== undefined) return { kind: 'ordinal', index: place };
  const name = part.replace(/\b(?:the|one)\b/g, ' ').replace(/\s+/g, ' ').trim();
  if (/^(?:it|this|that|them)$/.test(name)) return { kind: 'it' };
  // "cheaper than $500" or "than 4 stars" is a search, not a product.
  if (name === '' || /\$|^[\d,.]+\s*(?:dollars?|bucks|stars?)?$|^(?:there|those|these|others?|any|anything|something)\b/.test(name)) return undefined;
  return { kind: 'name', text: name };
}

/** The two products and the measure of "is A cheaper than B?"; undefined for any other message. */
export function weighingOf(message: string): Weighing | undefined {
  const m = normalise(message).replace(/[?!.]+$/, '').trim().match(WEIGHING);
  if (!m) return undefined;
  const by = COMPARATIVES.find(([said]) => new RegExp(`^(?:${said})$`).test(m[2]!))![1];
  const subject = refOf(m[1]!);
  const object = refOf(m[3]!);
  return subject && object ? { refs: [subject, object], by } : undefined;
}

const rated = (p: Product) => `rated ${p.rating.toFixed(1)} from ${p.reviewCount.toLocaleString('en-US')} review${p.reviewCount === 1 ? '' : 's'}`;
const gb = (n: number) => (n >= 1024 && n % 1024 === 0 ? `${n / 1024}TB` : `${n}GB`);

/**
 * The answer to "is A cheaper (pricier, better rated, with more storage) than B?": yes or no, then both
 * figures and, for prices, the difference; what the catalogue does not state is said instead of guessed.
 * `winner` is the one that is cheaper (pricier, …), none on a tie or an unknown.
 */
export function weighText(a: Product, b: Product, by: PickBy): { text: string; winner?: Product } {
  if (a.id === b.id) return { text: `That is the same product twice: the ${a.name}, at ${formatUsd(a.price)}.` };
  if (by === 'cheaper' || by === 'pricier') {
    const difference = toCents(a.price) - toCents(b.price);
    if (difference === 0) return { text: `No, they cost the same: ${formatUsd(a.price)} each, the ${a.name} and the ${b.name}.` };
    const aIsCheaper = difference < 0;
    const yes = aIsCheaper === (by === 'cheaper');
    return {
      text: `${yes ? 'Yes' : 'No'}: the ${a.name} costs ${formatUsd(a.price)}, ${formatCents(Math.abs(difference))} ${aIsCheaper ? 'less' : 'more'} than the ${b.name} at ${formatUsd(b.price)}.`,
      winner: yes ? a : b,
    };
  }
  if (by === 'better-rated') {
    const unrated = [a, b].filter((p) => p.reviewCount === 0);
    if (unrated.length > 0) {
      return { text: `I can't say: ${unrated.length === 2 ? 'neither has reviews yet' : `the ${unrated[0]!.name} has no reviews yet`}.` };
    }
    if (a.rating === b.rating) return { text: `No, they are rated the same: the ${a.name} ${rated(a)}, the ${b.name} ${rated(b)}.` };
    const yes = a.rating > b.rating;
    return { text: `${yes ? 'Yes' : 'No'}: the ${a.name} is ${rated(a)}, the ${b.name} ${rated(b)}.`, winner: yes ? a : b };
  }
  const [sa, sb] = [storageOf(a), storageOf(b)];
  const unknown = [a, b].filter((_p, i) => [sa, sb][i] === undefined);
  if (unknown.length > 0) {
    return { text: `I don't know: the details of the ${unknown.map((p) => p.name).join(' and the ')} don't state ${unknown.length === 1 ? 'its' : 'their'} storage.` };
  }
  if (sa === sb) return { text: `No, they have the same storage: ${gb(sa!)}.` };
  const yes = sa! > sb!;
  return { text: `${yes ? 'Yes' : 'No'}: the ${a.name} has ${gb(sa!)}, the ${b.name} ${gb(sb!)}.`, winner: yes ? a : b };
}
