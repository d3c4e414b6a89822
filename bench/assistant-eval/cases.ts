/** Every conversation of the assistant evaluation (the format: case-kit.ts; the catalogues: README.md). */
import type { EvalCase } from './case-kit.ts';
import { BESTBUY_CASES } from './cases-bestbuy.ts';
import { DEMO_CASES } from './cases-demo.ts';
import { GENERATED_CASES } from './cases-generated.ts';
import { ROUND2_CASES } from './cases-round2.ts';
import { ROUND3_CASES } from './cases-round3.ts';
import { ROUND4_CASES } from './cases-round4.ts';
import { ROUND5_CASES } from './cases-round5.ts';
import { ROUND6_CASES } from './cases-round6.ts';
import { ROUND7_CASES } from './cases-round7.ts';
import { ROUND8_CASES } from './cases-round8.ts';
import { ROUND9_CASES } from './cases-round9.ts';
import { ROUND10_CASES } from './cases-round10.ts';
import { ROUND11_CASES } from './cases-round11.ts';

export const CASES: readonly EvalCase[] = [...DEMO_CASES, ...BESTBUY_CASES, ...GENERATED_CASES, ...ROUND2_CASES, ...ROUND3_CASES, ...ROUND4_CASES, ...ROUND5_CASES, ...ROUND6_CASES, ...ROUND7_CASES, ...ROUND8_CASES, ...ROUND9_CASES, ...ROUND10_CASES, ...ROUND11_CASES];
