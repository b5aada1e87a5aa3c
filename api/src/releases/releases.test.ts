// Issue 14, releasing one remote: the release state's steps, who gets a canary, the compatibility gate, the
// modules the remotes load from each other, the state file under concurrent changes, and GET remotes/map.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REMOTES, type Remote } from '@abacus/contract/releases';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { compatibilityProblems, type Manifest } from './compatibility.ts';
import { federationUses, usesIn } from './federation-uses.ts';
import { bucketOf, parsePreviews, remoteMapFor } from './remote-choice.ts';
import { initialState, promoted, ReleaseError, rolledBack, stableMap, withCanary } from './release-state.ts';
import { changeState, readLog, readState, writeState } from './release-store.ts';

const at = (version: string) => Object.fromEntries(REMOTES.map((r) => [r, version])) as Record<Remote, string>;
const url = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

describe('the release state', () => {
  test('promote keeps the stable version before it; rollback returns to it, then to the one before', () => {
    let state = initialState(at('0.1.0'));
    state = promoted(state, 'games', '0.2.0');
    state = promoted(state, 'games', '0.3.0');
    assert.deepEqual(state.games, { stable: '0.3.0', previous: ['0.2.0', '0.1.0'], canary: null });
    assert.equal(state.staff.stable, '0.1.0', 'one remote changes alone');
    let back = rolledBack(state, 'games');
    assert.deepEqual([back.version, back.state.games.previous], ['0.2.0', ['0.1.0']]);
    back = rolledBack(back.state, 'games');
    assert.equal(back.version, '0.1.0');
    assert.throws(() => rolledBack(back.state, 'games'), ReleaseError);
    assert.throws(() => promoted(state, 'games', '0.3.0'), /already stable/);
  });

  test('a rollback under a canary stops the canary and keeps the stable version', () => {
    const state = withCanary(initialState(at('0.1.0')), 'games', { version: '0.2.0', percent: 10, users: [] });
    const back = rolledBack(state, 'games');
    assert.deepEqual([back.version, back.state.games.canary], ['0.1.0', null]);
    assert.throws(() => withCanary(state, 'games', { version: '0.1.0', percent: 0, users: [] }), /already stable/);
    assert.throws(() => withCanary(state, 'games', { version: '0.2.0', percent: 101, users: [] }), ReleaseError);
    assert.equal(stableMap(state).games, url('games', '0.1.0'), 'remotes.json keeps the stable version');
  });
});

describe('who gets which version', () => {
  const state = withCanary(initialState(at('0.1.0')), 'games', { version: '0.2.0', percent: 0, users: [7] });
  const visitor = { userId: null, tester: false, previews: {} };

  test('a canary at 0 % reaches the users it names and the testers only; the stable version is their fallback', () => {
    assert.equal(remoteMapFor(state, visitor).remotes.games, url('games', '0.1.0'));
    assert.equal(remoteMapFor(state, { ...visitor, userId: 8 }).remotes.games, url('games', '0.1.0'));
    const named = remoteMapFor(state, { ...visitor, userId: 7 });
    assert.equal(named.remotes.games, url('games', '0.2.0'));
    assert.equal(named.fallbacks.games, url('games', '0.1.0'));
    assert.equal(named.remotes.staff, url('staff', '0.1.0'), 'other remotes stay stable');
    assert.equal(remoteMapFor(state, { ...visitor, tester: true }).remotes.games, url('games', '0.2.0'));
  });

  test('a share of users by a hash of their id: about that share, always the same users', () => {
    const tenth = withCanary(state, 'games', { version: '0.2.0', percent: 10, users: [] });
    const users = Array.from({ length: 2000 }, (_, i) => i + 1);
    const onCanary = users.filter(
      (userId) => remoteMapFor(tenth, { ...visitor, userId }).remotes.games === url('games', '0.2.0'),
    );
    assert.ok(onCanary.length > 150 && onCanary.length < 250, `${onCanary.length} of 2000`);
    assert.ok(onCanary.every((userId) => bucketOf('games', userId) < 10));
    assert.equal(remoteMapFor(tenth, visitor).remotes.games, url('games', '0.1.0'), 'nobody signed in: stable');
  });

  test('a promoted version falls back to the stable one before it; a preview to the stable one', () => {
    const after = promoted(state, 'games', '0.2.0');
    assert.deepEqual(remoteMapFor(after, visitor).fallbacks, { games: url('games', '0.1.0') });
    const preview = remoteMapFor(after, { ...visitor, previews: { staff: '0.9.0' } });
    assert.equal(preview.remotes.staff, url('staff', '0.9.0'));
    assert.equal(preview.fallbacks.staff, url('staff', '0.1.0'));
    assert.deepEqual(parsePreviews('games@0.2.0, nope@1.0.0,staff'), { games: '0.2.0' });
  });
});

describe('the compatibility gate', () => {
  const shared = (name: string, version: string, requiredVersion = version) => ({
    name,
    version,
    requiredVersion,
    singleton: true,
  });
  const host: Manifest = { name: 'shell', shared: [shared('react', '19.3.1')], exposes: [] };
  const games = (exposes: string[], react = '19.3.1'): Manifest => ({
    name: 'games',
    shared: [shared('react', react), shared('@tanstack/react-query', '5.108.0')],
    exposes: exposes.map((name) => ({ name, path: `./${name}` })),
  });
  const uses = {
    games: new Map([
      ['./app', ['the shell']],
      ['./game-list', ['student']],
    ]),
  };
  const student: Manifest = { name: 'student', shared: [shared('@tanstack/react-query', '5.108.0')], exposes: [] };

  test('a version with every module used and the same singletons passes', () => {
    assert.deepEqual(compatibilityProblems('games', games(['app', 'game-list']), host, { student }, uses), []);
  });

  test('a missing module, another React or another shared library is refused, with the reason', () => {
    assert.deepEqual(compatibilityProblems('games', games(['app']), host, { student }, uses), [
      'it does not expose ./game-list, which student loads',
    ]);
    assert.deepEqual(compatibilityProblems('games', games(['app', 'game-list'], '19.4.0'), host, {}, uses), [
      'it requires react 19.4.0, the shell provides 19.3.1',
    ]);
    const newer = { ...student, shared: [shared('@tanstack/react-query', '5.200.0', '^5.200.0')] };
    assert.deepEqual(compatibilityProblems('games', games(['app', 'game-list']), host, { student: newer }, uses), [
      'it requires @tanstack/react-query 5.108.0, student provides 5.200.0',
    ]);
    assert.match(compatibilityProblems('staff', games(['app']), host, {}, {})[0], /named games/);
  });

  test("a version built by another Module Federation minor version than the shell is refused: it runs on the shell's runtime", () => {
    const built = (pluginVersion: string) => ({ ...games(['app', 'game-list']), metaData: { pluginVersion } });
    const shell = { ...host, metaData: { pluginVersion: '2.9.2' } };
    assert.deepEqual(compatibilityProblems('games', built('2.9.5'), shell, { student }, uses), []);
    assert.deepEqual(compatibilityProblems('games', built('2.10.0'), shell, { student }, uses), [
      "it was built by Module Federation 2.10.0 and runs on the shell's runtime, which is 2.9.2",
    ]);
  });

  test('the modules the remotes load from each other are read from their sources', () => {
    assert.deepEqual(usesIn(`useRemoteModule<{ A: B }>('staff', './frame')`), [['staff', './frame']]);
    assert.deepEqual(usesIn(`<RemotePart<X>\n remote="games"\n exposed="./game-list">`), [['games', './game-list']]);
    const found = federationUses(path.resolve(import.meta.dirname, '..', '..', '..'));
    for (const remote of REMOTES) assert.deepEqual(found[remote]?.get('./app'), ['the shell']);
    assert.deepEqual(found.staff?.get('./frame'), ['reports']);
    assert.deepEqual(found.games?.get('./game-list'), ['student']);
    assert.deepEqual(found.student?.get('./character'), ['games']);
  });
});

describe('the state file', () => {
  test('twenty changes at once: each is applied and logged, the file is always whole', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    writeState(site, initialState(at('1.0.0')));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changeState(site, (state) => ({
          state: promoted(state, 'games', `1.0.${i + 1}`),
          log: {
            at: new Date().toISOString(),
            by: 'test',
            action: 'promote',
            remote: 'games',
            version: `1.0.${i + 1}`,
            from: state.games.stable,
          },
        })),
      ),
    );
    const state = readState(site);
    assert.equal(state.games.previous.length, 10, 'the ten newest earlier versions are kept');
    assert.equal(readLog(site).length, 20);
    assert.equal(
      JSON.parse(fs.readFileSync(path.join(site, 'remotes.json'), 'utf8')).games,
      url('games', state.games.stable),
    );
    assert.deepEqual(fs.readdirSync(site).sort(), ['releases.json', 'releases.log', 'remotes.json']);
  });
});

describe('GET remotes/map', () => {
  let t: TestApp;
  let site: string;
  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-site-'));
    for (const remote of REMOTES) {
      for (const version of ['0.1.0', '0.2.0']) {
        fs.mkdirSync(path.join(site, 'remotes', remote, version), { recursive: true });
        fs.writeFileSync(path.join(site, 'remotes', remote, version, 'mf-manifest.json'), '{}');
      }
    }
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html>');
    t = await createTestApp({ config: { staticRoot: site }, staticRoot: site });
  });
  after(() => t.close());

  const get = (headers: Record<string, string> = {}) => t.req({ method: 'GET', url: '/api/v1/remotes/map', headers });

  test('stable for everyone; the canary for the user it names, and for testers by cookie', async () => {
    const student = await idOf(t, 'student@demo.school');
    writeState(
      site,
      withCanary(initialState(at('0.1.0')), 'games', { version: '0.2.0', percent: 0, users: [student] }),
    );
    const anonymous = await get();
    assert.equal(anonymous.statusCode, 200);
    assert.equal(anonymous.json().remotes.games, url('games', '0.1.0'));
    assert.equal(anonymous.headers['cache-control'], 'no-store');
    const token = await t.signIn('student@demo.school');
    assert.equal((await get({ authorization: `Token ${token}` })).json().remotes.games, url('games', '0.2.0'));
    const other = await t.signIn('student2@demo.school');
    assert.equal((await get({ authorization: `Token ${other}` })).json().remotes.games, url('games', '0.1.0'));
    assert.equal((await get({ authorization: 'Token nonsense' })).json().remotes.games, url('games', '0.1.0'));
    assert.equal((await get({ cookie: 'abacus_canary=1' })).json().remotes.games, url('games', '0.2.0'));
  });

  test('a preview cookie reaches a published version only', async () => {
    writeState(site, initialState(at('0.1.0')));
    assert.equal((await get({ cookie: 'abacus_preview=staff@0.2.0' })).json().remotes.staff, url('staff', '0.2.0'));
    assert.equal((await get({ cookie: 'abacus_preview=staff@0.3.0' })).json().remotes.staff, url('staff', '0.1.0'));
    assert.equal((await get({ cookie: 'abacus_preview=staff@../../x' })).json().remotes.staff, url('staff', '0.1.0'));
  });

  test("the map names each version's first files when its manifest and the shell's can be read", async () => {
    writeState(site, initialState(at('0.1.0')));
    const unread = await t.req({ method: 'GET', url: '/api/v1/remotes/map?first=games' });
    assert.deepEqual(unread.json().first, {}, 'no shell manifest: no first files, the map still answers');
    const manifest = {
      shared: [{ name: 'react-router-dom', assets: { js: { sync: ['8432.js'] } } }],
      exposes: [{ name: 'app', assets: { js: { sync: ['app.js'], async: ['locale-pl.0a1b.js'] } } }],
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    };
    fs.writeFileSync(path.join(site, 'remotes/games/0.2.0/mf-manifest.json'), JSON.stringify(manifest));
    const stats = { exposes: [{ name: 'app', requires: ['react-router-dom'] }] };
    fs.writeFileSync(path.join(site, 'remotes/games/0.2.0/mf-stats.json'), JSON.stringify(stats));
    fs.writeFileSync(path.join(site, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
    const first = (
      await t.req({
        method: 'GET',
        url: '/api/v1/remotes/map?first=games&lang=pl',
        headers: { cookie: 'abacus_preview=games@0.2.0' },
      })
    ).json().first;
    assert.deepEqual(first, {
      games: {
        files: ['/remotes/games/0.2.0/remoteEntry.js', '/remotes/games/0.2.0/app.js', '/remotes/games/0.2.0/8432.js'],
        locales: { pl: '/remotes/games/0.2.0/locale-pl.0a1b.js' },
      },
    });
    assert.deepEqual((await get({ cookie: 'abacus_preview=games@0.2.0' })).json().first, {}, 'none unless asked');
    // By the page's path (the page's first script, before the shell knows the remotes): the remote that owns it.
    const byPath = (query: string) =>
      t.req({ method: 'GET', url: `/api/v1/remotes/map?${query}`, headers: { cookie: 'abacus_preview=games@0.2.0' } });
    assert.deepEqual((await byPath('path=%2Fgames%2Fsettings%2Faddition&lang=pl')).json().first, first);
    assert.deepEqual((await byPath('path=%2Fdemo&lang=pl')).json().first, first);
    assert.deepEqual((await byPath('path=%2Fno%2Fsuch%2Fpage')).json().first, {}, 'a path no remote owns: none');
    const bad = await t.req({ method: 'GET', url: '/api/v1/remotes/map?first=nothing&lang=xx' });
    assert.equal(bad.statusCode, 400);
    assert.equal((await byPath('path=games')).statusCode, 400, 'a path is absolute');
    assert.equal((await byPath(`path=%2F${'a'.repeat(2001)}`)).statusCode, 400);
    fs.rmSync(path.join(site, 'mf-manifest.json'));
    fs.writeFileSync(path.join(site, 'remotes/games/0.2.0/mf-manifest.json'), '{}');
  });

  test('testers join and leave by a link; a failure report is accepted once well-formed', async () => {
    const join = await t.req({ method: 'GET', url: '/api/v1/remotes/testers?join=1' });
    assert.equal(join.statusCode, 303);
    assert.match(
      String(join.headers['set-cookie']),
      /^abacus_canary=1; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly/,
    );
    const leave = await t.req({ method: 'GET', url: '/api/v1/remotes/testers?join=0' });
    assert.match(String(leave.headers['set-cookie']), /^abacus_canary=; Path=\/; Max-Age=0/);
    assert.equal((await t.req({ method: 'GET', url: '/api/v1/remotes/testers?join=yes' })).statusCode, 400);
    const report = { remote: 'games', version: '0.2.0', fallback: '0.1.0', message: 'ScriptExternalLoadError' };
    assert.equal((await t.req({ method: 'POST', url: '/api/v1/remotes/failures', payload: report })).statusCode, 204);
    const bad = await t.req({ method: 'POST', url: '/api/v1/remotes/failures', payload: { ...report, remote: 'x' } });
    assert.equal(bad.statusCode, 400);
  });

  test('the release state and its log are not served from the site', async () => {
    writeState(site, initialState(at('0.1.0')));
    fs.writeFileSync(path.join(site, 'releases.log'), '{"by":"someone@build-host"}\n');
    for (const file of ['/releases.json', '/releases.log']) {
      const res = await t.req({ method: 'GET', url: file, headers: { accept: 'application/json' } });
      assert.equal(res.statusCode, 404, file);
    }
    assert.equal((await t.req({ method: 'GET', url: '/remotes.json' })).statusCode, 200);
  });
});
