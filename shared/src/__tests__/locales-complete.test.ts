// Every user-facing text exists in all 12 interface languages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../i18n/languages';

const root = join(__dirname, '../../..');
// Every `locales` folder of the shared library and the remotes (features keep their texts beside them).
const localeFolders = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'node_modules')
    .flatMap((e) => (e.name === 'locales' ? [`${dir}/locales`] : localeFolders(`${dir}/${e.name}`)));
const FOLDERS = [
  'shared/src',
  'admin-kit/src',
  ...['public', 'student', 'games', 'staff', 'reports'].map((r) => `mfe-${r}/src`),
].flatMap(localeFolders);

it('finds the locale folders', () => expect(FOLDERS.length).toBeGreaterThanOrEqual(7));

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe.each(FOLDERS)('%s', (folder) => {
  const english = keysOf(JSON.parse(readFileSync(join(root, folder, 'en.json'), 'utf8'))).sort();
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key and no other', (lang) => {
    const file = join(root, folder, `${lang}.json`);
    expect(existsSync(file)).toBe(true);
    const translated = JSON.parse(readFileSync(file, 'utf8'));
    expect(keysOf(translated).sort()).toEqual(english);
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const flat = (obj: unknown, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj) as string;
    const en = JSON.parse(readFileSync(join(root, folder, 'en.json'), 'utf8'));
    for (const key of english) expect(placeholders(flat(translated, key))).toEqual(placeholders(flat(en, key)));
  });
});
