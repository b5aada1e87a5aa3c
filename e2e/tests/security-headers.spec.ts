// Issue 9: the composed app runs under a Content-Security-Policy without 'unsafe-inline' or 'unsafe-eval' in
// script-src, and every remote still loads: the shell, public, student, games, staff and reports.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** Collects the page's CSP violations (the browser fires securitypolicyviolation for each blocked load or eval). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...console];
}

test('the site sends the policy: scripts only from itself, never framed', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'];
  const scripts = csp.match(/script-src ([^;]+)/)![1];
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
});

test('public and student areas and the games load every remote with the policy on', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByTestId('trial-form')).toBeVisible();
  await signIn(page, 'student@demo.school');
  await expect(page).toHaveURL(/\/dashboard-student$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.goto('/dashboard-student/shop');
  await expect(page.getByRole('button', { name: 'Transaction history' })).toBeVisible();
  await page.goto('/games');
  await expect(page.getByRole('link').first()).toBeVisible();
  await page.goto('/games/multiply');
  await page.getByRole('checkbox', { name: '7', exact: true }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the staff frame and the reports remote load with the policy on', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'franchise@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/teacher$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto('/dashboard/reports/me');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a page of the site cannot be framed', async ({ page }) => {
  await page.goto('/api/v1/livez');
  const response = await page.request.get('/dashboard-student/shop', { headers: { accept: 'text/html' } });
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
