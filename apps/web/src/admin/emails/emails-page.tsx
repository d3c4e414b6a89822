import { MAIL_STATUSES, type AdminEmailsQuery } from '@cartwise/domain/admin/emails';
import { useState } from 'react';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';
import { useGetEmailsQuery } from '../api/admin-api';
import { Loading, Pager } from '../ui';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

const STATUS_TEXT: Record<(typeof MAIL_STATUSES)[number], string> = {
  held: 'Held: no mail server set (SMTP_URL)',
  pending: 'Waiting to be tried again',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed: given up',
  expired: 'Expired',
};

/**
 * The emails the shop sent or keeps (owner only): a shop without a mail server keeps every email here, so
 * nothing a shopper was told is lost; a failing one shows its last error and when it is tried next.
 */
export function EmailsPage() {
  useDocumentTitle(pageTitle('Emails'));
  const [query, setQuery] = useState<AdminEmailsQuery>({ page: 1 });
  const { data, isLoading, isError } = useGetEmailsQuery(query);
  return (
    <section aria-labelledby="emails-heading">
      <h1 id="emails-heading" className="mb-4 text-2xl font-bold">
        Emails
      </h1>
      <label className="mb-4 flex items-center gap-2 text-sm">
        Status
        <select
          className="rounded border border-gray-300 bg-white p-1"
          value={query.status ?? ''}
          onChange={(event) => setQuery({ page: 1, ...(event.target.value ? { status: event.target.value as AdminEmailsQuery['status'] } : {}) })}
        >
          <option value="">Every status</option>
          {MAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status} ({data?.counts[status] ?? 0})
            </option>
          ))}
        </select>
      </label>
      {isLoading && <Loading label="Loading the emails…" />}
      {isError && <p role="alert">The emails could not be loaded.</p>}
      {data && data.emails.length === 0 && <p>No email here yet.</p>}
      {data && data.emails.length > 0 && (
        <>
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Emails, newest first</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="p-2">Written</th>
                <th scope="col" className="p-2">To</th>
                <th scope="col" className="p-2">Subject</th>
                <th scope="col" className="p-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.emails.map((email) => (
                <tr key={email.id} className="border-b border-gray-200 align-top">
                  <td className="p-2 whitespace-nowrap">{when(email.createdAt)}</td>
                  <td className="p-2 break-all">{email.to ?? 'The shop’s support address'}</td>
                  <td className="p-2">{email.subject ?? email.kind}</td>
                  <td className="p-2">
                    {STATUS_TEXT[email.status]}
                    {email.status === 'sent' && <span className="block text-gray-600">{when(email.sentAt)}</span>}
                    {email.lastError && <span className="block text-red-800">Last error: {email.lastError}</span>}
                    {email.nextAttemptAt && <span className="block text-gray-600">Next try {when(email.nextAttemptAt)}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label="Pages of emails" page={data.page} totalPages={data.totalPages} onPage={(page) => setQuery({ ...query, page })} />
        </>
      )}
    </section>
  );
}
