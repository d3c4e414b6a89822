import type { CartItem } from '@cartwise/domain/cart/schemas';
import { formatUsd } from '@cartwise/domain/money';
import { MAX_QUANTITY_PER_LINE } from '@cartwise/domain/policy';
import Trash2 from 'lucide-react/icons/trash-2';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from '../api/cart-api';
import { selectCartProblem } from '../cart-slice';

/** A line's name for labels: the product, and its variant when it has one ("Tee, Size M, Red"). */
const lineName = (item: CartItem) => (item.variantName ? `${item.name}, ${item.variantName}` : item.name);

interface CartLinesProps {
  items: readonly CartItem[];
  /** Called when the shopper follows a product link (the drawer closes). */
  onNavigate?: () => void;
}

/** The cart's lines: thumbnail, name, price, quantity minus and plus, remove; a refused change shows under its line. */
export function CartLines({ items, onNavigate }: CartLinesProps) {
  const [updateCartItem] = useUpdateCartItemMutation();
  const [removeCartItem] = useRemoveCartItemMutation();
  const problem = useSelector(selectCartProblem);

  return (
    <ul role="list" aria-label="Items in your cart" className="divide-y divide-gray-200">
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 py-4 first:pt-0">
          <ImageWithFallback
            src={item.image}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-20 shrink-0 rounded-lg bg-gray-100 object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex justify-between gap-3">
              <Link
                to={`/products/${encodeURIComponent(item.productId)}`}
                className="min-w-0 font-semibold wrap-anywhere text-gray-900 hover:underline"
                onClick={onNavigate}
              >
                {item.name}
              </Link>
              <span className="shrink-0 font-semibold tabular-nums">{formatUsd(item.price * item.quantity)}</span>
            </div>
            {item.variantName && <p className="-mt-1 text-sm text-gray-700">{item.variantName}</p>}
            <p className="text-sm text-gray-600">{formatUsd(item.price)} each</p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <QuantityStepper
                value={item.quantity}
                max={item.maxQuantity}
                label={`Quantity of ${lineName(item)}`}
                productName={lineName(item)}
                onChange={(quantity) => void updateCartItem({ itemId: item.id, quantity })}
              />
              <Button variant="ghost" size="sm" aria-label={`Remove ${lineName(item)}`} onClick={() => void removeCartItem(item.id)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </div>
            {/* Why plus is greyed out. */}
            {item.quantity >= item.maxQuantity && problem?.itemId !== item.id && (
              <p className="text-sm text-gray-600">
                {item.maxQuantity >= MAX_QUANTITY_PER_LINE ? `Limit ${MAX_QUANTITY_PER_LINE} per order` : `Only ${item.maxQuantity} in stock`}
              </p>
            )}
            {problem?.itemId === item.id && (
              <p role="alert" className="text-sm text-red-700">
                {problem.message}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
