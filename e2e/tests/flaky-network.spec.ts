// A phone between two cell towers: a screen's or a dialog's code that fails to download is asked for again
// (@abacus/shared/lazy-retry, 1 s and 3 s later), so the child or the teacher gets the screen instead of the area's error line.
import { expect, type Page, test } from '@playwright/test';
import { signIn, signInStudent } from './helpers';

/**
 * The network drops a remote's JavaScript from its next request on, for `ms` (less than the first retry's wait);
 * answers what it dropped.
 */
async function dropChunksFor(page: Page, remote: string, ms: number) {
  const failed: string[] = [];
  let until = 0;
  await page.route(`**/remotes/${remote}/**/*.js`, (route) => {
    if (!until) until = Date.now() + ms;
    if (Date.now() > until) return route.continue();
    failed.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return failed;
}

test('a student opens the shop although its code failed to download', async ({ page }) => {
  await signInStudent(page);
  await expect(page.getByRole('heading', { name: 'My lessons' })).toBeVisible();
  const failed = await dropChunksFor(page, 'student', 800);
  await page.getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  expect(failed.length).toBeGreaterThan(0);
  await expect(page.getByText('We could not load this section.')).toHaveCount(0);
});

test("a franchise opens a student's Block dialog although its form failed to download", async ({ page }) => {
  await signIn(page, 'franchise@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/teacher$/);
  await page.goto('/dashboard/list/student');
  const row = page.getByRole('row', { name: /Kravets Olha/ });
  await expect(row).toBeVisible();
  const failed = await dropChunksFor(page, 'staff', 800);
  await row.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block the user' });
  await expect(dialog.getByLabel('Deactivation month')).toBeVisible();
  expect(failed.length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('when the code cannot be downloaded at all, the area says so, and Retry loads the page again', async ({
  page,
}) => {
  await signInStudent(page);
  await expect(page.getByRole('heading', { name: 'My lessons' })).toBeVisible();
  // Longer than the two retries' waits (1 s, then 3 s).
  const failed = await dropChunksFor(page, 'student', 6000);
  await page.getByRole('link', { name: 'Shop' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'We could not load this section.' });
  await expect(fallback).toBeVisible({ timeout: 10_000 });
  expect(failed.length).toBeGreaterThanOrEqual(3);
  await page.unroute('**/remotes/student/**/*.js');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard-student\/shop$/);
});
