import type { ReactNode } from 'react';

/** A content page: its one h1, an optional introduction, then the page. */
export function PageShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-title font-semibold text-gray-950 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 max-w-3xl text-base text-gray-600">{intro}</p>}
      <div className="mt-6 sm:mt-8">{children}</div>
    </div>
  );
}
