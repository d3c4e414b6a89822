import { ORDER_STATUSES } from '@cartwise/domain/orders/status';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { apiErrorMessage } from '@/lib/api-error';
import { useGetAdminOrdersQuery } from '../api/admin-api';
import { AdminButton, Loading, Pager } from '../ui';
import { money, statusLabel, when } from './status-labels';

const FIELDS = ['status', 'from', 'to', 'q'] as const;
const inputClass = 'block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm';

/** The orders, newest first: filtered by status, days and an email or order number; the filters live in the address. */
export function OrdersPage() {
  useDocumentTitle(pageTitle('Orders'));
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() => Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Record<(typeof FIELDS)[number], string>);
  const page = Number(params.get('page') ?? '1') || 1;
  const search = new URLSearchParams();
  for (const field of FIELDS) if (params.get(field)) search.set(field, params.get(field)!);
  if (page > 1) search.set('page', String(page));
  const query = search.size > 0 ? `?${search}` : '';
  const { data, error, isFetching } = useGetAdminOrdersQuery(query);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const field of FIELDS) if (draft[field].trim()) next.set(field, draft[field].trim());
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };

  return (
    <section aria-labelledby="orders-heading">
      <h1 id="orders-heading" className="mb-4 text-2xl font-bold">
        Orders
      </h1>
      <form role="search" aria-label="Filter orders" onSubmit={apply} className="mb-6 grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor="orders-status" className="mb-1 block text-sm font-medium">Status</label>
          <select id="orders-status" className={inputClass} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })}>
            <option value="">Any status</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>{statusLabel(status)}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-from" className="mb-1 block text-sm font-medium">Placed from</label>
          <input id="orders-from" type="date" className={inputClass} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div>
          <label htmlFor="orders-to" className="mb-1 block text-sm font-medium">Placed to</label>
          <input id="orders-to" type="date" className={inputClass} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <div>
          <label htmlFor="orders-q" className="mb-1 block text-sm font-medium">Email or order number</label>
          <input id="orders-q" type="search" className={inputClass} value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </div>
        <div className="flex items-end">
          <AdminButton type="submit">Filter</AdminButton>
        </div>
      </form>
      {error && <p role="alert">{apiErrorMessage(error, 'The orders could not be loaded.')}</p>}
      {!data && !error && <Loading label="Loading the orders…" />}
      {data && (
        <>
          <p role="status" className="mb-2 text-sm text-gray-700">
            {data.totalCount === 1 ? '1 order' : `${data.totalCount.toLocaleString('en-US')} orders`}
            {isFetching ? ' (updating…)' : ''}
          </p>
          {data.orders.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse bg-white text-left text-sm">
                <caption className="sr-only">Orders, newest first</caption>
                <thead>
                  <tr className="border-b border-gray-300">
                    <th scope="col" className="p-2">Order</th>
                    <th scope="col" className="p-2">Placed</th>
                    <th scope="col" className="p-2">Customer</th>
                    <th scope="col" className="p-2">Status</th>
                    <th scope="col" className="p-2 text-right">Items</th>
                    <th scope="col" className="p-2 text-right">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((order) => (
                    <tr key={order.id} className="border-b border-gray-200">
                      <td className="p-2">
                        <Link to={`/admin/orders/${order.id}`} className="font-medium text-brand-700 underline">
                          {order.orderNumber}
                        </Link>
                      </td>
                      <td className="p-2 whitespace-nowrap">{when(order.placedAt)}</td>
                      <td className="p-2">
                        {order.name}
                        <br />
                        <span className="text-gray-700">{order.email}</span>
                      </td>
                      <td className="p-2">{statusLabel(order.status)}</td>
                      <td className="p-2 text-right">{order.itemCount}</td>
                      <td className="p-2 text-right">{money(order.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager label="Pages of orders" page={data.page} totalPages={data.totalPages} onPage={goTo} />
        </>
      )}
    </section>
  );
}
