import { AxiosError } from 'axios';
import { createQueryClient, retryOnce } from '../query';

const failed = (status: number) =>
  new AxiosError('failed', String(status), undefined, null, {
    status,
    data: {},
    statusText: '',
    headers: {},
    config: {} as never,
  });

describe('createQueryClient', () => {
  it('retries once, never after a 4xx answer', () => {
    expect(retryOnce(0, failed(503))).toBe(true);
    expect(retryOnce(0, new Error('network'))).toBe(true);
    expect(retryOnce(1, failed(503))).toBe(false);
    expect(retryOnce(0, failed(404))).toBe(false);
    expect(retryOnce(0, failed(400))).toBe(false);
  });

  it('has the defaults, and takes overrides', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      retry: retryOnce,
    });
    expect(client.getDefaultOptions().mutations).toMatchObject({ retry: false });
    const test = createQueryClient({ queries: { retry: false } });
    expect(test.getDefaultOptions().queries).toMatchObject({ retry: false, staleTime: 30_000 });
  });
});
