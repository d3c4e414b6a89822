// The CPU slowdown Lighthouse's documentation gives for a host, from the benchmarkIndex Lighthouse measures
// on it (ADR 0041). Lighthouse's mobile preset multiplies the main thread's work by 4, which "moves a typical
// run in the high-end desktop bracket somewhere into the mid-tier mobile bracket" (docs/throttling.md,
// "Calibrating the CPU slowdown"); on a slower host the same 4x emulates a slower phone than Lighthouse means.
// The documentation sends the reader to the Lighthouse CPU slowdown calculator
// (lighthouse-cpu-throttling-calculator.vercel.app, by a Lighthouse maintainer), whose estimate is a line
// through these points of benchmarkIndex and multiplier: 150 -> 1x, 800 -> 2x, 1300 -> 3x, then 233 points
// per 1x above it (1533 -> 4x, 1766 -> 5x, 2000 -> 6x). Below 150 it declines to calibrate: the host is too
// slow to emulate the target device. The calculator also gives a range around its estimate; so does the
// documentation's table (a low-end desktop, index 1000-1500, needs 2x, anywhere from 1x to 5x, to be a
// mid-tier phone): the estimate is a calibration, not a measurement.

/** The lowest benchmarkIndex the calculator calibrates for. */
export const MIN_CALIBRATED_INDEX = 150;

/** The documented multiplier for a host of this benchmarkIndex, or null when it is too slow (or unknown). */
export function calibratedCpuMultiplier(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < MIN_CALIBRATED_INDEX) return null;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}
