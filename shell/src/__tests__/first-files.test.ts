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

test("the remote's files and the texts of the page's language", () => {
  expect(firstUrls(student, 'he')).toEqual([...student.files, student.locales.he]);
  expect(firstUrls(student, 'pl')).toEqual(student.files);
  expect(firstUrls(student, null)).toEqual(student.files);
  expect(firstUrls(undefined, 'en')).toEqual([]);
});

test("the language is the prerender gate's pick; without the gate, none", () => {
  expect(pageLanguage()).toBeNull();
  (window as { abacusPrerenderGate?: unknown }).abacusPrerenderGate = { language: () => 'he' };
  expect(pageLanguage()).toBe('he');
});

test("only the page's remote is fetched, each file once", () => {
  (window as { abacusPrerenderGate?: unknown }).abacusPrerenderGate = { language: () => 'en' };
  fetchFirstFiles({ student, games: { files: ['/remotes/games/0.1.0/remoteEntry.js'], locales: {} } }, 'student');
  fetchFirstFiles({ student }, 'student');
  expect(fetchedUrls()).toEqual([...student.files, student.locales.en]);
  fetchFirstFiles({ student }, null);
  fetchFirstFiles(undefined, 'games');
  expect(fetchedUrls()).toHaveLength(3);
});
