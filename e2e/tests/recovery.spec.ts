import { expect, test, type Page } from '@playwright/test';
import { lastMail, linkIn, signIn, studentLogout, uniqueEmail, uniquePhone } from './helpers';

async function register(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/v1/users/create-student', {
    data: {
      email,
      first_name: 'Lesia',
      last_name: 'Ukrainka',
      phone_number: `+380${uniquePhone()}`,
      birth_year: 2013,
      parent_first_name: 'Olena',
      parent_last_name: 'Pchilka',
      country: 'Ukraine',
      city: 'Kyiv',
      school: 'School 2',
      password,
    },
  });
  expect(response.status()).toBe(201);
}

test('password recovery end to end: mail, link, new password, link works once', async ({ page }) => {
  const email = uniqueEmail('reset');
  await register(page, email, 'old-pass1');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.locator('#forgot-email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  const modal = page.getByTestId('sign-in-modal');
  await expect(modal.locator('[data-step=sent]')).toContainText(email);
  await modal.getByRole('button', { name: 'Back to the sign in' }).click();
  await expect(modal.locator('[data-step=sign]')).toBeVisible();

  const mail = await lastMail(page, email);
  const link = linkIn(mail.text, '/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('new-pass2');
  await page.getByLabel('Repeat the password').fill('new-pass2');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await signIn(page, email, 'old-pass1');
  await expect(page.getByTestId('sign-in-modal')).toContainText('Password or login is not correct');
  await signIn(page, email, 'new-pass2');
  await expect(page).toHaveURL(/\/dashboard-student$/);

  await studentLogout(page);
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('third-pass3');
  await page.getByLabel('Repeat the password').fill('third-pass3');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByTestId('reset-password').getByRole('alert')).toContainText('invalid or has expired');
  // Not a dead end: the way to a new link, the recovery step of the sign-in dialog.
  await page.getByTestId('reset-new-link').click();
  await expect(page).toHaveURL(/\/login\?forgot$/);
  await expect(page.locator('#forgot-email')).toBeVisible();
});

test('/reset-password without a token goes to /', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/$/);
});

test('e-mail activation: loader, then green; an invalid link is red', async ({ page }) => {
  const email = uniqueEmail('activate');
  await register(page, email, 'pass-word1');
  const mail = await lastMail(page, email);
  const link = linkIn(mail.text, '/activate/');
  await page.goto(link.pathname);
  const message = page.getByTestId('activation-message');
  await expect(message).toContainText('verified');
  await expect(message).toHaveClass(/public-success/);
  await page.reload();
  await expect(message).toHaveText('Email has already been verified.');
  // The server's message follows the page's language (issue 9: it was English in every language).
  await page.goto(`${link.pathname}?lang=de`);
  await expect(message).toHaveText('Die E-Mail-Adresse wurde bereits bestätigt.');
  await expect(message).toHaveClass(/public-success/);

  await page.goto('/activate/bm9wZQ/not-a-token');
  await expect(message).toHaveClass(/ui-form-error/);
  await expect(message).not.toContainText('verified');
});
