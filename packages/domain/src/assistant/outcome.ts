/**
 * What the resolver found for a request (step 2 of read → resolve → answer), for the answer step
 * (replies.ts) to word. Every product here is a catalogue row; nothing is made up on the way.
 */
import type { CouponProblemReason } from '../cart/coupon.ts';
import type { CartResponse } from '../cart/schemas.ts';
import type { Product } from '../catalogue/product.ts';
import type { Order, OrderSummary, PaymentMethod } from '../orders/schemas.ts';
import type { Asked, Find, Intent, PolicyTopic, ResultOrder } from './request.ts';

/** What the resolver let go of to find something, said in plain words by the answer. */
export interface Relaxation {
  /** The search words as searched, when they differ from the shopper's (a typo corrected, words dropped). */
  searchedFor?: string;
  corrected?: boolean;
  /** The shopper's words the search did without. */
  droppedWords?: string[];
  /** Limits let go of, to show the nearest products: their price, rating, stock or sale. */
  droppedLimits?: ('price' | 'rating' | 'stock' | 'sale' | 'fit' | 'amount')[];
}

/** A product put in the cart, and how many. */
export interface Added {
  product: Product;
  quantity: number;
}

export interface FoundOutcome {
  kind: 'found';
  /** The search that found the products; `asked` is the shopper's, when limits were let go of. */
  find: Find;
  asked?: Find;
  products: Product[];
  /** How many match in all, and where this page starts. */
  total: number;
  offset: number;
  relaxed?: Relaxation;
  /** "what do you sell?": the shop's largest categories, said before its most popular products. */
  sells?: string[];
  /** "add a tent": the things of that kind to choose from, and how many to add. */
  choose?: number;
}

/**
 * Whether a product fits an amount asked: a detail states a range or bound that holds it or not ("Sizes: US
 * 5-12" for "size 9"), or its options hold the value asked and a variant of it is in stock.
 */
export type Fits =
  | { by: 'detail'; said: string; holds: boolean; detail: string }
  | { by: 'option'; said: string; option: string; values: string[]; exists: boolean; inStock: boolean };

export type Outcome =
  | FoundOutcome
  /** Nothing matched the search, even relaxed; `sells`: the shop's largest categories, to say what it does sell. */
  | { kind: 'nothing'; find: Find; sells?: string[] }
  /** "show more" past the end, or before any search. */
  | { kind: 'no-more'; find?: Find }
  /** A question about one product, with the details that answer it when it asked for words. */
  /** `and`: the answer to another question asked with it, about the same product. */
  /** `fits`: an amount asked ("size 9", "a 13 inch laptop") that a detail's range or bound answers, or a variant of its options. */
  /** `version`: words its details do not hold that its name puts a value of (" - Black") are asked of its siblings: the one of its maker named so with them in its place, if any. */
  /** `versions`: "what colours does it come in?" of a product named for its value: its own and its maker's siblings'. */
  /** `together`: the others its price was asked with ("how much are the first two?"): each said, and what they come to. */
  | { kind: 'product'; product: Product; asked: Asked; words?: string; details?: string[]; fits?: Fits; and?: Outcome; version?: { said: string; product?: Product }; versions?: { own: string; others: string[] }; count?: number; together?: Product[] }
  /** `order`: what the question ranks them by ("which one has the best rating?"). */
  /** `about`: what is asked of them ("lightest weight", "warranty"); `details`: each product's specification naming it ("Weight: 815 g"), if any. */
  /** `only`: the detail alone was asked ("and the warranty?" after a list), not the products compared. */
  | { kind: 'compare'; products: Product[]; about?: string; details?: (string | undefined)[]; order?: ResultOrder; only?: true }
  /** The message points at products, but none are shown or named: "which product do you mean?". */
  /** `shown`: it points past the products shown ("the second one" of one card): those, and the place it said (`position`, 0-based); `more`: the search has more to show. */
  | { kind: 'which-product'; intent: Intent; names: string[]; shown?: Product[]; position?: number; more?: true }
  /** `added`: the first product added; `alsoAdded`: more added with it ("add both"); `set`: a line's new quantity; `alsoRemoved`: more taken out with `removed` ("remove both"). */
  | { kind: 'cart'; cart: CartResponse; added?: Added; alsoAdded?: Added[]; set?: { product: Product; quantity: number; asked?: number }; removed?: Product; alsoRemoved?: Product[]; cleared?: true; problem?: string; choose?: Product }
  /** `problem`: the cart service's words, for the LLM's tools; `reason`: why, which the reply words; `subtotal`: the cart's, below the coupon's minimum; `already`: the cart had it. */
  | { kind: 'coupon'; cart?: CartResponse; code?: string; problem?: string; reason?: CouponProblemReason; subtotal?: number; already?: true }
  | { kind: 'order'; order?: Order; orders?: OrderSummary[]; orderNumber?: string; problem?: 'not-found' | 'need-email' | 'need-number' | 'too-many' }
  | {
      kind: 'policy';
      topics: PolicyTopic[];
      /** The payment methods this shop's checkout offers now. */
      paymentMethods?: PaymentMethod[];
      /** The shop's support email now (its settings). */
      supportEmail?: string;
      /** Asked of a product whose own details speak of the topic ("Return policy: 7 days"): the product and those details. */
      product?: Product;
      productSays?: string[];
      /** "do you ship to <place>?": the place as the shopper wrote it. */
      place?: string;
      /** "how much is shipping on my order?": the cart's items' total and its shipping, when it holds any. */
      cart?: { subtotal: number; shipping: number };
    }
  | { kind: 'small-talk'; intent: 'greeting' | 'help' | 'thanks' }
  /** A question about something other than the shop's products. */
  | { kind: 'out-of-scope' };
