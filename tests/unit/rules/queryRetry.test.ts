import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/providers/httpClient';
import { retryScreenLoad } from '../../../src/providers/queryRetry';

describe('retryScreenLoad', () => {
  it('tries a dropped connection or a server error once more', () => {
    expect(retryScreenLoad(0, new ApiError('FETCH_ERROR', 'x'))).toBe(true);
    expect(retryScreenLoad(0, new ApiError(503, 'x'))).toBe(true);
    expect(retryScreenLoad(1, new ApiError(503, 'x'))).toBe(false);
  });

  it('never retries a timeout, a 4xx, an answer that is not JSON, or an unknown error', () => {
    expect(retryScreenLoad(0, new ApiError('TIMEOUT_ERROR', 'x'))).toBe(false);
    expect(retryScreenLoad(0, new ApiError(404, 'x'))).toBe(false);
    expect(retryScreenLoad(0, new ApiError('PARSING_ERROR', 'x'))).toBe(false);
    expect(retryScreenLoad(0, new Error('x'))).toBe(false);
  });
});
