import type { ImportJob } from '@cartwise/domain/admin/products';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { apiErrorMessage } from '@/lib/api-error';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { AdminButton } from '../ui';
import { productsApi, useGetImportQuery, useStartImportMutation } from './products-api';

/** How often a running import's progress is asked for. */
const POLL_MS = 700;

function Report({ job }: { job: ImportJob }) {
  const refused = job.report.filter((o) => o.outcome === 'refused');
  const done = job.report.filter((o) => o.outcome !== 'refused');
  return (
    <div className="flex flex-col gap-4">
      {refused.length > 0 && (
        <div>
          <h2 className="mb-2 text-lg font-semibold">Refused ({refused.length})</h2>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Products refused, with the row and field of each problem</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">Rows</th>
                <th scope="col" className="px-2 py-1">Product</th>
                <th scope="col" className="px-2 py-1">Problems</th>
              </tr>
            </thead>
            <tbody>
              {refused.map((o) => (
                <tr key={o.rows.join(',')} className="border-t border-gray-100 align-top">
                  <td className="px-2 py-1">{o.rows.length > 1 ? `${o.rows[0]}–${o.rows.at(-1)}` : o.rows[0]}</td>
                  <td className="px-2 py-1">{o.name ?? o.id ?? '—'}</td>
                  <td className="px-2 py-1">
                    <ul>
                      {o.problems.map((p, k) => (
                        <li key={k}>
                          Row {p.row}, {p.field}: {p.message}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {done.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold">Added and updated ({done.length})</summary>
          <ul className="mt-2 text-sm">
            {done.map((o) => (
              <li key={o.id}>
                {o.outcome === 'added' ? 'Added' : 'Updated'}: <Link to={`/admin/products/${encodeURIComponent(o.id ?? '')}`} className="text-brand-700 underline">{o.name}</Link> (row {o.rows[0]})
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function Progress({ id }: { id: string }) {
  const dispatch = useDispatch();
  const [polling, setPolling] = useState(true);
  const { data, error } = useGetImportQuery(id, { pollingInterval: polling ? POLL_MS : 0 });
  const status = data?.status;
  // Once the import ends: stop asking, and let the lists read the products it wrote.
  if (polling && status !== undefined && status !== 'running') setPolling(false);
  useEffect(() => {
    if (status !== undefined && status !== 'running') dispatch(productsApi.util.invalidateTags(['AdminProducts', 'AdminAudit']));
  }, [status, dispatch]);
  if (error) return <p role="alert">{apiErrorMessage(error, 'The import could not be followed.')}</p>;
  if (!data) return <p role="status">Starting the import…</p>;
  const percent = data.totalRows === 0 ? 100 : Math.floor((data.processedRows / data.totalRows) * 100);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p id={`progress-${id}`} className="mb-1 text-sm font-medium">
          {data.fileName}: {data.processedRows.toLocaleString('en-US')} of {data.totalRows.toLocaleString('en-US')} rows
        </p>
        <progress aria-labelledby={`progress-${id}`} max={100} value={percent} className="h-3 w-full max-w-xl" />
      </div>
      <p role="status" aria-live="polite">
        {data.status === 'running' && `Importing… ${percent}%`}
        {data.status === 'done' && `Import finished: ${data.added} added, ${data.updated} updated, ${data.refused} refused.`}
        {data.status === 'failed' && (data.error ?? 'The import stopped.')}
      </p>
      {data.status !== 'running' && <Report job={data} />}
    </div>
  );
}

/** Import a catalogue: the JSON import format or a Shopify product CSV, with a progress bar and the report. */
export function ImportPage() {
  useDocumentTitle(pageTitle('Import products'));
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [start, { isLoading }] = useStartImportMutation();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMessage('Choose a file to import.');
    const result = await start(file);
    if ('error' in result) return setMessage(apiErrorMessage(result.error, 'The import could not start. Please try again.'));
    setMessage(null);
    setJobId(result.data.id);
  };
  return (
    <section aria-labelledby="import-heading" className="flex max-w-4xl flex-col gap-4">
      <p>
        <Link to="/admin/products" className="text-sm font-medium text-brand-700 underline">
          All products
        </Link>
      </p>
      <h1 id="import-heading" className="text-2xl font-bold">
        Import products
      </h1>
      <p className="text-sm text-gray-700">
        A Shopify product CSV (Products → Export in Shopify&apos;s admin) or a JSON array of products in Cartwise&apos;s import format. Products
        are matched by id (Shopify&apos;s Handle): a product the shop has is updated, a new one added. Each product with a problem is refused
        whole and the report says the row and column.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            File (.csv or .json, up to 50 MB)
          </label>
          <input id={inputId} type="file" accept=".csv,.json,text/csv,application/json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="text-sm" />
        </div>
        <AdminButton type="submit" busy={isLoading}>
          {isLoading ? 'Uploading…' : 'Import'}
        </AdminButton>
      </form>
      <div aria-live="polite">{message && <p role="alert" className="text-sm text-red-700">{message}</p>}</div>
      {jobId && <Progress key={jobId} id={jobId} />}
    </section>
  );
}
