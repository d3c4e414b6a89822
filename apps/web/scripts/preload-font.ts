import type { Plugin } from 'vite';

/** The built name of the typeface's file (index.css), before Vite's hash. */
const FONT_FILE = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload" as="font">` for the storefront's typeface to the built index.html: the browser
 * fetches it with the stylesheet instead of after it has read the stylesheet and laid out the first text,
 * so the text is drawn in Inter from the first paint more often than not (the fallback is sized to match
 * when it is not, docs/design.md).
 */
export function preloadFont(): Plugin {
  return {
    name: 'cartwise:preload-font',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => FONT_FILE.test(name));
        if (!file) throw new Error('preload-font: the typeface is not in the build; index.css names it');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
