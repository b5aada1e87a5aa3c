// The student area of issue 4 against the real API and seed: dashboard, lessons, statistics, payments,
// profile header, and read-only viewing by a teacher. Figures are compared with what the API answers.
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../paths.mjs';
import { apiGet, DEMO_PASSWORD, signIn, signInStudent } from './helpers';

interface Lesson {
  id: number;
  order: number;
  is_active: boolean;
  name_en: string;
}
interface LessonGroup {
  id: number;
  order: number;
  name_en: string;
  lessons: Lesson[];
}
interface DayStatistic {
  today: { total: number; right_answers: number };
  all_time: Record<string, number>;
}

// A 1 x 1 PNG: the server checks the content, not the name.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The group states as the spec defines them, computed here apart from the app's own code. */
const expectedState = (lessons: Lesson[]) => {
  const open = lessons.filter((l) => l.is_active).length;
  return open === 0 ? 'locked' : open === lessons.length ? 'completed' : 'in_progress';
};

const statisticPath = (userId: number, d: { day: number; month: number; year: number }) =>
  `lessons/game/data/statistic?day=${d.day}&month=${d.month}&year=${d.year}&user=${userId}`;

/**
 * The JSON of the next GET whose URL contains `part`, as the page received it. Other specs play games as the same
 * student in parallel, so the page is compared with what it was answered, not with a second request made later.
 */
const nextAnswer = <T>(page: Page, part: string): Promise<T> =>
  page
    .waitForResponse((r) => r.url().includes(part) && r.request().method() === 'GET' && r.status() === 200)
    .then((r) => r.json() as Promise<T>);

async function expectFigures(page: Page, figures: DayStatistic['today']) {
  const tiles = page.getByTestId('day-figures');
  await expect(tiles).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('day-played')).toHaveText(String(figures.total));
  await expect(page.getByTestId('day-correct')).toHaveText(String(figures.right_answers));
}

test.describe('student area', () => {
  test('dashboard: lesson groups, the day and all-time figures match the API', async ({ page }) => {
    const dayAnswer = nextAnswer<DayStatistic>(page, '/lessons/game/data/statistic?');
    const id = await signInStudent(page);
    const groups = await apiGet<LessonGroup[]>(page, `lessons/grouped?user=${id}`);
    expect(groups.length).toBeGreaterThan(0);

    const shown = page.getByTestId('lesson-group');
    await expect(shown).toHaveCount(groups.length);
    for (const [i, group] of [...groups].sort((a, b) => a.order - b.order).entries()) {
      await expect(shown.nth(i)).toHaveAttribute('data-state', expectedState(group.lessons));
      await expect(shown.nth(i)).toContainText(group.name_en);
    }
    // The seed has each state: completed, in progress and locked.
    expect(new Set(groups.map((g) => expectedState(g.lessons)))).toEqual(
      new Set(['completed', 'in_progress', 'locked']),
    );
    await expect(page.locator('[data-testid=lesson-group][data-state=locked] button')).toBeDisabled();

    const statistic = await dayAnswer;
    expect(statistic).toHaveProperty('today');
    await expectFigures(page, statistic.today);
    const table = page.getByTestId('all-time');
    for (const field of [
      'columns',
      'addition',
      'anzan',
      'abacus_random',
      'multiply',
      'divide',
      'total',
      'total_right',
    ]) {
      await expect(table.locator(`tr[data-field=${field}] td`)).toHaveText(String(statistic.all_time[field]));
    }
    expect(statistic.all_time.total).toBeGreaterThan(0);
  });

  test('an open lesson opens with its body; a locked one does not', async ({ page }) => {
    const id = await signInStudent(page);
    const groups = await apiGet<LessonGroup[]>(page, `lessons/grouped?user=${id}`);
    const inProgress = groups.find((g) => expectedState(g.lessons) === 'in_progress')!;
    const open = inProgress.lessons.find((l) => l.is_active)!;
    const locked = inProgress.lessons.find((l) => !l.is_active)!;

    const group = page.locator('[data-testid=lesson-group][data-state=in_progress]');
    await expect(group.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
    const lockedRow = group.getByTestId('lesson-locked').filter({ hasText: locked.name_en });
    await expect(lockedRow).toBeVisible();
    await lockedRow.click();
    await expect(page).toHaveURL(/\/dashboard-student$/);

    // Typed into the address bar, a locked lesson shows nothing but the way back (the API answers 404).
    await page.goto(`/dashboard-student/lesson/${locked.id}`);
    await expect(page.getByRole('link', { name: 'Back to lessons' })).toBeVisible();
    await expect(page.getByTestId('lesson-page').getByRole('heading')).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to lessons' }).click();
    await group.getByRole('link', { name: open.name_en }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard-student/lesson/${open.id}$`));
    await expect(page.getByRole('heading', { name: open.name_en })).toBeVisible();
    await expect(page.getByTestId('lesson-body')).not.toBeEmpty();

    // The lesson with our own video (seeded in the completed group): full width at 16:9, served from /media/.
    const completed = groups.find((g) => expectedState(g.lessons) === 'completed')!;
    let withVideo: Lesson | undefined;
    for (const lesson of completed.lessons) {
      const full = await apiGet<{ body_en: string }>(page, `lessons/${lesson.id}?user=${id}`);
      if (full.body_en.includes('<video')) withVideo = lesson;
    }
    expect(withVideo).toBeDefined();
    await page.goto(`/dashboard-student/lesson/${withVideo!.id}`);
    await expect(page.getByRole('heading', { name: withVideo!.name_en })).toBeVisible();
    const player = page.getByTestId('lesson-body').locator('video').first();
    await expect(player).toHaveAttribute('controls', '');
    const sources = await player
      .locator('source')
      .evaluateAll((list) => list.map((s) => ({ src: s.getAttribute('src')!, type: s.getAttribute('type')! })));
    expect(sources.map((s) => s.type)).toEqual(['video/webm', 'video/mp4']);
    for (const { src, type } of sources) {
      expect(src).toMatch(/^\/media\/lessons\/[\w-]+\.(webm|mp4)$/);
      const res = await page.request.get(src);
      expect(res.status(), src).toBe(200);
      expect(res.headers()['content-type']).toBe(type);
      expect((await res.body()).length).toBeGreaterThan(10_000);
    }
    // preload="metadata": the browser picks a source and reads its length without playing it.
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    const { currentSrc, duration } = await player.evaluate((v: HTMLVideoElement) => ({
      currentSrc: v.currentSrc,
      duration: v.duration,
    }));
    expect(new URL(currentSrc).pathname).toBe(sources[0].src);
    expect(duration).toBeGreaterThan(10);
    expect(duration).toBeLessThan(20);
    const box = (await player.boundingBox())!;
    const body = (await page.getByTestId('lesson-body').boundingBox())!;
    expect(Math.abs(box.width - body.width)).toBeLessThan(2);
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  });

  test("the statistic page's date picker reloads that day's figures; the chart sums the last 30 days", async ({
    page,
  }) => {
    const id = await signInStudent(page);
    const dailyAnswer = nextAnswer<{ date: string; total: number; right_answers: number }[]>(page, '/statistic/daily?');
    await page.getByTestId('history-card').getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/dashboard-student\/statistic$/);

    const daily = await dailyAnswer;
    expect(daily).toHaveLength(30);
    const played = daily.reduce((s, d) => s + d.total, 0);
    const correct = daily.reduce((s, d) => s + d.right_answers, 0);
    await expect(page.getByTestId('chart-summary')).toHaveText(`In 30 days: ${played} played, ${correct} correct`);

    // Today's figures are compared on the dashboard (other specs may be playing as this student right now); here
    // the picker starts on the student's today (the history's last day, in their profile's zone, which the
    // browser's date need not be) and past days, which no longer change, are compared with the API.
    const [todayYear, todayMonth, todayDay] = daily[daily.length - 1].date.split('-');
    const field = page.getByLabel('Date');
    const pad = (n: number) => String(n).padStart(2, '0');
    await expect(field).toHaveValue(`${todayDay}/${todayMonth}/${todayYear}`);

    // A past day with games, typed as dd/MM/yyyy.
    const past = [...daily].reverse().find((d) => d.total > 0 && d.date !== daily[daily.length - 1].date)!;
    const [year, month, day] = past.date.split('-').map(Number);
    await field.fill(`${pad(day)}/${pad(month)}/${year}`);
    const expected = await apiGet<DayStatistic>(page, statisticPath(id, { day, month, year }));
    expect(expected.today.total).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: `Games on ${pad(day)}.${pad(month)}.${year}` })).toBeVisible();
    await expectFigures(page, expected.today);

    // The day before, by the arrow.
    await page.getByRole('button', { name: 'Previous day' }).click();
    const before = await page.evaluate(
      ([y, m, d]) => {
        const b = new Date(y, m - 1, d - 1);
        return { day: b.getDate(), month: b.getMonth() + 1, year: b.getFullYear() };
      },
      [year, month, day],
    );
    await expect(field).toHaveValue(`${pad(before.day)}/${pad(before.month)}/${before.year}`);
    await expectFigures(page, (await apiGet<DayStatistic>(page, statisticPath(id, before))).today);

    await field.fill('31/02/2024');
    await field.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('There is no such day in the calendar.');
    await field.fill('31.02');
    await field.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Enter the date as dd/mm/yyyy.');
  });

  test('payment history rows match the paid invoices', async ({ page }) => {
    const id = await signInStudent(page);
    const invoices = await apiGet<{ amount: string; paid_days: number; created: string; updated: string }[]>(
      page,
      `billing/invoices?user=${id}&status=paid`,
    );
    expect(invoices.length).toBeGreaterThan(0);
    await page.getByTestId('payments-card').getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/dashboard-student\/history$/);
    await expect(page.getByRole('columnheader')).toHaveText(['Month', 'Date of payment', 'Days', 'Amount']);
    const rows = page.getByTestId('payment-row');
    await expect(rows).toHaveCount(invoices.length);
    for (const [i, invoice] of invoices.entries()) {
      const expected = await page.evaluate(({ created, updated }) => {
        const u = new Date(updated);
        const pad = (n: number) => String(n).padStart(2, '0');
        return {
          // The month with its year (issue 9: the history spans years).
          month: new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date(created)),
          paid: `${pad(u.getDate())}.${pad(u.getMonth() + 1)}.${u.getFullYear()}`,
        };
      }, invoice);
      const cells = rows.nth(i).getByRole('cell');
      await expect(cells).toHaveText([
        expected.month,
        expected.paid,
        String(invoice.paid_days),
        new RegExp(`^${invoice.amount.slice(0, -3)}\\b`),
      ]);
    }
  });

  test('profile header: birthday edit and avatar upload', async ({ page }) => {
    await signInStudent(page);
    const header = page.getByTestId('profile-header');
    await expect(header).toHaveAttribute('data-read-only', 'false');
    await expect(page.getByTestId('balance')).toHaveText(/\d+\.\d{2} i\$/);

    const patches: string[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && patches.push(r.url()));
    const birthday = header.getByRole('button', { name: /Change birthday/ });
    const shownBefore = (await header.getByTestId('birthday').textContent())!;

    // Unchanged text just closes.
    await birthday.click();
    await header.getByRole('button', { name: 'Save' }).click();
    await expect(header.getByTestId('birthday')).toHaveText(shownBefore);
    expect(patches).toEqual([]);

    await birthday.click();
    const input = header.getByLabel('Birthday');
    await input.fill('30.02.2015');
    await input.press('Enter');
    await expect(header.getByRole('alert')).toHaveText('Enter a valid date.');
    await input.fill('07.08.2015');
    await input.press('Enter');
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(header.getByTestId('birthday')).toHaveText(/07\.08\.2015/);
    expect((await apiGet<{ birthday: string }>(page, 'users/user/me')).birthday).toBe('2015-08-07');

    // Only JPEG and PNG go up; anything else is ignored silently.
    const uploads: string[] = [];
    page.on('request', (r) => r.url().endsWith('/avatar') && uploads.push(r.url()));
    const file = header.getByTestId('avatar-input');
    await file.setInputFiles({ name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    const photo = header.getByTestId('avatar').locator('img');
    await expect(photo).toHaveAttribute('src', /^\/media\/avatars\/.+\.png$/);
    expect(uploads).toHaveLength(1);
    const served = await page.request.get(`${BASE_URL}${await photo.getAttribute('src')}`);
    expect(served.status()).toBe(200);
    expect((await apiGet<{ photo: string }>(page, 'users/user/me')).photo).toBe(await photo.getAttribute('src'));

    await page.reload();
    await expect(header.getByTestId('birthday')).toHaveText(/07\.08\.2015/);
    await expect(header.getByTestId('avatar').locator('img')).toHaveAttribute('src', /^\/media\/avatars\//);
  });

  test("a teacher sees a student's dashboard read-only, and Back returns to the student list", async ({ page }) => {
    const auth = await page.request.post(`${BASE_URL}/api/v1/users/user/auth`, {
      data: { username: 'student@demo.school', password: DEMO_PASSWORD },
    });
    const studentToken = ((await auth.json()) as { token: string }).token;
    const me = await page.request.get(`${BASE_URL}/api/v1/users/user/me`, {
      headers: { Authorization: `Token ${studentToken}` },
    });
    const student = (await me.json()) as { id: number; first_name: string; last_name: string; indigo_dollars: string };

    await signIn(page, 'teacher@demo.school');
    await expect(page).toHaveURL(/\/dashboard/);
    const dayAnswer = nextAnswer<DayStatistic>(page, `/lessons/game/data/statistic?`);
    await page.goto(`/dashboard-student?read_only=${student.id}&from=Dashboard%20List`);
    const header = page.getByTestId('profile-header');
    await expect(header).toHaveAttribute('data-read-only', 'true');
    await expect(header).toContainText(`${student.first_name} ${student.last_name}`);
    await expect(page.getByTestId('balance')).toContainText(`${student.indigo_dollars} i$`);
    await expect(header.getByTestId('avatar-input')).toHaveCount(0);
    await expect(header.getByRole('button')).toHaveCount(0);
    await expect(header.getByTestId('birthday')).toBeVisible();

    const groups = await apiGet<LessonGroup[]>(page, `lessons/grouped?user=${student.id}`);
    await expect(page.getByTestId('lesson-group')).toHaveCount(groups.length);
    const statistic = await dayAnswer;
    expect(statistic).toHaveProperty('today');
    await expectFigures(page, statistic.today);

    // Links inside the area keep the read-only query.
    await page.getByTestId('history-card').getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/dashboard-student/statistic\\?read_only=${student.id}&from=Dashboard\\+List$`),
    );
    await expect(page.getByTestId('chart-summary')).toBeVisible();

    await page.getByRole('complementary', { name: 'Menu' }).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard\/list\/student$/);
  });
});

test("a student cannot read another student's data through the API", async ({ page, request }) => {
  await signInStudent(page);
  // The free demo student, found by signing in as them through the API.
  const auth = await request.post(`${BASE_URL}/api/v1/users/user/auth`, {
    data: { username: 'free@demo.school', password: DEMO_PASSWORD },
  });
  const freeToken = ((await auth.json()) as { token: string }).token;
  const me = await request.get(`${BASE_URL}/api/v1/users/user/me`, {
    headers: { Authorization: `Token ${freeToken}` },
  });
  const otherId = ((await me.json()) as { id: number }).id;

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Token ${token}` };
  for (const path of [
    `users/user/${otherId}`,
    `indigo_dollars/balance/${otherId}`,
    `lessons/grouped?user=${otherId}`,
    `lessons/game/data/statistic?user=${otherId}`,
    `billing/invoices?user=${otherId}&status=paid`,
    `eshop/items/purchased?user=${otherId}`,
  ]) {
    const response = await page.request.get(`${BASE_URL}/api/v1/${path}`, { headers });
    expect(response.status(), path).toBe(404);
  }
  const patch = await page.request.patch(`${BASE_URL}/api/v1/users/user/${otherId}`, {
    headers,
    data: { birthday: '2015-01-01' },
  });
  expect([403, 404]).toContain(patch.status());
});

test.describe('parents and staff in the student area (issue 9)', () => {
  test('a parent lands on their child’s dashboard read-only: no avatar, birthday, Buy or Activate, never signed out', async ({
    page,
  }) => {
    const child = await page.request.post(`${BASE_URL}/api/v1/users/user/auth`, {
      data: { username: 'student@demo.school', password: DEMO_PASSWORD },
    });
    const childToken = ((await child.json()) as { token: string }).token;
    const childProfile = (await (
      await page.request.get(`${BASE_URL}/api/v1/users/user/me`, { headers: { Authorization: `Token ${childToken}` } })
    ).json()) as { id: number; first_name: string; last_name: string };

    await signIn(page, 'parent@demo.school');
    await expect(page).toHaveURL(new RegExp(`/dashboard-student\\?read_only=${childProfile.id}$`));
    const header = page.getByTestId('profile-header');
    await expect(header).toContainText(`${childProfile.first_name} ${childProfile.last_name}`);
    await expect(header.getByTestId('avatar-input')).toHaveCount(0);
    await expect(header.getByRole('button', { name: /Change birthday/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Back/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard-student/shop\\?read_only=${childProfile.id}`));
    await expect(page.getByTestId('shop-read-only')).toBeVisible();
    await expect(page.getByTestId('shop-items').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy' })).toHaveCount(0);
    // still signed in
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  test('staff opening /dashboard-student without read_only go to their own dashboard', async ({ page }) => {
    await signIn(page, 'teacher@demo.school');
    await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
    await page.goto('/dashboard-student');
    await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
  });
});
