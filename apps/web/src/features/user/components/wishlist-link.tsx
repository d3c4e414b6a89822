import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { useGetWishlistQuery } from '../api/shopper-lists-api';

/** The header's wishlist link, with the server wishlist's size on a badge. */
export function WishlistLink({ className }: { className: string }) {
  // Only the count: the link is drawn again when the number of products changes, not while the list is read.
  const { count } = useGetWishlistQuery(undefined, { selectFromResult: ({ data }) => ({ count: data?.products.length ?? 0 }) });
  return (
    <Link to="/wishlist" className={className} aria-label={count > 0 ? `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}` : 'Wishlist'}>
      <Heart aria-hidden="true" className="size-6" />
      <CountBadge count={count} />
    </Link>
  );
}
