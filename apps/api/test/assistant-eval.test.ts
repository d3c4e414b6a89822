/**
 * The assistant evaluation (bench/assistant-eval) on each engine: every catalogue's conversations against the
 * real app, held to the floors of bench/assistant-eval/baseline.json (dev and held-out pass rates of turns),
 * and to no invented product or price on any turn.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_IDS } from '../../../bench/assistant-eval/case-kit.ts';
import { evaluateCatalogue, figures, type SplitFigures } from '../../../bench/assistant-eval/evaluate.ts';
import { ENGINES, openTestDb } from './test-app.ts';

interface Baseline {
  figures: Record<string, Record<string, { dev: SplitFigures; heldOut: SplitFigures }>>;
}
const baseline = JSON.parse(fs.readFileSync(new URL('../../../bench/assistant-eval/baseline.json', import.meta.url), 'utf8')) as Baseline;

describe.each(ENGINES)('the assistant evaluation on %s', (engine) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it.each(CATALOGUE_IDS)('%s: no pass rate below the baseline, no invented product or price', async (catalogue) => {
    const opened = await openTestDb(engine);
    closers.push(opened.close);
    const result = await evaluateCatalogue(opened.db, catalogue);
    const floor = baseline.figures[engine]?.[catalogue] ?? baseline.figures.sqlite![catalogue]!;
    const dev = figures(result, 'dev');
    const heldOut = figures(result, 'heldOut');
    const invented = result.turns.flatMap((t) => [...t.everyTurn.inventedProducts, ...t.everyTurn.inventedPrices].map((p) => `${t.caseId} #${t.turn + 1} "${t.message}": ${p}`));
    expect(invented, 'invented products or prices').toEqual([]);
    expect(dev.turnRate, 'dev pass rate of turns').toBeGreaterThanOrEqual(floor.dev.turnRate);
    expect(heldOut.turnRate, 'held-out pass rate of turns').toBeGreaterThanOrEqual(floor.heldOut.turnRate);
  }, 300_000);
});
