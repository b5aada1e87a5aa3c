// The first files of a remote (issue 15), read from its manifest and the shell's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { firstFilesOf, withFirstFiles, type AssetManifest } from './first-files.ts';

const shared = (name: string, ...sync: string[]) => ({ name, assets: { js: { sync } } });
const student: AssetManifest = {
  shared: [
    shared('react', '7923.js'),
    shared('react-router-dom', '8432.js'),
    shared('@tanstack/react-query', '6069.js'),
  ],
  exposes: [
    {
      name: 'app',
      assets: {
        js: {
          sync: ['__federation_expose_app.58ee.js'],
          async: ['5405.da9c.js', 'locale-en.766d.js', 'locale-he.b90b.js'],
        },
      },
    },
    { name: 'character', assets: { js: { sync: ['__federation_expose_character.5a.js'], async: [] } } },
  ],
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
};
const stats = { exposes: [{ name: 'app', requires: ['react', 'react-router-dom'] }, { name: 'character' }] };
const shell = { shared: [shared('react', '923.js'), shared('react-dom', '74.js')] };

describe('first files of a remote', () => {
  test('its entry, its ./app module, the shared libraries it imports and the shell does not provide, its texts', () => {
    const base = '/remotes/student/0.2.0/';
    assert.deepEqual(firstFilesOf(student, stats, shell, base), {
      files: [`${base}remoteEntry.js`, `${base}__federation_expose_app.58ee.js`, `${base}8432.js`],
      locales: { en: `${base}locale-en.766d.js`, he: `${base}locale-he.b90b.js` },
      screens: {},
    });
  });

  test('the map names those of the remote asked for, in the language asked for; none for a version it cannot read', () => {
    const read = (remote: string, version: string) =>
      remote === 'student' ? firstFilesOf(student, stats, shell, `/remotes/${remote}/${version}/`) : null;
    const map = {
      remotes: { student: '/remotes/student/0.2.0/mf-manifest.json', games: '/remotes/games/0.1.0/mf-manifest.json' },
      fallbacks: {},
    };
    const he = withFirstFiles(map, read, { first: 'student', lang: 'he' });
    assert.deepEqual(Object.keys(he.first ?? {}), ['student']);
    assert.equal(he.first?.student?.files[0], '/remotes/student/0.2.0/remoteEntry.js');
    assert.deepEqual(he.first?.student?.locales, { he: '/remotes/student/0.2.0/locale-he.b90b.js' });
    assert.equal(Object.keys(withFirstFiles(map, read, { first: 'student' }).first?.student?.locales ?? {}).length, 2);
    const pl = withFirstFiles(map, read, { first: 'student', lang: 'pl' });
    assert.deepEqual(pl.first?.student?.locales, {}, 'a language the version has no texts in: none, not undefined');
    assert.deepEqual(withFirstFiles(map, read, { first: 'games' }).first, {});
    assert.deepEqual(withFirstFiles(map, read, {}).first, {});
  });

  test("a page's first screens come with them: the dashboard's code beside the student remote's ./app (issue 15)", () => {
    const screens = {
      'screen-dashboard': ['screen-dashboard.0ac8.js', '6313.2aa5.js'],
      'screen-profile-header': ['screen-profile-header.1afc.js', 'screen-profile-header.1afc.js.map'],
    };
    const read = (remote: string, version: string) =>
      remote === 'student' ? firstFilesOf(student, stats, shell, `/remotes/${remote}/${version}/`, screens) : null;
    const map = { remotes: { student: '/remotes/student/0.2.0/mf-manifest.json' }, fallbacks: {} };
    const base = '/remotes/student/0.2.0/';
    const files = (path?: string) => withFirstFiles(map, read, { first: 'student', path }).first?.student?.files;
    assert.deepEqual(files('/dashboard-student/main'), [
      `${base}remoteEntry.js`,
      `${base}__federation_expose_app.58ee.js`,
      `${base}8432.js`,
      `${base}screen-profile-header.1afc.js`,
      `${base}screen-dashboard.0ac8.js`,
      `${base}6313.2aa5.js`,
    ]);
    assert.deepEqual(files('/dashboard-student/shop')?.slice(3), [`${base}screen-profile-header.1afc.js`]);
    assert.equal(files()?.length, 3, 'a shell that names no path gets the remote alone');
    const old = (remote: string, version: string) =>
      remote === 'student' ? firstFilesOf(student, stats, shell, `/remotes/${remote}/${version}/`) : null;
    assert.equal(
      withFirstFiles(map, old, { first: 'student', path: '/dashboard-student' }).first?.student?.files.length,
      3,
      'a version built before first-screens.json: its remote alone',
    );
  });
});
