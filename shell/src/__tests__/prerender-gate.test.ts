// The gate of the landing page's prerendered HTML (shell/public/prerender-gate.js, plain JavaScript run before the
// first paint) must pick the same language as the app (pickLanguage with the region's forced language), and keep the
// HTML only at / for a visitor who is not signed in and reads English.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@abacus/contract/languages';
import { pickLanguage } from '../../../shared/src/i18n/languages';
import { resolveRegion, type RegionConfig } from '../../../shared/src/region/region';

const repo = path.resolve(__dirname, '../../..');
const regions = JSON.parse(fs.readFileSync(path.join(repo, 'deploy/regions.json'), 'utf8')) as RegionConfig;

interface Env {
  path: string;
  host: string;
  token: string | null;
  query: string | null;
  stored: string | null;
  browser: string[];
}
type Gate = { language(env: Env): string; wanted(env: Env): boolean };

/** The gate as scripts/prerender.mjs gateScript builds it: index.html's, or app.html's (`app`). */
function gateSource(app: boolean): string {
  const forced = regions.rules.filter((r) => r.forcedLanguage).map((r) => [r.hostPattern, r.forcedLanguage]);
  return fs
    .readFileSync(path.join(repo, 'shell/public/prerender-gate.js'), 'utf8')
    .replaceAll('__FORCED_HOSTS__', JSON.stringify(forced))
    .replaceAll('__LANGUAGES__', JSON.stringify(LANGUAGES))
    .replaceAll('__APP_PAGE__', JSON.stringify(app));
}

/** Runs the gate as the page would, as the script element `current` (the build gives it data-main). */
function runGate(current: HTMLScriptElement | null = null, { app = false } = {}): Gate {
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => current });
  // biome-ignore lint/security/noGlobalEval: the gate is a classic script; this runs it as the page would
  (0, eval)(gateSource(app));
  return (window as unknown as { abacusPrerenderGate: Gate }).abacusPrerenderGate;
}

const gate = runGate();
const visitor: Env = { path: '/', host: 'school.example', token: null, query: null, stored: null, browser: ['en-US'] };

test.each<Partial<Env>>([
  {},
  { browser: ['uk-UA', 'en'] },
  { browser: ['iw'] },
  { browser: ['pt-BR', 'de-DE'] },
  { browser: ['pt-BR'] },
  { browser: [] },
  { stored: 'ru' },
  { stored: 'xx', browser: ['fr-FR'] },
  { query: 'he', stored: 'ru' },
  { query: 'nope', stored: 'en' },
  { host: 'pl.school.example:8080' },
  { host: 'PL.school.example', query: 'en' },
])('the same language as the app: %o', (change) => {
  const env = { ...visitor, ...change };
  const app = pickLanguage({
    forced: resolveRegion(regions, env.host).forcedLanguage,
    query: env.query,
    stored: env.stored,
    browser: env.browser,
  });
  expect(gate.language(env)).toBe(app);
});

test('the HTML is kept at / only, for a visitor who is not signed in and reads English', () => {
  expect(gate.wanted(visitor)).toBe(true);
  expect(gate.wanted({ ...visitor, path: '/login' })).toBe(false);
  expect(gate.wanted({ ...visitor, path: '/dashboard-student' })).toBe(false);
  expect(gate.wanted({ ...visitor, token: 'abc' })).toBe(false);
  expect(gate.wanted({ ...visitor, stored: 'he' })).toBe(false);
  expect(gate.wanted({ ...visitor, host: 'pl.school.example' })).toBe(false);
});

describe("the app's script, which the gate loads (issue 15)", () => {
  const MAIN = '/main.js?0123abcd';
  const gateElement = () => document.createElement('script');
  const withMain = () => {
    const element = document.createElement('script');
    element.dataset.main = MAIN;
    return element;
  };
  const appScripts = () => document.head.querySelectorAll(`script[src="${MAIN}"]`).length;
  const preloads = () => document.head.querySelectorAll(`link[rel=preload][as=script][href="${MAIN}"]`).length;

  beforeEach(() => {
    jest.useFakeTimers();
    // The gate asks for the remote map and the region config on every page but the prerendered one.
    (globalThis as { fetch?: unknown }).fetch = jest.fn(() => new Promise(() => {}));
    document.head.innerHTML = '';
    document.documentElement.className = '';
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  test('where the app draws the page (signed in), it is preloaded and run at once', () => {
    localStorage.setItem('token', 'abc');
    runGate(withMain());
    expect(document.documentElement.classList.contains('prerendered')).toBe(false);
    expect(preloads()).toBe(1);
    expect(appScripts()).toBe(1);
  });

  test("with it, the shell's libraries, a signed-in visitor's API client and the page language's texts", () => {
    const element = withMain();
    element.dataset.preload = '/262.a.js /437.b.js';
    element.dataset.preloadSession = '/387.c.js /api-interceptors.d.js';
    element.setAttribute('data-locale_en', '/locale-en.e.js');
    element.setAttribute('data-locale_he', '/locale-he.f.js');
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')].map((l) =>
        l.getAttribute('href'),
      );
    // A visitor elsewhere than the landing page: no API client yet (its first call loads it).
    window.history.pushState(null, '', '/games');
    const asked = jest.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    (globalThis as { fetch?: unknown }).fetch = asked;
    runGate(element);
    // The remote map (with the first files of this path's remote) and the region config, for the shell to take.
    expect(asked.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/remotes/map?path=%2Fgames&lang=en',
      '/config/regions.json',
    ]);
    expect(asked.mock.calls[0]?.[1]?.headers).toEqual({});
    expect((window as unknown as { abacusPrerenderGate: { early: object } }).abacusPrerenderGate.early).toEqual({
      map: expect.any(Promise),
      region: expect.any(Promise),
    });
    expect(preloaded()).toEqual([MAIN, '/262.a.js', '/437.b.js', '/locale-en.e.js']);
    document.head.innerHTML = '';
    localStorage.setItem('token', 'abc');
    localStorage.setItem('language', 'he');
    runGate(element);
    expect(asked.mock.calls[2]?.[0]).toBe('/api/v1/remotes/map?path=%2Fgames&lang=he');
    expect(asked.mock.calls[2]?.[1]?.headers).toEqual({ Authorization: 'Token abc' });
    expect(preloaded()).toEqual([
      MAIN,
      '/262.a.js',
      '/437.b.js',
      '/387.c.js',
      '/api-interceptors.d.js',
      '/locale-he.f.js',
    ]);
    expect(appScripts()).toBe(1);
    window.history.pushState(null, '', '/');
  });

  test('where the prerendered HTML is the page, it is asked for only after the first contentful paint', () => {
    let observed: ((entries: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | null =
      null;
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    };
    runGate(withMain());
    expect(document.documentElement.classList.contains('prerendered')).toBe(true);
    expect(appScripts()).toBe(0);
    observed!({ getEntriesByName: () => [] }, { disconnect() {} });
    jest.advanceTimersByTime(0);
    expect(appScripts()).toBe(0);
    observed!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });
    jest.advanceTimersByTime(0);
    expect(appScripts()).toBe(1);
    jest.advanceTimersByTime(5000);
    expect(appScripts()).toBe(1);
    expect(preloads()).toBe(0);
  });

  test('a tab that paints nothing (hidden) still starts the app, after a second', () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      observe() {}
      disconnect() {}
    };
    runGate(withMain());
    jest.advanceTimersByTime(999);
    expect(appScripts()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(appScripts()).toBe(1);
  });

  test('a page built without the gate handing it the script (no data-main) loads nothing itself', () => {
    runGate(gateElement());
    jest.advanceTimersByTime(5000);
    expect(document.head.querySelectorAll('script, link').length).toBe(0);
  });

  test("when the app's script cannot be downloaded, the page's language says so with Reload, in the spinner's place", () => {
    document.body.innerHTML = `<div id="shell-ui"><div class="ui-spinner"></div></div>
      <template id="load-failed"><div role="alert" lang="en" dir="ltr"><p>en text</p><button type="button">Reload</button></div><div role="alert" lang="he" dir="rtl"><p>he text</p><button type="button">he reload</button></div></template>`;
    localStorage.setItem('token', 'abc');
    localStorage.setItem('language', 'he');
    runGate(withMain());
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${MAIN}"]`)!;
    expect(document.getElementById('shell-ui')!.textContent).toBe('');
    script.dispatchEvent(new Event('error'));
    const alert = document.querySelector('#shell-ui > [role=alert]')!;
    expect(alert.getAttribute('lang')).toBe('he');
    expect(alert.getAttribute('dir')).toBe('rtl');
    expect(alert.textContent).toBe('he texthe reload');
    expect(document.querySelector('#shell-ui .ui-spinner')).toBeNull();
  });
});

describe("app.html's gate: every page but / (issue 15)", () => {
  const MAIN = '/main.js?0123abcd';
  const appGate = (attributes: Record<string, string> = {}) => {
    const element = document.createElement('script');
    element.dataset.main = MAIN;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return runGate(element, { app: true });
  };
  const MAP = {
    remotes: { games: '/remotes/games/1.0.0/mf-manifest.json', student: '/remotes/student/1.0.0/mf-manifest.json' },
    fallbacks: {},
    first: {
      games: {
        files: ['/remotes/games/1.0.0/remoteEntry.js', '/remotes/games/1.0.0/app.1.js'],
        locales: { en: '/remotes/games/1.0.0/locale-en.2.js', he: '/remotes/games/1.0.0/locale-he.3.js' },
      },
    },
  };
  /** fetch: the map's answer for the map, an answer that is never read for anything else. */
  const fetchWith = (map: { ok: boolean; body: unknown }) => {
    const read = jest.fn(async () => new ArrayBuffer(0));
    const asked = jest.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(
        url.startsWith('/api/v1/remotes/map')
          ? { ok: map.ok, clone: () => ({ json: async () => map.body }) }
          : { ok: true, arrayBuffer: read },
      ),
    );
    (globalThis as { fetch?: unknown }).fetch = asked;
    return asked;
  };
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };

  beforeEach(() => {
    document.head.innerHTML = '';
    document.documentElement.className = '';
    localStorage.clear();
    window.history.pushState(null, '', '/games');
  });
  afterAll(() => window.history.pushState(null, '', '/'));

  test("when the map arrives, the page's remote's manifest, first files and texts in the page's language", async () => {
    localStorage.setItem('language', 'he');
    const asked = fetchWith({ ok: true, body: MAP });
    appGate();
    await settle();
    // The manifest and the entry into the HTTP cache, for the federation runtime.
    expect(asked.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/remotes/map?path=%2Fgames&lang=he',
      '/config/regions.json',
      '/remotes/games/1.0.0/mf-manifest.json',
      '/remotes/games/1.0.0/remoteEntry.js',
    ]);
    // Its chunks run at once (they only hand their modules to the remote's runtime, which then never asks for them).
    const chunks = [...document.head.querySelectorAll<HTMLScriptElement>('script[src^="/remotes/"]')];
    expect(chunks.map((chunk) => chunk.getAttribute('src'))).toEqual([
      '/remotes/games/1.0.0/app.1.js',
      '/remotes/games/1.0.0/locale-he.3.js',
    ]);
    expect(chunks.every((chunk) => chunk.async)).toBe(true);
  });

  test('no map (an error answer, or none at all): nothing more is fetched, and the shell still gets the answer', async () => {
    let asked = fetchWith({ ok: false, body: { detail: 'down' } });
    appGate();
    await settle();
    expect(asked).toHaveBeenCalledTimes(2);
    asked = jest.fn((url: string) =>
      url.startsWith('/api/') ? Promise.reject(new TypeError('offline')) : new Promise(() => {}),
    );
    (globalThis as { fetch?: unknown }).fetch = asked;
    appGate();
    await settle();
    expect(asked).toHaveBeenCalledTimes(2);
  });

  test('at / too it never shows the landing page: the app starts at once', () => {
    window.history.pushState(null, '', '/');
    fetchWith({ ok: false, body: {} });
    appGate();
    expect(document.documentElement.classList.contains('prerendered')).toBe(false);
    expect(document.head.querySelectorAll(`script[src="${MAIN}"]`).length).toBe(1);
  });

  test('what app.html names in its <head> already is not preloaded twice', () => {
    fetchWith({ ok: false, body: {} });
    document.head.innerHTML = `<link rel="preload" as="script" href="${MAIN}"><link rel="preload" as="script" href="/262.a.js">`;
    appGate({ 'data-preload': '/262.a.js /437.b.js' });
    const preloaded = [...document.head.querySelectorAll('link[rel=preload]')].map((l) => l.getAttribute('href'));
    expect(preloaded).toEqual([MAIN, '/262.a.js', '/437.b.js']);
  });
});

test('the message of a failed load has its text and Reload in every interface language', () => {
  const texts = JSON.parse(fs.readFileSync(path.join(repo, 'shell/public/load-failed-texts.json'), 'utf8'));
  expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
  for (const lang of LANGUAGES) {
    expect(texts[lang].text.length).toBeGreaterThan(10);
    expect(texts[lang].reload.length).toBeGreaterThan(2);
  }
});
