// Accessibility of every remote's pages (issue 15): axe-core with the WCAG 2.0 and 2.1 A and AA rules on each page,
// opened as the user who sees it and checked once its content has loaded (and on the states a user reaches on it:
// a form's errors, a modal). No violation of impact serious or critical may remain; each one found is listed by page,
// rule, impact, help text and its first elements. One test per area, pages in turn; nothing here writes data.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BASE_URL } from '../paths.mjs';
import { DEMO_PASSWORD } from './helpers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const TARGETS_SHOWN = 4;

/** Signs `email` in through the API and puts the session where the shell reads it, before every page load. */
async function useSession(page: Page, email: string): Promise<{ id: number; token: string }> {
  const auth = await page.request.post(`${BASE_URL}/api/v1/users/user/auth`, {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(auth.status(), `sign-in of ${email}`).toBe(200);
  const { token } = (await auth.json()) as { token: string };
  const me = await page.request.get(`${BASE_URL}/api/v1/users/user/me`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(me.status(), `profile of ${email}`).toBe(200);
  const user = (await me.json()) as { id: number };
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)],
  );
  return { id: user.id, token };
}

/** Waits for the page to stop loading: no request for a while, no spinner, nothing marked busy. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ui-spinner, [aria-busy="true"]')).toHaveCount(0);
}

/** Opens `path` and waits for `ready` (what shows the page's content) and for the page to settle. */
async function open(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible({ timeout: 20_000 });
  await settle(page);
}

/** Runs axe on the page as it is now; a soft assertion, so one test reports every page's violations. */
async function audit(page: Page, name: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(({ id, impact, help, nodes }) => {
      const targets = nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' >> '));
      const more = nodes.length > TARGETS_SHOWN ? ` (+${nodes.length - TARGETS_SHOWN} more)` : '';
      // The first element's reason, as axe words it (for contrast: the two colours and the ratio).
      const first = nodes[0];
      const reason = (first?.any[0] ?? first?.all[0] ?? first?.none[0])?.message;
      return `${id} [${impact}] ${help}: ${targets.join(' | ')}${more}${reason ? ` (first: ${reason})` : ''}`;
    });
  expect.soft(blocking, `serious or critical axe violations on ${name}`).toEqual([]);
}

const frame = (page: Page) => page.getByTestId('staff-frame');
const staffTable = (page: Page) => frame(page).getByRole('table');

test.describe('accessibility (axe, WCAG 2.1 A and AA): no serious or critical violation', () => {
  test.describe.configure({ timeout: 180_000 });

  test('public: landing, trial lesson, sign-in, recovery, registration, reset, activation, static pages', async ({
    page,
  }) => {
    await open(page, '/', (p) => p.getByTestId('trial-form'));
    await audit(page, 'the landing page /');
    const trial = page.getByTestId('trial-form');
    await trial.getByRole('button', { name: 'Book a trial lesson' }).click();
    await expect(trial.getByText('Field required').first()).toBeVisible();
    await audit(page, 'the trial lesson form with its errors');

    await page.getByRole('button', { name: 'Registration' }).click();
    const registration = page.getByTestId('registration-modal');
    await expect(registration).toBeVisible();
    await audit(page, 'the registration modal');
    await registration.getByRole('button', { name: 'Register' }).click();
    await expect(registration.getByText('Field is required').first()).toBeVisible();
    await audit(page, 'the registration modal with its errors');

    await open(page, '/login', (p) => p.getByTestId('sign-in-modal'));
    await audit(page, 'the sign-in modal /login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.locator('#forgot-email')).toBeVisible();
    await audit(page, 'password recovery');

    await open(page, '/reset-password?token=not-a-real-token', (p) => p.getByLabel('New password', { exact: true }));
    await audit(page, 'the new password page /reset-password');
    await open(page, '/activate/bm9wZQ/not-a-token', (p) => p.getByRole('heading'));
    await audit(page, 'the activation page');
    for (const path of ['/about', '/faq', '/public_contract']) {
      await open(page, path, (p) => p.getByRole('heading', { level: 2 }));
      await audit(page, `the static page ${path}`);
    }
    await open(page, '/no_such_page', (p) => p.getByTestId('error-page'));
    await audit(page, 'the 404 page');
  });

  test('student: dashboard, profile header, lesson, statistics, payments, shop, homework, training', async ({
    page,
  }) => {
    const { id, token } = await useSession(page, 'student@demo.school');
    await open(page, '/dashboard-student', (p) => p.getByTestId('lesson-group'));
    await audit(page, 'the student dashboard');
    const header = page.getByTestId('profile-header');
    await header.getByRole('button', { name: /Change birthday/ }).click();
    await expect(header.getByLabel('Birthday')).toBeVisible();
    await audit(page, 'the profile header editing the birthday');

    const grouped = await page.request.get(`${BASE_URL}/api/v1/lessons/grouped?user=${id}`, {
      headers: { Authorization: `Token ${token}` },
    });
    const groups = (await grouped.json()) as { lessons: { id: number; is_active: boolean }[] }[];
    const lesson = groups.flatMap((group) => group.lessons).find((l) => l.is_active);
    expect(lesson, 'an open lesson of the demo student').toBeDefined();
    await open(page, `/dashboard-student/lesson/${lesson!.id}`, (p) => p.getByTestId('lesson-body'));
    await audit(page, 'a lesson');

    await open(page, '/dashboard-student/statistic', (p) => p.getByTestId('daily-chart'));
    await audit(page, 'the statistics');
    await open(page, '/dashboard-student/history', (p) => p.getByTestId('payment-row'));
    await audit(page, 'the payment history');
    await open(page, '/dashboard-student/shop', (p) => p.getByTestId('shop-item'));
    await audit(page, 'the shop');
    await open(page, '/dashboard-student/homework', (p) =>
      p.getByTestId('homework').or(p.getByTestId('homework-empty')),
    );
    await audit(page, 'the homework');
    await open(page, '/dashboard-student/training', (p) => p.getByTestId('game-list'));
    await audit(page, 'the training tab');
  });

  test('games: the list, settings of several games, the demo, its play screen and result', async ({
    page,
    browser,
  }) => {
    await useSession(page, 'student@demo.school');
    await open(page, '/games', (p) => p.getByTestId('game-list'));
    await audit(page, 'the game list /games');
    for (const game of ['addition', 'columns', 'multiply', 'anzan']) {
      await open(page, `/games/${game}`, (p) => p.getByRole('button', { name: 'Start' }));
      await audit(page, `the settings of /games/${game}`);
    }
    await open(page, '/games/abacus-game', (p) => p.getByTestId('abacus-game'));
    await audit(page, 'the online abacus /games/abacus-game');

    const visitor = await (await browser.newContext()).newPage();
    await open(visitor, '/demo', (p) => p.getByTestId('demo-list'));
    await audit(visitor, 'the demo list /demo');
    await open(visitor, '/demo/addition', (p) => p.getByRole('button', { name: 'Start' }));
    await audit(visitor, 'the demo settings /demo/addition');
    const actions = visitor.getByRole('textbox', { name: 'Number of actions' });
    await actions.fill('2');
    await actions.press('Enter');
    await visitor.getByRole('button', { name: 'Start' }).click();
    const play = visitor.getByTestId('play-screen');
    await expect(play.getByRole('button', { name: 'Start' })).toBeVisible();
    await audit(visitor, 'the play screen before the numbers');
    await play.getByRole('button', { name: 'Start' }).click();
    const answer = visitor.getByLabel('Your answer');
    await expect(answer).toBeVisible({ timeout: 20_000 });
    await audit(visitor, 'the play screen asking for the answer');
    await answer.fill('0');
    await answer.press('Enter');
    await expect(visitor.getByTestId('play-result')).toBeVisible();
    await audit(visitor, 'the play result');
  });

  test('staff as a teacher: lists, group, profiles, homework calendar, restore, storage, add a student', async ({
    page,
  }) => {
    await useSession(page, 'teacher@demo.school');
    for (const role of ['group', 'student', 'parent']) {
      await open(page, `/dashboard/list/${role}`, (p) => staffTable(p).getByRole('row').nth(1));
      await audit(page, `the list /dashboard/list/${role}`);
    }
    await open(page, '/dashboard/list/student/deactivated', (p) => staffTable(p));
    await audit(page, 'the deactivated students');

    await open(page, '/dashboard/list/group', (p) => staffTable(p).getByRole('row').nth(1));
    const group = await frame(page).locator('a[href^="/dashboard/group/"]').first().getAttribute('href');
    await open(page, group!, (p) => frame(p).locator('form'));
    await audit(page, `a group ${group}`);
    await open(page, `${group}/homework`, (p) => p.getByTestId('homework-calendar'));
    await audit(page, 'the homework calendar of a group');

    await open(page, '/dashboard/list/student', (p) => staffTable(p).getByRole('row').nth(1));
    const student = await staffTable(page).locator('a[href^="/dashboard/profile/"]').first().getAttribute('href');
    await open(page, student!, (p) => p.getByTestId('profile-form'));
    await audit(page, `a student's profile ${student}`);
    await open(page, '/dashboard/profile/me', (p) => p.getByTestId('profile-form'));
    await audit(page, 'my profile');

    await open(page, '/dashboard/restore', (p) => frame(p).getByRole('heading', { level: 1 }));
    await audit(page, 'restore');
    await open(page, '/dashboard/storage', (p) => frame(p).getByRole('heading', { level: 1 }));
    await audit(page, 'the materials storage');
    await open(page, `/dashboard/add/student?group=${group!.split('/').pop()}`, (p) => frame(p).locator('form'));
    await audit(page, 'the add-a-student form');
  });

  test('staff as the super franchise: lists, add forms, discounts, lessons, settings, a static page editor', async ({
    page,
  }) => {
    await useSession(page, 'super@demo.school');
    for (const role of ['master_franchise', 'franchise', 'teacher']) {
      await open(page, `/dashboard/list/${role}`, (p) => staffTable(p).getByRole('row').nth(1));
      await audit(page, `the list /dashboard/list/${role}`);
    }
    for (const role of ['master_franchise', 'franchise', 'teacher', 'group']) {
      await open(page, `/dashboard/add/${role}`, (p) => frame(p).locator('form'));
      await audit(page, `the form /dashboard/add/${role}`);
    }
    await open(page, '/dashboard/discounts', (p) => frame(p).getByRole('heading', { level: 1 }));
    await audit(page, 'the discounts');
    await open(page, '/dashboard/lessons', (p) => frame(p).locator('a[href^="/dashboard/lessons/"]'));
    await audit(page, 'the lessons admin');
    const lesson = await frame(page).locator('a[href^="/dashboard/lessons/"]').first().getAttribute('href');
    await open(page, lesson!, (p) => p.getByTestId('lesson-form'));
    await audit(page, `a lesson's editor ${lesson}`);
    await open(page, '/dashboard/lesson/add', (p) => p.getByTestId('lesson-form'));
    await audit(page, 'the new lesson form');
    await open(page, '/dashboard/settings', (p) => frame(p).getByRole('heading', { level: 1 }));
    await audit(page, 'the settings');

    await open(page, '/faq', (p) => p.getByRole('button', { name: 'Edit' }));
    await audit(page, 'a static page as the super franchise');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByTestId('page-editor')).toBeVisible();
    await audit(page, 'the static page editor');
  });

  test('reports as a franchise: the report, the invoices and the history tabs', async ({ page }) => {
    await useSession(page, 'franchise@demo.school');
    await open(page, '/dashboard/reports/me', (p) => p.getByTestId('report-summary'));
    await audit(page, 'the report tab');
    await open(page, '/dashboard/reports/me?tab=invoice', (p) => p.getByTestId('report-invoices'));
    await audit(page, 'the invoices tab');
    await open(page, '/dashboard/reports/me?tab=history', (p) => p.getByRole('tab', { name: 'History' }));
    await audit(page, 'the history tab');
  });
});
