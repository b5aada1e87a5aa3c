// A signed-in visitor's profile asked for beside the remote map (issue 15), taken once by the shell.
import { askEarly, firstRegionConfig, firstRemoteMap, takeEarlyProfile } from '../core/first-requests';
import { TOKEN_KEY } from '@abacus/shared/session/storage-keys';

const PROFILE = { id: 6, role: 'student', first_name: 'Maksym' };
type Answer = { ok: boolean; json: () => Promise<unknown> };
let profileAnswer: () => Promise<Answer>;
const fetched = jest.fn((url: string, _init?: RequestInit): Promise<Answer> => {
  if (url === '/api/v1/users/user/me') return profileAnswer();
  return Promise.resolve({ ok: true, json: () => Promise.resolve({ remotes: {}, fallbacks: {} }) });
});
const profileCalls = () => fetched.mock.calls.filter(([url]) => url === '/api/v1/users/user/me');

beforeEach(() => {
  fetched.mockClear();
  (globalThis as { fetch?: unknown }).fetch = fetched;
  profileAnswer = () => Promise.resolve({ ok: true, json: () => Promise.resolve(PROFILE) });
  localStorage.clear();
});

test('a stored session has its profile asked for at once, with its token, and taken once', async () => {
  localStorage.setItem(TOKEN_KEY, 'tok-1');
  askEarly();
  const taken = takeEarlyProfile('tok-1');
  await expect(taken).resolves.toEqual(PROFILE);
  expect(profileCalls()).toHaveLength(1);
  // The headers the API client's interceptors send with every signed-in call.
  expect(profileCalls()[0]?.[1]?.headers).toEqual({
    Authorization: 'Token tok-1',
    Device: expect.stringMatching(/; (mobile-)?web$/),
    Fingerprint: expect.stringMatching(/^[0-9a-f]{14}$/),
  });
  // A later refresh asks anew (through the API client).
  await expect(takeEarlyProfile('tok-1')).resolves.toBeNull();
});

test('a visitor without a session asks for no profile', async () => {
  askEarly();
  await expect(takeEarlyProfile('tok-1')).resolves.toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(profileCalls()).toHaveLength(0);
});

test("another token's answer is not taken", async () => {
  localStorage.setItem(TOKEN_KEY, 'tok-1');
  askEarly();
  await expect(takeEarlyProfile('tok-2')).resolves.toBeNull();
});

test('a refused session or a network failure gives null: the API client asks again and handles the refusal', async () => {
  localStorage.setItem(TOKEN_KEY, 'tok-1');
  profileAnswer = () => Promise.resolve({ ok: false, json: () => Promise.resolve({ detail: 'Invalid token.' }) });
  askEarly();
  await expect(takeEarlyProfile('tok-1')).resolves.toBeNull();
  profileAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
  askEarly();
  await expect(takeEarlyProfile('tok-1')).resolves.toBeNull();
});

test('the map and the region the prerender gate asked for are taken, not asked for again', async () => {
  const answer = (body: unknown) => Promise.resolve({ ok: true, json: () => Promise.resolve(body) } as Response);
  const map = { remotes: { games: '/remotes/games/0.1.0/mf-manifest.json' }, fallbacks: {}, first: {} };
  const gate = window as { abacusPrerenderGate?: unknown };
  gate.abacusPrerenderGate = { early: { map: answer(map), region: answer({ rules: [] }) } };
  try {
    askEarly();
    expect(fetched).not.toHaveBeenCalled();
    await expect(firstRemoteMap()).resolves.toEqual(map);
    await expect(firstRegionConfig()).resolves.toEqual({ rules: [] });
    // Without the gate (a build without the prerendered page), the shell asks for both itself, by the page's path.
    delete gate.abacusPrerenderGate;
    askEarly();
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(['/config/regions.json', '/api/v1/remotes/map?path=%2F']);
  } finally {
    delete gate.abacusPrerenderGate;
  }
});

test("the first files of the map's remote: fetched by the shell, unless the gate fetches them itself (app.html's)", async () => {
  const answer = (body: unknown) => Promise.resolve({ ok: true, json: () => Promise.resolve(body) } as Response);
  const files = ['/remotes/games/0.1.0/remoteEntry.js'];
  const map = {
    remotes: { games: '/remotes/games/0.1.0/mf-manifest.json' },
    fallbacks: {},
    first: { games: { files, locales: {} } },
  };
  const gate = window as { abacusPrerenderGate?: unknown };
  const settle = async () => {
    await firstRemoteMap();
    await Promise.resolve();
  };
  const fetchedFiles = () => fetched.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/remotes/'));
  try {
    gate.abacusPrerenderGate = {
      early: { map: answer(map), region: answer({ rules: [] }), firstFiles: Promise.resolve() },
    };
    askEarly();
    await settle();
    expect(fetchedFiles()).toEqual([]);
    // index.html's gate (at /) leaves them to the shell.
    gate.abacusPrerenderGate = { early: { map: answer(map), region: answer({ rules: [] }) } };
    askEarly();
    await settle();
    expect(fetchedFiles()).toEqual(['/remotes/games/0.1.0/mf-manifest.json', ...files]);
  } finally {
    delete gate.abacusPrerenderGate;
  }
});
