import { describe, expect, it } from 'vitest';
import { apiErrorMessage, apiErrorStatus } from './api-error';

describe('apiErrorMessage', () => {
  it('reads the message of an API error answer', () => {
    const error = { status: 400, data: { error: { code: 'validation_error', message: 'page must be 1 or more' } } };
    expect(apiErrorMessage(error, 'fallback')).toBe('page must be 1 or more');
  });

  it('reads the message of an error thrown while fetching', () => {
    expect(apiErrorMessage({ name: 'SyntaxError', message: 'Unexpected token' }, 'fallback')).toBe('Unexpected token');
    expect(apiErrorMessage({ name: 'Error' }, 'fallback')).toBe('fallback');
  });

  it('falls back for network failures and foreign bodies', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'fallback')).toBe('fallback');
    expect(apiErrorMessage({ status: 502, data: '<html>Bad gateway</html>' }, 'fallback')).toBe('fallback');
    expect(apiErrorMessage({ status: 500, data: { error: { message: '  ' } } }, 'fallback')).toBe('fallback');
    expect(apiErrorMessage(undefined, 'fallback')).toBe('fallback');
  });
});

describe('apiErrorStatus', () => {
  it('gives the HTTP status when the server answered', () => {
    expect(apiErrorStatus({ status: 404, data: {} })).toBe(404);
    expect(apiErrorStatus({ status: 'FETCH_ERROR' })).toBeUndefined();
  });
});
