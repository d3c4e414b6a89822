import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { useGetWishlistQuery } from '../api/shopper-lists-api';

/**
 * The header's wishlist link, with the server wishlist's size on a badge; as a word (`asText`), with the size
 * after it, in the phone's menu.
 */
export function WishlistLink({ className, asText = false, onClick }: { className: string; asText?: boolean; onClick?: () => void }) {
  // Only the count: the link is drawn again when the number of products changes, not while the list is read.
  const { count } = useGetWishlistQuery(undefined, { selectFromResult: ({ data }) => ({ count: data?.products.length ?? 0 }) });
  const label = count > 0 ? `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}` : 'Wishlist';
  if (asText) {
    return (
      <Link to="/wishlist" className={className} aria-label={label} onClick={onClick}>
        Wishlist{count > 0 && <span className="text-gray-600"> ({count})</span>}
      </Link>
    );
  }
  return (
    <Link to="/wishlist" className={className} aria-label={label}>
      <Heart aria-hidden="true" className="size-6" />
      <CountBadge count={count} />
    </Link>
  );
}
