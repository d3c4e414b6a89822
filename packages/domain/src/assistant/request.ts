/**
 * The assistant's typed request: what `readMessage` (read.ts) makes of a shopper's message, and what the
 * resolver answers from. An intent from a small closed set, the constraints the words carry, the subject
 * words left for the catalogue's search, and references to products already shown. Nothing here knows a
 * catalogue: product, brand and category words stay in the subject, for the search engine to match.
 */

/** Orders the assistant can show products in: the list's own, plus popularity and biggest discount. */
export type ResultOrder = 'relevance' | 'price-asc' | 'price-desc' | 'rating-desc' | 'newest' | 'popular' | 'discount';

/**
 * Hard limits on the products shown: each becomes a filter of the catalogue's search. The comparisons with
 * the products shown (`below`, `above`, `ratedAbove`) are what a "cheaper" or "better rated" asks: they are
 * never let go of when nothing meets them all.
 */
export interface Constraints {
  minPrice?: number;
  maxPrice?: number;
  /** "around $80": the price said; min and max are the band around it. */
  around?: number;
  /** "cheaper" / "pricier" than the products shown: strictly below / above this catalogue price. */
  below?: number;
  above?: number;
  minRating?: number;
  /** "better rated" than the products shown: strictly above this rating. */
  ratedAbove?: number;
  inStock?: true;
  onSale?: true;
  /** Amounts the shopper said in words ("twenty dollars"), by the amount: said back the same way. */
  saidAmounts?: Record<string, string>;
  /** "not the plus", "without a case": words the products found must not be named by. */
  without?: string[];
  /** "another brand": the brands shown, whose products the search leaves out until another search. */
  notBrands?: string[];
  /**
   * "any lighter ones?": a detail past the products shown's (`about` as `gradedDetail` reads it, `than` as listed:
   * "815 g"); when none shown lists it, products that do. "at least 55 inches": `about` "more" (or "less"), of any
   * detail in that unit, the amount itself too (`atLeast`); `said`: by the shopper, so let go of when nothing meets it.
   */
  beyond?: { about: string; than?: string; atLeast?: true; said?: true };
  /** "for a 5 year old", "for 4 people": whom the products are for, as a range in their details holds it ("Ages 3+"). */
  fitFor?: { value: number; unit: string; said: string }[];
}

/** A search for products: the words to search (possibly empty), the limits and the order. */
export interface Find {
  subject: string;
  constraints: Constraints;
  order: ResultOrder;
  /** The word naming the kind of thing asked for ("case" in "sturdy case for a phone"). */
  head?: string;
  /** Worded as an open question ("what's the…?"): when no product's name or kind holds its words, it is not about the shop's products. */
  question?: true;
  /** "something to blend smoothies": what a thing that does it is called ("blender"), when no kind is named. */
  tools?: string[];
  /** "a gift for someone who loves cooking": the words say what someone is keen on, which may be what things are for rather than a kind. */
  interest?: true;
  /** "a screen protector for it": a product shown that the thing asked for goes with. */
  for?: ProductRef;
  /** "eggs, milk and rice": things listed apart, each searched alone when no product is all of them. */
  items?: string[];
  /** "what about a jacket?": the last search's price and whom it is for hold, unless said again. */
  sameLimits?: true;
}

/** A product already shown, as the shopper points at it. */
export type ProductRef =
  /** "the first one", "the second", "#3": 0-based position in the last list. */
  | { kind: 'position'; index: number }
  /** "the last one". */
  | { kind: 'last' }
  /** "it", "this", "that one": the product the conversation is about. */
  | { kind: 'focus' }
  /** "them", "both", "all of them": every product last shown; `bare`: "them" said alone, which may be the one product talked about since. */
  | { kind: 'all'; bare?: true }
  /** "the other one(s)": the products last shown but the one in focus. */
  | { kind: 'others' }
  /** "the cheapest one", "the cheaper one", "the best rated pair": the first of the last search (else of the products shown) in that order. */
  /** `words`: "the cheapest leather one": the first of those whose details hold the words; `inStock`: of those in stock; `of`: of the first so many shown. */
  | { kind: 'ranked'; order: ResultOrder; among?: 'shown'; words?: string; inStock?: true; of?: number }
  /** "the $25 one": the product of the last search at that price. */
  | { kind: 'priced'; price: number }
  /** "the black one": the product shown whose details hold these words. */
  | { kind: 'described'; words: string };

/** Changes to the last search: "cheaper", "more expensive", "better rated", "another brand", or new limits ("under $50"). */
export type Refinement = 'cheaper' | 'pricier' | 'better-rated' | 'other-brand' | 'limits';

/** What a question about one product asks: a fact every product has, or words to look up in its details. */
export type Asked = 'stock' | 'price' | 'sale' | 'rating' | 'details' | 'words';

export type PolicyTopic = 'shipping' | 'delivery' | 'returns' | 'payment' | 'contact' | 'tax';

/**
 * The products a message points at: references to products shown, and the words that may name products
 * ("the red cotton dress"; "the X and the Y" are two names), which the resolver searches.
 */
interface Pointing {
  refs: ProductRef[];
  names: string[];
}

/** "add it and show me cases": another request, said after a change to the cart (or a coupon, or a shop question), answered once the change is made; not when it fails. */
interface Then {
  then?: AssistantRequest;
}

export type AssistantRequest =
  | { intent: 'find'; find: Find }
  /** "show more"; "show me more shirts" names what it wants more of (`subject`), which may be another search. */
  | { intent: 'more'; subject?: string }
  /** The last search again, with more limits and perhaps another order. */
  /** `words`: "leather ones" narrows the last search with words of its own, for the same kind of thing. */
  /** `also`: more changes said with it ("cheaper, from another brand"). */
  /** `otherwise`: words asked alone ("thermos?") may name another thing: the message read as a search, for when none of the last search's things holds them. */
  | { intent: 'refine'; refine: Refinement; also?: Refinement[]; constraints: Constraints; order?: ResultOrder; words?: string; otherwise?: AssistantRequest }
  /** `order`: what the question ranks them by ("which of them is rated best?"), the best first. */
  /** `otherwise`: "between the X and the Y" may name no products ("a rug between the sofa and the tv"): the message read as something else. */
  /** `about`: what is asked of them ("the warranty on the X compared with the Y"). */
  /** `holding`: "which one is organic?": the one shown whose name or details hold the words, when one does; else them all. */
  | ({ intent: 'compare'; order?: ResultOrder; about?: string; otherwise?: AssistantRequest; holding?: string } & Pointing)
  /** A question about one product; `about` is what it asks when the message says it apart from the name. */
  /** `question`: worded as an open question ("what is the … of …?"), which may not be about the shop's products. */
  /** `and`: another question asked with it ("how much is it and what warranty does it have?"). */
  /** `count`: how many the price is asked of ("how much for 4 of the first one?"). */
  | ({ intent: 'product'; asked: Asked; about?: string; question?: true; and?: AssistantRequest; count?: number } & Pointing)
  /** `replacing`: "swap them for the X": what comes out of the cart when the product goes in. */
  /** `some`: a thing said with "a", "some" or a count ("add a tent"), not one shown: which one is the shopper's to choose; `head`: its kind. */
  /** `for`: "add it and a case": the product the thing goes with, when the shop has such things for it. */
  | ({ intent: 'cart-add'; quantity: number; replacing?: Pointing; some?: true; head?: string; for?: ProductRef } & Pointing & Then)
  /** `fewer`: "remove one" takes that many of the line out, not the whole line. */
  | ({ intent: 'cart-remove'; fewer?: number } & Pointing & Then)
  /** "make it 3": how many of a product in the cart (the one in focus, else the one named). */
  | ({ intent: 'cart-quantity'; quantity: number } & Pointing & Then)
  | { intent: 'cart-show' | 'cart-clear' }
  /** `otherwise`: a code said without the word "code" may be no coupon of the shop's ("try PS5"): the message read as something else. */
  | ({ intent: 'coupon'; code?: string; otherwise?: AssistantRequest } & Then)
  | { intent: 'order-status'; orderNumber?: string; email?: string }
  /** `ofProduct`: asked of the product the conversation is about ("can I return it?"), whose own details may say. */
  /** `place`: where the shopper asks things to be sent ("do you ship to <place>?"), as written. */
  /** `ofCart`: asked of what the cart holds ("how much is shipping on my order?"). */
  /** `otherwise`: "any wallet cases?" may name products rather than ask a policy: the message read as a search. */
  /** `then`: "do you have running shoes? and how much is delivery": the things asked with it, shown after the answer. */
  | ({ intent: 'policy'; topics: PolicyTopic[]; ofProduct?: true; place?: string; ofCart?: true; otherwise?: AssistantRequest } & Then)
  | { intent: 'greeting' | 'help' | 'thanks' };

export type Intent = AssistantRequest['intent'];
