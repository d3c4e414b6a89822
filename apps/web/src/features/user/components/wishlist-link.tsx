import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { useGetWishlistQuery } from '../api/shopper-lists-api';

/**
 * The header's wishlist link, with the server wishlist's size on a badge; as a word (`asText`), with the size
 * after it, in the phone's menu.
 */
function useWishlistCount() {
  // Only the count: the link is drawn again when the number of products changes, not while the list is read.
  return useGetWishlistQuery(undefined, { selectFromResult: ({ data }) => ({ count: data?.products.length ?? 0 }) }).count;
}

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The wishlist's size on the phone's menu button, whose menu holds the wishlist there: a badge, and words for
 * the button's name ('Open menu (wishlist, 2 items)'); nothing when it is empty. `className` hides both where the header
 * shows the wishlist's own icon.
 */
export function WishlistCount({ className }: { className: string }) {
  const count = useWishlistCount();
  if (count <= 0) return null;
  return (
    <span className={className}>
      <span className="sr-only">(wishlist, {itemsText(count)})</span>
      <CountBadge count={count} />
    </span>
  );
}

export function WishlistLink({ className, asText = false, onClick }: { className: string; asText?: boolean; onClick?: () => void }) {
  const count = useWishlistCount();
  const label = count > 0 ? `Wishlist, ${itemsText(count)}` : 'Wishlist';
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
