import { needsRegion, SHIPPING_COUNTRIES } from '@cartwise/domain/orders/schemas';
import { SelectField, TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/form-errors';
import { FIELD_LABELS, type AddressField } from '../checkout-values';

const COUNTRY_OPTIONS = SHIPPING_COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

const TEXT_FIELDS: { field: Exclude<AddressField, 'country'>; autoComplete: string; wide?: boolean; optional?: boolean; hint?: string }[] = [
  { field: 'name', autoComplete: 'shipping name', wide: true },
  { field: 'line1', autoComplete: 'shipping address-line1', wide: true, hint: 'Street address or PO box.' },
  { field: 'line2', autoComplete: 'shipping address-line2', wide: true, optional: true, hint: 'Apartment, suite, unit, building or floor.' },
  { field: 'city', autoComplete: 'shipping address-level2' },
  { field: 'region', autoComplete: 'shipping address-level1' },
  { field: 'postalCode', autoComplete: 'shipping postal-code' },
];

interface AddressFieldsProps {
  values: Record<AddressField, string>;
  /** Messages by payload path ('shippingAddress.city'). */
  errors: FieldErrors;
  onChange: (field: AddressField, value: string) => void;
}

/**
 * The shipping name and address: labelled fields, each with its message beside it. The country comes first:
 * it decides whether the region is needed and what the region and postal code must look like.
 */
export function AddressFields({ values, errors, onChange }: AddressFieldsProps) {
  const error = (field: AddressField) => errors[`shippingAddress.${field}`];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        className="sm:col-span-2"
        label={FIELD_LABELS['shippingAddress.country']!}
        name="country"
        autoComplete="shipping country"
        options={COUNTRY_OPTIONS}
        value={values.country}
        onChange={(event) => onChange('country', event.target.value)}
        error={error('country')}
      />
      {TEXT_FIELDS.map(({ field, autoComplete, wide, optional, hint }) => (
        <TextField
          key={field}
          className={wide ? 'sm:col-span-2' : undefined}
          label={FIELD_LABELS[`shippingAddress.${field}`]!}
          name={field}
          autoComplete={autoComplete}
          optional={optional ?? (field === 'region' && !needsRegion(values.country))}
          hint={hint}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={error(field)}
        />
      ))}
    </div>
  );
}
