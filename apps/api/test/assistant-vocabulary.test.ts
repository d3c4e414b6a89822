/**
 * The assistant knows no catalogue by heart (issue 19): its non-test code names no brand, model or colour of
 * the catalogues the repository ships. Scans apps/api/src/modules/chat/** and packages/domain/src/assistant/** (code and JSON data)
 * (not *.test.ts, nor anything under a testing/ or eval/ folder), comments and strings included, for:
 *
 * - brands: every brand of datasets/*.json, the sample products and the generator, as whole words,
 *   case-insensitively; a one-word brand the catalogues also write as an ordinary lower-case word about as
 *   often ("generic", "platinum") is left out, since code may use the word in its ordinary sense;
 * - model names: the distinctive words of product names, decided from the data, none from a list of names:
 *   words written in mixed case ("iPhone", "AirPods", "MacBook"), words of letters and digits ("s8",
 *   "z800", but not a quantity with a unit: "64gb", "4k", "20w"), and the word that follows the brand in a
 *   name ("Samsung Galaxy S8", "Motorola - Moto G", "Huawei Matebook"): the product line. A word counts only
 *   when the catalogues write it as a name, capitalised ten times as often as in lower case (`nameLike`),
 *   and it is not in the short generic list of English and shop words below;
 * - colours: the colour values the catalogues give (the generator's Colour specification, the last part of a
 *   Best Buy name: "- Rose Gold"), as phrases of two or three words holding a basic colour term.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS } from '../src/db/seed/sample-products.ts';
import { generateCatalog } from '../src/modules/catalog/generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Row {
  name: string;
  brand: string;
  description?: string;
  features?: string[];
  specifications?: Record<string, string>;
}

const datasets = fs
  .readdirSync(path.join(root, 'datasets'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, rows: JSON.parse(fs.readFileSync(path.join(root, 'datasets', f), 'utf8')) as unknown }))
  .filter((d): d is { file: string; rows: Row[] } => Array.isArray(d.rows));
const rows: Row[] = [...datasets.flatMap((d) => d.rows), ...(SAMPLE_PRODUCTS as Row[]), ...generateCatalog({ count: 5000, seed: 1 })];

/** Generic English and shop words a name may hold that say nothing about one catalogue. */
const ORDINARY = new Set(
  `a an and the of for with in on to by from or at as new pro max mini plus lite air ultra series edition gen mk
  set pack kit case cover charger cable phone phones smartphone watch band strap stand mount dock adapter
  black white grey gray silver gold blue red green pink purple yellow orange brown clear
  small medium large one two three wireless bluetooth portable smart digital classic original premium
  men women mens womens kids unisex sport sports home kitchen car travel cell prepaid unlocked refurbished
  smartwatch lightning led heel heels sneaker boot mah gear`.split(/\s+/),
);

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * How the catalogues write each word (names, descriptions, features, specification values; not tags, which
 * are lower-cased names): in lower case (an ordinary word) or capitalised (a name). A word in its singular and
 * plural counts as one. All-capital words (acronyms: "STEM", "USB") count as neither.
 */
const lower = new Map<string, number>();
const capital = new Map<string, number>();
const base = (w: string) => w.toLowerCase().replace(/e?s$/, '');
for (const r of rows) {
  for (const text of [r.name, r.description ?? '', ...(r.features ?? []), ...Object.values(r.specifications ?? {})]) {
    for (const [w] of text.matchAll(/[\p{L}][\p{L}\p{N}]*/gu)) {
      if (/^\p{Ll}[\p{Ll}\p{N}]*$/u.test(w)) lower.set(base(w), (lower.get(base(w)) ?? 0) + 1);
      else if (/\p{Ll}/u.test(w)) capital.set(base(w), (capital.get(base(w)) ?? 0) + 1);
    }
  }
}
/** A name rather than a word: written capitalised at least twice, and ten times as often as in lower case. */
const nameLike = (w: string) => (capital.get(base(w)) ?? 0) >= 2 && (lower.get(base(w)) ?? 0) * 10 < (capital.get(base(w)) ?? 0);

/** Basic colour terms: a name's last part is a colour when it holds one ("Jet Black", "Rose Gold"). */
const COLOUR_WORDS = new Set('black white grey gray silver gold blue red green pink purple yellow orange brown beige ivory navy'.split(' '));

const UNIT = /^\d+(?:\.\d+)?(?:gb|tb|mb|mah|mm|cm|m|ml|l|kg|g|w|hz|k|p|in|oz|ft|v|x|nd|rd|th|st|s)$/;

function distinctive(word: string): boolean {
  if (word.length < 2 || ORDINARY.has(word)) return false;
  if (/^\d+$/.test(word) || UNIT.test(word)) return false;
  if (/\d/.test(word) && /\p{L}/u.test(word)) return (lower.get(word) ?? 0) === 0;
  return word.length >= 3 && nameLike(word);
}

const brands = new Set<string>();
for (const r of rows) {
  const brand = r.brand.replace(/[™®]/g, '').trim().toLowerCase();
  if (!brand) continue;
  if (!brand.includes(' ') && (ORDINARY.has(brand) || (lower.get(base(brand)) ?? 0) * 10 >= (capital.get(base(brand)) ?? 0) + 1)) continue;
  brands.add(brand);
}
const models = new Set<string>();
for (const r of rows) {
  for (const raw of r.name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
    const w = raw.toLowerCase();
    if ((/\p{Ll}\p{Lu}/u.test(raw) || (/\d/.test(w) && /\p{L}/u.test(w))) && distinctive(w)) models.add(w);
  }
  // The product line: the first word after the brand (and a separating dash).
  const brand = r.brand.replace(/[™®]/g, '').trim();
  const at = r.name.replace(/[™®]/g, '').toLowerCase().indexOf(brand.toLowerCase());
  if (brand && at >= 0) {
    const line = words(r.name.replace(/[™®]/g, '').slice(at + brand.length))[0];
    if (line && distinctive(line)) models.add(line);
  }
}
const colours = new Set<string>();
for (const r of rows) {
  const values = [r.specifications?.Colour, /\s-\s([^-()]+)$/.exec(r.name)?.[1]].filter((v): v is string => !!v);
  for (const v of values) {
    const c = v.trim().toLowerCase();
    const parts = c.split(/\s+/);
    if (parts.length >= 2 && parts.length <= 3 && /^[a-z ]+$/.test(c) && parts.some((w) => COLOUR_WORDS.has(w))) colours.add(c);
  }
}

/** The assistant's non-test source files, and its data files (the reader's phrases.json). */
function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'eval') walk(full);
      } else if (/\.(?:tsx?|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) out.push(full);
    }
  };
  walk(path.join(root, 'apps/api/src/modules/chat'));
  walk(path.join(root, 'packages/domain/src/assistant'));
  return out;
}

describe("the assistant's code", () => {
  it('names no brand, model or colour of the catalogues the repository ships', () => {
    const found: string[] = [];
    const terms: [string, string][] = [...[...brands].map((b): [string, string] => ['brand', b]), ...[...models].map((m): [string, string] => ['model', m]), ...[...colours].map((c): [string, string] => ['colour', c])];
    // A term is its words: one word is looked up among a line's words, several are looked for in a row.
    const single = new Map<string, { kind: string; term: string }>();
    const several: { kind: string; term: string; row: string }[] = [];
    for (const [kind, term] of terms) {
      const own = words(term);
      if (own.length === 1) single.set(own[0]!, { kind, term });
      else if (own.length > 1) several.push({ kind, term, row: ` ${own.join(' ')} ` });
    }
    for (const file of sourceFiles()) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const own = words(line);
        const row = ` ${own.join(' ')} `;
        const at = `${path.relative(root, file)}:${i + 1}`;
        for (const w of new Set(own)) {
          const hit = single.get(w);
          if (hit) found.push(`${at}: ${hit.kind} "${hit.term}"`);
        }
        for (const { kind, term, row: termRow } of several) if (row.includes(termRow)) found.push(`${at}: ${kind} "${term}"`);
      });
    }
    if (found.length > 0) console.log(`catalogue vocabulary in the assistant's code (${found.length}):\n  ${found.join('\n  ')}`);
    expect(found).toEqual([]);
  });
});
