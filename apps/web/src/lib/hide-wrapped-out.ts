/**
 * Marks the children of a one-line box that wrapped below its first line (out of sight: the box is one line high
 * and hides its overflow) `aria-hidden`, and the others not: a screen reader reads what the eye sees (issue 23).
 * The attribute changes nothing on screen, so nothing moves.
 */
export function markWrappedOut(line: HTMLElement) {
  const first = line.firstElementChild as HTMLElement | null;
  for (const child of Array.from(line.children) as HTMLElement[]) {
    if (first && child.offsetTop > first.offsetTop) child.setAttribute('aria-hidden', 'true');
    else child.removeAttribute('aria-hidden');
  }
}

// One observer for every line on the page: a card's width changes with the window's.
let observer: ResizeObserver | undefined;

/**
 * `markWrappedOut` on the box now and whenever its size changes, until the returned function is called. Where
 * there is no ResizeObserver (a browser before 2020, a DOM without layout), once.
 */
export function watchWrappedOut(line: HTMLElement) {
  if (typeof ResizeObserver === 'undefined') {
    markWrappedOut(line);
    return () => {};
  }
  observer ??= new ResizeObserver((entries) => entries.forEach((entry) => markWrappedOut(entry.target as HTMLElement)));
  observer.observe(line);
  return () => observer?.unobserve(line);
}
