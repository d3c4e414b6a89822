import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The storefront's typeface as the build ships it: the latin file of `@fontsource-variable/inter`, cut
 * down to what the design uses (docs/design.md, ADR 0047). The package's file holds every weight from 100
 * to 900 and features the shop never asks for (fractions, numerators and denominators, proportional
 * figures), 48 KB; the shop draws weights 400 to 700 with the features a browser applies on its own and
 * tabular figures, which with the same characters is 28 KB. The file is preloaded on every page, so on a
 * slow phone its size is time taken from the page's first picture and stylesheet.
 */

/** What index.css names in its `@font-face`: resolved by this plugin to the cut file. */
export const TYPEFACE_IMPORT = '@cartwise/typeface/inter-latin-wght-normal.woff2';

const SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The characters kept: fontsource's latin subset, which index.css's `unicode-range` repeats. */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The weights the design uses: body 400, labels 500, headings 600, prices and emphasis 700. */
export const WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The OpenType features kept: those browsers apply to text by default (composition, localized forms, mark
 * positioning, kerning, ligatures, contextual alternates, required variation alternates) and tabular
 * figures, which `tabular-nums` asks for in totals and quantities.
 */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'] as const;

/** The ranges as a CSS `unicode-range` value, as index.css declares them. */
export function unicodeRange(ranges = LATIN_RANGES): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** Every character of the ranges, for the subsetter. */
function characters(ranges = LATIN_RANGES): string {
  let text = '';
  for (const [from, to] of ranges) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

/** Inter's latin file cut to the weights, features and characters above. */
export function cutTypeface(source: Buffer, targetFormat: 'woff2' | 'sfnt' = 'woff2'): Promise<Buffer> {
  return subsetFont(source, characters(), {
    targetFormat,
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
    keepFeatures: [...FEATURES],
  });
}

const require = createRequire(import.meta.url);
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The version of the package a resolved file belongs to (its package.json need not be exported). */
function packageVersion(file: string, name: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version: string };
    if (parsed.name === name) return parsed.version;
  }
  throw new Error(`no package.json of ${name} above ${file}`);
}

/**
 * Writes the cut file once for a given source and settings (under node_modules/.cache, keyed by both) and
 * returns its path. Keeps the source's file name, so the built asset is still `inter-latin-wght-normal-<hash>.woff2`.
 */
export async function cachedTypeface(cacheDir = path.join(REPO_ROOT, 'node_modules/.cache/cartwise-typeface')): Promise<string> {
  const source = fs.readFileSync(require.resolve(SOURCE));
  // subset-font's and HarfBuzz's (its WebAssembly does the cutting) versions: a new one cuts again.
  const subsetterVersion = (require('subset-font/package.json') as { version: string }).version;
  const harfbuzzVersion = packageVersion(createRequire(require.resolve('subset-font')).resolve('harfbuzzjs'), 'harfbuzzjs');
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ LATIN_RANGES, WEIGHTS, FEATURES, subsetterVersion, harfbuzzVersion }))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(cacheDir, key, path.basename(SOURCE));
  if (fs.existsSync(file)) return file;
  const cut = await cutTypeface(source);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written beside it and renamed, so a build and a test run starting together never read half a file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, cut);
  fs.renameSync(partial, file);
  return file;
}

/** Resolves index.css's `TYPEFACE_IMPORT` to the cut file, in the dev server, the build and the tests. */
export function typeface(): Plugin {
  return {
    name: 'cartwise:typeface',
    async config() {
      return { resolve: { alias: { [TYPEFACE_IMPORT]: await cachedTypeface() } } };
    },
  };
}
