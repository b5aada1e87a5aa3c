// Issue 11, the network owner's settings (spec 002: "Settings ... pages are for the super franchise only") and the
// background tester (spec 000 section 6: "Only the role super franchise sees the background tester on the
// landing/game area (upload jpeg or png, preview, save, remove)"). Each test puts back what it changed: other specs
// read the same footer and landing page.
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../paths.mjs';
import { signIn } from './helpers';

// A real 2x2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAD0lEQVR4nGNgYPgHRmAKABfeA/n0AEaqAAAAAElFTkSuQmCC',
  'base64',
);
const STORED = /\/media\/backgrounds\/[0-9a-f]{32}\.png/;

/** A call to the API with the token the page signed in with. */
async function callApi(page: Page, method: 'PATCH' | 'DELETE', path: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`${BASE_URL}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Token ${token}` },
    data,
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
}

async function signInSuper(page: Page) {
  await signIn(page, 'super@demo.school');
  await expect(page).toHaveURL(/\/dashboard\//);
}

test('the super franchise saves a contact e-mail on /dashboard/settings; a visitor sees it in the footer', async ({
  page,
  browser,
}) => {
  const email = `hello-${Date.now().toString(36)}@abacus-school.online`;
  await signInSuper(page);
  await page.goto('/dashboard/settings');
  const form = page.getByTestId('settings-form');
  const field = form.getByLabel('Contact e-mail');
  await expect(field).toBeVisible();
  const before = await field.inputValue();
  try {
    // The form's rules are the contract's: an http:// link is refused before anything is sent.
    const facebook = form.getByLabel('Facebook');
    const facebookBefore = await facebook.inputValue();
    await facebook.fill('http://facebook.com/school');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter a valid address starting with https://')).toBeVisible();
    await facebook.fill(facebookBefore);

    await field.fill(email);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/');
    const footer = visitor.locator('footer');
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(footer.getByRole('link', { name: 'Franchise application' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await visitor.close();
  } finally {
    await callApi(page, 'PATCH', 'settings', { contact_email: before });
  }
});

test('the super franchise tries a PNG as the landing background, saves it; a visitor sees it; then it is removed', async ({
  page,
  browser,
}) => {
  await signInSuper(page);
  try {
    await page.goto('/');
    const tester = page.getByTestId('background-tester');
    await tester.getByRole('button', { name: 'Background' }).click();
    await tester.getByLabel('Choose a picture').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: PNG });
    const layer = page.getByTestId('page-background');
    await expect(layer).toHaveCSS('background-image', /^url\("blob:/);
    await tester.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The background has been saved' })).toBeVisible();
    await expect(layer).toHaveCSS('background-image', STORED);

    const visitor = await browser.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('button', { name: 'Registration' })).toBeVisible();
    const seen = visitor.getByTestId('page-background');
    await expect(seen).toHaveCSS('background-image', STORED);
    await expect(visitor.getByTestId('background-tester')).toHaveCount(0);
    const url = (await seen.evaluate((el) => getComputedStyle(el).backgroundImage)).match(STORED)![0];
    const picture = await visitor.request.get(`${BASE_URL}${url}`);
    expect(picture.headers()['content-type']).toBe('image/png');
    await visitor.close();

    await tester.getByRole('button', { name: 'Remove' }).click();
    await page.getByTestId('background-remove').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The background has been removed' })).toBeVisible();
    await expect(layer).toHaveCount(0);
    expect((await page.request.get(`${BASE_URL}${url}`)).status()).toBe(404);
  } finally {
    await callApi(page, 'DELETE', 'settings/backgrounds/landing');
  }
});

test('the games area: the super franchise saves a background with the tester on /games; a student sees it', async ({
  page,
  browser,
}) => {
  await signInSuper(page);
  try {
    await page.goto('/games');
    const tester = page.getByTestId('background-tester');
    await tester.getByRole('button', { name: 'Background' }).click();
    await tester
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'beads.png', mimeType: 'image/png', buffer: PNG });
    const frame = page.getByTestId('games-frame');
    await expect(frame).toHaveCSS('background-image', /^url\("blob:/);
    await tester.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The background has been saved' })).toBeVisible();
    await expect(frame).toHaveCSS('background-image', STORED);

    const student = await browser.newPage();
    await signIn(student, 'student@demo.school');
    await expect(student).toHaveURL(/\/dashboard-student$/);
    await student.goto('/games');
    await expect(student.getByTestId('games-frame')).toHaveCSS('background-image', STORED);
    await expect(student.getByTestId('background-tester')).toHaveCount(0);
    await student.close();
  } finally {
    await callApi(page, 'DELETE', 'settings/backgrounds/games');
  }
});
