// The shell's interceptors on the one shared API client (spec 000 sections 4 and 7).
import type { AxiosInstance } from 'axios';
import {
  clearStoredSession,
  errorCode,
  errorMessage,
  i18n,
  NO_AUTH_HEADER,
  pageError$,
  TOKEN_KEY,
} from '@abacus/shared';
import { UNAUTHORIZED_CODES } from '@abacus/contract/auth';
import { deviceHeaders } from './device-headers';

export const FORBIDDEN_CLEAR_DELAY_MS = 500;

interface Deps {
  goTo: (url: string) => void;
  storage?: Storage;
}

export function installInterceptors(client: AxiosInstance, { goTo, storage = localStorage }: Deps): void {
  const { Device: device, Fingerprint: fingerprint } = deviceHeaders();

  client.interceptors.request.use((config) => {
    const headers = config.headers;
    // The server writes its texts (mails, messages) in the language the page is in; anonymous calls included.
    if (i18n.language) headers.set('Accept-Language', i18n.language);
    if (headers.get(NO_AUTH_HEADER)) {
      headers.delete(NO_AUTH_HEADER);
      headers.delete('Authorization');
      headers.delete('Content-Type');
      return config;
    }
    const token = storage.getItem(TOKEN_KEY);
    if (token && !headers.get('Authorization')) headers.set('Authorization', `Token ${token}`);
    headers.set('Device', device);
    headers.set('Fingerprint', fingerprint);
    return config;
  });

  client.interceptors.response.use(undefined, (error) => {
    const status: number | undefined = error?.response?.status;
    // Only a 401 for the session still in use ends it (not a late answer for a token already dropped).
    const sent = error?.config?.headers?.get?.('Authorization');
    const current = storage.getItem(TOKEN_KEY);
    if (status === 401 && current && sent === `Token ${current}`) {
      clearStoredSession(storage);
      // "Your account has been deactivated" only when the server says so; an expired or revoked token ended the session.
      goTo(errorCode(error) === UNAUTHORIZED_CODES.accountDeactivated ? '/?hard=true' : '/?session=ended');
    } else if (status === 403) {
      setTimeout(() => storage.clear(), FORBIDDEN_CLEAR_DELAY_MS);
      pageError$.next({ status: 403 });
    } else if (status === 503) {
      pageError$.next({ status: 503, message: errorMessage(error) });
    }
    return Promise.reject(error);
  });
}
