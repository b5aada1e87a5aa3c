// Issue 14, releasing one remote with `pnpm release` on the served site: publish games 0.2.0 (nothing else is
// rebuilt), canary it to one test user only (everyone else keeps 0.1.0), promote it, roll it back; a version whose
// manifest lost a module another remote loads is refused by the gate; a promoted version that breaks in browsers
// (its files gone) sends users back to the last good one, and the shell reports the failure. Promoting the public
// remote prerenders the landing page from the promoted version; rolling it back, from the previous one.
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_URL, ROOT, SITE } from '../paths.mjs';
import { signInStudent } from './helpers';

const release = (...args: string[]) =>
  execFileSync('node', ['scripts/release.mjs', ...args, '--site', SITE, '--url', BASE_URL, '--by', 'e2e'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: 'pipe',
  });

function refused(...args: string[]): string {
  try {
    release(...args);
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
  throw new Error(`release ${args.join(' ')} was not refused`);
}

const files = () =>
  Object.fromEntries(
    readdirSync(join(SITE, 'remotes'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name), statSync(join(e.parentPath, e.name)).mtimeMs]),
  );

const gamesVersion = (page: Page) => page.locator('[data-remote=games]').first();

/** The site's landing page as the build prerendered it (public 0.1.0), with its compressed copies. */
function restoreLandingPage() {
  for (const file of ['index.html', 'index.html.br', 'index.html.gz'])
    cpSync(join(ROOT, 'dist', file), join(SITE, file));
}

// A retry starts from the site as it was built: no published candidates, no release state.
test.beforeEach(() => {
  for (const version of ['0.2.0', '0.2.1'])
    rmSync(join(SITE, 'remotes/games', version), { recursive: true, force: true });
  rmSync(join(SITE, 'remotes/public/0.2.0'), { recursive: true, force: true });
  restoreLandingPage();
  for (const file of ['releases.json', 'releases.log']) rmSync(join(SITE, file), { force: true });
  cpSync(join(ROOT, 'dist/remotes.json'), join(SITE, 'remotes.json'));
});

test('publish, canary to one user, promote, roll back, refuse, fall back', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const before = files();
  release('publish', 'games', '0.2.0');
  const after = files();
  for (const [file, mtime] of Object.entries(before)) expect(after[file], file).toBe(mtime);
  expect(
    Object.keys(after)
      .filter((f) => !(f in before))
      .every((f) => f.includes('/games/0.2.0/')),
  ).toBe(true);
  expect(refused('publish', 'games', '0.2.0')).toContain('already published');

  // The canary: the test student only (a signed-in map per session); the gate and the smoke test pass first.
  const studentId = await signInStudent(page);
  const out = release('canary', 'games', '0.2.0', '--users', String(studentId));
  expect(out).toContain('passes the compatibility gate');
  await page.goto('/games');
  await expect(gamesVersion(page)).toHaveAttribute('data-version', '0.2.0');

  const other = await browser.newPage();
  await signInStudent(other, 'student2@demo.school');
  await other.goto('/games');
  await expect(gamesVersion(other)).toHaveAttribute('data-version', '0.1.0');
  await other.goto('/demo');
  await expect(gamesVersion(other)).toHaveAttribute('data-version', '0.1.0');

  release('promote', 'games', '0.2.0');
  await other.reload();
  await expect(gamesVersion(other)).toHaveAttribute('data-version', '0.2.0');
  const visitor = await browser.newPage();
  await visitor.goto('/demo');
  await expect(gamesVersion(visitor)).toHaveAttribute('data-version', '0.2.0');

  expect(release('rollback', 'games')).toContain('every user gets 0.1.0 again');
  await visitor.reload();
  await expect(gamesVersion(visitor)).toHaveAttribute('data-version', '0.1.0');
  const log = readFileSync(join(SITE, 'releases.log'), 'utf8');
  expect(log.match(/"action":"(\w+)"/g)).toEqual([
    '"action":"publish"',
    '"action":"canary"',
    '"action":"promote"',
    '"action":"rollback"',
  ]);

  // A version whose manifest lost the game list the student area loads: refused with the reason.
  cpSync(join(SITE, 'remotes/games/0.2.0'), join(SITE, 'remotes/games/0.2.1'), { recursive: true });
  const manifestFile = join(SITE, 'remotes/games/0.2.1/mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.exposes = manifest.exposes.filter((e: { name: string }) => e.name !== 'game-list');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  expect(refused('promote', 'games', '0.2.1')).toContain('it does not expose ./game-list, which student loads');

  // 0.2.0 is promoted again, then its entry disappears from the server (a bad deploy): browsers that were given it
  // fall back to 0.1.0 and say so; once rolled back, the smoke test refuses to promote it again.
  release('promote', 'games', '0.2.0');
  rmSync(join(SITE, 'remotes/games/0.2.0/remoteEntry.js'));
  // A new visitor (the earlier ones keep 0.2.0's entry in their cache, immutable as versioned files are).
  const late = await (await browser.newContext()).newPage();
  const failure = late.waitForRequest((r) => r.url().endsWith('/api/v1/remotes/failures') && r.method() === 'POST');
  await late.goto('/demo');
  await expect(gamesVersion(late)).toHaveAttribute('data-version', '0.1.0');
  expect((await failure).postDataJSON()).toMatchObject({ remote: 'games', version: '0.2.0', fallback: '0.1.0' });
  await expect(late.getByTestId('remote-fallback')).toHaveCount(0);

  release('rollback', 'games');
  expect(refused('promote', 'games', '0.2.0')).toContain('the smoke test failed');
  await visitor.reload();
  await expect(gamesVersion(visitor)).toHaveAttribute('data-version', '0.1.0');
});

test('promoting the public remote prerenders the landing page from it; a rollback, from the one before', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const prerendered = () => readFileSync(join(SITE, 'index.html'), 'utf8').match(/data-prerendered=/g)?.length ?? 0;
  const landingVersion = () =>
    /class="remote-root" data-remote="public" data-version="([^"]+)" data-prerendered/.exec(
      readFileSync(join(SITE, 'index.html'), 'utf8'),
    )?.[1];
  expect(landingVersion()).toBe('0.1.0');
  try {
    release('publish', 'public', '0.2.0');
    expect(landingVersion(), 'publishing changes nobody').toBe('0.1.0');
    release('promote', 'public', '0.2.0');
    expect(landingVersion()).toBe('0.2.0');
    expect(prerendered(), 'prerendered once, into the page as built').toBe(1);
    const html = await (await page.request.get('/', { headers: { 'Accept-Encoding': 'br' } })).text();
    expect(html, 'the compressed copy is the new page too').toContain('data-version="0.2.0" data-prerendered');
    await page.goto('/');
    await expect(page.locator('[data-remote=public]:not([data-prerendered])')).toHaveAttribute('data-version', '0.2.0');
    await expect(page.locator('.public-hero h1')).toBeVisible();

    release('rollback', 'public');
    expect(landingVersion()).toBe('0.1.0');
    expect(prerendered()).toBe(1);
  } finally {
    restoreLandingPage();
  }
});
