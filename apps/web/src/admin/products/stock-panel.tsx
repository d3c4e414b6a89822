import type { Product } from '@cartwise/domain/catalogue/product';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error';
import { apiFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { AdminButton, Loading } from '../ui';
import { useChangeStockMutation, useGetStockHistoryQuery } from './products-api';

/**
 * A product's stock: set it to a count or adjust it by a number, with a reason, for the product or one of its
 * variants; and its history, newest first (ADR 0021).
 */
export function StockPanel({ product }: { product: Product }) {
  const variants = product.variants ?? [];
  const [variant, setVariant] = useState(variants[0]?.id ?? '');
  const [mode, setMode] = useState<'set' | 'adjust'>('set');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [change, { isLoading }] = useChangeStockMutation();
  const history = useGetStockHistoryQuery(product.id);
  const ids = { variant: useId(), mode: useId() };
  const current = variants.length > 0 ? (variants.find((v) => v.id === variant)?.stockQuantity ?? 0) : product.stockQuantity;
  const labelOf = (id: string) => {
    const found = variants.find((v) => v.id === id);
    return found ? (product.options ?? []).map((o) => `${o.name} ${found.options[o.name]}`).join(', ') : '';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const number = amount.trim() === '' ? Number.NaN : Number(amount);
    const result = await change({
      id: product.id,
      change: { ...(variants.length > 0 ? { variant } : {}), ...(mode === 'set' ? { set: number } : { adjust: number }), reason },
    });
    if ('error' in result) {
      setErrors(apiFieldErrors(result.error));
      setStatus({ ok: false, text: apiErrorMessage(result.error, 'The stock could not be changed. Please try again.') });
      return;
    }
    setErrors({});
    setAmount('');
    setReason('');
    const { movement } = result.data;
    setStatus({ ok: true, text: `Stock${movement.variant ? ` of ${labelOf(movement.variant)}` : ''} is now ${movement.quantityAfter}.` });
  };

  return (
    <section aria-labelledby="stock-heading" className="flex max-w-4xl flex-col gap-4 rounded-lg border border-gray-300 bg-white p-4">
      <h2 id="stock-heading" className="text-xl font-bold">
        Stock
      </h2>
      <p>
        {product.inStock ? `${product.stockQuantity} in stock` : 'Out of stock'}
        {variants.length > 0 ? ' in all, across its variants.' : '.'}
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
        {variants.length > 0 && (
          <div>
            <label htmlFor={ids.variant} className="mb-1 block text-sm font-medium">
              Variant
            </label>
            <select id={ids.variant} value={variant} onChange={(e) => setVariant(e.target.value)} className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm">
              {variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {labelOf(v.id)} ({v.stockQuantity})
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={ids.mode} className="mb-1 block text-sm font-medium">
            Change
          </label>
          <select id={ids.mode} value={mode} onChange={(e) => setMode(e.target.value as 'set' | 'adjust')} className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm">
            <option value="set">Set the stock to</option>
            <option value="adjust">Adjust the stock by</option>
          </select>
        </div>
        <TextField
          label={mode === 'set' ? 'New stock' : 'Adjust by (e.g. 12 or -2)'}
          hint={`Now ${current}.`}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.set ?? errors.adjust}
        />
        <TextField label="Reason" className="min-w-64 flex-1" value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
        <AdminButton type="submit" busy={isLoading}>
          {isLoading ? 'Saving…' : 'Change the stock'}
        </AdminButton>
      </form>
      <div aria-live="polite">{status && <p role={status.ok ? 'status' : 'alert'} className={`text-sm ${status.ok ? 'text-green-900' : 'text-red-700'}`}>{status.text}</p>}</div>
      <h3 className="text-lg font-semibold">History</h3>
      {history.isLoading && <Loading label="Loading the stock history…" />}
      {history.data && history.data.movements.length === 0 && <p className="text-sm text-gray-700">No stock changes yet.</p>}
      {history.data && history.data.movements.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Stock history, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">When</th>
                {variants.length > 0 && <th scope="col" className="px-2 py-1">Variant</th>}
                <th scope="col" className="px-2 py-1 text-right">Change</th>
                <th scope="col" className="px-2 py-1 text-right">After</th>
                <th scope="col" className="px-2 py-1">Reason</th>
                <th scope="col" className="px-2 py-1">By</th>
              </tr>
            </thead>
            <tbody>
              {history.data.movements.map((m) => (
                <tr key={m.id} className="border-t border-gray-100">
                  <td className="px-2 py-1">{new Date(m.at).toLocaleString('en-US')}</td>
                  {variants.length > 0 && <td className="px-2 py-1">{labelOf(m.variant) || m.variant}</td>}
                  <td className="px-2 py-1 text-right">{m.change > 0 ? `+${m.change}` : m.change}</td>
                  <td className="px-2 py-1 text-right">{m.quantityAfter}</td>
                  <td className="px-2 py-1">{m.reason}</td>
                  <td className="px-2 py-1">{m.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
