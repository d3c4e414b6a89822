/** The held-out split and the ranking metrics of the relevance benchmark. */
import type { Grade } from './judge.ts';

/** Changing the seed draws a new held-out third: do it only with a new baseline. */
export const SPLIT_SEED = 'cartwise-relevance-1';

/** 32-bit FNV-1a over the UTF-16 code units of the text. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export type Split = 'dev' | 'heldOut';

/** A third of the queries are held out: those whose seeded hash is 0 mod 3. */
export function splitOf(queryId: string, seed = SPLIT_SEED): Split {
  return fnv1a(seed + queryId) % 3 === 0 ? 'heldOut' : 'dev';
}

export const CUTOFF = 10;

const gain = (grade: Grade) => 2 ** grade - 1;

function dcg(grades: readonly Grade[]): number {
  return grades.slice(0, CUTOFF).reduce<number>((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
}

export interface QueryScore {
  ndcg: number;
  precisionAt5: number;
  reciprocalRank: number;
  zeroResults: boolean;
}

/**
 * One ranked answer's scores: `ranked` are the grades of the answer's products in order, `all` the grades
 * of every product of the catalogue (the ideal DCG is theirs). Undefined when nothing is relevant.
 */
export function scoreQuery(ranked: readonly Grade[], all: Iterable<Grade>): QueryScore | undefined {
  const ideal = dcg([...all].filter((g) => g > 0).sort((a, b) => b - a));
  if (ideal === 0) return undefined;
  const top = ranked.slice(0, CUTOFF);
  const first = top.findIndex((g) => g >= 1);
  return {
    ndcg: dcg(top) / ideal,
    precisionAt5: top.slice(0, 5).filter((g) => g >= 1).length / 5,
    reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
    zeroResults: ranked.length === 0,
  };
}

export interface Summary {
  /** Queries with relevant products (the four metrics' denominator). */
  queries: number;
  ndcg: number;
  precisionAt5: number;
  mrr: number;
  zeroResultRate: number;
  /** Queries for what the shop does not sell, and how many of them the engine answered with nothing. */
  notSold: number;
  notSoldEmpty: number;
}

export function summarize(scores: readonly QueryScore[], notSold: readonly { empty: boolean }[] = []): Summary {
  const mean = (pick: (s: QueryScore) => number) => (scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + pick(s), 0) / scores.length);
  return {
    queries: scores.length,
    ndcg: mean((s) => s.ndcg),
    precisionAt5: mean((s) => s.precisionAt5),
    mrr: mean((s) => s.reciprocalRank),
    zeroResultRate: mean((s) => (s.zeroResults ? 1 : 0)),
    notSold: notSold.length,
    notSoldEmpty: notSold.filter((q) => q.empty).length,
  };
}
