import type { SectionProps } from '../section';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

/** The back office's first page. */
export function DashboardPage({ member }: SectionProps) {
  useDocumentTitle(pageTitle('Back office'));
  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="mb-4 text-2xl font-bold">
        Dashboard
      </h1>
      <p className="text-gray-700">
        Signed in as {member.email}, {member.role === 'owner' ? 'the owner' : 'staff'}.
      </p>
    </section>
  );
}
