// The one API client loads axios with its first call (issue 15: no axios on the landing page's first load).
type Fake = { create: jest.Mock };

function fakeAxios(): Fake {
  return {
    create: jest.fn((defaults: unknown) => {
      const marks: string[] = [];
      return { defaults, marks, get: jest.fn(async (url: string) => ({ data: { url, marks } })) };
    }),
  };
}

afterEach(() => jest.resetModules());

test('the first call loads axios and every setup given before it, and creates the client with the base URL before running them; later setups run at once', async () => {
  const axios = fakeAxios();
  jest.doMock('axios', () => ({ __esModule: true, default: axios }));
  const { api, API_BASE } = await import('../api/client');
  api.configure(async () => (client) => (client as unknown as { marks: string[] }).marks.push('interceptors'));
  expect(axios.create).not.toHaveBeenCalled();

  const answer = await api.get('users/user/me');
  expect(axios.create).toHaveBeenCalledTimes(1);
  expect(axios.create.mock.calls[0][0]).toEqual({ baseURL: API_BASE, headers: { 'Content-Type': 'application/json' } });
  expect(answer.data).toEqual({ url: 'users/user/me', marks: ['interceptors'] });

  api.configure(async () => (client) => (client as unknown as { marks: string[] }).marks.push('late'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect((await api.get('x')).data).toEqual({ url: 'x', marks: ['interceptors', 'late'] });
  expect(axios.create).toHaveBeenCalledTimes(1);
});

test('a failed download of axios fails that call only: the next call loads it again', async () => {
  const axios = fakeAxios();
  let downloads = 0;
  jest.doMock('axios', () => {
    downloads += 1;
    if (downloads === 1) throw new Error('Loading chunk axios failed');
    return { __esModule: true, default: axios };
  });
  const { api } = await import('../api/client');
  await expect(api.get('a')).rejects.toThrow('Loading chunk axios failed');
  await expect(api.get('b')).resolves.toMatchObject({ data: { url: 'b' } });
  expect(downloads).toBe(2);
});
