// The page's remote fetched when the remote map arrives (issue 15).
import { firstUrls, pageLanguage, fetchFirstFiles } from '../core/first-files';

const student = {
  files: ['/remotes/student/0.2.0/remoteEntry.js', '/remotes/student/0.2.0/app.js'],
  locales: { en: '/remotes/student/0.2.0/locale-en.1.js', he: '/remotes/student/0.2.0/locale-he.2.js' },
};
const fetched = jest.fn((_url: string) => Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) }));
const fetchedUrls = () => fetched.mock.calls.map(([url]) => url);

beforeEach(() => {
  fetched.mockClear();
  (globalThis as { fetch?: unknown }).fetch = fetched;
});
afterEach(() => {
  delete (window as { abacusPrerenderGate?: unknown }).abacusPrerenderGate;
});

const MANIFEST = '/remotes/student/0.2.0/mf-manifest.json';

test("the remote's manifest, its files and the texts of the page's language", () => {
  expect(firstUrls(MANIFEST, student, 'he')).toEqual([MANIFEST, ...student.files, student.locales.he]);
  expect(firstUrls(MANIFEST, student, 'pl')).toEqual([MANIFEST, ...student.files]);
  expect(firstUrls(undefined, student, null)).toEqual(student.files);
  // A map without first files (an older API) still gets the manifest fetched early.
  expect(firstUrls(MANIFEST, undefined, 'en')).toEqual([MANIFEST]);
  expect(firstUrls(undefined, undefined, 'en')).toEqual([]);
});

test("the language is the prerender gate's pick; without the gate, none", () => {
  expect(pageLanguage()).toBeNull();
  (window as { abacusPrerenderGate?: unknown }).abacusPrerenderGate = { language: () => 'he' };
  expect(pageLanguage()).toBe('he');
});

test("the remote the map names first files for (the page's: the map was asked for its path) is fetched, each file once", () => {
  (window as { abacusPrerenderGate?: unknown }).abacusPrerenderGate = { language: () => 'en' };
  const remotes = { student: MANIFEST, games: '/remotes/games/0.1.0/mf-manifest.json' };
  fetchFirstFiles({ remotes, first: { student } });
  fetchFirstFiles({ remotes, first: { student } });
  expect(fetchedUrls()).toEqual([MANIFEST, ...student.files, student.locales.en]);
  // A path no remote owns: the map names none, nothing is fetched.
  fetchFirstFiles({ remotes, first: {} });
  fetchFirstFiles({ remotes });
  expect(fetchedUrls()).toHaveLength(4);
});
