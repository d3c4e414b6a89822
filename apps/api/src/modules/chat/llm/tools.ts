/**
 * The tools the language model may call: each builds the offline assistant's typed request (`AssistantRequest`)
 * from the model's JSON arguments and runs it through the same `Resolver` (assistant/resolver.ts), so both
 * modes share retrieval: the catalogue's search with its synonyms, typos, kinds and relaxation, the
 * named-product logic, the cart and the orders. Each tool's parameters are one zod schema: it becomes the JSON
 * schema the model sees and checks the arguments the model sends; bad arguments go back to the model as a
 * tool error to correct. The model reads the resolver's `Outcome` as compact JSON; the engine keeps the
 * catalogue rows for the cards and the search for the follow-up state.
 */
import type { Outcome } from '@cartwise/domain/assistant/outcome';
import { policyText, replyTo } from '@cartwise/domain/assistant/replies';
import type { AssistantRequest, Find, PolicyTopic, ResultOrder } from '@cartwise/domain/assistant/request';
import { FILLER_WORDS, headWord, words } from '@cartwise/domain/assistant/words';
import { productIdSchema, quantitySchema, type CartResponse } from '@cartwise/domain/cart/schemas';
import type { Product } from '@cartwise/domain/catalogue/product';
import { DomainError } from '@cartwise/domain/errors';
import { ORDER_NUMBER_PATTERN, type Order, type OrderSummary } from '@cartwise/domain/orders/schemas';
import { MAX_QUANTITY_PER_LINE } from '@cartwise/domain/policy';
import { z } from 'zod';
import { SHOWN } from '../assistant/ranked-products.ts';
import type { Resolver } from '../assistant/resolver.ts';
import type { FollowUpState } from '../follow-up.ts';
import type { ToolCall, ToolDefinition } from './chat-completions.ts';

const KEY_SPECIFICATIONS = 6;
const KEY_FEATURES = 4;
const DESCRIPTION_MAX_LENGTH = 300;

const text = (max: number) => z.string().trim().min(1).max(max);
const dollars = z.number().min(0).max(10_000_000);

const ORDERS = ['relevance', 'price-asc', 'price-desc', 'rating-desc', 'newest', 'popular', 'discount'] as const satisfies readonly ResultOrder[];
const POLICY_TOPICS = ['shipping', 'delivery', 'returns', 'payment', 'contact', 'tax'] as const satisfies readonly PolicyTopic[];
const CART_ACTIONS = ['show', 'add', 'remove', 'apply-coupon'] as const;

const searchProductsSchema = z
  .strictObject({
    q: text(200)
      .optional()
      .describe("What the shopper wants, in their words: the kind of thing, with any brand or property they name. Leave it out for the shop's most popular products (or biggest discounts with onSale)"),
    minPrice: dollars.optional().describe('Lowest price in dollars'),
    maxPrice: dollars.optional().describe('Highest price in dollars'),
    minRating: z.number().min(0).max(5).optional().describe('Lowest average rating, 0 to 5'),
    inStock: z.boolean().optional().describe('Only products in stock'),
    onSale: z.boolean().optional().describe('Only products on sale (below their original price)'),
    without: z
      .array(z.string().trim().min(1).max(40))
      .max(5)
      .optional()
      .describe('Words the shopper does not want the products named by ("not the plus" is ["plus"])'),
    sort: z
      .enum(ORDERS)
      .optional()
      .describe('Order of the results: relevance (the default with words), price-asc, price-desc, rating-desc, newest, popular (best sellers), discount (biggest discount first)'),
    offset: z.number().int().min(0).max(1000).optional().describe(`Skip this many results: a search shows ${SHOWN} at a time, and the next page starts at its nextOffset`),
  })
  .refine((a) => a.minPrice === undefined || a.maxPrice === undefined || a.minPrice <= a.maxPrice, { message: 'minPrice must not be above maxPrice', path: ['minPrice'] });
export type SearchProductsArguments = z.infer<typeof searchProductsSchema>;

const productDetailsSchema = z
  .strictObject({
    id: productIdSchema.optional().describe('The product id from an earlier result'),
    name: text(200).optional().describe("The product's name as the shopper says it, when no result gave its id"),
    question: text(200).optional().describe('What the shopper asks about it, in a few words (a property or feature); leave it out for its main details'),
  })
  .refine((a) => (a.id === undefined) !== (a.name === undefined), { message: 'give either id or name' });

const compareProductsSchema = z
  .strictObject({
    ids: z.array(productIdSchema).max(SHOWN).optional().describe('Product ids from earlier results'),
    names: z.array(text(200)).max(SHOWN).optional().describe("Products' names as the shopper says them, for those without an id"),
  })
  .refine((a) => (a.ids?.length ?? 0) + (a.names?.length ?? 0) >= 2, { message: 'give 2 or 3 products, by ids or names' })
  .refine((a) => (a.ids?.length ?? 0) + (a.names?.length ?? 0) <= SHOWN, { message: `give at most ${SHOWN} products` });

const cartSchema = z
  .strictObject({
    action: z.enum(CART_ACTIONS).describe('show the cart; add or remove a product (only when the shopper asks); apply a coupon code'),
    productId: productIdSchema.optional().describe('The product to add or remove, by id'),
    quantity: quantitySchema.max(MAX_QUANTITY_PER_LINE).optional().describe(`How many to add, 1 to ${MAX_QUANTITY_PER_LINE}; 1 by default`),
    code: z.string().trim().regex(/^[A-Za-z0-9_-]{3,32}$/, 'must be 3 to 32 letters, digits, _ or -').optional().describe('The coupon code to apply'),
  })
  .superRefine((a, ctx) => {
    if ((a.action === 'add' || a.action === 'remove') && a.productId === undefined) ctx.addIssue({ code: 'custom', path: ['productId'], message: `is required to ${a.action}` });
    if (a.action === 'apply-coupon' && a.code === undefined) ctx.addIssue({ code: 'custom', path: ['code'], message: 'is required to apply a coupon' });
  });

const orderStatusSchema = z.strictObject({
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, 'must look like CW-7K3M9Q')
    .optional()
    .describe("The order number (like CW-7K3M9Q); leave it out for the shopper's own latest orders"),
  email: z.email().max(254).optional().describe('The email the order was placed with, needed for an order that is not the shopper\'s own'),
});

const storePolicySchema = z.strictObject({ topics: z.array(z.enum(POLICY_TOPICS)).min(1).max(POLICY_TOPICS.length) });

/** What the engine needs to run tools for one shopper. */
export interface ToolContext {
  resolver: Resolver;
  sessionId: string;
}

/** A search a tool ran: what the offline engine refines next ('cheaper', 'show more'), and its page. */
export interface ToolSearch {
  find: Find;
  offset: number;
  total: number;
  products: Product[];
}

/** A tool's answer: the JSON the model reads, plus what the engine keeps (the catalogue rows, the search). */
export interface ToolOutcome {
  content: string;
  products: Product[];
  search?: ToolSearch;
  /** The shopper's cart changed. */
  cartChanged?: boolean;
}

interface Tool<S extends z.ZodType> {
  description: string;
  schema: S;
  run(args: z.output<S>, context: ToolContext): Promise<ToolOutcome>;
}

const tool = <S extends z.ZodType>(definition: Tool<S>) => definition;

/** No earlier turn: a tool's request stands on its own arguments (the model passes ids for what it showed). */
const NO_STATE: FollowUpState = {};

const json = (value: unknown) => JSON.stringify(value);
const toolError = (message: string): ToolOutcome => ({ content: json({ error: message }), products: [] });
const notFound = (id: string) => toolError(`Product '${id}' was not found`);

/** The fields of a result: enough to recommend, compact enough for a small model's context. */
function summary(product: Product) {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    ...(product.originalPrice === undefined ? {} : { originalPrice: product.originalPrice }),
    rating: product.rating,
    reviewCount: product.reviewCount,
    inStock: product.inStock,
    brand: product.brand,
    category: product.category,
  };
}

const keySpecifications = (product: Product) => Object.fromEntries(Object.entries(product.specifications).slice(0, KEY_SPECIFICATIONS));

function details(product: Product) {
  return {
    ...summary(product),
    subcategory: product.subcategory,
    description: product.description.slice(0, DESCRIPTION_MAX_LENGTH),
    features: product.features.slice(0, KEY_FEATURES),
    specifications: keySpecifications(product),
  };
}

function cartSummary(cart: CartResponse) {
  return {
    items: cart.items.map((item) => ({ productId: item.productId, name: item.name, price: item.price, quantity: item.quantity })),
    itemCount: cart.itemCount,
    subtotal: cart.subtotal,
    shipping: cart.shipping,
    tax: cart.tax,
    discount: cart.discount,
    total: cart.total,
    couponCode: cart.couponCode,
    ...(cart.notice ? { notice: cart.notice } : {}),
  };
}

function orderSummary(order: Order | OrderSummary) {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    placedAt: order.placedAt,
    itemCount: order.itemCount,
    total: order.total,
    estimatedDelivery: order.estimatedDelivery,
    ...('items' in order ? { items: order.items.map((line) => ({ name: line.name, quantity: line.quantity, price: line.price })) } : {}),
  };
}

/** The search's arguments as the offline reader's `Find`: the words without filler, the kind, the limits, the order. */
export function findOf(args: SearchProductsArguments): Find {
  const subject = words(args.q ?? '')
    .filter((w) => !FILLER_WORDS.has(w))
    .join(' ');
  const head = subject ? headWord(args.q ?? '') : undefined;
  return {
    subject,
    constraints: {
      ...(args.minPrice !== undefined ? { minPrice: args.minPrice } : {}),
      ...(args.maxPrice !== undefined ? { maxPrice: args.maxPrice } : {}),
      ...(args.minRating !== undefined ? { minRating: args.minRating } : {}),
      ...(args.inStock ? { inStock: true as const } : {}),
      ...(args.onSale ? { onSale: true as const } : {}),
      ...(args.without?.length ? { without: args.without.map((w) => w.toLowerCase()) } : {}),
    },
    order: args.sort ?? (args.onSale ? 'discount' : 'relevance'),
    ...(head ? { head } : {}),
  };
}

/**
 * The resolver's outcome as the model reads it, with the catalogue rows and the search the engine keeps;
 * `note` tells the model what a list of products stands for when it is not what the tool was asked.
 */
export function toolAnswer(outcome: Outcome, note?: string): ToolOutcome {
  switch (outcome.kind) {
    case 'found': {
      const { products, total, offset, relaxed } = outcome;
      const next = offset + products.length;
      const notes = [...(note ? [note] : []), ...(relaxed ? [replyTo(outcome).text] : [])];
      return {
        content: json({
          total,
          offset,
          products: products.map(summary),
          ...(next < total ? { nextOffset: next } : {}),
          ...(relaxed ? { relaxed } : {}),
          // What was let go of to find these, in plain words the reply should pass on.
          ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
        }),
        products,
        search: { find: outcome.find, offset, total, products },
      };
    }
    case 'nothing':
      return {
        content: json({ total: 0, products: [], note: 'Nothing in the shop matches, even with fewer words or without the limits.' }),
        products: [],
        search: { find: outcome.find, offset: 0, total: 0, products: [] },
      };
    case 'no-more':
      return { content: json({ products: [], note: 'There are no more products for this search.' }), products: [] };
    case 'product': {
      const asked = outcome.asked === 'words' ? { question: outcome.words, matchingDetails: outcome.details ?? [] } : {};
      const unmentioned = outcome.asked === 'words' && !outcome.details?.length ? { note: "The product's details do not mention it." } : {};
      return { content: json({ product: details(outcome.product), ...asked, ...unmentioned }), products: [outcome.product] };
    }
    case 'compare':
      return { content: json({ products: outcome.products.map((p) => ({ ...summary(p), specifications: keySpecifications(p) })) }), products: outcome.products };
    case 'which-product':
      return toolError('No single product is named so. Search for it first, then use the id of the result the shopper means.');
    case 'cart': {
      const { cart, added, removed, cleared, problem } = outcome;
      return {
        content: json({
          ...(added ? { added: { productId: added.product.id, name: added.product.name, quantity: added.quantity } } : {}),
          ...(removed ? { removed: { productId: removed.id, name: removed.name } } : {}),
          ...(cleared ? { cleared } : {}),
          ...(problem ? { error: problem } : {}),
          cart: cartSummary(cart),
        }),
        products: added ? [added.product] : [],
        cartChanged: Boolean(added || removed || cleared),
      };
    }
    case 'coupon':
      return {
        content: json({ code: outcome.code, ...(outcome.problem ? { error: outcome.problem } : {}), ...(outcome.cart ? { applied: true, cart: cartSummary(outcome.cart) } : {}) }),
        products: [],
        cartChanged: outcome.cart !== undefined,
      };
    case 'order':
      if (outcome.order) return { content: json({ order: orderSummary(outcome.order) }), products: [] };
      if (outcome.orders) return { content: json({ orders: outcome.orders.map(orderSummary) }), products: [] };
      return { content: json({ error: replyTo(outcome).text }), products: [] };
    case 'policy':
      return { content: json({ policies: outcome.topics.map((topic) => ({ topic, text: policyText(topic, outcome.paymentMethods, outcome.supportEmail) })) }), products: [] };
    case 'small-talk':
    case 'out-of-scope':
      return { content: json({ note: replyTo(outcome).text }), products: [] };
  }
}

const TOOLS = {
  search_products: tool({
    description:
      'Search the shop like the offline assistant does (relevance, synonyms, typos; the kind of thing asked for first; limits let go of only when nothing meets them, said in relaxed/note). ' +
      `Returns the total number of matches and ${SHOWN} products at a time with their prices in dollars.`,
    schema: searchProductsSchema,
    async run(args, { resolver, sessionId }) {
      const find = findOf(args);
      const offset = args.offset ?? 0;
      // A later page is the offline "show more" of the same search.
      const outcome = offset === 0
        ? await resolver.resolve({ intent: 'find', find }, NO_STATE, { sessionId })
        : await resolver.resolve({ intent: 'more' }, { lastFind: find, lastOffset: offset - SHOWN }, { sessionId });
      return toolAnswer(outcome);
    },
  }),
  product_details: tool({
    description:
      "One product's price, stock, rating, description, features and specifications, by id or by name; with a question, the lines of its details that answer it (matched with the shop's synonyms).",
    schema: productDetailsSchema,
    async run({ id, name, question }, { resolver, sessionId }) {
      const about = words(question ?? '').filter((w) => !FILLER_WORDS.has(w));
      if (id !== undefined) {
        const [product] = await resolver.byIds([id]);
        return product ? toolAnswer(await resolver.answerAbout(product, 'words', about)) : notFound(id);
      }
      // The name's own words, as the offline reader leaves them ("the", "my" name nothing).
      const named = words(name!).filter((w) => !FILLER_WORDS.has(w)).join(' ');
      if (!named) return toolError('Give the product\'s name, or its id from a result');
      const request: AssistantRequest = { intent: 'product', asked: 'words', ...(about.length > 0 ? { about: about.join(' ') } : {}), refs: [], names: [named] };
      // Words that name no one product find the products they match, for the shopper to choose from.
      return toolAnswer(await resolver.resolve(request, NO_STATE, { sessionId }), 'No one product has that name; these match it. Ask which one is meant.');
    },
  }),
  compare_products: tool({
    description: '2 or 3 products side by side (by ids, or names for those without one): price, rating, stock and key specifications.',
    schema: compareProductsSchema,
    async run({ ids = [], names = [] }, { resolver }) {
      const byId = await resolver.byIds([...new Set(ids)]);
      const missing = ids.find((id) => !byId.some((p) => p.id === id));
      if (missing !== undefined) return notFound(missing);
      const own = names.map((n) => words(n).filter((w) => !FILLER_WORDS.has(w)).join(' ')).filter((n) => n.length > 0);
      const named = own.length > 0 ? await resolver.pointed([], own, NO_STATE) : [];
      const products = [...new Map([...byId, ...named].map((p) => [p.id, p])).values()];
      if (products.length < 2) return toolAnswer({ kind: 'which-product', intent: 'compare', names });
      return toolAnswer({ kind: 'compare', products: products.slice(0, SHOWN) });
    },
  }),
  cart: tool({
    description: "The shopper's cart: show it, add or remove a product by id (only when the shopper asks), or apply a coupon code. Returns the cart with its totals in dollars.",
    schema: cartSchema,
    async run({ action, productId, quantity, code }, { resolver, sessionId }) {
      // The product by id is the one the request points at ("it").
      const pointing = { refs: [{ kind: 'focus' as const }], names: [] };
      const state: FollowUpState = productId === undefined ? NO_STATE : { focusProductId: productId };
      const request: AssistantRequest =
        action === 'show' ? { intent: 'cart-show' }
        : action === 'add' ? { intent: 'cart-add', quantity: quantity ?? 1, ...pointing }
        : action === 'remove' ? { intent: 'cart-remove', ...pointing }
        : { intent: 'coupon', code: code!.toUpperCase() };
      const outcome = await resolver.resolve(request, state, { sessionId });
      return outcome.kind === 'which-product' ? notFound(productId!) : toolAnswer(outcome);
    },
  }),
  order_status: tool({
    description: "An order's status and delivery window: by its number and the email it was placed with (as Track Order asks), or the shopper's own latest orders without a number.",
    schema: orderStatusSchema,
    async run({ orderNumber, email }, { resolver, sessionId }) {
      const request: AssistantRequest = { intent: 'order-status', ...(orderNumber ? { orderNumber } : {}), ...(email ? { email: email.toLowerCase() } : {}) };
      return toolAnswer(await resolver.resolve(request, NO_STATE, { sessionId }));
    },
  }),
  store_policy: tool({
    description: "The shop's policies in its own words: shipping, delivery, returns, payment, contact and tax.",
    schema: storePolicySchema,
    async run({ topics }, { resolver, sessionId }) {
      return toolAnswer(await resolver.resolve({ intent: 'policy', topics: [...new Set(topics)] }, NO_STATE, { sessionId }));
    },
  }),
} satisfies Record<string, Tool<z.ZodType>>;

export type ToolName = keyof typeof TOOLS;

/** The tools as the chat-completions API declares them. */
export const TOOL_DEFINITIONS: ToolDefinition[] = Object.entries(TOOLS).map(([name, definition]) => {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(definition.schema, { io: 'input' });
  return { type: 'function', function: { name, description: definition.description, parameters } };
});

function issues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`).join('; ');
}

/** Optional fields a model fills with null or an empty string mean "not given". */
function withoutBlanks(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== ''));
}

/**
 * Runs one tool call. Unknown tools, arguments that are not JSON or break the schema, and the shop's own
 * refusals (unknown product, out of stock) answer the model with an error it can act on; anything else
 * (the database failing) throws, and the reply fails as a whole.
 */
export async function runTool(call: ToolCall, context: ToolContext): Promise<ToolOutcome> {
  const name = call.function.name;
  if (!Object.hasOwn(TOOLS, name)) return toolError(`Unknown tool '${name}'. Available: ${Object.keys(TOOLS).join(', ')}`);
  const definition = TOOLS[name as ToolName] as Tool<z.ZodType>;
  let raw: unknown;
  try {
    raw = call.function.arguments.trim() === '' ? {} : JSON.parse(call.function.arguments);
  } catch {
    return toolError(`The arguments of ${name} are not valid JSON`);
  }
  const parsed = definition.schema.safeParse(withoutBlanks(raw));
  if (!parsed.success) return toolError(`Invalid arguments for ${name}: ${issues(parsed.error)}`);
  try {
    return await definition.run(parsed.data, context);
  } catch (error) {
    if (error instanceof z.ZodError) return toolError(`Invalid arguments for ${name}: ${issues(error)}`);
    if (error instanceof DomainError) return toolError(error.message);
    throw error;
  }
}
