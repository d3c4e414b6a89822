import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** What the quantity is of, for screen readers: 'Quantity of SoundMax Pro'. */
  label: string;
  /** The product, when several steppers share a list (the cart): its buttons then name it too. */
  productName?: string;
}

/**
 * Quantity with minus and plus (spec §5): minus is disabled at 1, plus at the maximum. They say so with
 * aria-disabled and stay focusable: a keyboard user pressing + up to the limit keeps their place, where a
 * disabled button would drop focus to the page.
 */
export function QuantityStepper({ value, max, onChange, label, productName }: QuantityStepperProps) {
  const of = productName ? ` of ${productName}` : '';
  const button =
    'flex size-9 items-center justify-center text-gray-700 hover:bg-gray-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-lg border border-gray-300 bg-white">
      <button
        type="button"
        className={`${button} rounded-l-lg`}
        aria-label={`Decrease quantity${of}`}
        aria-disabled={value <= 1}
        onClick={() => value > 1 && onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="w-10 text-center text-sm font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={`${button} rounded-r-lg`}
        aria-label={`Increase quantity${of}`}
        aria-disabled={value >= max}
        onClick={() => value < max && onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
