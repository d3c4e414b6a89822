import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useDispatch, useSelector } from 'react-redux';
import { CountBadge } from '@/components/ui/count-badge';
import { useGetCartQuery } from '../api/cart-api';
import { opened, selectCartIsOpen } from '../cart-slice';
import { itemCountText } from '../item-count';

export const CART_BUTTON_ID = 'cart-button';

/** The header's cart button: the item count on a badge; it opens the cart drawer. */
export function CartButton({ className }: { className: string }) {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectCartIsOpen);
  // Only the count: the button is drawn again when the item count changes, not while the cart is read.
  const { count } = useGetCartQuery(undefined, { selectFromResult: ({ data }) => ({ count: data?.itemCount ?? 0 }) });
  return (
    <button
      id={CART_BUTTON_ID}
      type="button"
      className={className}
      aria-label={`Cart, ${itemCountText(count)}`}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={() => dispatch(opened())}
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      <CountBadge count={count} />
    </button>
  );
}
