// Issue 12, the staff homework calendar (spec 002 "Homework calendar"): a teacher opens the demo group's calendar
// from the group list's Assign link, sees the training video once, pages the slides, copies a homework (made through
// the API) to days of two months, deletes one, opens the results; the super franchise sets a slide's background that
// the teacher sees; a parent does not reach staff calendars; the calendar fits a phone. It works on June and July
// 2022 (slides 5 and 6), which no other spec and no demo data use, and removes what it made.
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../paths.mjs';
import { apiGet, signIn } from './helpers';

const frameOf = (page: Page) => page.getByTestId('staff-frame');
const calendar = (page: Page) => page.getByTestId('homework-calendar');
const day = (page: Page, order: number) => page.getByTestId(`homework-day-${order}`);
// A real 2x2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAD0lEQVR4nGNgYPgHRmAKABfeA/n0AEaqAAAAAElFTkSuQmCC',
  'base64',
);
const JUNE = { year: 2022, month: 5 }; // slide 5
const JULY = { year: 2022, month: 6 }; // slide 6

async function call(page: Page, method: 'POST' | 'DELETE', path: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.fetch(`${BASE_URL}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Token ${token}` },
    data,
  });
}

/** Removes every homework of the group in June and July 2022 (what this spec makes). */
async function cleanUp(page: Page, group: number) {
  for (const { year, month } of [JUNE, JULY]) {
    const list = await apiGet<{ id: number }[]>(page, `lessons/homeworks?group=${group}&year=${year}&month=${month}`);
    for (const homework of list) await call(page, 'DELETE', `lessons/homeworks/${homework.id}`);
  }
}

/** Opens the demo group's calendar from the group list's Assign link; answers the group's id. */
async function openDemoCalendar(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
  const row = frameOf(page).getByRole('row', { name: /Demo group/ });
  await row.getByRole('link', { name: 'Assign' }).click();
  await expect(page).toHaveURL(/\/dashboard\/group\/\d+\/homework$/);
  await expect(frameOf(page).getByRole('heading', { level: 1 })).toHaveText('Homework');
  await expect(calendar(page).getByRole('heading', { name: 'Demo group' })).toBeVisible();
  return Number(/\/group\/(\d+)\//.exec(page.url())![1]);
}

/** Pages back with the arrows until the slide's button shows, then opens it. */
async function openSlide(page: Page, label: string) {
  const pager = calendar(page).getByRole('navigation', { name: 'Months of the calendar' });
  const button = pager.getByRole('button', { name: label, exact: true });
  for (let i = 0; i < 6 && !(await button.isVisible()); i += 1) {
    await pager.getByRole('button', { name: 'Previous 12 months' }).click();
  }
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'true');
}

test('a teacher copies a homework of the demo group to two days of two months, deletes one, sees the results', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'teacher@demo.school');
  const group = await openDemoCalendar(page);
  await cleanUp(page, group);
  try {
    // The first visit: the training video opens by itself, in the default language's clip.
    const video = page.getByRole('dialog', { name: 'How the homework calendar works' });
    await expect(video).toBeVisible();
    await expect(video.locator('video source').first()).toHaveAttribute(
      'src',
      '/media/videos/homework-training-default.webm',
    );
    await expect
      .poll(() => video.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await video.getByRole('checkbox', { name: 'Do not show again' }).check();
    await video.getByRole('button', { name: 'Close' }).last().click();
    await expect(video).toHaveCount(0);

    // Today's slide first (November 2026 is slide 58); the arrows show 12 slides at a time.
    const pager = calendar(page).getByRole('navigation', { name: 'Months of the calendar' });
    await expect(pager.getByRole('listitem')).toHaveCount(12);
    await expect(pager.locator('[aria-current="true"]')).toHaveCount(1);
    await openSlide(page, '5: Jun 2022');
    await expect(page.getByTestId('homework-month')).toHaveText('June 2022 (slide 5)');
    await expect(pager.getByRole('button', { name: 'Previous 12 months' })).toBeDisabled();
    await expect(calendar(page).getByRole('list', { name: 'Days of June 2022' }).getByRole('listitem')).toHaveCount(20);
    await expect(day(page, 1).getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      `/dashboard/group/${group}/homework/create?date=2022-06&order=1`,
    );

    // A homework of two games on day 1, through the API.
    const created = await call(page, 'POST', 'lessons/homeworks', {
      ...JUNE,
      order: 1,
      group,
      games: [
        { type: 'addition', repeat: 2, digit_type: 'elementary', speed: 1, operation_number: 3, difficult: 1 },
        { type: 'multiply', repeat: 1, numbers: [2, 3], operation_number: 1 },
      ],
    });
    expect(created.status(), await created.text()).toBe(201);
    const homework = (await created.json()) as { id: number };
    await page.reload();
    await expect(page.getByTestId('homework-month')).toHaveText('June 2022 (slide 5)');
    await expect(day(page, 1)).toContainText('Games: 2');
    await expect(day(page, 1)).toContainText(/Finished: 0 of \d+/);
    await expect(day(page, 1).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/group/${group}/homework/create?date=2022-06&order=1&homework=${homework.id}`,
    );

    // Copy to day 2 of June and day 3 of July.
    await day(page, 1).getByRole('button', { name: 'Copy' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy the homework of day 1' });
    await expect(copy.getByRole('checkbox', { name: 'Day 1 (already has homework)' })).toBeDisabled();
    await copy.getByRole('button', { name: 'Copy' }).click();
    await expect(copy.getByRole('alert')).toHaveText('Choose at least one day.');
    await copy.getByText('2', { exact: true }).click();
    await copy.getByRole('button', { name: 'Next month' }).click();
    await expect(copy.getByText('July 2022', { exact: true })).toBeVisible();
    await copy.getByRole('checkbox', { name: 'Day 3', exact: true }).check();
    await expect(copy.getByRole('listitem').filter({ hasText: 'June 2022, day 2' })).toBeVisible();
    await copy.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied. New days: 2' })).toBeVisible();
    await expect(copy).toHaveCount(0);
    await expect(day(page, 2)).toContainText('Games: 2');
    await openSlide(page, '6: Jul 2022');
    await expect(day(page, 3)).toContainText('Games: 2');
    await expect(day(page, 1).getByRole('link', { name: 'Create' })).toBeVisible();

    // Copying onto a day that has homework is refused in the modal, translated.
    await day(page, 3).getByRole('button', { name: 'Copy' }).click();
    const again = page.getByRole('dialog', { name: 'Copy the homework of day 3' });
    await again.getByRole('button', { name: 'Previous month' }).click();
    await expect(again.getByRole('checkbox', { name: 'Day 2 (already has homework)' })).toBeDisabled();
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Delete July's copy after the confirm.
    await day(page, 3).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Delete the homework of day 3, July 2022?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The homework is deleted' })).toBeVisible();
    await expect(day(page, 3).getByRole('link', { name: 'Create' })).toBeVisible();

    // The results of June's day 1: every student of the group, nobody has played yet.
    await openSlide(page, '5: Jun 2022');
    await day(page, 1).getByRole('button', { name: 'Results' }).click();
    const results = page.getByRole('dialog', { name: 'Results of day 1, June 2022' });
    await expect(results.getByRole('columnheader', { name: /1\. Speedy numbers/ })).toBeVisible();
    await expect(results.getByRole('columnheader', { name: /2\. Multiplication/ })).toBeVisible();
    const student = results.getByRole('row', { name: /Bondarenko Maksym/ });
    await expect(student).toContainText('Not started');
    await expect(student).toContainText('Not played');
    await results.getByRole('button', { name: 'Close' }).last().click();

    // The slide is kept: a reload opens June again, without the video.
    await page.reload();
    await expect(page.getByTestId('homework-month')).toHaveText('June 2022 (slide 5)');
    await expect(page.getByRole('dialog', { name: 'How the homework calendar works' })).toHaveCount(0);
    await calendar(page).getByRole('button', { name: 'How it works' }).click();
    await expect(page.getByRole('dialog', { name: 'How the homework calendar works' })).toBeVisible();
  } finally {
    await cleanUp(page, group);
  }
});

test("the super franchise sets June 2022's background; the teacher sees it; a wrong format is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'teacher@demo.school');
  const group = await openDemoCalendar(page);
  const admin = await browser.newPage();
  try {
    await signIn(admin, 'super@demo.school');
    await expect(admin).toHaveURL(/\/dashboard\//);
    await admin.evaluate(() => sessionStorage.setItem('homework_video_shown', '1'));
    await admin.goto(`/dashboard/group/${group}/homework?slide=5`);
    const background = admin.getByTestId('homework-background');
    await expect(background).toHaveAttribute('data-default', 'true');
    const control = admin.getByRole('group', { name: 'Background picture of this month' });
    const input = admin.getByTestId('homework-background-input');
    await input.setInputFiles({ name: 'cat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(control.getByRole('alert')).toHaveText('Only JPEG and PNG pictures are accepted.');
    await input.setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: PNG });
    await expect(admin.getByRole('status').filter({ hasText: 'The background is saved' })).toBeVisible();
    await expect(background).toHaveAttribute('src', /\/media\/backgrounds\/[0-9a-f]{32}\.png$/);
    const src = await background.getAttribute('src');
    // The picture itself arrives (polled: the src is set before the image has downloaded, on a busy machine later).
    await expect.poll(() => background.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

    // Every viewer of the slide sees it; another slide keeps the default picture.
    await page.goto(`/dashboard/group/${group}/homework?slide=5`);
    await expect(page.getByTestId('homework-background')).toHaveAttribute('src', src!);
    await expect(page.getByRole('group', { name: 'Background picture of this month' })).toHaveCount(0);
    await page.goto(`/dashboard/group/${group}/homework?slide=6`);
    await expect(page.getByTestId('homework-background')).toHaveAttribute('data-default', 'true');

    await control.getByRole('button', { name: 'Remove the background' }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove the background' }).click();
    await expect(background).toHaveAttribute('data-default', 'true');
  } finally {
    await call(admin, 'DELETE', 'storage/files/delete_puzzle_image/?slide=5');
    await admin.close();
  }
});

test('a parent does not reach a staff calendar: the shell sends them to the student area', async ({ page }) => {
  await signIn(page, 'parent@demo.school');
  await expect(page).toHaveURL(/\/dashboard-student/);
  await page.goto('/dashboard/group/1/homework');
  await expect(page).toHaveURL(/\/dashboard-student/);
  await expect(page.getByTestId('homework-calendar')).toHaveCount(0);
});

test('the calendar fits a phone: no sideways scroll, two days a row', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'teacher@demo.school');
  const group = await openDemoCalendar(page);
  const video = page.getByRole('dialog', { name: 'How the homework calendar works' });
  if (await video.isVisible()) await video.getByRole('button', { name: 'Close' }).last().click();
  await page.goto(`/dashboard/group/${group}/homework?slide=5`);
  await expect(day(page, 20)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const [first, second, third] = await Promise.all([1, 2, 3].map((n) => day(page, n).boundingBox()));
  expect(first!.y).toBe(second!.y);
  expect(third!.y).toBeGreaterThan(first!.y);
  await testInfo.attach('phone', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});
