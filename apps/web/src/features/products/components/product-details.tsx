import type { Product } from '@cartwise/domain/catalogue/product';
import {
  chooseMessage,
  initialSelection,
  missingOptions,
  selectValue,
  variantFor,
  type OptionSelection,
} from '@cartwise/domain/catalogue/variants';
import { formatCents, formatUsd } from '@cartwise/domain/money';
import { FREE_SHIPPING_OVER_CENTS, MAX_QUANTITY_PER_LINE, RETURN_WINDOW_DAYS } from '@cartwise/domain/policy';
import { formatCount } from '@cartwise/domain/numbers';
import Heart from 'lucide-react/icons/heart';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Truck from 'lucide-react/icons/truck';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { NO_REVIEWS_TEXT, StarRating } from '@/components/ui/star-rating';
import { usePageMeta } from '@/lib/page-meta';
import { listingHref } from '../listing-query';
import { useWishlistToggle, type ProductActions } from './product-card';
import { ProductGallery } from './product-gallery';
import { DiscountBadge, ProductPrice } from './product-price';
import { VariantPicker } from './variant-picker';

/**
 * The options chosen on a product page, kept in the address as `?variant=<id>` once they name a variant
 * (a link with a variant's id or SKU opens on it), so a shared link opens the same variant.
 */
function useVariantChoice(product: Product) {
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  const [params, setParams] = useSearchParams();
  const [selection, setSelection] = useState<OptionSelection>(() => initialSelection(options, variants, params.get('variant')));
  const choose = (option: string, value: string) => {
    const next = selectValue(options, variants, selection, option, value);
    setSelection(next);
    const variant = variantFor(options, variants, next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (variant) updated.set('variant', variant.id);
        else updated.delete('variant');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { options, variants, selection, choose, variant: variantFor(options, variants, selection) };
}

/**
 * The full product page: gallery, price, rating, stock, quantity, cart and wishlist, features, specifications.
 * Add to Cart is confirmed by the app (the cart drawer opens with the line).
 */
/**
 * Whether a phone's sticky buy bar shows: while the element it watches (the main Add to Cart's row) is
 * off screen. Never on the server or without IntersectionObserver: the page's own button is always there.
 */
function useBuyBar() {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry !== undefined && !entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, shown };
}

/** A feed's own return terms ("Return policy: No return policy"): the shop's returns, shown above, replace them. */
const RETURN_TERMS = /^\s*returns?\b/i;

/** The specification rows to show: all but the feed's return terms. */
export function shownSpecifications(specifications: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(specifications).filter(([name]) => !RETURN_TERMS.test(name));
}

/** About 155 characters of the description, cut at a word, for search results' snippet. */
export function metaDescription(product: Pick<Product, 'name' | 'brand' | 'description'>): string {
  const text = product.description.replace(/\s+/g, ' ').trim() || `${product.name} by ${product.brand}.`;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * Where a product sits, as the category facet's addresses name it: its category, its subcategory (when it has
 * one), then the product itself. The page's breadcrumbs and its JSON-LD `BreadcrumbList` (Home first) read it.
 */
export function productBreadcrumbs(product: Pick<Product, 'id' | 'name' | 'category' | 'subcategory'>): { name: string; path: string }[] {
  const subcategory = product.subcategory.trim();
  return [
    { name: product.category, path: listingHref({ category: product.category }) },
    ...(subcategory ? [{ name: subcategory, path: listingHref({ category: product.category, subcategory }) }] : []),
    { name: product.name, path: `/products/${encodeURIComponent(product.id)}` },
  ];
}

export function ProductDetails({ product, actions }: { product: Product; actions: ProductActions }) {
  const [quantity, setQuantity] = useState(1);
  const { useIsWishlisted } = actions;
  const wishlisted = useIsWishlisted(product.id);
  const wishlist = useWishlistToggle(product, actions);
  const choice = useVariantChoice(product);
  const { variant } = choice;
  const hasOptions = choice.options.length > 0;
  const missing = missingOptions(choice.options, choice.selection);
  // What is shown follows the chosen variant; before a choice, the product as a whole.
  const stockQuantity = variant ? variant.stockQuantity : product.stockQuantity;
  const inStock = variant ? variant.inStock : product.inStock;
  const price = variant ? variant.price : product.price;
  const originalPrice = variant ? variant.originalPrice : product.originalPrice;
  const canAdd = inStock && (!hasOptions || variant !== undefined);
  const maxQuantity = Math.max(1, Math.min(stockQuantity, MAX_QUANTITY_PER_LINE));
  const chooseId = useId();
  const { ref: buyRowRef, shown: buyBarShown } = useBuyBar();
  const specifications = shownSpecifications(product.specifications);
  const productImages = product.images.length > 0 ? product.images : [product.thumbnail];
  const images = variant?.image ? [variant.image, ...productImages.filter((image) => image !== variant.image)] : productImages;
  const crumbs = productBreadcrumbs(product);
  usePageMeta({
    description: metaDescription(product),
    image: product.thumbnail || productImages[0],
    type: 'product',
    product: { ...product, images: productImages },
    breadcrumbs: crumbs,
  });

  return (
    <article className="max-sm:pb-16">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-gray-600 sm:mb-6">
        {/* On a phone one line: Home / Category / Subcategory (the heading below names the product, read
            here to a screen reader still). */}
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:underline">Home</Link>
          </li>
          <li className="max-sm:hidden">
            <span aria-hidden="true" className="pr-1">/</span>
            <Link to="/products" className="hover:underline">Products</Link>
          </li>
          {crumbs.slice(0, -1).map((crumb) => (
            <li key={crumb.path}>
              <span aria-hidden="true" className="pr-1">/</span>
              <Link to={crumb.path} className="hover:underline">
                {crumb.name}
              </Link>
            </li>
          ))}
          <li aria-current="page" className="min-w-0 font-medium wrap-anywhere text-gray-900 max-sm:sr-only">
            <span aria-hidden="true" className="pr-1 font-normal text-gray-600">/</span>
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <ProductGallery key={images[0]} images={images} name={product.name} />

        <div className="flex flex-col gap-4 sm:gap-5">
          <div>
            <p className="text-sm text-gray-600">
              <Link to={listingHref({ brand: [product.brand] })} className="hover:underline">
                {product.brand}
              </Link>{' '}
              <span aria-hidden="true">·</span>{' '}
              <Link to={listingHref({ category: product.category })} className="hover:underline">
                {product.category}
              </Link>
              {product.subcategory && (
                <>
                  {' / '}
                  <Link
                    to={listingHref({ category: product.category, subcategory: product.subcategory })}
                    className="hover:underline"
                  >
                    {product.subcategory}
                  </Link>
                </>
              )}
            </p>
            <h1 className="mt-1 text-title font-semibold wrap-anywhere text-gray-950 sm:text-3xl">{product.name}</h1>
            {product.reviewCount > 0 ? (
              <p className="mt-2 flex items-center gap-2 text-sm text-gray-600">
                <StarRating rating={product.rating} size="md" />
                <span>
                  {product.rating.toFixed(1)} ({formatCount(product.reviewCount)} {product.reviewCount === 1 ? 'review' : 'reviews'})
                </span>
              </p>
            ) : (
              <p className="mt-2 text-sm text-gray-600">{NO_REVIEWS_TEXT}</p>
            )}
          </div>

          {/* The price, stock and picture follow the chosen variant: say so when they change. */}
          <div aria-live="polite" className="flex flex-col gap-5">
            <div className="flex flex-wrap items-center gap-3">
              {!variant && product.maxPrice !== undefined && <span className="text-lg text-gray-700">From</span>}
              <ProductPrice price={price} originalPrice={originalPrice} size="lg" />
              <DiscountBadge price={price} originalPrice={originalPrice} />
            </div>

            <p className={`text-sm font-semibold ${inStock ? 'text-green-700' : 'text-red-700'}`}>
              {!inStock ? 'Out of stock' : hasOptions && !variant ? 'In stock' : `In stock (${formatCount(stockQuantity)} available)`}
            </p>
          </div>
          {/* Why + stops at 10 when more are in stock (spec §5's per-line limit). */}
          {stockQuantity > MAX_QUANTITY_PER_LINE && (!hasOptions || variant) && (
            <p className="-mt-3 text-sm text-gray-600">Limit {MAX_QUANTITY_PER_LINE} per order</p>
          )}

          {hasOptions && (
            <VariantPicker options={choice.options} variants={choice.variants} selection={choice.selection} onSelect={choice.choose} />
          )}

          <div ref={buyRowRef} className="flex flex-wrap items-center gap-3">
            {canAdd && (
              <QuantityStepper value={Math.min(quantity, maxQuantity)} max={maxQuantity} onChange={setQuantity} label="Quantity" />
            )}
            <Button
              size="lg"
              variant={canAdd ? 'primary' : 'secondary'}
              disabled={!canAdd}
              aria-describedby={hasOptions && missing.length > 0 ? chooseId : undefined}
              onClick={() => actions.addToCart(product, Math.min(quantity, maxQuantity), variant)}
            >
              <ShoppingCart aria-hidden="true" className="size-5" />
              {inStock ? 'Add to Cart' : 'Out of Stock'}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              aria-pressed={wishlisted}
              onClick={wishlist.toggle}
            >
              <Heart aria-hidden="true" className={`size-5 ${wishlisted ? 'fill-red-500 text-red-500' : ''}`} />
              {wishlisted ? 'In Wishlist' : 'Add to Wishlist'}
            </Button>
          </div>
          {hasOptions && missing.length > 0 && inStock && (
            <p id={chooseId} className="-mt-2 text-sm font-medium text-gray-700">
              {chooseMessage(missing)} to add it to your cart.
            </p>
          )}
          {wishlist.error && (
            <p role="alert" className="text-sm text-red-700">
              {wishlist.error}
            </p>
          )}

          {/* After the buttons, so Add to Cart is in a phone's first screen. */}
          <p className="leading-relaxed text-gray-700">{product.description}</p>

          <ul className="flex flex-col gap-2 rounded-card bg-gray-50 p-4 text-sm text-gray-700">
            <li className="flex items-center gap-2">
              <Truck aria-hidden="true" className="size-4 text-gray-900" />
              Free shipping on orders over {formatCents(FREE_SHIPPING_OVER_CENTS)}
            </li>
            <li className="flex items-center gap-2">
              <RotateCcw aria-hidden="true" className="size-4 text-gray-900" />
              {RETURN_WINDOW_DAYS}-day returns.{' '}
              <Link to="/help#returns" className="underline">Returns policy</Link>
            </li>
          </ul>
        </div>
      </div>

      {buyBarShown && (
        // A phone's buy bar while the main button is off screen. A copy for the eye and the thumb: hidden from
        // assistive technology and the tab order, which have the main button (and its quantity) in the page.
        <div
          aria-hidden="true"
          data-bottom-bar=""
          className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-lifted backdrop-blur sm:hidden"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-gray-600">{product.name}</p>
            <p className="text-base font-semibold text-gray-950">{formatUsd(price)}</p>
          </div>
          <Button
            tabIndex={-1}
            variant={canAdd ? 'primary' : 'secondary'}
            disabled={!inStock}
            onClick={() => {
              if (canAdd) actions.addToCart(product, Math.min(quantity, maxQuantity), variant);
              else buyRowRef.current?.scrollIntoView({ block: 'center' });
            }}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {!inStock ? 'Out of Stock' : canAdd ? 'Add to Cart' : 'Choose Options'}
          </Button>
        </div>
      )}

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        {product.features.length > 0 && (
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="mb-4 text-heading font-semibold">Features</h2>
            <ul className="list-disc space-y-2 pl-5 text-gray-700">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        )}
        {specifications.length > 0 && (
          <section aria-labelledby="specifications-heading">
            <h2 id="specifications-heading" className="mb-4 text-heading font-semibold">Specifications</h2>
            <table className="w-full overflow-hidden rounded-card border border-gray-200 bg-white text-left text-sm">
              <tbody>
                {specifications.map(([name, value]) => (
                  <tr key={name} className="border-b border-gray-200 last:border-0">
                    <th scope="row" className="w-2/5 bg-gray-50 px-4 py-3 font-medium text-gray-900">{name}</th>
                    <td className="px-4 py-3 text-gray-700">{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </article>
  );
}
