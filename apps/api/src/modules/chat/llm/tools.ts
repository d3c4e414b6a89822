/**
 * The tools the language model may call, run here against the database through the same services as the
 * API's routes. Each tool's parameters are one zod schema: it becomes the JSON schema the model sees and
 * checks the arguments the model sends; bad arguments go back to the model as a tool error to correct.
 */
import type { ProductQuery } from '@cartwise/domain/catalogue/filters';
import { productQuerySchema } from '@cartwise/domain/catalogue/filters';
import type { Product } from '@cartwise/domain/catalogue/product';
import { SORT_IDS } from '@cartwise/domain/catalogue/sort';
import { productIdSchema, quantitySchema } from '@cartwise/domain/cart/schemas';
import type { CartResponse } from '@cartwise/domain/cart/schemas';
import { DomainError } from '@cartwise/domain/errors';
import { formatCents } from '@cartwise/domain/money';
import {
  EXPRESS_SHIPPING_CENTS,
  FREE_SHIPPING_OVER_CENTS,
  MAX_QUANTITY_PER_LINE,
  RETURN_WINDOW_DAYS,
  STANDARD_DELIVERY_DAYS,
  STANDARD_SHIPPING_CENTS,
  TAX_RATE_BASIS_POINTS,
} from '@cartwise/domain/policy';
import { z } from 'zod';
import type { CartService } from '../../cart/service.ts';
import type { CatalogService } from '../../catalog/service.ts';
import type { ToolCall, ToolDefinition } from './chat-completions.ts';

export const SEARCH_MAX_RESULTS = 10;
const SEARCH_DEFAULT_RESULTS = 5;
const KEY_SPECIFICATIONS = 6;
const DESCRIPTION_MAX_LENGTH = 500;

const text = (max: number) => z.string().trim().min(1).max(max);
const dollars = z.number().min(0).max(10_000_000);

const searchProductsSchema = z.object({
  q: text(200).optional().describe('Search words matched against name, description, category and brand'),
  category: text(100).optional().describe('Exact category name, e.g. "Electronics"'),
  subcategory: text(100).optional().describe('Exact subcategory name'),
  brand: z.array(text(100)).max(10).optional().describe('Only these brands (exact names)'),
  minPrice: dollars.optional().describe('Lowest price in dollars'),
  maxPrice: dollars.optional().describe('Highest price in dollars'),
  rating: z.number().min(0).max(5).optional().describe('Lowest average rating, 0 to 5'),
  inStock: z.boolean().optional().describe('Only products in stock'),
  sort: z.enum(SORT_IDS).optional().describe('Order of the results; relevance is the default for a search'),
  limit: z.number().int().min(1).max(SEARCH_MAX_RESULTS).optional().describe(`How many results, 1 to ${SEARCH_MAX_RESULTS}`),
});
export type SearchProductsArguments = z.infer<typeof searchProductsSchema>;

const getProductSchema = z.object({ id: productIdSchema.describe('The product id from a search result') });

const compareProductsSchema = z.object({
  ids: z.array(productIdSchema).min(2).max(4).describe('2 to 4 product ids from search results'),
});

const addToCartSchema = z.object({
  productId: productIdSchema.describe('The product id from a search result'),
  quantity: quantitySchema.max(MAX_QUANTITY_PER_LINE).optional().describe(`How many, 1 to ${MAX_QUANTITY_PER_LINE}; 1 by default`),
});

const POLICY_TOPICS = ['shipping', 'returns', 'delivery', 'all'] as const;
const storePolicySchema = z.object({ topic: z.enum(POLICY_TOPICS) });

const emptySchema = z.object({});

/** What the engine needs to run tools for one shopper. */
export interface ToolContext {
  catalog: CatalogService;
  cart: CartService;
  sessionId: string;
}

/** A tool's answer: the JSON the model reads, plus what the engine keeps (the catalogue rows, the search). */
export interface ToolOutcome {
  content: string;
  products: Product[];
  search?: SearchProductsArguments;
  /** The shopper's cart changed. */
  cartChanged?: boolean;
}

interface Tool<S extends z.ZodType> {
  description: string;
  schema: S;
  run(args: z.output<S>, context: ToolContext): Promise<ToolOutcome>;
}

const tool = <S extends z.ZodType>(definition: Tool<S>) => definition;

/** The fields of a search result: enough to recommend, compact enough for a small model's context. */
function summary(product: Product) {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    ...(product.originalPrice === undefined ? {} : { originalPrice: product.originalPrice }),
    brand: product.brand,
    category: product.category,
    rating: product.rating,
    reviewCount: product.reviewCount,
    inStock: product.inStock,
  };
}

function keySpecifications(product: Product): Record<string, string> {
  return Object.fromEntries(Object.entries(product.specifications).slice(0, KEY_SPECIFICATIONS));
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

const json = (value: unknown) => JSON.stringify(value);

/** The store's policies in words, from the constants of spec §9. */
export function policyText(topic: (typeof POLICY_TOPICS)[number]): string {
  const shipping =
    `Standard shipping is free on orders over ${formatCents(FREE_SHIPPING_OVER_CENTS)}, otherwise ${formatCents(STANDARD_SHIPPING_CENTS)}. ` +
    `Express shipping costs ${formatCents(EXPRESS_SHIPPING_CENTS)}. Tax is ${TAX_RATE_BASIS_POINTS / 100}% of the subtotal.`;
  const delivery = `Standard delivery takes ${STANDARD_DELIVERY_DAYS.min} to ${STANDARD_DELIVERY_DAYS.max} business days; express delivery is faster.`;
  const returns = `Products can be returned within ${RETURN_WINDOW_DAYS} days of delivery.`;
  switch (topic) {
    case 'shipping':
      return shipping;
    case 'delivery':
      return delivery;
    case 'returns':
      return returns;
    case 'all':
      return `${shipping} ${delivery} ${returns}`;
  }
}

/** Searches the catalogue exactly as the product list does: the product list's query schema checks the filters. */
export function searchQuery(args: SearchProductsArguments): ProductQuery {
  const { limit, inStock, ...filters } = args;
  return productQuerySchema.parse({
    ...filters,
    ...(inStock === undefined ? {} : { inStock: String(inStock) }),
    page: 1,
    pageSize: limit ?? SEARCH_DEFAULT_RESULTS,
  });
}

const TOOLS = {
  search_products: tool({
    description:
      'Search the catalogue like the product list does: search words and filters. Returns the total number of matches and the first products with their prices in dollars.',
    schema: searchProductsSchema,
    async run(args, { catalog }) {
      const list = await catalog.list(searchQuery(args));
      return {
        content: json({ totalCount: list.totalCount, products: list.products.map(summary) }),
        products: list.products,
        search: args,
      };
    },
  }),
  get_product: tool({
    description: "One product's details: price, stock, description, features and specifications.",
    schema: getProductSchema,
    async run({ id }, { catalog }) {
      const product = await catalog.get(id);
      return {
        content: json({
          ...summary(product),
          subcategory: product.subcategory,
          discount: product.discount,
          stockQuantity: product.stockQuantity,
          description: product.description.slice(0, DESCRIPTION_MAX_LENGTH),
          features: product.features,
          specifications: product.specifications,
        }),
        products: [product],
      };
    },
  }),
  compare_products: tool({
    description: '2 to 4 products side by side: price, rating, key specifications and stock.',
    schema: compareProductsSchema,
    async run({ ids }, { catalog }) {
      const products = await Promise.all([...new Set(ids)].map((id) => catalog.get(id)));
      return {
        content: json({
          products: products.map((p) => ({ ...summary(p), stockQuantity: p.stockQuantity, specifications: keySpecifications(p) })),
        }),
        products,
      };
    },
  }),
  get_cart: tool({
    description: "The shopper's cart: items, quantities and totals in dollars.",
    schema: emptySchema,
    async run(_args, { cart, sessionId }) {
      return { content: json(cartSummary(await cart.get(sessionId))), products: [] };
    },
  }),
  add_to_cart: tool({
    description: "Add a product to the shopper's cart. Only when the shopper asks for it.",
    schema: addToCartSchema,
    async run({ productId, quantity }, { catalog, cart, sessionId }) {
      const product = await catalog.get(productId);
      const updated = await cart.addItem(sessionId, { productId, quantity: quantity ?? 1 });
      const line = updated.items.find((item) => item.productId === productId);
      return {
        content: json({ added: { productId, name: product.name, quantityInCart: line?.quantity ?? 0 }, cart: cartSummary(updated) }),
        products: [product],
        cartChanged: true,
      };
    },
  }),
  store_policy: tool({
    description: "The store's shipping, delivery and returns policy.",
    schema: storePolicySchema,
    async run({ topic }) {
      return { content: json({ topic, policy: policyText(topic) }), products: [] };
    },
  }),
} satisfies Record<string, Tool<z.ZodType>>;

export type ToolName = keyof typeof TOOLS;

/** The tools as the chat-completions API declares them. */
export const TOOL_DEFINITIONS: ToolDefinition[] = Object.entries(TOOLS).map(([name, definition]) => {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(definition.schema, { io: 'input' });
  return { type: 'function', function: { name, description: definition.description, parameters } };
});

const toolError = (message: string): ToolOutcome => ({ content: json({ error: message }), products: [] });

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
