// The landing page's anonymous reads by fetch (issue 15: no axios on the first load of /).
import { getPublic, PublicReadError } from '../api/get-public';

const answer = (status: number, body: unknown = {}) =>
  jest.fn(
    async (_url: string, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }) as Response,
  );

afterEach(() => jest.restoreAllMocks());

describe('getPublic', () => {
  it('reads JSON under the API base, without a session header, from the browser cache unless asked fresh', async () => {
    const fetched = answer(200, { country: 'PL' });
    globalThis.fetch = fetched as unknown as typeof fetch;
    localStorage.setItem('token', 'secret');
    await expect(getPublic('geoip/info')).resolves.toEqual({ country: 'PL' });
    expect(fetched).toHaveBeenCalledWith('/api/v1/geoip/info', {
      cache: 'default',
      headers: { Accept: 'application/json' },
    });
    await getPublic('settings/public', { fresh: true });
    expect(fetched.mock.calls[1][1]?.cache).toBe('no-cache');
    localStorage.clear();
  });

  it('rejects with the path and status when the answer is not 2xx', async () => {
    globalThis.fetch = answer(503, { detail: 'Maintenance' }) as unknown as typeof fetch;
    const error = await getPublic('settings/public').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublicReadError);
    expect(error).toMatchObject({ path: 'settings/public', status: 503, message: 'GET settings/public: 503' });
  });
});
