import { describe, expect, it } from 'vitest';
import { hasSessionMarker, SESSION_MARKER_COOKIE } from './session-marker';

describe('hasSessionMarker', () => {
  it('finds the marker among the cookies of a Cookie header or document.cookie', () => {
    expect(hasSessionMarker(`${SESSION_MARKER_COOKIE}=1`)).toBe(true);
    expect(hasSessionMarker(`theme=dark; ${SESSION_MARKER_COOKIE}=1; lang=en`)).toBe(true);
  });

  it('does not take a missing marker, another value or a cookie whose name merely contains it', () => {
    expect(hasSessionMarker('')).toBe(false);
    expect(hasSessionMarker('theme=dark')).toBe(false);
    expect(hasSessionMarker(`${SESSION_MARKER_COOKIE}=0`)).toBe(false);
    expect(hasSessionMarker(`old_${SESSION_MARKER_COOKIE}=1`)).toBe(false);
  });
});
