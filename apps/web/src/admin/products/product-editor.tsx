import type { Product } from '@cartwise/domain/catalogue/product';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { apiFieldErrors, focusFirstInvalid, type FieldErrors } from '@/lib/form-errors';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { AdminButton, Loading, TextArea } from '../ui';
import { combineVariants, EMPTY_DRAFT, toDraft, toInput, type ProductDraft, type VariantDraft } from './product-draft';
import {
  useArchiveProductMutation,
  useCreateProductMutation,
  useGetAdminProductQuery,
  useSaveProductMutation,
  useUploadImageMutation,
} from './products-api';
import { StockPanel } from './stock-panel';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-300 bg-white p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The API names a field `product.variants.1.sku`; the form's fields go by the part after `product.`. */
const formErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^product\./, ''), message]));

/** The pictures: uploaded from the browser (JPEG, PNG, WebP), the first one the cover. */
function ImagesField({ draft, onChange, error }: { draft: ProductDraft; onChange: (images: string[], thumbnail: string) => void; error?: string }) {
  const [upload, { isLoading }] = useUploadImageMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const inputId = useId();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage({ ok: true, text: `Uploading ${file.name}…` });
    const result = await upload(file);
    if ('error' in result) return setMessage({ ok: false, text: apiErrorMessage(result.error, 'The picture could not be uploaded. Please try again.') });
    const images = [...draft.images, result.data.image];
    onChange(images, draft.images.length === 0 || !draft.thumbnail ? result.data.thumbnail : draft.thumbnail);
    setMessage({ ok: true, text: `${file.name} uploaded.` });
  };
  const remove = (index: number) => {
    const images = draft.images.filter((_, k) => k !== index);
    onChange(images, index === 0 ? (images[0] ?? '') : draft.thumbnail);
  };
  return (
    <Group legend="Pictures">
      {draft.images.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {draft.images.map((src, index) => (
            <li key={`${src}-${index}`} className="flex w-32 flex-col gap-2">
              <img src={src} alt={`Picture ${index + 1}${index === 0 ? ' (cover)' : ''}`} width={128} height={128} className="size-32 rounded border border-gray-200 object-cover" />
              <AdminButton variant="danger" small onClick={() => remove(index)}>
                Remove picture {index + 1}
              </AdminButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-700">No pictures yet.</p>
      )}
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
          Upload a picture
        </label>
        <p id={`${inputId}-hint`} className="mb-1 text-sm text-gray-600">
          JPEG, PNG or WebP, up to 10 MB. The first picture is the cover.
        </p>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${inputId}-hint`}
          aria-invalid={error ? true : undefined}
          disabled={isLoading}
          onChange={(event) => void onFile(event)}
          className="text-sm"
        />
        {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
      </div>
      <div aria-live="polite">{message && <p role={message.ok ? 'status' : 'alert'} className={`text-sm ${message.ok ? 'text-gray-800' : 'text-red-700'}`}>{message.text}</p>}</div>
    </Group>
  );
}

function VariantsField({ draft, set, errors }: { draft: ProductDraft; set: (change: Partial<ProductDraft>) => void; errors: FieldErrors }) {
  const setOption = (index: number, change: Partial<ProductDraft['options'][number]>) =>
    set({ options: draft.options.map((o, k) => (k === index ? { ...o, ...change } : o)) });
  const setVariant = (index: number, change: Partial<VariantDraft>) => set({ variants: draft.variants.map((v, k) => (k === index ? { ...v, ...change } : v)) });
  const names = draft.options.map((o) => o.name.trim() || 'Option');
  return (
    <Group legend="Options and variants">
      <p className="text-sm text-gray-700">
        Options such as Size or Colour, at most 3, each with its values separated by commas. Each combination that exists is a variant with its
        own SKU, price and stock; leave a variant&apos;s price empty for the product&apos;s.
      </p>
      {draft.options.map((option, index) => (
        <div key={index} className="flex flex-wrap items-end gap-3">
          <TextField label={`Option ${index + 1} name`} value={option.name} onChange={(e) => setOption(index, { name: e.target.value })} error={errors[`options.${index}.name`]} />
          <TextField
            label={`Option ${index + 1} values`}
            className="min-w-64 flex-1"
            value={option.values}
            onChange={(e) => setOption(index, { values: e.target.value })}
            error={errors[`options.${index}.values`] ?? Object.entries(errors).find(([f]) => f.startsWith(`options.${index}.values.`))?.[1]}
          />
          <AdminButton variant="danger" small onClick={() => set({ options: draft.options.filter((_, k) => k !== index) })}>
            Remove option {index + 1}
          </AdminButton>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        {draft.options.length < 3 && (
          <AdminButton variant="secondary" small onClick={() => set({ options: [...draft.options, { name: '', values: '' }] })}>
            Add an option
          </AdminButton>
        )}
        {draft.options.length > 0 && (
          <AdminButton variant="secondary" small onClick={() => set({ variants: combineVariants(draft) })}>
            List the variants of these options
          </AdminButton>
        )}
      </div>
      {errors.options && <p className="text-sm text-red-700">{errors.options}</p>}
      {errors.variants && <p className="text-sm text-red-700">{errors.variants}</p>}
      {draft.variants.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Variants</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">Variant</th>
                <th scope="col" className="px-2 py-1">SKU</th>
                <th scope="col" className="px-2 py-1">Price</th>
                <th scope="col" className="px-2 py-1">Original price</th>
                <th scope="col" className="px-2 py-1">{draft.id ? 'Stock' : 'Initial stock'}</th>
                <th scope="col" className="px-2 py-1"><span className="sr-only">Remove</span></th>
              </tr>
            </thead>
            <tbody>
              {draft.variants.map((variant, index) => {
                const label = variant.values.map((value, k) => `${names[k]} ${value}`).join(', ');
                const error = (field: string) => errors[`variants.${index}.${field}`];
                const cell = (field: keyof VariantDraft, name: string, disabled = false) => (
                  <td className="px-2 py-1">
                    <input
                      aria-label={`${name} of ${label}`}
                      value={variant[field] as string}
                      disabled={disabled}
                      aria-invalid={error(field) ? true : undefined}
                      title={error(field)}
                      onChange={(e) => setVariant(index, { [field]: e.target.value })}
                      className={`w-28 rounded border px-2 py-1 ${error(field) ? 'border-red-600 bg-red-50' : 'border-gray-400'} disabled:bg-gray-100`}
                    />
                    {error(field) && <span className="block text-xs text-red-700">{error(field)}</span>}
                  </td>
                );
                return (
                  <tr key={variant.values.join('\u0000')} className="border-t border-gray-100">
                    <th scope="row" className="px-2 py-1 font-normal">
                      {label}
                      {error('options') && <span className="block text-xs text-red-700">{error('options')}</span>}
                    </th>
                    {cell('sku', 'SKU')}
                    {cell('price', 'Price')}
                    {cell('originalPrice', 'Original price')}
                    {/* An existing variant's stock changes with a reason, below: the save keeps it. */}
                    {cell('stockQuantity', 'Stock', Boolean(draft.id && variant.id))}
                    <td className="px-2 py-1">
                      <AdminButton variant="danger" small onClick={() => set({ variants: draft.variants.filter((_, k) => k !== index) })}>
                        Remove {label}
                      </AdminButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Group>
  );
}

function EditorForm({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? toDraft(product) : EMPTY_DRAFT));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  /** The version this form edits: the one read, then each one it saved. */
  const [base, setBase] = useState(product?.updatedAt ?? '');
  const [create, creating] = useCreateProductMutation();
  const [save, saving] = useSaveProductMutation();
  const [archive, archiving] = useArchiveProductMutation();
  const busy = creating.isLoading || saving.isLoading;
  const set = (change: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...change }));
  const text = (field: keyof ProductDraft) => ({
    value: draft[field] as string,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.target.value }),
    error: errors[field],
  });

  const show = (found: FieldErrors, message: { ok: boolean; text: string } | null) => {
    flushSync(() => {
      setErrors(found);
      setStatus(message);
    });
    focusFirstInvalid(form.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = toInput(draft);
    const result = product ? await save({ id: product.id, product: input, expectedUpdatedAt: base }) : await create(input);
    if ('error' in result) {
      const fields = formErrors(apiFieldErrors(result.error));
      const fallback = Object.keys(fields).length > 0 ? 'Some fields need a change: see the fields marked.' : 'The product could not be saved. Please try again.';
      return show(fields, { ok: false, text: apiErrorStatus(result.error) === 400 && Object.keys(fields).length > 0 ? fallback : apiErrorMessage(result.error, fallback) });
    }
    if (!product) {
      void navigate(`/admin/products/${encodeURIComponent(result.data.product.id)}`, { state: { saved: true } });
      return;
    }
    setDraft(toDraft(result.data.product));
    setBase(result.data.product.updatedAt);
    show({}, { ok: true, text: 'Saved. The shop shows the change now.' });
  };

  const onArchive = async () => {
    if (!product || archiving.isLoading) return;
    if (!window.confirm(`Archive '${product.name}'? It leaves the shop at once; orders keep it, and you can restore it from Archived.`)) return;
    const result = await archive(product.id);
    if ('error' in result) return show({}, { ok: false, text: apiErrorMessage(result.error, 'The product could not be archived.') });
    void navigate('/admin/products');
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-4xl flex-col gap-5">
      <div aria-live="polite">
        {status && (
          <p role={status.ok ? 'status' : 'alert'} className={`rounded-lg border px-4 py-3 text-sm ${status.ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-800'}`}>
            {status.text}
          </p>
        )}
      </div>
      <Group legend="Product">
        <TextField label="Name" {...text('name')} />
        {!product && <TextField label="Id" optional hint="Letters, digits and . _ ~ -; made from the brand and name when left empty." {...text('id')} />}
        <TextArea label="Description" rows={5} value={draft.description} onChange={(value) => set({ description: value })} error={errors.description} />
        <div className="flex flex-wrap gap-3">
          <TextField label="Brand" {...text('brand')} />
          <TextField label="Category" {...text('category')} />
          <TextField label="Subcategory" optional {...text('subcategory')} />
        </div>
      </Group>
      <Group legend="Price">
        <div className="flex flex-wrap gap-3">
          <TextField label="Price ($)" inputMode="decimal" {...text('price')} />
          <TextField label="Original price ($)" optional hint="Shown struck through when above the price." inputMode="decimal" {...text('originalPrice')} />
        </div>
      </Group>
      {draft.options.length === 0 && !product && (
        <Group legend="Stock">
          <TextField label="Initial stock" inputMode="numeric" {...text('stockQuantity')} />
        </Group>
      )}
      <ImagesField draft={draft} error={errors.images ?? errors.thumbnail} onChange={(images, thumbnail) => set({ images, thumbnail })} />
      <Group legend="Details">
        <TextArea label="Features" hint="One per line." value={draft.features} onChange={(value) => set({ features: value })} error={errors.features ?? Object.entries(errors).find(([f]) => f.startsWith('features.'))?.[1]} />
        <TextArea
          label="Specifications"
          hint="One per line, as Name: value (Battery: 30 hours)."
          value={draft.specifications}
          onChange={(value) => set({ specifications: value })}
          error={errors.specifications ?? Object.entries(errors).find(([f]) => f.startsWith('specifications.'))?.[1]}
        />
        <TextField label="Tags" optional hint="Separated by commas." {...text('tags')} />
        <div className="flex flex-wrap gap-3">
          <TextField label="Rating (0 to 5)" inputMode="decimal" {...text('rating')} />
          <TextField label="Review count" inputMode="numeric" {...text('reviewCount')} />
        </div>
      </Group>
      <VariantsField draft={draft} set={set} errors={errors} />
      <div className="flex flex-wrap gap-3">
        <AdminButton type="submit" busy={busy}>
          {busy ? 'Saving…' : product ? 'Save the product' : 'Add the product'}
        </AdminButton>
        {product && (
          <AdminButton variant="danger" busy={archiving.isLoading} onClick={() => void onArchive()}>
            Archive
          </AdminButton>
        )}
      </div>
    </form>
  );
}

/** A product's editor (every field, its pictures, options and variants) and its stock; or a new product's. */
export function ProductEditor({ id }: { id?: string }) {
  const { data, error, isLoading } = useGetAdminProductQuery(id ?? '', { skip: id === undefined });
  const title = id === undefined ? 'Add a product' : (data?.product.name ?? 'Product');
  useDocumentTitle(pageTitle(title));
  return (
    <section aria-labelledby="product-heading" className="flex flex-col gap-4">
      <p>
        <Link to="/admin/products" className="text-sm font-medium text-brand-700 underline">
          All products
        </Link>
      </p>
      <h1 id="product-heading" className="text-2xl font-bold">
        {title}
      </h1>
      {id !== undefined && isLoading && <Loading label="Loading the product…" />}
      {id !== undefined && error !== undefined && <p role="alert">{apiErrorMessage(error, 'The product could not be loaded.')}</p>}
      {id === undefined && <EditorForm />}
      {data && (
        <>
          <EditorForm key={data.product.id} product={data.product} />
          <StockPanel product={data.product} />
        </>
      )}
    </section>
  );
}
