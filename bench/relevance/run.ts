/**
 * The judged relevance benchmark of product search. For each catalogue of datasets/ it imports the products
 * into Cartwise (an empty in-memory SQLite database, no sample products) and asks the public API
 * `GET /api/products?q=…&pageSize=10&sort=relevance` for every judged query; it indexes the same products in
 * MiniSearch and Orama, with their defaults, the same fields and boosts, and typo tolerance, and asks them
 * the same. It prints NDCG@10, precision@5, MRR and the zero-result rate per engine, catalogue and split
 * (dev / held-out), Cartwise's dev figures against baseline.json, and writes results.json.
 *
 *   npm run bench:relevance -- [--show-dev|--verbose] [--held-out] [--show-held-out] [--engine cartwise] [--save-baseline]
 *
 * Held-out figures print only with --held-out (their per-query details with --show-held-out): tune on dev
 * without seeing them move, then check held-out once.
 */
// The API's import (below) reads windows-1252, whose types the API declares itself; the root project needs them too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file has nothing to import
/// <reference path="../../apps/api/src/modules/catalog/windows-1252.d.ts" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import { buildApp } from '../../apps/api/src/app.ts';
import { migrate, openDatabase } from '../../apps/api/src/db/database.ts';
import { importCatalog, validateCatalogRows } from '../../apps/api/src/modules/catalog/import-catalog.ts';
import { CatalogRepository } from '../../apps/api/src/modules/catalog/repository.ts';
import { gradeAll, type Grade, type JudgedProduct } from './judge.ts';
import { CUTOFF, scoreQuery, splitOf, summarize, type QueryScore, type Split, type Summary } from './metrics.ts';
import { CATALOGS, QUERIES, QUERY_CLASSES, type CatalogId, type JudgedQuery, type QueryClass } from './queries.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

const ENGINES = ['cartwise', 'minisearch', 'orama'] as const;
type EngineId = (typeof ENGINES)[number];

const { values: args } = parseArgs({
  options: {
    'show-dev': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    'held-out': { type: 'boolean', default: false },
    'show-held-out': { type: 'boolean', default: false },
    engine: { type: 'string', default: 'cartwise' },
    'save-baseline': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(
    'Usage: npm run bench:relevance -- [--show-dev|--verbose] [--held-out] [--show-held-out] [--engine cartwise|minisearch|orama] [--save-baseline]\n' +
      '  --show-dev       per-query dev details (query, NDCG@10, top 5 with grades) of --engine\n' +
      '  --held-out       the held-out figures too (once, at the end: not while tuning)\n' +
      '  --show-held-out  the same for held-out queries (not while tuning)\n' +
      '  --save-baseline  write the figures to bench/relevance/baseline.json too',
  );
  process.exit(0);
}
const detailEngine = args.engine as EngineId;
if (!ENGINES.includes(detailEngine)) {
  console.error(`--engine must be one of ${ENGINES.join(', ')}`);
  process.exit(2);
}
const showDev = args['show-dev'] || args.verbose;
const showHeldOut = args['show-held-out'];
const showHeldOutFigures = showHeldOut || args['held-out'] || args['save-baseline'];

/** What an engine answered: product ids in rank order, and whether it said it corrected the search. */
interface Answer {
  ids: string[];
  note?: string;
}
type Engine = (q: string) => Promise<Answer>;

/** The boosts of the two reference engines: name highest, description lowest. */
const BOOST = { name: 6, brand: 4, subcategory: 3, category: 2, tags: 1.5, description: 1 } as const;
const FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];

interface IndexedProduct {
  id: string;
  name: string;
  brand: string;
  subcategory: string;
  category: string;
  tags: string[];
  description: string;
}

async function cartwiseEngine(data: unknown): Promise<{ engine: Engine; close(): Promise<void>; imported: number }> {
  const db = openDatabase(':memory:');
  await migrate(db);
  const report = await importCatalog(new CatalogRepository(db), data);
  if (report.problems.length > 0) throw new Error(`import problems: ${JSON.stringify(report.problems.slice(0, 3))}`);
  const app = await buildApp({ db, logger: false });
  const engine: Engine = async (q) => {
    const res = await app.inject({ method: 'GET', url: '/api/products', query: { q, pageSize: String(CUTOFF), sort: 'relevance' } });
    if (res.statusCode !== 200) throw new Error(`GET /api/products?q=${q}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const body = res.json() as { products: { id: string }[]; suggestion?: string; [key: string]: unknown };
    const note = typeof body.suggestion === 'string' ? `suggestion: ${body.suggestion}` : undefined;
    return { ids: body.products.map((p) => p.id), note };
  };
  return {
    engine,
    imported: report.inserted + report.updated,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

function miniSearchEngine(products: readonly IndexedProduct[]): Engine {
  const index = new MiniSearch<IndexedProduct>({
    fields: FIELDS,
    idField: 'id',
    extractField: (doc, field) => {
      const value = (doc as unknown as Record<string, unknown>)[field];
      return Array.isArray(value) ? value.join(' ') : (value as string);
    },
    searchOptions: { boost: { ...BOOST }, fuzzy: 0.2, prefix: true },
  });
  index.addAll(products);
  return async (q) => ({ ids: index.search(q).slice(0, CUTOFF).map((r) => String(r.id)) });
}

async function oramaEngine(products: readonly IndexedProduct[]): Promise<Engine> {
  const db = create({
    schema: {
      id: 'string',
      name: 'string',
      brand: 'string',
      subcategory: 'string',
      category: 'string',
      tags: 'string[]',
      description: 'string',
    } as const,
  });
  await insertMultiple(db, products.map((p) => ({ ...p })));
  return async (q) => {
    const result = await oramaSearch(db, { term: q, properties: FIELDS, boost: { ...BOOST }, tolerance: 1, limit: CUTOFF });
    return { ids: result.hits.map((hit) => String(hit.id)) };
  };
}

interface QueryResult {
  query: JudgedQuery;
  split: Split;
  score?: QueryScore;
  answer: Answer;
  grades: Grade[];
}

type Figures = Record<EngineId, Record<CatalogId, Record<Split, Summary>>>;

const pct = (x: number) => x.toFixed(3);
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

function byClass(results: readonly QueryResult[]): Partial<Record<QueryClass, Summary>> {
  const out: Partial<Record<QueryClass, Summary>> = {};
  for (const cls of QUERY_CLASSES) {
    const of = results.filter((r) => r.query.class === cls);
    if (of.length === 0) continue;
    out[cls] = summarize(
      of.flatMap((r) => (r.score ? [r.score] : [])),
      of.filter((r) => r.query.expectNone).map((r) => ({ empty: r.answer.ids.length === 0 })),
    );
  }
  return out;
}

function printDetails(title: string, results: readonly QueryResult[], names: Map<string, string>) {
  console.log(`\n${title}`);
  for (const r of results) {
    const head = r.score ? `NDCG ${pct(r.score.ndcg)}` : r.query.expectNone ? `not sold, ${r.answer.ids.length} results` : 'no judged products';
    console.log(`  [${r.query.class}] "${r.query.q}"  ${head}${r.answer.note ? `  (${r.answer.note})` : ''}`);
    if (r.answer.ids.length === 0) console.log('      (no results)');
    r.answer.ids.slice(0, 5).forEach((id, i) => console.log(`      ${i + 1}. [${r.grades[i]}] ${names.get(id) ?? id}`));
  }
}

async function main() {
  const started = performance.now();
  const figures = {} as Figures;
  const classes = {} as Record<EngineId, Record<CatalogId, Partial<Record<QueryClass, Summary>>>>;
  for (const engine of ENGINES) {
    figures[engine] = {} as Figures[EngineId];
    classes[engine] = {} as (typeof classes)[EngineId];
  }
  const details: { catalog: CatalogId; results: QueryResult[]; names: Map<string, string> }[] = [];

  for (const [catalog, file] of Object.entries(CATALOGS) as [CatalogId, string][]) {
    const data = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as JudgedProduct[];
    const { valid } = validateCatalogRows(data);
    const indexed: IndexedProduct[] = valid.map((p) => ({
      id: p.id!,
      name: p.name,
      brand: p.brand,
      subcategory: p.subcategory,
      category: p.category,
      tags: p.tags,
      description: p.description,
    }));
    const names = new Map(indexed.map((p) => [p.id, p.name]));
    const cartwise = await cartwiseEngine(data);
    if (cartwise.imported !== data.length) throw new Error(`${file}: ${cartwise.imported} of ${data.length} products imported`);
    const engines: Record<EngineId, Engine> = {
      cartwise: cartwise.engine,
      minisearch: miniSearchEngine(indexed),
      orama: await oramaEngine(indexed),
    };
    const queries = QUERIES.filter((q) => q.catalog === catalog);
    for (const engineId of ENGINES) {
      const results: QueryResult[] = [];
      for (const query of queries) {
        const all = gradeAll(data, query.rules);
        const answer = await engines[engineId](query.q);
        const grades = answer.ids.map((id) => all.get(id) ?? 0);
        results.push({ query, split: splitOf(query.id), answer, grades, score: scoreQuery(grades, all.values()) });
      }
      figures[engineId][catalog] = {} as Record<Split, Summary>;
      for (const split of ['dev', 'heldOut'] as const) {
        const of = results.filter((r) => r.split === split);
        figures[engineId][catalog][split] = summarize(
          of.flatMap((r) => (r.score ? [r.score] : [])),
          of.filter((r) => r.query.expectNone).map((r) => ({ empty: r.answer.ids.length === 0 })),
        );
      }
      classes[engineId][catalog] = byClass(results.filter((r) => r.split === 'dev'));
      if (engineId === detailEngine) details.push({ catalog, results, names });
    }
    await cartwise.close();
  }

  // Per-query details first, so that the summary ends the output.
  for (const { catalog, results, names } of details) {
    if (showDev) printDetails(`${detailEngine} · ${catalog} · dev queries`, results.filter((r) => r.split === 'dev'), names);
    if (showHeldOut) printDetails(`${detailEngine} · ${catalog} · held-out queries`, results.filter((r) => r.split === 'heldOut'), names);
  }

  console.log(`\nRelevance: ${QUERIES.length} judged queries, NDCG@${CUTOFF} (gain 2^grade-1), P@5 and MRR (grade >= 1), zero-result rate`);
  console.log(`${pad('engine', 11)}${pad('catalogue', 10)}${pad('split', 9)}${lpad('queries', 8)}${lpad('NDCG@10', 9)}${lpad('P@5', 7)}${lpad('MRR', 7)}${lpad('zero', 7)}${lpad('not-sold empty', 16)}`);
  for (const engine of ENGINES) {
    for (const catalog of Object.keys(CATALOGS) as CatalogId[]) {
      for (const split of showHeldOutFigures ? (['dev', 'heldOut'] as const) : (['dev'] as const)) {
        const s = figures[engine][catalog][split];
        console.log(
          `${pad(engine, 11)}${pad(catalog, 10)}${pad(split === 'dev' ? 'dev' : 'held-out', 9)}${lpad(s.queries, 8)}${lpad(pct(s.ndcg), 9)}` +
            `${lpad(pct(s.precisionAt5), 7)}${lpad(pct(s.mrr), 7)}${lpad(pct(s.zeroResultRate), 7)}${lpad(`${s.notSoldEmpty}/${s.notSold}`, 16)}`,
        );
      }
    }
  }

  console.log(`\nDev NDCG@10 by query class (queries):`);
  console.log(`${pad('class', 13)}${ENGINES.flatMap((e) => (Object.keys(CATALOGS) as CatalogId[]).map((c) => lpad(`${e.slice(0, 4)}/${c}`, 15))).join('')}`);
  for (const cls of QUERY_CLASSES) {
    if (cls === 'not-sold') continue;
    const cells = ENGINES.flatMap((e) =>
      (Object.keys(CATALOGS) as CatalogId[]).map((c) => {
        const s = classes[e][c][cls];
        return lpad(s && s.queries > 0 ? `${pct(s.ndcg)} (${s.queries})` : '-', 15);
      }),
    );
    console.log(`${pad(cls, 13)}${cells.join('')}`);
  }

  const baselineFile = path.join(here, 'baseline.json');
  if (fs.existsSync(baselineFile)) {
    const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as { date: string; figures: Figures };
    console.log(`\nCartwise dev against baseline.json (${baseline.date}):`);
    for (const catalog of Object.keys(CATALOGS) as CatalogId[]) {
      const now = figures.cartwise[catalog].dev;
      const then = baseline.figures.cartwise?.[catalog]?.dev;
      if (!then) continue;
      const delta = (a: number, b: number) => `${pct(a)} (${a - b >= 0 ? '+' : ''}${(a - b).toFixed(3)})`;
      console.log(
        `  ${pad(catalog, 9)} NDCG@10 ${delta(now.ndcg, then.ndcg)}  P@5 ${delta(now.precisionAt5, then.precisionAt5)}  ` +
          `MRR ${delta(now.mrr, then.mrr)}  zero ${delta(now.zeroResultRate, then.zeroResultRate)}`,
      );
    }
  }

  const out = { date: new Date().toISOString(), queries: QUERIES.length, figures, devByClass: classes };
  fs.writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(out, null, 2)}\n`);
  if (args['save-baseline']) fs.writeFileSync(baselineFile, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nWrote bench/relevance/results.json${args['save-baseline'] ? ' and baseline.json' : ''} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

await main();
