// Renders the shop the way the remote does (query client, router at a URL, a session, English
// texts) with the API faked by path, so a call the screen should not make fails the test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { AxiosError } from 'axios';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, i18n, notice$, session$, type Notice, type Profile } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import ShopPage from '../components/shop-page';

export const STUDENT: Profile = { id: 7, email: 'student@demo.school', role: 'student', first_name: 'Maksym', last_name: 'B', timezone: 'UTC' };
export const TEACHER: Profile = { id: 3, email: 'teacher@demo.school', role: 'teacher', first_name: 'Iryna', last_name: 'S', timezone: 'UTC' };

export function loadShopTexts(): void {
  i18n.addResourceBundle('en', 'common', common, true, true);
  const shop = JSON.parse(readFileSync(join(__dirname, '../locales/en.json'), 'utf8'));
  i18n.addResourceBundle('en', 'student', shop, true, true);
}

const Location = () => {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
};

export function renderShop({ url = '/dashboard-student/shop', viewer = STUDENT }: { url?: string; viewer?: Profile } = {}) {
  session$.next({ token: 'test-token', profile: viewer });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ShopPage />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Answer = unknown | ((params: Record<string, unknown>) => unknown);

const ok = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} as never });

/** Fakes api.get by path; an Error answer rejects, a function gets the query params. */
export function fakeGet(answers: Record<string, Answer>) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (!(url in answers)) throw new Error(`unexpected GET ${url}`);
    const answer = answers[url];
    const data = typeof answer === 'function' ? answer((config?.params ?? {}) as Record<string, unknown>) : answer;
    if (data instanceof Error) throw data;
    return ok(data);
  });
}

export const answer = ok;

/** A Django-REST-style error answer. */
export const apiError = (status: number, data: unknown) =>
  new AxiosError('failed', String(status), undefined, null, { status, data, statusText: '', headers: {}, config: {} as never });

/** Records the toasts put on the bus while a test runs. */
export function recordToasts(): { toasts: Notice[]; stop: () => void } {
  const toasts: Notice[] = [];
  const sub = notice$.subscribe((notice) => toasts.push(notice));
  return { toasts, stop: () => sub.unsubscribe() };
}
