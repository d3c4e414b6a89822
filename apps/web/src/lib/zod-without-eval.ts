/**
 * zod 4 builds a faster object parser with `new Function` where the page allows it, and finds out by trying
 * once, as its first object schema is built. The shop's Content-Security-Policy allows no eval, so the try is
 * refused, and Chrome reports every refusal as a CSP issue (Lighthouse's best practices), caught or not.
 * `jitless` skips the try and parses without eval. It must be set before any schema is built: main.tsx
 * imports this module first, and zod, in lazy chunks, reads the same global when it loads.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;

export {};
