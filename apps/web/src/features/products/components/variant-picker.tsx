import {
  valueState,
  type OptionSelection,
  type ProductOption,
  type ProductVariant,
  type ValueState,
} from '@cartwise/domain/catalogue/variants';

interface VariantPickerProps {
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  selection: OptionSelection;
  onSelect: (option: string, value: string) => void;
}

const isColour = (option: string) => /^colou?r$/i.test(option.trim());

/** What a value that cannot be picked says to a screen reader, after its name. */
const STATE_TEXT: Record<Exclude<ValueState, 'available'>, string> = {
  'sold-out': 'sold out',
  unavailable: 'not available with your other choices',
};

/**
 * The product's options, each a group of toggle buttons (aria-pressed) under its name and chosen value:
 * a colour shows its swatch beside its name. A value that no variant has with the choices before it, or
 * whose variants are all sold out, is struck through and cannot be picked (aria-disabled, so it stays in
 * the tab order and says why). Picking an earlier option drops later choices it does not combine with.
 */
export function VariantPicker({ options, variants, selection, onSelect }: VariantPickerProps) {
  return (
    <div className="flex flex-col gap-4">
      {options.map((option, index) => {
        const chosen = selection[option.name];
        return (
          <fieldset key={option.name}>
            <legend className="mb-2 text-sm font-semibold text-gray-900">
              {option.name}
              {chosen !== undefined ? <span className="font-normal text-gray-700">: {chosen}</span> : null}
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const state = valueState(options, variants, selection, index, value);
                const pressed = chosen === value;
                const blocked = state !== 'available';
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={pressed}
                    aria-disabled={blocked || undefined}
                    aria-label={blocked ? `${value} (${STATE_TEXT[state]})` : undefined}
                    title={blocked ? `${value}: ${STATE_TEXT[state]}` : undefined}
                    onClick={() => {
                      if (!blocked) onSelect(option.name, value);
                    }}
                    className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border-2 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      pressed
                        ? 'border-brand-600 bg-brand-50 text-brand-800'
                        : blocked
                          ? 'cursor-not-allowed border-dashed border-gray-300 bg-gray-50 text-gray-500 line-through'
                          : 'border-gray-300 bg-white text-gray-900 hover:border-gray-500'
                    }`}
                  >
                    {isColour(option.name) && (
                      <span
                        aria-hidden="true"
                        className="size-5 shrink-0 rounded-full border border-gray-400"
                        style={{ backgroundColor: value.toLowerCase().replace(/\s+/g, '') }}
                      />
                    )}
                    {value}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
