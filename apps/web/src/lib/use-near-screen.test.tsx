import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

function Place() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver the test drives: it reports what `report` says about the observed element. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('useNearScreen', () => {
  it('is false while the element is far below the screen, and true for good once it comes within a screen of it', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Place />);
    const observer = FakeObserver.last;

    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observer?.options?.rootMargin).toBe('100% 0px');
    observer?.report(false);
    expect(screen.getByText('far')).toBeInTheDocument();

    observer?.report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  });

  it('is true at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Place />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
