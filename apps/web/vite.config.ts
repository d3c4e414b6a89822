import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { apiProxy } from './scripts/api-proxy.ts';
import { compressAssets } from './scripts/compress-assets.ts';
import { paintFirst } from './scripts/paint-first.ts';
import { preloadFont } from './scripts/preload-font.ts';
import { pureDomainSchemas } from './scripts/pure-domain-schemas.ts';
import { reportBundle } from './scripts/report-bundle.ts';
import { typeface } from './scripts/typeface.ts';

// The libraries every page needs change rarely: long-cached chunks, apart from the app's code. Three of
// them, so the app's start evaluates each in a step of its own (main.tsx): React and React DOM; Redux
// Toolkit with RTK Query; React Router.
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const REDUX =
  /[\\/]node_modules[\\/](react-redux|redux|redux-thunk|@reduxjs[\\/]toolkit|@standard-schema[\\/]utils|immer|reselect|use-sync-external-store)[\\/]/;
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;

/** The app's entry chunk (`src/main.tsx`), named apart from every other chunk. */
const ENTRY_NAME = 'entry';

// react-router's package exports name only its development build (warnings, invariants with messages);
// the production build sits beside it and is what a shop should ship.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), typeface(), pureDomainSchemas(), paintFirst(), preloadFont(), compressAssets(), reportBundle()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(command === 'build' ? { 'react-router': reactRouterProduction } : {}),
    },
  },
  build: {
    // `vite build --ssr src/entry-server.tsx --outDir dist/server`: the server's renderer, without the site's files.
    copyPublicDir: !isSsrBuild,
    modulePreload: {
      // The steps of the app's start (main.tsx, the entry) are preloaded by the page's loader
      // (scripts/paint-first.ts) with every chunk they import; Vite's helper would only look for and add the
      // same links again. A stylesheet a step might bring is still loaded by the helper.
      resolveDependencies: (_file, deps, { hostId }) =>
        hostId.startsWith(`assets/${ENTRY_NAME}-`) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        // The server renderer is one file: a rebuild replaces it whole, and the server imports the new one
        // (static-files.ts) without its lazy pages reaching back into the old one.
        entryFileNames: isSsrBuild ? undefined : `assets/${ENTRY_NAME}-[hash].js`,
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                { name: 'react', test: REACT },
                { name: 'redux', test: REDUX },
                { name: 'react-router', test: ROUTER },
              ],
            },
      },
    },
  },
  server: { proxy: apiProxy() },
  preview: { proxy: apiProxy() },
}));
