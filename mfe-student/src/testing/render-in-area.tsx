// Renders a student-area screen the way the remote does: query client, router at a URL, a session;
// and fakes the API by path. The test viewers' time zone is UTC, so timestamps read as written.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AxiosError, type AxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { api, session$, type Profile } from '@abacus/shared';

export const STUDENT: Profile = {
  id: 7,
  email: 'student@demo.school',
  role: 'student',
  first_name: 'Olena',
  last_name: 'Koval',
  photo: null,
  birthday: '2015-03-05',
  indigo_dollars: '18.50',
  is_free: false,
  notification: '',
  timezone: 'UTC',
  phone_number: null,
  middle_name: '',
  default_language: 'en',
  parent: null,
  group: null,
  is_active: true,
};

export const TEACHER: Profile = {
  ...STUDENT,
  id: 3,
  email: 'teacher@demo.school',
  role: 'teacher',
  first_name: 'Iryna',
  last_name: 'S',
  birthday: null,
  indigo_dollars: '0.00',
  group: null,
};

function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

interface Options {
  /** The URL the router starts at. */
  url?: string;
  /** The route pattern the screen is mounted on. */
  route?: string;
  viewer?: Profile;
}

export function renderInArea(
  ui: ReactElement,
  { url = '/dashboard-student', route = '/dashboard-student', viewer = STUDENT }: Options = {},
) {
  session$.next({ token: 'test-token', profile: viewer });
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Answer = unknown | ((params: Record<string, unknown>) => unknown);

/** A 200 answer of the API client. */
export const answer = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} as never });

/** A failed call as the API client rejects it: the status and the server's JSON body. */
export const apiError = (status: number, data: unknown) =>
  new AxiosError('failed', String(status), undefined, null, {
    status,
    data,
    statusText: '',
    headers: {},
    config: {} as never,
  });

/**
 * Fakes api.get by path. A value answers 200; an Error rejects; a function gets the query params.
 * Unknown paths reject, so a screen that calls something unexpected fails its test.
 */
export function fakeGet(answers: Record<string, Answer>) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    if (!(url in answers)) throw new Error(`unexpected GET ${url}`);
    const given = answers[url];
    const params = (config?.params ?? {}) as Record<string, unknown>;
    const data = typeof given === 'function' ? (given as (p: Record<string, unknown>) => unknown)(params) : given;
    if (data instanceof Error) throw data;
    return answer(data);
  });
}
