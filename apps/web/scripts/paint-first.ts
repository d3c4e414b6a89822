import type { Plugin } from 'vite';
import { startupChunks, type ChunkLike } from './startup-chunks.ts';

/**
 * The built index.html starts the app's JavaScript only after the browser has painted the page the
 * server rendered (ADR 0012): instead of a module script and modulepreload links in the head, which
 * the browser fetches alongside the stylesheet and the first pictures and compiles before painting, a
 * small inline script adds the same script and links once the first contentful paint is reported (at
 * once when the page is empty, i.e. rendered in the browser, or in a tab nobody is looking at; after 3 s
 * at the latest). The markup is readable, links and the search form work, while the
 * JavaScript downloads; React then hydrates it.
 */
export function paintFirst(): Plugin {
  return {
    name: 'cartwise:paint-first',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = ctx.chunk;
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!entry || !bundle) return html;
        // Every file the start needs, fetched at once, though the steps evaluate them one by one.
        const preloads = startupChunks(bundle, entry as ChunkLike).filter((file) => file !== entry.fileName);

        const withoutTags = html
          .replace(/\s*<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        if (withoutTags.includes(`/${entry.fileName}`)) {
          throw new Error(`paint-first: index.html still names /${entry.fileName}; the tags Vite writes have changed`);
        }
        const loader = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(`/${entry.fileName}`)};
    document.head.append(script);
    // Adding a link costs the browser a few milliseconds of starting its request: one link per task, so
    // the links together are not a long task either.
    const hrefs = ${JSON.stringify(preloads.map((file) => `/${file}`))};
    const preloadNext = () => {
      const href = hrefs.shift();
      if (!href) return;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
      setTimeout(preloadNext, 0);
    };
    setTimeout(preloadNext, 0);
  };
  // Nothing drawn to wait for (the browser renders the page), or nobody looking: start now.
  const root = document.getElementById('root');
  if (!root || !root.hasChildNodes() || document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  // A browser that reports no paint still gets the app.
  setTimeout(start, 3000);
})();`;
        return withoutTags.replace('</body>', `    <script>${loader}</script>\n  </body>`);
      },
    },
  };
}
