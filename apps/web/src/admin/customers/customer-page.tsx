import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '@/lib/api-error';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useGetAdminCustomerQuery } from '../api/admin-api';
import { money, statusLabel, when } from '../orders/status-labels';
import { Loading, Pager } from '../ui';

/** One account: its figures and the orders it placed signed in, each opening in Orders. */
export function CustomerPage({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const { data, error } = useGetAdminCustomerQuery({ id, page });
  useDocumentTitle(pageTitle(data ? `Customer ${data.customer.email}` : 'Customer'));
  return (
    <section aria-labelledby="customer-heading">
      <p className="mb-2 text-sm">
        <Link to="/admin/customers" className="font-medium text-brand-700 underline">
          All customers
        </Link>
      </p>
      <h1 id="customer-heading" className="mb-4 text-2xl font-bold break-all">
        {data ? data.customer.email : 'Customer'}
      </h1>
      {error && <p role="alert">{apiErrorMessage(error, 'The customer could not be loaded.')}</p>}
      {!data && !error && <Loading label="Loading the customer…" />}
      {data && (
        <>
          <dl className="mb-6 grid gap-3 rounded-lg border border-gray-200 bg-white p-4 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-gray-700">Account since</dt>
              <dd className="font-medium">{when(data.customer.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-gray-700">Orders</dt>
              <dd className="font-medium">{data.customer.orderCount.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt className="text-gray-700">Spent</dt>
              <dd className="font-medium">{money(data.customer.totalSpent)}</dd>
            </div>
            <div>
              <dt className="text-gray-700">Role</dt>
              <dd className="font-medium">{data.customer.role ?? 'Shopper'}</dd>
            </div>
          </dl>
          <h2 className="mb-2 text-lg font-semibold">Orders</h2>
          {data.orders.length === 0 ? (
            <p>No orders placed from this account yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse bg-white text-left text-sm">
                <caption className="sr-only">The customer's orders, newest first</caption>
                <thead>
                  <tr className="border-b border-gray-300">
                    <th scope="col" className="p-2">Order</th>
                    <th scope="col" className="p-2">Placed</th>
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
                      <td className="p-2">{statusLabel(order.status)}</td>
                      <td className="p-2 text-right">{order.itemCount}</td>
                      <td className="p-2 text-right">{money(order.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {data.totalPages > 1 && (
            <Pager label="Pages of the customer\'s orders" page={data.page} totalPages={data.totalPages} onPage={setPage} />
          )}
        </>
      )}
    </section>
  );
}
