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
      <span className={`font-bold text-gray-900 ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>
        {reduced && <span className="sr-only">Sale price </span>}
        {formatUsd(price)}
      </span>
      {reduced && (
        <del className={`text-gray-500 ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
          <span className="sr-only">Original price </span>
          {formatUsd(originalPrice)}
        </del>
      )}
    </p>
  );
}

/** '22% off' when the product has an original price above its price; nothing otherwise. */
export function DiscountBadge({ price, originalPrice, className = '' }: ProductPriceProps & { className?: string }) {
  const percent = discountPercent(price, originalPrice);
  if (percent <= 0) return null;
  return (
    <span className={`rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold text-white ${className}`}>
      {percent}% off
    </span>
  );
}
