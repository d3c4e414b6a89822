import { describe, expect, it } from 'vitest';
import { readServerState, serverStateElement, type ServerState } from './server-state';

describe('the server state element', () => {
  it('reads back what the server wrote, markup-like text included', () => {
    const state = {
      router: { loaderData: { root: null }, actionData: null, errors: null },
      state: { products: { searchQuery: 'a </script><script>alert(1)</script> \u2028 $\' deal' } },
      api: { queries: {} },
    } as unknown as ServerState;
    document.body.innerHTML = `<div id="root"><p>drawn</p></div>${serverStateElement(state)}`;

    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readServerState(document)).toEqual(state);
  });

  it('is absent from a page the browser renders itself', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState(document)).toBeUndefined();
  });
});
