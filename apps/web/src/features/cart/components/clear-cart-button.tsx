import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useClearCartMutation } from '../api/cart-api';
import { itemCountText } from '../item-count';

/**
 * Clear Cart, asked twice: one press empties every line, so the button first asks whether to, with
 * Keep Items (which has focus, so a second Enter keeps the cart) beside Yes, Clear Cart.
 */
export function ClearCartButton({ itemCount, size, className }: { itemCount: number; size?: 'sm' | 'md'; className?: string }) {
  const [clearCart] = useClearCartMutation();
  const [asking, setAsking] = useState(false);
  const [answered, setAnswered] = useState(false);
  const questionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const clear = useRef<HTMLButtonElement>(null);

  // Before the dialog's watcher can move focus off the button that went away.
  useLayoutEffect(() => {
    if (asking) keep.current?.focus();
    else if (answered) clear.current?.focus();
  }, [asking, answered]);

  if (!asking) {
    return (
      <Button
        ref={clear}
        variant="danger"
        size={size}
        className={className}
        onClick={() => {
          setAsking(true);
          setAnswered(false);
        }}
      >
        Clear Cart
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className={`flex flex-col gap-2 ${className ?? ''}`}>
      <p id={questionId} className="text-sm font-medium text-gray-900">
        {itemCount === 1 ? 'Remove the item in your cart?' : `Remove all ${itemCountText(itemCount)} from your cart?`}
      </p>
      <div className="flex gap-2">
        <Button
          ref={keep}
          variant="secondary"
          size={size}
          className="flex-1"
          onClick={() => {
            setAsking(false);
            setAnswered(true);
          }}
        >
          Keep Items
        </Button>
        <Button variant="danger" size={size} className="flex-1" onClick={() => void clearCart()}>
          Yes, Clear Cart
        </Button>
      </div>
    </div>
  );
}
