import { ROUTER_ERROR_TEXT } from '@cartwise/domain/policy';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { pageTitle, useDocumentTitle } from '@/lib/use-document-title';

/** A chunk of the app that failed to download: usually a new release replaced it. */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script failed/i.test(error.message));

/** The error screen for unknown addresses and for pages that fail (spec §8: router failure). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);
  useDocumentTitle(pageTitle(notFound ? 'Page not found' : 'Error'));

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{ROUTER_ERROR_TEXT}</h1>
      <p className="text-lg text-gray-700">
        {notFound
          ? "404: we couldn't find the page you were looking for."
          : chunk
            ? 'A new version of the shop is available. Reload the page to continue.'
            : 'Something went wrong while showing this page.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass()}>
          Go to the home page
        </Link>
        {notFound ? (
          <Link to="/products" className={buttonClass('secondary')}>
            Browse all products
          </Link>
        ) : (
          <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
            Reload
          </button>
        )}
      </div>
    </div>
  );
}
