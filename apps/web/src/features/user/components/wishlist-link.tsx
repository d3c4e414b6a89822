import Heart from 'lucide-react/icons/heart';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { selectWishlistCount } from '../user-slice';

export function WishlistLink({ className }: { className: string }) {
  const count = useSelector(selectWishlistCount);
  return (
    <Link to="/wishlist" className={className} aria-label={count > 0 ? `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}` : 'Wishlist'}>
      <Heart aria-hidden="true" className="size-6" />
      <CountBadge count={count} />
    </Link>
  );
}
