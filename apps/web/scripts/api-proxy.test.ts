import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiProxy } from './api-proxy.ts';

describe('the dev server proxy', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends /api and /images to the API on 127.0.0.1:3000 unless API_URL says otherwise', () => {
    vi.stubEnv('API_URL', '');
    expect(apiProxy()).toEqual({ '/api': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' });
    vi.stubEnv('API_URL', 'http://127.0.0.1:4000');
    expect(apiProxy()).toEqual({ '/api': 'http://127.0.0.1:4000', '/images': 'http://127.0.0.1:4000' });
  });

  it('refuses an API_URL that is not an address', () => {
    expect(() => apiProxy('localhost 3000')).toThrow(/API_URL must be the API's address/);
  });
});
