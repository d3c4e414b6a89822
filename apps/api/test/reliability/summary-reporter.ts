/**
 * `npm run test:reliability`'s closing table: each check, what it tried (the annotations a test adds with
 * `annotate`) and whether it held.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class ReliabilitySummary implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => {
        const state = test.result().state;
        return {
          check: test.fullName,
          tried: test.annotations().map((a) => a.message).join('; '),
          held: state === 'passed' ? 'held' : state === 'failed' ? 'FAILED' : state,
          seconds: ((test.diagnostic()?.duration ?? 0) / 1000).toFixed(1),
        };
      }),
    );
    if (rows.length === 0) return;
    const held = rows.filter((r) => r.held === 'held').length;
    process.stdout.write(`\nReliability checks: ${held} of ${rows.length} held\n`);
    console.table(rows);
  }
}
