import type { ReactNode } from 'react';

/** A content page: its one h1, an optional introduction, then the page. */
export function PageShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 max-w-3xl text-lg text-gray-700">{intro}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
}
