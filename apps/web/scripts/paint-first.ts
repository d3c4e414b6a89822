import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
}

/**
 * The built index.html starts the app's JavaScript only after the browser has painted the page the
 * server rendered (ADR 0012): instead of a module script and modulepreload links in the head, which
 * the browser fetches alongside the stylesheet and the first pictures and compiles before painting, a
 * small inline script adds the same script and links once the first frame is drawn (or at once in a
 * tab nobody is looking at). The markup is readable, links and the search form work, while the
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
        const preloads: string[] = [];
        const visit = (fileName: string) => {
          for (const dep of bundle[fileName]?.imports ?? []) {
            if (preloads.includes(dep)) continue;
            preloads.push(dep);
            visit(dep);
          }
        };
        visit(entry.fileName);

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
    for (const href of ${JSON.stringify(preloads.map((file) => `/${file}`))}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(`/${entry.fileName}`)};
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
})();`;
        return withoutTags.replace('</body>', `    <script>${loader}</script>\n  </body>`);
      },
    },
  };
}
