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

function loadGate(): Gate {
  const forced = regions.rules.filter((r) => r.forcedLanguage).map((r) => [r.hostPattern, r.forcedLanguage]);
  const source = fs
    .readFileSync(path.join(repo, 'shell/public/prerender-gate.js'), 'utf8')
    .replaceAll('__FORCED_HOSTS__', JSON.stringify(forced))
    .replaceAll('__LANGUAGES__', JSON.stringify(LANGUAGES));
  // biome-ignore lint/security/noGlobalEval: the gate is a classic script; this runs it as the page would
  (0, eval)(source);
  return (window as unknown as { abacusPrerenderGate: Gate }).abacusPrerenderGate;
}

const gate = loadGate();
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
