import { useEffect, useState } from 'react';

/**
 * A module loaded after the page shows: the back office's pages load the domain's zod schemas this way.
 * A static import of a schema module that the storefront's start-up code also touches (for a constant)
 * would make the bundler put that whole module, and zod with it, in the storefront's first download
 * (ADR 0011; measured: +27 KB gzip for the catalogue's product schema).
 */
export function useLazyModule<M>(load: () => Promise<M>): M | undefined {
  const [loaded, setLoaded] = useState<M>();
  useEffect(() => {
    let current = true;
    void load().then((module) => {
      if (current) setLoaded(() => module);
    });
    return () => {
      current = false;
    };
    // Loaded once per page: `load` is a fresh arrow on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return loaded;
}
