import { describe, expect, it } from 'vitest';
import { markWrappedOut, watchWrappedOut } from './hide-wrapped-out';

/** A one-line box whose children sit at these heights, as the browser would lay them out. */
function line(tops: number[]) {
  const box = document.createElement('ul');
  for (const top of tops) {
    const item = document.createElement('li');
    Object.defineProperty(item, 'offsetTop', { value: top, writable: true });
    box.append(item);
  }
  return box;
}

describe('markWrappedOut', () => {
  it('hides from screen readers the children that wrapped below the first line, and only those', () => {
    const box = line([8, 8, 24, 40]);
    markWrappedOut(box);
    expect(Array.from(box.children, (child) => child.getAttribute('aria-hidden'))).toEqual([null, null, 'true', 'true']);
  });

  it('shows them again once they fit (a wider card)', () => {
    const narrow = line([0, 16]);
    markWrappedOut(narrow);
    expect(narrow.children[1]).toHaveAttribute('aria-hidden', 'true');
    Object.assign(narrow.children[1]!, { offsetTop: 0 });
    markWrappedOut(narrow);
    expect(narrow.children[1]).not.toHaveAttribute('aria-hidden');
  });
});

describe('watchWrappedOut', () => {
  it('marks the line once where there is no ResizeObserver, and stops without throwing', () => {
    expect(typeof ResizeObserver).toBe('undefined');
    const box = line([0, 16]);
    const stop = watchWrappedOut(box);
    expect(box.children[1]).toHaveAttribute('aria-hidden', 'true');
    expect(() => stop()).not.toThrow();
  });
});
