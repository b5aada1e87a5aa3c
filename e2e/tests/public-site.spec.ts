import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail, uniquePhone } from './helpers';

test.describe('landing page (spec 000 "Public")', () => {
  test('has the title, Demo and Registration, the olympiad banner and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mental arithmetic for children aged 5 to 14');
    await expect(page.getByRole('link', { name: 'Try the demo' })).toHaveAttribute('href', '/demo');
    await expect(page.getByRole('button', { name: 'Registration' })).toBeVisible();
    await expect(page.getByTestId('olympiad-banner')).toHaveAttribute('href', 'https://olympiad.abacus-school.online/');
    await expect(page.getByRole('link', { name: 'Offer agreement' })).toHaveAttribute('href', '/public_contract');
    await expect(page.getByRole('link', { name: 'Franchise application' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(page.getByTestId('footer-year')).toContainText(String(new Date().getFullYear()));
  });

  test('the language dropdown translates the page and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('button', { name: 'Registrierung' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('?lang=he gives a right-to-left page in Hebrew', async ({ page }) => {
    await page.goto('/?lang=he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Mental arithmetic/);
  });

  test("a visitor downloads only the public remote, and the page's reads go out without the API client", async ({
    page,
  }) => {
    // Issue 15: a shared library loaded late must not make the runtime fetch every remote's entry ('loaded-first'),
    // and the landing page's two reads (settings/public, geoip/info) go out by fetch: axios, whose browser adapter
    // is XMLHttpRequest, is not downloaded for a visitor.
    const remotes = new Set<string>();
    const xhr: string[] = [];
    page.on('request', (request) => {
      const remote = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
      if (remote) remotes.add(remote);
      if (request.resourceType() === 'xhr') xhr.push(request.url());
    });
    const settingsRead = page.waitForRequest('**/api/v1/settings/public');
    await page.goto('/');
    expect((await settingsRead).resourceType()).toBe('fetch');
    await expect(page.locator('[data-remote=public]:not([data-prerendered])')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...remotes]).toEqual(['public']);
    expect(xhr).toEqual([]);
  });

  test('the app hydrates the prerendered page rather than drawing it again, and it works (issue 15)', async ({
    page,
  }) => {
    // The heading the HTML brought is kept (marked before any script ran), not replaced by an element React made.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('[data-prerendered] .public-hero h1')?.setAttribute('data-from-html', '');
      });
    });
    await page.goto('/');
    await expect(page.locator('[data-remote=public]:not([data-prerendered]):not([inert])')).toBeVisible();
    await expect(page.locator('.public-hero h1[data-from-html]')).toBeVisible();
    await expect(page.locator('[data-remote=public]')).toHaveCount(1);
    // Live: the language dropdown translates the hydrated page.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Mental arithmetic/);
  });

  test('a visitor whose page is not the prerendered one (Hebrew) gets it drawn anew, once', async ({ page }) => {
    await page.goto('/?lang=he');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Mental arithmetic/);
    await expect(page.locator('[data-remote=public]:not([data-prerendered])')).toBeVisible();
    await expect(page.locator('[data-remote=public]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('the learning contract page', async ({ page }) => {
    await page.goto('/public_contract');
    await expect(page.getByTestId('contract').getByRole('heading', { level: 2 })).toHaveText('Learning contract');
  });
});

test.describe('trial lesson', () => {
  test('requires a phone, then thanks the parent', async ({ page }) => {
    await page.goto('/');
    const form = page.getByTestId('trial-form');
    await form.getByLabel("Parent's name").fill('Olga Petrenko');
    await form.getByRole('button', { name: 'Book a trial lesson' }).click();
    await expect(form.getByText('Field required')).toBeVisible();
    await form.getByLabel("Child's age").selectOption('7');
    await form.getByLabel('Phone number').fill(uniquePhone());
    // The fields stop at the contract's lengths (a tester typed 300 characters and met the server's English error).
    await form.getByLabel('Country', { exact: true }).fill('x'.repeat(150));
    await expect(form.getByLabel('Country', { exact: true })).toHaveValue('x'.repeat(100));
    await form.getByLabel('Country', { exact: true }).fill('Ukraine');
    await form.getByLabel('City').fill('Lviv');
    await form.getByRole('button', { name: 'Book a trial lesson' }).click();
    await expect(page.getByTestId('trial-thanks')).toContainText('A manager will call you');
  });

  test('a request that could not be sent says so, keeps what the parent typed, and goes on the next try', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByTestId('trial-form');
    await form.getByLabel("Parent's name").fill('Olga Petrenko');
    await form.getByLabel("Child's age").selectOption('9');
    await form.getByLabel('Phone number').fill(uniquePhone());
    await page.route('**/api/v1/trial_lessons', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Book a trial lesson' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your request was not sent. Check the connection and try again.');
    await expect(form.getByLabel("Parent's name")).toHaveValue('Olga Petrenko');
    await page.unroute('**/api/v1/trial_lessons');
    await form.getByRole('button', { name: 'Book a trial lesson' }).click();
    await expect(page.getByTestId('trial-thanks')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('student registration (spec 000 section 5)', () => {
  async function fill(page: import('@playwright/test').Page, email: string) {
    const modal = page.getByTestId('registration-modal');
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('First name', { exact: true }).fill('Ivan');
    await modal.getByLabel('Last name', { exact: true }).fill('Franko');
    await modal.getByLabel('Phone number').fill(uniquePhone());
    await modal.getByLabel('Year of birth').selectOption('2014');
    await modal.getByLabel("Parent's first name").fill('Maria');
    await modal.getByLabel("Parent's last name").fill('Franko');
    await modal.getByLabel('Country', { exact: true }).fill('Ukraine');
    await modal.getByLabel('City').fill('Kyiv');
    await modal.getByLabel('School').fill('Lyceum 1');
    await modal.getByLabel('Password').fill('kid-pass1');
    return modal;
  }

  test('shows every rule on its field', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Registration' }).click();
    const modal = page.getByTestId('registration-modal');
    await modal.getByLabel('Phone number').fill('123');
    await modal.getByLabel('Password').fill('x'.repeat(21));
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(modal.getByText('Enter a valid email address.')).toBeVisible();
    await expect(modal.getByText('Select age')).toBeVisible();
    await expect(modal.getByText('The phone number entered is not valid')).toBeVisible();
    await expect(modal.getByText('Max length 20 chars')).toBeVisible();
    await expect(modal.getByText('Field is required')).toHaveCount(7);
  });

  test('registers a student, and puts the server error for a taken e-mail on its field', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Registration' }).click();
    const modal = await fill(page, 'student@demo.school');
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(modal.locator('[data-field="reg-email"]')).toContainText('User with such email already exists');

    const email = uniqueEmail('reg');
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByRole('button', { name: 'Register' }).click();
    await expect(modal.getByTestId('registration-success')).toHaveText('You are successfully registered');
    // A self-registered child has no group yet: both the success screen and the dashboard say what happens next.
    await expect(modal.getByTestId('registration-next')).toContainText('a manager of the school will contact you');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('sign-in-modal')).toBeVisible();
    await signIn(page, email, 'kid-pass1');
    await expect(page).toHaveURL(/\/dashboard-student$/);
    await expect(page.getByTestId('no-group-notice')).toContainText('You are not in a group yet');
  });
});
