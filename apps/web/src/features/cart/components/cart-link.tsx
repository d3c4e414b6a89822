import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { selectCartItemCount } from '../cart-slice';

/** The header's cart button. Until the cart drawer arrives it opens the cart summary at /checkout. */
export function CartLink({ className }: { className: string }) {
  const count = useSelector(selectCartItemCount);
  return (
    <Link to="/checkout" className={className} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <ShoppingCart aria-hidden="true" className="size-6" />
      <CountBadge count={count} />
    </Link>
  );
}
