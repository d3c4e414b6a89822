import { DEFAULT_VARIANT } from '@cartwise/domain/cart/lines';
import { formatUsd } from '@cartwise/domain/money';
import { Link } from 'react-router';
import { ImageWithFallback } from './ui/image-with-fallback';

/** The money of an order or a quote, in dollars as the API answers it. */
export interface OrderMoney {
  itemCount: number;
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
  couponCode: string | null;
}

/** Item count, subtotal, shipping (FREE when 0), tax, discount and total, exactly as the server computed them. */
export function OrderTotals({ totals }: { totals: OrderMoney }) {
  const rows: [string, string, string?][] = [
    [`Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`, formatUsd(totals.subtotal)],
    ['Shipping', totals.shipping === 0 ? 'FREE' : formatUsd(totals.shipping)],
    ['Tax', formatUsd(totals.tax)],
    [
      `Discount${totals.couponCode ? ` (${totals.couponCode})` : ''}`,
      totals.discount > 0 ? `-${formatUsd(totals.discount)}` : formatUsd(0),
      totals.discount > 0 ? 'text-green-800' : undefined,
    ],
  ];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map(([term, value, tone]) => (
        <div key={term} className={`flex justify-between gap-4 ${tone ?? ''}`}>
          <dt>{term}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-gray-200 pt-3 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatUsd(totals.total)}</dd>
      </div>
    </dl>
  );
}

/** One line of an order or a quote. */
export interface OrderLineView {
  key: string;
  productId: string;
  name: string;
  variant: string;
  image: string;
  price: number;
  quantity: number;
  /** The server's line total, when it gave one (orders do). */
  lineTotal?: number;
  /** The variant of a product with options, as bought: "Size 10, Red". */
  variantName?: string | undefined;
}

/** The lines of an order or a quote: picture, name (linking to the product), quantity and price. */
export function OrderLines({ lines, label }: { lines: readonly OrderLineView[]; label: string }) {
  return (
    <ul role="list" aria-label={label} className="divide-y divide-gray-200">
      {lines.map((line) => (
        <li key={line.key} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <ImageWithFallback
            src={line.image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-lg bg-gray-100 object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-3 gap-y-1 text-sm">
            <div className="min-w-0">
              <Link to={`/products/${encodeURIComponent(line.productId)}`} className="font-medium wrap-anywhere text-gray-900 hover:underline">
                {line.name}
              </Link>
              {line.variantName && <p className="text-gray-700">{line.variantName}</p>}
              <p className="text-gray-600">
                Qty {line.quantity} × {formatUsd(line.price)}
                {!line.variantName && line.variant !== DEFAULT_VARIANT && <span> · {line.variant}</span>}
              </p>
            </div>
            {line.lineTotal !== undefined && <p className="font-semibold tabular-nums">{formatUsd(line.lineTotal)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
