import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from './cpu-calibration';

describe('calibratedCpuMultiplier', () => {
  it("passes through the calculator's points", () => {
    expect(calibratedCpuMultiplier(150)).toBe(1);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 5);
    expect(calibratedCpuMultiplier(1766)).toBeCloseTo(5, 5);
    expect(calibratedCpuMultiplier(2000)).toBeCloseTo(6, 1);
  });

  it('is a line between them, so this machine (index 1020-1554) gets about 2.4x to 4.1x', () => {
    expect(calibratedCpuMultiplier(475)).toBe(1.5);
    expect(calibratedCpuMultiplier(1050)).toBe(2.5);
    expect(calibratedCpuMultiplier(1020)).toBeCloseTo(2.44, 2);
    expect(calibratedCpuMultiplier(1554)).toBeCloseTo(4.09, 2);
  });

  it('declines a host too slow to emulate the target phone, or an unknown index', () => {
    expect(calibratedCpuMultiplier(149)).toBeNull();
    expect(calibratedCpuMultiplier(0)).toBeNull();
    expect(calibratedCpuMultiplier(Number.NaN)).toBeNull();
  });
});
