import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '@/lib/api-error';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useGetAdminCustomersQuery } from '../api/admin-api';
import { money, when } from '../orders/status-labels';
import { AdminButton, Loading, Pager } from '../ui';

const inputClass = 'block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm';

/** The accounts, newest first, with what each ordered; the search lives in the address. */
export function CustomersPage() {
  useDocumentTitle(pageTitle('Customers'));
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(params.get('q') ?? '');
  const page = Number(params.get('page') ?? '1') || 1;
  const search = new URLSearchParams();
  if (params.get('q')) search.set('q', params.get('q')!);
  if (page > 1) search.set('page', String(page));
  const { data, error, isFetching } = useGetAdminCustomersQuery(search.size > 0 ? `?${search}` : '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };

  return (
    <section aria-labelledby="customers-heading">
      <h1 id="customers-heading" className="mb-4 text-2xl font-bold">
        Customers
      </h1>
      <form role="search" aria-label="Find customers" onSubmit={apply} className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4">
        <div className="min-w-64 flex-1">
          <label htmlFor="customers-q" className="mb-1 block text-sm font-medium">
            Email contains
          </label>
          <input id="customers-q" type="search" className={inputClass} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <AdminButton type="submit">Search</AdminButton>
      </form>
      {error && <p role="alert">{apiErrorMessage(error, 'The customers could not be loaded.')}</p>}
      {!data && !error && <Loading label="Loading the customers…" />}
      {data && (
        <>
          <p role="status" className="mb-2 text-sm text-gray-700">
            {data.totalCount === 1 ? '1 customer' : `${data.totalCount.toLocaleString('en-US')} customers`}
            {isFetching ? ' (updating…)' : ''}
          </p>
          {data.customers.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse bg-white text-left text-sm">
                <caption className="sr-only">Customers, newest account first</caption>
                <thead>
                  <tr className="border-b border-gray-300">
                    <th scope="col" className="p-2">Email</th>
                    <th scope="col" className="p-2">Account since</th>
                    <th scope="col" className="p-2 text-right">Orders</th>
                    <th scope="col" className="p-2 text-right">Spent</th>
                    <th scope="col" className="p-2">Last order</th>
                  </tr>
                </thead>
                <tbody>
                  {data.customers.map((customer) => (
                    <tr key={customer.id} className="border-b border-gray-200">
                      <td className="p-2">
                        <Link to={`/admin/customers/${encodeURIComponent(customer.id)}`} className="font-medium text-brand-700 underline">
                          {customer.email}
                        </Link>
                        {customer.role && <span className="text-gray-700"> ({customer.role})</span>}
                      </td>
                      <td className="p-2 whitespace-nowrap">{when(customer.createdAt)}</td>
                      <td className="p-2 text-right">{customer.orderCount.toLocaleString('en-US')}</td>
                      <td className="p-2 text-right">{money(customer.totalSpent)}</td>
                      <td className="p-2 whitespace-nowrap">{customer.lastOrderAt ? when(customer.lastOrderAt) : 'None yet'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager label="Pages of customers" page={data.page} totalPages={data.totalPages} onPage={goTo} />
        </>
      )}
    </section>
  );
}
