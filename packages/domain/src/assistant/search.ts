import type { SortOption } from '../catalogue/sort.ts';

/** The product list's orders, plus two the assistant adds: popularity (trending) and biggest discount. */
export type ProductOrder = SortOption | 'popular' | 'discount';

/** What the shopper asked for, as filters the catalogue understands. Every field is a constraint. */
export interface AssistantSearch {
  /** Words that name no category, subcategory or brand: searched as text (name, description, category, brand). */
  keywords?: string[];
  /** Keywords that only led to a subcategory through a synonym ("mascara" -> Beauty): dropped when they find nothing. */
  looseKeywords?: string[];
  /** The kind of product a keyword names ("books" -> "book"): the shop must carry it (`kindOf`). */
  kind?: string;
  category?: string;
  subcategory?: string;
  brand?: string[];
  minPrice?: number;
  maxPrice?: number;
  /** "around $200": min and max are the band around it. */
  around?: number;
  /** "cheaper": below this price, the cheapest shown (maxPrice is the cent under it); said as "cheaper than $X". */
  cheaperThan?: number;
  /** "more expensive": above this price, the dearest shown (minPrice is the cent over it). */
  pricierThan?: number;
  rating?: number;
  inStock?: boolean;
  /** Only discounted products (an original price above the price). */
  onSale?: boolean;
  order?: ProductOrder;
}
