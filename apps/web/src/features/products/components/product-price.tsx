import { discountPercent } from '@cartwise/domain/catalogue/product';
import { formatUsd } from '@cartwise/domain/money';

interface ProductPriceProps {
  price: number;
  originalPrice?: number | undefined;
  size?: 'md' | 'lg';
}

/** The price, and the original price struck through when the product is discounted. */
export function ProductPrice({ price, originalPrice, size = 'md' }: ProductPriceProps) {
  const reduced = originalPrice !== undefined && originalPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className={`font-semibold text-gray-950 ${size === 'lg' ? 'text-title' : 'text-base'}`}>
        {reduced && <span className="sr-only">Sale price </span>}
        {formatUsd(price)}
      </span>
      {reduced && (
        <del className={`text-gray-600 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
          <span className="sr-only">Original price </span>
          {formatUsd(originalPrice)}
        </del>
      )}
    </p>
  );
}

/**
 * The smallest discount worth a badge (issue 23, ADR 0051): a "1% off" on the picture shouts about cents; below
 * this the struck-through price says it alone.
 */
export const DISCOUNT_BADGE_MIN_PERCENT = 5;

/** '22% off' when the product's price is at least `DISCOUNT_BADGE_MIN_PERCENT` below its original price; nothing otherwise. */
export function DiscountBadge({ price, originalPrice, className = '' }: ProductPriceProps & { className?: string }) {
  const percent = discountPercent(price, originalPrice);
  if (percent < DISCOUNT_BADGE_MIN_PERCENT) return null;
  return (
    <span className={`rounded-pill bg-white px-2 py-0.5 text-xs font-semibold text-red-700 ${className}`}>
      {percent}% off
    </span>
  );
}
