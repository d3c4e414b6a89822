import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-20T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime (spec §9)', () => {
  it("reads 'Just now' under a minute, and for a clock slightly ahead", () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
    expect(relativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it("reads 'Nm ago' under an hour", () => {
    expect(relativeTime(ago(60_000), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe('59m ago');
  });

  it("reads 'Nh ago' under a day", () => {
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23h ago');
  });

  it('shows the date from a day on', () => {
    expect(relativeTime('2026-11-19T12:00:00Z', now)).toBe('Nov 19, 2026');
    expect(relativeTime('2025-01-02T12:00:00Z', now)).toBe('Jan 2, 2025');
  });
});
