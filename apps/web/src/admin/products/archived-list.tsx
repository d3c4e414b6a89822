import { useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '@/lib/api-error';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { AdminButton, Loading } from '../ui';
import { useGetArchivedProductsQuery, useRestoreProductMutation } from './products-api';

/** Archived products, most recent first, each with Restore. */
export function ArchivedList() {
  useDocumentTitle(pageTitle('Archived products'));
  const [page, setPage] = useState(1);
  const { data, isError } = useGetArchivedProductsQuery({ q: '', page });
  const [restore, { isLoading }] = useRestoreProductMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const onRestore = async (id: string, name: string) => {
    const result = await restore(id);
    setMessage('error' in result ? { ok: false, text: apiErrorMessage(result.error, `'${name}' could not be restored.`) } : { ok: true, text: `'${name}' is back in the shop.` });
  };
  return (
    <section aria-labelledby="archived-heading" className="flex max-w-4xl flex-col gap-4">
      <p>
        <Link to="/admin/products" className="text-sm font-medium text-brand-700 underline">
          All products
        </Link>
      </p>
      <h1 id="archived-heading" className="text-2xl font-bold">
        Archived products
      </h1>
      <div aria-live="polite">{message && <p role={message.ok ? 'status' : 'alert'} className="text-sm">{message.text}</p>}</div>
      {isError && <p role="alert">The archived products could not be loaded.</p>}
      {!data && !isError && <Loading label="Loading…" />}
      {data && data.products.length === 0 && <p>No archived products.</p>}
      {data && data.products.length > 0 && (
        <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
          {data.products.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span>
                <span className="font-medium">{p.name}</span>
                <span className="block text-sm text-gray-700">
                  {p.id} · archived {new Date(p.archivedAt).toLocaleDateString('en-US')} by {p.archivedBy}
                </span>
              </span>
              <AdminButton variant="secondary" small busy={isLoading} onClick={() => void onRestore(p.id, p.name)}>
                Restore {p.name}
              </AdminButton>
            </li>
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <nav aria-label="Pages of archived products" className="flex items-center gap-3 text-sm">
          <AdminButton variant="secondary" small disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous page</AdminButton>
          <span>Page {page} of {data.totalPages}</span>
          <AdminButton variant="secondary" small disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>Next page</AdminButton>
        </nav>
      )}
    </section>
  );
}
