/**
 * The search at scale, in process (no HTTP, no database): generates N products, builds the catalogue index and
 * the text index as the server does, and times 300 seeded searches (words, two words, a typo, a typed prefix).
 * Prints the build time, the process's RSS and the search p50/p99. `npm run bench` runs it at 1,000,000
 * products for information (ADR 0016).
 *
 *   node --import tsx bench/search-scale.ts [--count 1000000]
 */
import { parseArgs } from 'node:util';
import { CatalogIndex, type IndexRow } from '../apps/api/src/modules/catalog/catalog-index.ts';
import { generateCatalog } from '../apps/api/src/modules/catalog/generate.ts';
import { Synonyms } from '../apps/api/src/modules/catalog/search/synonyms.ts';
import { TextIndex } from '../apps/api/src/modules/catalog/search/text-index.ts';
import { searchText } from '../apps/api/src/modules/catalog/search/text-search.ts';

const { values: args } = parseArgs({ options: { count: { type: 'string', default: '1000000' } } });
const count = Number(args.count);

const rows: IndexRow[] = [];
let seq = 0;
for (const p of generateCatalog({ count, seed: 1 })) {
  rows.push({
    seq: ++seq,
    name: p.name,
    name_key: p.name.toLowerCase(),
    description: p.description,
    category: p.category,
    subcategory: p.subcategory,
    brand: p.brand,
    tags: p.tags,
    features: p.features,
    specifications: p.specifications,
    price_cents: Math.round(p.price * 100),
    original_price_cents: p.originalPrice === undefined ? null : Math.round(p.originalPrice * 100),
    rating: p.rating,
    review_count: p.reviewCount,
    stock_quantity: p.stockQuantity,
    created_at: p.createdAt,
  });
}

const started = performance.now();
const synonyms = Synonyms.withBuiltIn();
const index = new CatalogIndex(rows);
const text = new TextIndex(rows, synonyms.stopWords);
const buildSeconds = (performance.now() - started) / 1000;

let state = 7;
const rand = () => {
  state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
  return state / 0x7fffffff;
};
const words = [
  ...new Set(rows.slice(0, 2_000).flatMap((r) => `${r.name} ${r.description}`.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 4)),
];
const pick = () => words[Math.floor(rand() * words.length)]!;
const times: number[] = [];
for (let i = 0; i < 300; i++) {
  const r = rand();
  const word = pick();
  const [q, prefixLast] =
    r < 0.4 ? [word, false]
    : r < 0.6 ? [`${word} ${pick()}`, false]
    : r < 0.75 ? [word.slice(0, 2) + word.slice(3), false]
    : [word.slice(0, 3), true];
  const t = performance.now();
  searchText(text, synonyms, q, { prefixLast, relax: true, fill: !prefixLast }, (row) => index.popularity(row));
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
console.log(
  `search at ${count.toLocaleString('en-US')} products (in process): index build ${buildSeconds.toFixed(1)} s, ` +
    `RSS ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB, search p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
);
