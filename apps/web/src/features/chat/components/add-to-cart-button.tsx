import Check from 'lucide-react/icons/check';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Adds one of a product to the shopper's server cart; rejects when the server refuses. */
export type AddToCart = (productId: string) => Promise<void>;

const ADDED_FEEDBACK_MS = 1500;

/** Add to Cart in the chat: says 'Added' when the cart has it, or why not; 'Out of Stock' and disabled when sold out. */
export function AddToCartButton({
  productId,
  describedBy,
  inStock = true,
  label = 'Add to Cart',
  addToCart,
}: {
  productId: string;
  /** The id of the product's name, when the button sits on its card. */
  describedBy?: string | undefined;
  inStock?: boolean;
  label?: string;
  addToCart: AddToCart;
}) {
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = async () => {
    clearTimeout(timer.current);
    setState('adding');
    try {
      await addToCart(productId);
      setState('added');
      timer.current = setTimeout(() => setState('idle'), ADDED_FEEDBACK_MS);
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="flex flex-col items-end gap-1">
      <Button
        size="sm"
        variant={inStock ? 'primary' : 'secondary'}
        disabled={!inStock}
        busy={state === 'adding'}
        aria-describedby={describedBy}
        onClick={() => void add()}
        className="px-2.5 py-1 text-xs"
      >
        {!inStock ? (
          'Out of Stock'
        ) : state === 'added' ? (
          <>
            <Check aria-hidden="true" className="size-3.5" /> Added
          </>
        ) : (
          <>
            <ShoppingCart aria-hidden="true" className="size-3.5" /> {label}
          </>
        )}
      </Button>
      {state === 'failed' && (
        <span role="alert" className="text-xs text-red-700">
          It could not be added to your cart. Please try again.
        </span>
      )}
    </span>
  );
}
