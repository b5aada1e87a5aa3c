import axios, { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { noAuth, pageError$, session$ } from '@abacus/shared';
import { FORBIDDEN_CLEAR_DELAY_MS, installInterceptors } from '../core/api-interceptors';

function clientAnswering(status: number, body: unknown = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const client = axios.create({ baseURL: '/api/v1/', headers: { 'Content-Type': 'application/json' } });
  client.defaults.adapter = async (config) => {
    seen.push(config);
    const response = { data: body, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new axios.AxiosError('fail', String(status), config, null, response);
    return response;
  };
  return { client, seen };
}

describe('API interceptors (spec 000 sections 4 and 7)', () => {
  const goTo = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    goTo.mockReset();
    pageError$.next(null);
  });

  it('sends JSON, the stored token, Device and Fingerprint', async () => {
    localStorage.setItem('token', 'abc');
    const { client, seen } = clientAnswering(200);
    installInterceptors(client, { goTo });
    await client.get('users/user/me');
    const headers = AxiosHeaders.from(seen[0].headers);
    expect(headers.get('Authorization')).toBe('Token abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(String(headers.get('Device'))).toMatch(/; web$|; mobile-web$/);
    expect(String(headers.get('Fingerprint'))).toMatch(/^[0-9a-f]{14}$/);
  });

  it('strips every identifying header from a No-Auth request', async () => {
    localStorage.setItem('token', 'abc');
    const { client, seen } = clientAnswering(200);
    installInterceptors(client, { goTo });
    await client.get('geoip/info', noAuth());
    const headers = AxiosHeaders.from(seen[0].headers);
    for (const name of ['Authorization', 'Device', 'Fingerprint', 'No-Auth']) expect(headers.has(name)).toBe(false);
  });

  it('clears the session on 401: /?hard=true when the account is deactivated, /?session=ended otherwise', async () => {
    for (const [body, url] of [
      [{ detail: 'Your account has been deactivated', code: 'account_deactivated' }, '/?hard=true'],
      [{ detail: 'Your session has expired. Please sign in again.', code: 'session_expired' }, '/?session=ended'],
      [{ detail: 'Invalid token.', code: 'token_invalid' }, '/?session=ended'],
    ] as const) {
      goTo.mockReset();
      localStorage.setItem('token', 'abc');
      localStorage.setItem('user', JSON.stringify({ id: 1, role: 'student' }));
      const { client } = clientAnswering(401, body);
      installInterceptors(client, { goTo });
      await expect(client.get('users/user/me')).rejects.toThrow();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(session$.getValue()).toBeNull();
      expect(goTo).toHaveBeenCalledWith(url);
    }
  });

  it('tells the server the interface language', async () => {
    const { client, seen } = clientAnswering(200);
    installInterceptors(client, { goTo });
    await client.get('users/user/me');
    expect(AxiosHeaders.from(seen[0].headers).get('Accept-Language')).toBeTruthy();
  });

  it('ignores a 401 for a token that is no longer the session', async () => {
    localStorage.setItem('token', 'new');
    const { client } = clientAnswering(401, { detail: 'Invalid token.' });
    installInterceptors(client, { goTo });
    await expect(client.post('users/user/logout', null, { headers: { Authorization: 'Token old' } })).rejects.toThrow();
    expect(localStorage.getItem('token')).toBe('new');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('clears local storage 0.5 s after a 403 and shows Access denied', async () => {
    jest.useFakeTimers();
    localStorage.setItem('token', 'abc');
    localStorage.setItem('gameConfigs_1', '{}');
    const { client } = clientAnswering(403, { detail: 'Forbidden' });
    installInterceptors(client, { goTo });
    await expect(client.get('anything')).rejects.toThrow();
    expect(pageError$.getValue()).toEqual({ status: 403 });
    jest.advanceTimersByTime(FORBIDDEN_CLEAR_DELAY_MS - 1);
    expect(localStorage.length).toBe(2);
    jest.advanceTimersByTime(1);
    expect(localStorage.length).toBe(0);
    jest.useRealTimers();
  });

  it('shows the server message on 503', async () => {
    const { client } = clientAnswering(503, { detail: 'Maintenance until 10:00' });
    installInterceptors(client, { goTo });
    await expect(client.get('anything')).rejects.toThrow();
    expect(pageError$.getValue()).toEqual({ status: 503, message: 'Maintenance until 10:00' });
  });
});
