/**
 * What a turn leaves behind for the next one's follow-ups ('cheaper', 'show more', 'the first one',
 * 'compare them', 'is it in stock?'), in one shape whichever engine answered: the offline engine and the
 * LLM engine both write it through `withFollowUp` and read it through `followUpOf`, so an offline
 * follow-up after an LLM turn (the fallback, or a conversation that outlives the LLM settings) keeps the
 * subject.
 */
import type { AssistantSearch, ProductOrder, SearchMode } from '@cartwise/domain/assistant/understand';
import { SORT_IDS } from '@cartwise/domain/catalogue/sort';
import type { ChatConversationState } from './engine.ts';

/** The conversation state's follow-up fields (stored as JSON beside lastQuery and suggestions). */
export interface FollowUpState extends ChatConversationState {
  /** The last search, in the offline engine's terms (keywords, order): what 'cheaper' and 'show more' refine. */
  lastSearch?: AssistantSearch & Record<string, unknown>;
  /** How the last search was shown: recommendations, trending or sale. */
  lastMode?: SearchMode;
  /** Where the page of the last search started: 'show more' goes on from here. */
  lastOffset?: number;
  /** The products last shown, in order, and their prices: 'cheaper' goes below the lowest. */
  lastProductIds?: string[];
  lastPrices?: number[];
  /** The product the last turn was about ("it"). */
  focusProductId?: string;
}

/** What one turn changes; a field left out keeps what the state had. */
export interface FollowUp {
  /** A search ran: its subject and constraints, how it was shown and where its page started. */
  search?: { search: AssistantSearch; mode: SearchMode; offset: number };
  /** The products shown, in order; an empty list clears them (a search that found nothing). */
  shown?: readonly { id: string; price: number }[];
  /** The product the turn was about; null: none. */
  focus?: string | null;
}

/** The next state: the search, its mode and offset change together, and so do the products and their prices. */
export function withFollowUp(state: ChatConversationState, change: FollowUp): FollowUpState {
  const next: FollowUpState = { ...followUpOf(state) };
  if (change.search) {
    next.lastSearch = { ...change.search.search };
    next.lastMode = change.search.mode;
    next.lastOffset = change.search.offset;
  }
  if (change.shown) {
    next.lastProductIds = change.shown.map((p) => p.id);
    next.lastPrices = change.shown.map((p) => p.price);
  }
  if (change.focus !== undefined) next.focusProductId = change.focus ?? undefined;
  if (next.lastProductIds?.length === 0) {
    delete next.lastProductIds;
    delete next.lastPrices;
  }
  for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
  return next;
}

/** The product list's query, as the LLM's search tool takes it. */
export interface ListQuery {
  q?: string;
  category?: string;
  subcategory?: string;
  brand?: string[];
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  inStock?: boolean;
  sort?: string;
}

/**
 * A product-list query as the offline engine's search: the search text stays one keyword, so a follow-up
 * searches the catalogue with the same text the query did; the sort becomes the order.
 */
export function searchFromListQuery(query: ListQuery): AssistantSearch {
  const q = query.q?.trim().toLowerCase();
  const search: AssistantSearch = {
    ...(q ? { keywords: [q] } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.subcategory ? { subcategory: query.subcategory } : {}),
    ...(query.brand?.length ? { brand: [...query.brand] } : {}),
    ...(query.minPrice !== undefined ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
    ...(query.rating !== undefined ? { rating: query.rating } : {}),
    ...(query.inStock ? { inStock: true } : {}),
  };
  if (query.sort && (SORT_IDS as readonly string[]).includes(query.sort) && query.sort !== 'relevance') {
    search.order = query.sort as ProductOrder;
  }
  return search;
}

const SEARCH_MODES: readonly SearchMode[] = ['recommend', 'trending', 'sale'];
const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/**
 * The follow-up fields of a stored state, checked: a search stored in the product list's terms (q, sort),
 * as LLM turns stored it before both engines shared this shape, is read as the offline engine's search.
 */
export function followUpOf(state: ChatConversationState): FollowUpState {
  const { lastSearch, lastMode, lastOffset, lastProductIds, lastPrices, focusProductId, ...rest } = state as FollowUpState;
  const out: FollowUpState = { ...rest };
  if (lastSearch && typeof lastSearch === 'object') {
    const legacy = 'q' in lastSearch || 'sort' in lastSearch;
    out.lastSearch = (legacy ? searchFromListQuery(lastSearch as ListQuery) : lastSearch) as FollowUpState['lastSearch'];
  }
  if (typeof lastMode === 'string' && SEARCH_MODES.includes(lastMode)) out.lastMode = lastMode;
  if (typeof lastOffset === 'number' && Number.isInteger(lastOffset) && lastOffset >= 0) out.lastOffset = lastOffset;
  if (isStringList(lastProductIds)) out.lastProductIds = lastProductIds;
  // Prices belong to the products shown: without the same number of them they say nothing.
  if (isNumberList(lastPrices) && lastPrices.length === out.lastProductIds?.length) out.lastPrices = lastPrices;
  if (typeof focusProductId === 'string') out.focusProductId = focusProductId;
  return out;
}
