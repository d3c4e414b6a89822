import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come near the screen: within `ahead` of the viewport (a CSS margin, `100%` being
 * one screen's height), ever since the page started. For what lies far below the first screen and costs the
 * phone work to load and draw (a product's reviews): it is loaded as the shopper scrolls towards it, before
 * it shows, and not at all by one who never does (ADR 0040). Without IntersectionObserver, at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, ahead = '100% 0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ahead, near]);
  return near;
}
