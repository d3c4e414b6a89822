import { formatUsd } from '@cartwise/domain/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { NO_REVIEWS_TEXT, StarRating } from '@/components/ui/star-rating';
import type { ChatProductCard as Card } from '@cartwise/domain/chat/schemas';
import { formatCount } from '@cartwise/domain/numbers';
import { buttonClass } from '@/components/ui/button';
import { AddToCartButton, type AddToCart } from './add-to-cart-button';

/** A product the assistant names: picture, name linking to its page, price, rating and Add to Cart. */
export function ChatProductCard({ product, addToCart }: { product: Card; addToCart: AddToCart }) {
  const nameId = useId();
  const reduced = product.originalPrice !== undefined && product.originalPrice > product.price;
  return (
    <article aria-labelledby={nameId} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-2 text-gray-800">
      <ImageWithFallback
        src={product.thumbnail}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          id={nameId}
          to={`/products/${encodeURIComponent(product.id)}`}
          className="text-sm leading-snug font-semibold wrap-anywhere text-gray-900 hover:text-brand-700 hover:underline"
        >
          {product.name}
        </Link>
        {/* As on the product card: grey stars and (0) would read as rated zero. */}
        {product.reviewCount === 0 ? (
          <p className="text-xs text-gray-600">{NO_REVIEWS_TEXT}</p>
        ) : (
          <p className="flex items-center gap-1.5 text-xs text-gray-600">
            <StarRating rating={product.rating} />
            <span>
              ({formatCount(product.reviewCount)}
              <span className="sr-only"> reviews</span>)
            </span>
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-baseline gap-1.5">
            <span className="font-bold text-gray-900">
              {reduced && <span className="sr-only">Sale price </span>}
              {formatUsd(product.price)}
            </span>
            {reduced && (
              <del className="text-xs text-gray-500">
                <span className="sr-only">Original price </span>
                {formatUsd(product.originalPrice ?? product.price)}
              </del>
            )}
          </p>
          {product.hasOptions ? (
            // A size or colour is chosen on the product's page, as on the list's cards.
            <Link
              to={`/products/${encodeURIComponent(product.id)}`}
              aria-describedby={nameId}
              className={buttonClass('primary', 'sm')}
            >
              Choose Options
            </Link>
          ) : (
            <AddToCartButton productId={product.id} describedBy={nameId} inStock={product.inStock} addToCart={addToCart} />
          )}
        </div>
      </div>
    </article>
  );
}
