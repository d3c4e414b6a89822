import { describe, expect, it } from 'vitest';
import { focusSuccessor } from './drawer';

/** Runs a change to the DOM and answers the records a MutationObserver saw of it. */
async function recordsOf(root: HTMLElement, change: () => void): Promise<MutationRecord[]> {
  const seen: MutationRecord[] = [];
  const observer = new MutationObserver((records) => seen.push(...records));
  observer.observe(root, { childList: true, subtree: true });
  change();
  await Promise.resolve();
  observer.disconnect();
  return seen;
}

function list(lines: number): HTMLUListElement {
  const ul = document.createElement('ul');
  ul.innerHTML = Array.from(
    { length: lines },
    (_, i) => `<li><a href="/p/${i}">Line ${i}</a><button>Less ${i}</button><button>More ${i}</button><button>Remove ${i}</button></li>`,
  ).join('');
  document.body.replaceChildren(ul);
  return ul;
}

const button = (name: string) => [...document.querySelectorAll('button')].find((el) => el.textContent === name)!;

describe('focusSuccessor: where focus goes when the focused control is taken out', () => {
  it('to the same control of the next line, else of the line before', async () => {
    const ul = list(3);
    const removeFirst = button('Remove 0');
    expect(focusSuccessor(await recordsOf(ul, () => ul.children[0]!.remove()), removeFirst)).toBe(button('Remove 1'));

    // The last line has no next one: the same control of the line before.
    const lessLast = button('Less 2');
    expect(focusSuccessor(await recordsOf(ul, () => ul.lastElementChild!.remove()), lessLast)).toBe(button('Less 1'));
  });

  it('to the first control of what replaced it', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<form><input aria-label="Code"><button>Apply</button></form>';
    document.body.replaceChildren(host);
    const apply = button('Apply');
    const records = await recordsOf(host, () => {
      host.firstElementChild!.remove();
      host.insertAdjacentHTML('beforeend', '<p>Coupon applied <button>Remove coupon</button></p>');
    });
    expect(focusSuccessor(records, apply)).toBe(button('Remove coupon'));
  });

  it('nowhere when nothing focusable is left near it, or the control was not taken out', async () => {
    const ul = list(1);
    const only = button('Remove 0');
    expect(focusSuccessor(await recordsOf(ul, () => ul.children[0]!.remove()), only)).toBeNull();
    const kept = list(2);
    expect(focusSuccessor(await recordsOf(kept, () => kept.children[1]!.remove()), button('Remove 0'))).toBeNull();
    expect(focusSuccessor([], null)).toBeNull();
  });
});
