import { useState } from 'react';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useGetAuditQuery } from '../api/admin-api';
import { Loading, Pager } from '../ui';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A value of an audit entry in one line: JSON, shortened in the table and whole in its details. */
const shown = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));

/** The audit log (owner only): who changed what, when, before → after; newest first. */
export function AuditPage() {
  useDocumentTitle(pageTitle('Audit log'));
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetAuditQuery({ page });
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading" className="mb-4 text-2xl font-bold">
        Audit log
      </h1>
      {isLoading && <Loading label="Loading the audit log…" />}
      {isError && <p role="alert">The audit log could not be loaded.</p>}
      {data && data.entries.length === 0 && <p>Nothing has been changed in the back office yet.</p>}
      {data && data.entries.length > 0 && (
        <>
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Changes, newest first</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="p-2">When</th>
                <th scope="col" className="p-2">Who</th>
                <th scope="col" className="p-2">What</th>
                <th scope="col" className="p-2">Before → after</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} className="border-b border-gray-200 align-top">
                  <td className="p-2 whitespace-nowrap">{when(entry.at)}</td>
                  <td className="p-2">{entry.actor.email}</td>
                  <td className="p-2">
                    {entry.action} <span className="text-gray-600">{entry.subject.type} {entry.subject.id}</span>
                  </td>
                  <td className="p-2">
                    <details>
                      <summary className="cursor-pointer text-brand-700 underline">Show the change</summary>
                      <div className="mt-2 grid gap-2 md:grid-cols-2">
                        <pre className="overflow-x-auto rounded bg-gray-100 p-2 text-xs">{shown(entry.before)}</pre>
                        <pre className="overflow-x-auto rounded bg-gray-100 p-2 text-xs">{shown(entry.after)}</pre>
                      </div>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label="Pages of the audit log" page={data.page} totalPages={data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
