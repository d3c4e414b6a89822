/**
 * The assistant that needs no outside service, in three steps: read the message into a typed request
 * (`readMessage`, domain), resolve it against the shop (`Resolver`: the catalogue's search, the cart, the
 * orders), and answer from short templates (`replyTo`, domain). Every product it shows is a catalogue row at
 * its catalogue price.
 */
import { readMessage } from '@cartwise/domain/assistant/read';
import { rankedFirst, replyAfter } from '@cartwise/domain/assistant/replies';
import type { Outcome } from '@cartwise/domain/assistant/outcome';
import type { Find } from '@cartwise/domain/assistant/request';
import type { Product } from '@cartwise/domain/catalogue/product';
import { toChatProductCard, type ChatAction, type ChatEngine, type ChatEvent, type ChatReply, type ChatTurnContext } from '../engine.ts';
import { followUpOf, withFollowUp, type FollowUp } from '../follow-up.ts';
import { minusPhrases } from './matched-products.ts';
import type { Resolver } from './resolver.ts';
import { SHOWN } from './ranked-products.ts';
import { SORTED_BY } from './search-limits.ts';

/** The products an outcome shows as cards. */
function productsOf(outcome: Outcome): Product[] {
  switch (outcome.kind) {
    case 'found':
    case 'compare':
      return outcome.products;
    case 'product':
      // Its sibling in the value asked is what the answer shows.
      return [outcome.version?.product ?? outcome.product, ...(outcome.together ?? [])];
    case 'which-product':
      return outcome.shown ?? [];
    case 'cart':
      return outcome.added ? [outcome.added, ...(outcome.alsoAdded ?? [])].map((a) => a.product) : outcome.set ? [outcome.set.product] : outcome.choose ? [outcome.choose] : [];
    default:
      return [];
  }
}

/** A change made as asked (a product put in or taken out, a quantity set, a coupon applied), or a shop question answered. */
const madeChange = (outcome: Outcome) => (outcome.kind === 'cart' && !outcome.problem) || (outcome.kind === 'coupon' && outcome.cart !== undefined && !outcome.problem && !outcome.reason) || outcome.kind === 'policy';

/** What the next turn builds on: the search, the products shown, the product in focus. */
function nextFollowUp(outcome: Outcome, shown: Product[]): FollowUp {
  switch (outcome.kind) {
    case 'found': {
      // Words the search did without are not what the next turn builds on ("purple?" of yoga mats, then "ivory?"): what was shown is.
      const { relaxed } = outcome;
      const find = relaxed?.droppedWords?.length && relaxed.searchedFor ? { ...outcome.find, subject: relaxed.searchedFor } : outcome.find;
      return { search: { find, offset: outcome.offset }, shown, focus: shown.length === 1 ? shown[0]!.id : null };
    }
    case 'nothing':
      // The cards shown before are still on the screen: "the second one" still points at them.
      return { search: { find: outcome.find, offset: 0 } };
    case 'product':
      return { focus: (outcome.version?.product ?? outcome.product).id };
    case 'compare':
      // "which is the lightest?", then "add that one": the one it named.
      return { shown, focus: rankedFirst(outcome)?.id ?? null };
    case 'cart':
      return outcome.added ? { focus: outcome.added.product.id, added: true } : outcome.set ? { focus: outcome.set.product.id } : {};
    case 'order':
      return outcome.problem === 'need-email' && outcome.orderNumber ? { orderAwaitingEmail: outcome.orderNumber } : {};
    case 'coupon':
      return outcome.code ? {} : { codeAwaited: true };
    default:
      return {};
  }
}

/** Links under a list: the product list with the same search, so the shopper can see them all. */
export function listAction(find: Find): ChatAction {
  const c = find.constraints;
  // The words left out go with the words, as the search box takes them ("jackets -puffer").
  const q = [find.subject, ...minusPhrases(c.without ?? [], find.subject)].join(' ').trim();
  const params: Record<string, string> = {
    ...(q ? { q } : {}),
    ...(c.minPrice !== undefined ? { minPrice: String(c.minPrice) } : {}),
    ...(c.maxPrice !== undefined ? { maxPrice: String(c.maxPrice) } : {}),
    ...(c.minRating !== undefined ? { rating: String(c.minRating) } : {}),
    ...(c.inStock ? { inStock: 'true' } : {}),
  };
  const sort = SORTED_BY[find.order];
  if (sort) params.sort = sort;
  return { type: 'open-product-list', label: 'See them all in the product list', params };
}

function actionsOf(outcome: Outcome, products: Product[]): ChatAction[] {
  const perProduct = products.flatMap((p): ChatAction[] => [
    { type: 'view-product', label: `View ${p.name}`, productId: p.id },
    // A product with options is added from its page, once a size or colour is chosen.
    ...(p.inStock && !p.options?.length ? [{ type: 'add-to-cart' as const, label: `Add ${p.name} to cart`, productId: p.id }] : []),
  ]);
  return outcome.kind === 'found' && outcome.total > products.length ? [...perProduct, listAction(outcome.find)] : perProduct;
}

export class OfflineEngine implements ChatEngine {
  readonly name = 'offline' as const;

  /** The resolver it shares with the LLM engine's tools. */
  constructor(private readonly resolver: Resolver) {}

  async *answer(context: ChatTurnContext): AsyncGenerator<ChatEvent, ChatReply, void> {
    const state = followUpOf(context.state);
    const request = readMessage(context.message, { hasSearch: Boolean(state.lastFind || state.lastProductIds?.length), hasFocus: Boolean(state.focusProductId), afterAdding: Boolean(state.addedLast), awaitsEmail: Boolean(state.orderAwaitingEmail), awaitsCode: Boolean(state.codeAwaited) });
    const asker = { sessionId: context.sessionId };
    // "add it and show me cases", "add a ball and 2 pumps": once the cart is changed (or a coupon applied), what was
    // asked after it is answered as the next turn would be; the reply says each. It shows the last answer's cards,
    // or, when that is a change to the cart or shows none, what the changes put in.
    const done: Outcome[] = [];
    let [asked, before, outcome] = [request, context.state, await this.resolver.resolve(request, state, asker)];
    // Things taken out one after another go on past one the cart does not hold ("take out the X and the Y").
    while ('then' in asked && asked.then && (madeChange(outcome) || (asked.intent === 'cart-remove' && asked.then.intent === 'cart-remove'))) {
      done.push(outcome);
      before = withFollowUp(before, nextFollowUp(outcome, productsOf(outcome)));
      [asked, outcome] = [asked.then, await this.resolver.resolve(asked.then, followUpOf(before), asker)];
    }
    const reply = replyAfter(done, outcome, 'then' in asked && asked.then !== undefined);
    // The text streams sentence by sentence; the cards, suggestions and actions follow it.
    const pieces = reply.text.split(/(?<=[.:!?])\s+/);
    for (const [i, piece] of pieces.entries()) yield { type: 'text', text: i < pieces.length - 1 ? `${piece} ` : piece };
    // After changes to the cart alone, what they put in (three at most, as one bubble holds).
    const changed = outcome.kind === 'cart' || productsOf(outcome).length === 0;
    const products = changed ? [...new Map([...done, outcome].flatMap(productsOf).map((p) => [p.id, p])).values()].slice(0, SHOWN) : productsOf(outcome);
    if (products.length > 0) yield { type: 'products', products: products.map(toChatProductCard), ...(outcome.kind === 'found' && outcome.relaxed?.droppedLimits ? { alternatives: true } : {}) };
    yield { type: 'suggestions', suggestions: reply.suggestions };
    const actions = actionsOf(outcome, products);
    if (actions.length > 0) yield { type: 'actions', actions };
    return { state: withFollowUp(before, nextFollowUp(outcome, products)) };
  }
}
