import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useGetDashboardQuery } from '../api/admin-api';
import { money } from '../orders/status-labels';
import type { SectionProps } from '../section';
import { Loading } from '../ui';

const figureClass = 'rounded-lg border border-gray-200 bg-white p-4';

/** The back office's first page: today's and this week's orders and revenue, what waits to ship, low stock. */
export function DashboardPage({ member }: SectionProps) {
  useDocumentTitle(pageTitle('Back office'));
  const { data, isError } = useGetDashboardQuery();
  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="mb-1 text-2xl font-bold">
        Dashboard
      </h1>
      <p className="mb-4 text-gray-700">
        Signed in as {member.email}, {member.role === 'owner' ? 'the owner' : 'staff'}.
      </p>
      {isError && <p role="alert">The dashboard could not be loaded.</p>}
      {!data && !isError && <Loading label="Loading the dashboard…" />}
      {data && (
        <>
          <dl className="mb-6 grid gap-4 sm:grid-cols-3">
            <div className={figureClass}>
              <dt className="text-sm text-gray-700">Today (UTC)</dt>
              <dd className="text-xl font-bold">
                {data.today.orders} {data.today.orders === 1 ? 'order' : 'orders'}, {money(data.today.revenue)}
              </dd>
            </div>
            <div className={figureClass}>
              <dt className="text-sm text-gray-700">Last 7 days</dt>
              <dd className="text-xl font-bold">
                {data.week.orders} {data.week.orders === 1 ? 'order' : 'orders'}, {money(data.week.revenue)}
              </dd>
            </div>
            <div className={figureClass}>
              <dt className="text-sm text-gray-700">Waiting to ship</dt>
              <dd className="text-xl font-bold">
                {data.waitingToShip} <span className="text-sm font-normal text-gray-700">placed or paid</span>
              </dd>
            </div>
          </dl>
          <h2 className="mb-2 text-lg font-bold">Low on stock (fewer than {data.lowStockThreshold})</h2>
          {data.lowStock.length === 0 ? (
            <p>No product is low on stock.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {data.lowStock.map((product) => (
                <li key={product.id}>
                  {product.name} <span className="text-gray-700">({product.id})</span>: {product.stockQuantity} left
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
