import { expect, type Page } from '@playwright/test';
import { BASE_URL } from '../paths.mjs';

export const DEMO_PASSWORD = 'demo1234';

/** GET on the API with the token the page signed in with; asserts 200. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`${BASE_URL}/api/v1/${path}`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * Opens the landing page and waits for the app to take it over from its prerendered HTML (scripts/prerender.mjs):
 * for a test that measures or reads elements rather than acting on them (actions wait by themselves: the HTML is
 * inert).
 */
export async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.locator('[data-remote=public]:not([data-prerendered])')).toBeVisible();
}

/** Signs a student in, waits for their dashboard and answers their id. */
export async function signInStudent(page: Page, email = 'student@demo.school'): Promise<number> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard-student$/);
  return page.evaluate(() => JSON.parse(localStorage.getItem('user')!).id as number);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.locator('#signin-username').fill(email);
  await page.locator('#signin-password').fill(password);
  await page.locator('form[data-step=sign] button[type=submit]').click();
}

/** The newest mail the dev outbox holds for an address. */
export async function lastMail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let mails: { subject: string; text: string }[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get(`${BASE_URL}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      mails = await response.json();
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mails[0];
}

export const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://[^\\s"]+${path}[^\\s"<]*`));
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return new URL(match[0]);
};

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
export const uniquePhone = () => String(500000000 + Math.floor(Math.random() * 99999999));

/** The student sidebar's Logout (the 404 page inside the area has a Logout too). */
export async function studentLogout(page: Page) {
  await page.getByRole('complementary', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Registration' })).toBeVisible();
}
