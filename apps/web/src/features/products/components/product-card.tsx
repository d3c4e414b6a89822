import type { Product } from '@cartwise/domain/catalogue/product';
import type { ProductVariant } from '@cartwise/domain/catalogue/variants';
import { CARD_MAX_FEATURE_TAGS } from '@cartwise/domain/policy';
import { formatCount } from '@cartwise/domain/numbers';
import Check from 'lucide-react/icons/check';
import Heart from 'lucide-react/icons/heart';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { NO_REVIEWS_TEXT, StarRating } from '@/components/ui/star-rating';
import { DiscountBadge, ProductPrice } from './product-price';

/** What a shopper can do with a product; the app wires it to the wishlist and the cart. */
export interface ProductActions {
  /** A hook: whether the product is on the wishlist, re-rendering the caller when that changes. */
  useIsWishlisted: (productId: string) => boolean;
  /** Rejects with a message for the shopper when the change could not be saved (it is undone). */
  toggleWishlist: (product: Product) => Promise<void> | void;
  /** A product with options is added as one of its variants. */
  addToCart: (product: Product, quantity?: number, variant?: ProductVariant) => void;
}

/**
 * The wishlist toggle of a product, with the words to show when it could not be saved; the message goes
 * away at the next try.
 */
export function useWishlistToggle(product: Product, actions: ProductActions) {
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setError(null);
    try {
      await actions.toggleWishlist(product);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Your wishlist could not be changed. Please try again.');
    }
  };
  return { toggle: () => void toggle(), error };
}

interface ProductCardProps {
  product: Product;
  actions: ProductActions;
  /** The card's heading level under the page's headings. */
  headingLevel?: 2 | 3;
  /** Cards in the first rows load their picture at once; the rest when scrolled near. */
  eager?: boolean;
  /** The first card of a listing: its picture is likely the largest thing on screen, so it loads first. */
  priority?: boolean;
  /** Whether the card names its category beside the brand: not on a category's own page, whose heading names it. */
  showCategory?: boolean;
}

const ADDED_FEEDBACK_MS = 1500;

/** The longest feature a card shows: a tag (“Quick charge”, “Ships in 2 weeks”) fits a phone's card whole, a sentence does not. */
export const CARD_TAG_MAX_LENGTH = 24;

/**
 * The features a card shows (issue 23): those that help choose, so not one that repeats the brand, category or
 * subcategory the card already names, nor a sentence longer than a tag; at most `CARD_MAX_FEATURE_TAGS`.
 */
export function cardTags(product: Pick<Product, 'features' | 'brand' | 'category' | 'subcategory'>): string[] {
  const named = [product.brand, product.category, product.subcategory].join('\n').toLowerCase().split('\n');
  return product.features
    .filter((feature) => feature.trim() && feature.length <= CARD_TAG_MAX_LENGTH && !named.includes(feature.toLowerCase()))
    .slice(0, CARD_MAX_FEATURE_TAGS);
}

/**
 * A ref for a one-line row of whole words (`oneLine`): what does not fit wraps out of sight, and out of a screen
 * reader's hearing (`watchWrappedOut`, loaded after the page: the first download stays as it was, ADR 0053).
 */
const hideWrappedOut = (line: HTMLElement | null) => {
  if (!line) return;
  const watching = import('@/lib/hide-wrapped-out').then(({ watchWrappedOut }) => watchWrappedOut(line));
  return () => void watching.then((unwatch) => unwatch());
};
const oneLine = 'flex h-4 flex-wrap gap-x-1 overflow-hidden text-xs leading-4 text-gray-600';
/** A whole word on it, after a dot unless it comes first. */
const tagClass = "whitespace-nowrap not-first:before:mr-1 not-first:before:content-['·']";

export function ProductCard({ product, actions, headingLevel = 3, eager = false, priority = false, showCategory = true }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const nameId = useId();
  const { useIsWishlisted } = actions;
  const wishlisted = useIsWishlisted(product.id);
  const wishlist = useWishlistToggle(product, actions);
  const [added, setAdded] = useState(false);
  const tags = cardTags(product);
  const href = `/products/${encodeURIComponent(product.id)}`;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const addToCart = () => {
    actions.addToCart(product, 1);
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
  };

  return (
    // Calm by design (docs/design.md): the picture carries the colour; one quiet button, no pills.
    <article className="group relative flex h-full flex-col">
      <div className="relative aspect-square overflow-hidden rounded-card bg-gray-100">
        <ImageWithFallback
          src={product.thumbnail}
          alt=""
          width={300}
          height={300}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <DiscountBadge price={product.price} originalPrice={product.originalPrice} className="absolute top-2 left-2" />
        <button
          type="button"
          onClick={wishlist.toggle}
          aria-label={wishlisted ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
          className="absolute top-1.5 right-1.5 z-10 flex size-10 items-center justify-center rounded-full bg-white/90 hover:bg-white"
        >
          <Heart
            aria-hidden="true"
            className={`size-5 ${wishlisted ? 'fill-red-500 text-red-500' : 'text-gray-700'}`}
          />
        </button>
        {wishlist.error && (
          <p role="alert" className="absolute inset-x-2 bottom-2 z-10 rounded-control bg-white/95 px-3 py-2 text-sm text-red-700 shadow-lifted">
            {wishlist.error}
          </p>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-1 pt-3">
        {/* The brand, and the category when it says something and fits whole: never 'Beauty & H…' (issue 23). */}
        <div ref={hideWrappedOut} className={oneLine}>
          <span className="max-w-full truncate">{product.brand}</span>
          {showCategory && <span className={tagClass}>{product.category}</span>}
        </div>
        <Heading id={nameId} className="line-clamp-2 text-sm leading-snug font-medium wrap-anywhere text-gray-900">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] hover:underline hover:underline-offset-2"
          >
            {product.name}
          </Link>
        </Heading>
        {product.reviewCount > 0 ? (
          <p className="flex items-center gap-1 text-xs text-gray-600">
            <StarRating rating={product.rating} />
            <span>
              ({formatCount(product.reviewCount)}
              <span className="sr-only"> {product.reviewCount === 1 ? 'review' : 'reviews'}</span>)
            </span>
          </p>
        ) : (
          // Grey stars would read as a bad rating; nobody has rated it yet.
          <p className="flex h-4 items-center text-xs text-gray-600">{NO_REVIEWS_TEXT}</p>
        )}
        <div className="flex flex-wrap items-baseline gap-1.5">
          {product.maxPrice !== undefined && <span className="text-sm text-gray-700">From</span>}
          <ProductPrice price={product.price} originalPrice={product.originalPrice} />
        </div>
        {tags.length > 0 && (
          // Whole words only: the line is one tag high and a tag that does not fit wraps out of sight, never cut.
          <ul ref={hideWrappedOut} aria-label="Features" className={oneLine}>
            {tags.map((tag) => (
              <li key={tag} className={tagClass}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-2">
          {/* A product with options is chosen on its page: sizes and colours do not fit on a card. */}
          {product.options && product.options.length > 0 && product.inStock ? (
            <Link
              to={href}
              className={`${buttonClass('secondary', 'sm')} relative z-10 min-h-10 w-full whitespace-nowrap`}
              aria-describedby={nameId}
            >
              Choose Options
            </Link>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              className="relative z-10 min-h-10 w-full whitespace-nowrap"
              disabled={!product.inStock}
              onClick={addToCart}
              aria-describedby={nameId}
            >
              {!product.inStock ? (
                'Out of Stock'
              ) : added ? (
                <>
                  <Check aria-hidden="true" className="size-4 max-sm:hidden" /> Added to Cart
                </>
              ) : (
                <>
                  <ShoppingCart aria-hidden="true" className="size-4 max-sm:hidden" /> Add to Cart
                </>
              )}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** A card's outline while products load. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full animate-pulse flex-col">
      <div className="aspect-square rounded-card bg-gray-200" />
      <div className="flex flex-col gap-2 pt-3">
        <div className="h-4 w-3/4 rounded bg-gray-200" />
        <div className="h-3 w-1/2 rounded bg-gray-200" />
        <div className="h-3 w-2/5 rounded bg-gray-200" />
        <div className="h-5 w-1/3 rounded bg-gray-200" />
        <div className="h-10 rounded-control bg-gray-200" />
      </div>
    </div>
  );
}
