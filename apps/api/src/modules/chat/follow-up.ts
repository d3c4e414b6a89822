/**
 * What a turn leaves behind for the next one's follow-ups ('cheaper', 'show more', 'the first one',
 * 'compare them', 'is it in stock?'), in one shape whichever engine answered: the offline engine and the
 * LLM engine both write it through `withFollowUp` and read it through `followUpOf`, so an offline
 * follow-up after an LLM turn (the fallback, or a conversation that outlives the LLM settings) keeps the
 * subject.
 */
import type { Constraints, Find, ResultOrder } from '@cartwise/domain/assistant/request';
import { withoutWords } from '../catalog/search/text-search.ts';
import type { ChatConversationState } from './engine.ts';

/** The conversation state's follow-up fields (stored as JSON beside lastQuery and suggestions). */
export interface FollowUpState extends ChatConversationState {
  /** The last search (words, limits, order): what 'cheaper' and 'show more' refine. */
  lastFind?: Find;
  /** Where the page of the last search started: 'show more' goes on from here. */
  lastOffset?: number;
  /** The products last shown, in order: 'the first one', 'compare them', 'cheaper' (below the cheapest). */
  lastProductIds?: string[];
  /** The product the last turn was about ("it"). */
  focusProductId?: string;
  /** Every product shown in this conversation, the latest last (at most `MAX_SEEN`): 'show more' shows none again. */
  seenIds?: string[];
  /** The last turn put a product in the cart: 'and the X too' puts another in. */
  addedLast?: true;
  /** The last turn asked for the email of this order's number: 'it's jo@example.com' looks it up. */
  orderAwaitingEmail?: string;
  /** The last turn asked which coupon code: a code said alone ("save10") is that code. */
  codeAwaited?: true;
}

/** The products a conversation remembers having shown. */
export const MAX_SEEN = 60;

/** What one turn changes; a field left out keeps what the state had. */
export interface FollowUp {
  /** A search ran: what it searched and where its page started. */
  search?: { find: Find; offset: number };
  /** The products shown, in order; an empty list clears them (a search that found nothing). */
  shown?: readonly { id: string }[];
  /** The product the turn was about; null: none. */
  focus?: string | null;
  /** The turn put a product in the cart. */
  added?: boolean;
  /** The turn asked for the email of this order's number. */
  orderAwaitingEmail?: string;
  /** The turn asked which coupon code. */
  codeAwaited?: boolean;
}

/** The next state: the search and its offset change together. */
export function withFollowUp(state: ChatConversationState, change: FollowUp): FollowUpState {
  const next: FollowUpState = { ...followUpOf(state) };
  if (change.search) {
    next.lastFind = change.search.find;
    next.lastOffset = change.search.offset;
  }
  if (change.shown) next.lastProductIds = change.shown.map((p) => p.id);
  if (change.shown?.length) {
    const shown = new Set(change.shown.map((p) => p.id));
    next.seenIds = [...(next.seenIds ?? []).filter((id) => !shown.has(id)), ...shown].slice(-MAX_SEEN);
  }
  if (change.focus !== undefined) next.focusProductId = change.focus ?? undefined;
  next.addedLast = change.added ? true : undefined;
  next.orderAwaitingEmail = change.orderAwaitingEmail;
  next.codeAwaited = change.codeAwaited ? true : undefined;
  if (next.lastProductIds?.length === 0) delete next.lastProductIds;
  for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
  return next;
}

/** The product list's query, as the LLM's search tool takes it. */
export interface ListQuery {
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  inStock?: boolean;
  sort?: string;
}

const ORDERS: Record<string, ResultOrder> = {
  'price-asc': 'price-asc',
  'price-desc': 'price-desc',
  'rating-desc': 'rating-desc',
  'newest-desc': 'newest',
};

/** A product-list query as a search the offline engine can refine: its words, limits and order. */
export function findFromListQuery(query: ListQuery): Find {
  const constraints: Constraints = {
    ...(query.minPrice !== undefined ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
    ...(query.rating !== undefined ? { minRating: query.rating } : {}),
    ...(query.inStock ? { inStock: true as const } : {}),
  };
  // The words typed with a minus are words left out, not searched for.
  const { q, without } = withoutWords(query.q?.trim().toLowerCase() ?? '');
  if (without.length > 0) constraints.without = without.map((phrase) => phrase.join(' '));
  return { subject: q, constraints, order: ORDERS[query.sort ?? ''] ?? 'relevance' };
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isAmount = (v: unknown): v is NonNullable<Constraints['fitFor']>[number] =>
  Boolean(v) && typeof v === 'object' && isNumber((v as { value?: unknown }).value) && typeof (v as { unit?: unknown }).unit === 'string' && typeof (v as { said?: unknown }).said === 'string';

function findOf(value: unknown): Find | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { subject, constraints, order, head, interest } = value as Partial<Find>;
  if (typeof subject !== 'string' || typeof order !== 'string' || !constraints || typeof constraints !== 'object') return undefined;
  const c = constraints as Record<string, unknown>;
  return {
    subject,
    order,
    ...(typeof head === 'string' ? { head } : {}),
    ...(interest === true ? { interest } : {}),
    constraints: {
      ...(isNumber(c.minPrice) ? { minPrice: c.minPrice } : {}),
      ...(isNumber(c.maxPrice) ? { maxPrice: c.maxPrice } : {}),
      ...(isNumber(c.around) ? { around: c.around } : {}),
      ...(isNumber(c.below) ? { below: c.below } : {}),
      ...(isNumber(c.above) ? { above: c.above } : {}),
      ...(isNumber(c.minRating) ? { minRating: c.minRating } : {}),
      ...(isNumber(c.ratedAbove) ? { ratedAbove: c.ratedAbove } : {}),
      ...(c.inStock === true ? { inStock: true as const } : {}),
      ...(c.onSale === true ? { onSale: true as const } : {}),
      ...(isStringList(c.without) && c.without.length > 0 ? { without: c.without } : {}),
      ...(isStringList(c.notBrands) && c.notBrands.length > 0 ? { notBrands: c.notBrands } : {}),
      ...(Array.isArray(c.fitFor) && c.fitFor.length > 0 && c.fitFor.every(isAmount) ? { fitFor: c.fitFor } : {}),
    },
  };
}

/** The follow-up fields of a stored state, checked; anything in an older shape is left out. */
export function followUpOf(state: ChatConversationState): FollowUpState {
  const { lastFind, lastOffset, lastProductIds, focusProductId, seenIds, addedLast, lastSearch: _old, lastMode: _mode, lastPrices: _prices, ...rest } = state as FollowUpState;
  const out: FollowUpState = { ...rest };
  const find = findOf(lastFind);
  if (find) out.lastFind = find;
  if (typeof lastOffset === 'number' && Number.isInteger(lastOffset) && lastOffset >= 0) out.lastOffset = lastOffset;
  if (isStringList(lastProductIds)) out.lastProductIds = lastProductIds;
  if (typeof focusProductId === 'string') out.focusProductId = focusProductId;
  if (isStringList(seenIds)) out.seenIds = seenIds.slice(-MAX_SEEN);
  if (addedLast === true) out.addedLast = true;
  return out;
}
