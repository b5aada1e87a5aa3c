// Independent shipping: build a second version of one remote, change only its line in remotes.json,
// reload: users get the new version and nothing else was rebuilt. Changing it back is the rollback.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SITE } from '../paths.mjs';

const NEXT = '0.1.1-e2e';
const remotesJson = join(SITE, 'remotes.json');

const snapshot = () =>
  Object.fromEntries(
    readdirSync(join(SITE, 'remotes'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = join(e.parentPath, e.name);
        return [file, statSync(file).mtimeMs];
      }),
  );

test('ship a new games version by editing one line of remotes.json, then roll back', async ({ page }) => {
  test.setTimeout(180_000);
  const original = readFileSync(remotesJson, 'utf8');
  const before = snapshot();
  execFileSync('pnpm', ['--filter', 'mfe-games', 'build'], {
    cwd: ROOT,
    env: { ...process.env, REMOTE_VERSION: NEXT, REMOTES_OUT: join(SITE, 'remotes') },
    stdio: 'pipe',
  });
  const after = snapshot();
  for (const [file, mtime] of Object.entries(before)) expect(after[file], file).toBe(mtime);
  expect(
    Object.keys(after)
      .filter((f) => !(f in before))
      .every((f) => f.includes(`/games/${NEXT}/`)),
  ).toBe(true);

  await page.goto('/demo');
  const games = page.locator('[data-remote=games]').first();
  await expect(games).toHaveAttribute('data-version', '0.1.0');

  const map = JSON.parse(original);
  writeFileSync(remotesJson, JSON.stringify({ ...map, games: `/remotes/games/${NEXT}/mf-manifest.json` }, null, 2));
  try {
    await page.reload();
    await expect(games).toHaveAttribute('data-version', NEXT);
    await page.evaluate(() => window.history.pushState(null, '', '/'));
    await expect(page.getByRole('button', { name: 'Registration' })).toBeVisible();
  } finally {
    writeFileSync(remotesJson, original);
  }
  await page.goto('/demo');
  await expect(games).toHaveAttribute('data-version', '0.1.0');
});
