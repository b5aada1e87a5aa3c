// Issue 13, the reports screen's shell and its History tab (spec 002 sections 2 "Reports screen", 8): the month and
// year in the URL through reloads, the change history with links to both profiles, its filters, who may open it,
// and the page at phone width and in Hebrew. The price of the blocked demo student (Taras, counted in no month the
// report specs read, so their figures stay put) is changed through the API and put back.
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../paths.mjs';
import { apiGet, signIn } from './helpers';

const frameOf = (page: Page) => page.getByTestId('staff-frame');
const historyOf = (page: Page) => page.getByTestId('report-history');
const PHONE = { width: 375, height: 800 };

async function apiPatch(page: Page, path: string, body: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.patch(`${BASE_URL}/api/v1/${path}`, {
    headers: { Authorization: `Token ${token}` },
    data: body,
  });
  expect(response.status(), path).toBe(200);
}

/** dd/MM/yyyy of the day `days` from today. */
const typedDay = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

async function signInFranchise(page: Page) {
  await signIn(page, 'franchise@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/teacher$/);
}

/** The blocked demo student's id and price; `set` changes it through the API (the history records it), `restore` puts it back. */
async function demoStudentPrice(page: Page) {
  const students = await apiGet<{ results: { id: number }[] }>(
    page,
    'users/students?deactivated=true&search=blocked%40demo.school',
  );
  const id = students.results[0].id;
  const before = await apiGet<{ price: string | null }>(page, `users/user/${id}/prices`);
  // A price no other spec writes (4 digits): this run's entry is the only one with it.
  const price = `${3000 + Math.floor(Math.random() * 6000)}.${String(Math.floor(Math.random() * 90) + 10)}`;
  return {
    id,
    price,
    shown: `${price.slice(0, 1)} ${price.slice(1)}`,
    set: () => apiPatch(page, `users/user/${id}/prices`, { price }),
    // A price cannot be emptied (decisions.md): a student who had none keeps the one this run gave them.
    restore: async () => {
      if (before.price === null) return;
      await apiPatch(page, `users/user/${id}/prices`, { price: before.price });
      expect((await apiGet<{ price: string | null }>(page, `users/user/${id}/prices`)).price).toBe(before.price);
    },
  };
}

test('a franchise keeps the month in the URL, sees a price change in History with both profiles, and filters', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInFranchise(page);
  const me = await apiGet<{ id: number }>(page, 'users/user/me/profile');
  const student = await demoStudentPrice(page);
  const { id: studentId, shown } = student;
  try {
    await student.set();

    // The Finance menu entry opens the reports of `me`.
    await frameOf(page).getByRole('link', { name: 'Finance' }).click();
    await expect(page).toHaveURL(/\/dashboard\/reports\/me$/);
    const reports = page.getByTestId('reports-page');
    await expect(reports.getByRole('heading', { name: 'Iryna Shevchenko' })).toBeVisible();
    const now = new Date();
    await expect(reports.getByLabel('Month', { exact: true })).toHaveValue(String(now.getMonth() + 1));
    await expect(reports.getByLabel('Year', { exact: true })).toHaveValue(String(now.getFullYear()));

    await reports.getByLabel('Month', { exact: true }).selectOption({ label: 'March' });
    await reports.getByLabel('Year', { exact: true }).selectOption('2024');
    await expect(page).toHaveURL(/month=3&year=2024/);
    await page.reload();
    await expect(reports.getByLabel('Month', { exact: true })).toHaveValue('3');
    await expect(reports.getByLabel('Year', { exact: true })).toHaveValue('2024');
    const years = await reports.getByLabel('Year', { exact: true }).locator('option').allTextContents();
    expect(years[0]).toBe(String(now.getFullYear()));
    expect(years.at(-1)).toBe('2017');

    await reports.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/month=3&year=2024&tab=history/);
    // History has its own period (from, to): the month and year, which would do nothing there, are not shown.
    await expect(reports.getByLabel('Month', { exact: true })).toHaveCount(0);
    const entry = historyOf(page).getByRole('row').filter({ hasText: shown });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Price');
    await expect(entry).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    await expect(entry.getByRole('link', { name: 'Taras Lysenko' })).toHaveAttribute(
      'href',
      `/dashboard/profile/${studentId}`,
    );
    await expect(entry.getByRole('link', { name: 'Iryna Shevchenko' })).toHaveAttribute(
      'href',
      `/dashboard/profile/${me.id}`,
    );

    // Action: Price keeps it, Blocked hides it.
    const action = historyOf(page).getByLabel('Action');
    await action.selectOption({ label: 'Price' });
    await expect(page).toHaveURL(/action=price/);
    await expect(entry).toHaveCount(1);
    await page.reload();
    await expect(action).toHaveValue('price');
    await expect(reports.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await expect(entry).toHaveCount(1);
    await action.selectOption({ label: 'Blocked' });
    await expect(entry).toHaveCount(0);
    await action.selectOption({ label: 'Price' });
    await expect(entry).toHaveCount(1);

    // Period: around today keeps it; a period that ended three days ago does not.
    await historyOf(page).getByLabel('From', { exact: true }).fill(typedDay(-2));
    await historyOf(page).getByLabel('To', { exact: true }).fill(typedDay(2));
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(entry).toHaveCount(1);
    await historyOf(page).getByLabel('From', { exact: true }).fill(typedDay(-10));
    await historyOf(page).getByLabel('To', { exact: true }).fill(typedDay(-3));
    await expect(entry).toHaveCount(0);
    await expect(historyOf(page).getByText('No records match the filters')).toBeVisible();
    await historyOf(page).getByLabel('To', { exact: true }).fill(typedDay(2));
    await expect(entry).toHaveCount(1);

    // The user filter, 1 s after typing.
    await historyOf(page).getByLabel('User').fill('Lysenko');
    await expect(page).toHaveURL(/user=Lysenko/);
    await expect(entry).toHaveCount(1);
    await historyOf(page).getByLabel('Author').fill('nobody such');
    await expect(entry).toHaveCount(0);
    await historyOf(page).getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/dashboard\/reports\/me\?month=3&year=2024&tab=history$/);
    await expect(entry).toHaveCount(1);

    // The user's link opens their profile; Back comes back to the same tab and month.
    await entry.getByRole('link', { name: 'Taras Lysenko' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/profile/${studentId}$`));
    await page.goBack();
    await expect(page).toHaveURL(/month=3&year=2024&tab=history$/);
    await expect(entry).toHaveCount(1);
  } finally {
    await student.restore();
  }
});

test('a number that is no user id, and a user without reports, are the 404 page', async ({ page }) => {
  await signInFranchise(page);
  await page.goto('/dashboard/reports/abc');
  await expect(frameOf(page).getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await page.goto('/dashboard/reports/2000000000');
  await expect(frameOf(page).getByTestId('error-page')).toHaveAttribute('data-status', '404');
});

test('a teacher cannot open the reports: the 403 page, and no Finance in the menu', async ({ page }) => {
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
  await expect(frameOf(page).getByRole('link', { name: 'Finance' })).toHaveCount(0);
  await page.goto('/dashboard/reports/me');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '403');
  await expect(page.getByTestId('error-page')).toContainText('Access denied.');
  await expect(page.getByTestId('reports-page')).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the History tab fits the phone: no sideways scroll', async ({ page }) => {
    await signInFranchise(page);
    await page.goto('/dashboard/reports/me?tab=history');
    await expect(historyOf(page).getByRole('row').or(historyOf(page).getByText('No records')).first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    for (const field of ['Action', 'From', 'To']) {
      const box = (await page.getByLabel(field, { exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  });
});

test('in Hebrew the page is right to left and translated; amounts still read old -> new', async ({ page }) => {
  await signInFranchise(page);
  const student = await demoStudentPrice(page);
  try {
    await student.set();
    await page.goto('/dashboard/reports/me?tab=invoice&month=1&lang=he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const reports = page.getByTestId('reports-page');
    await expect(reports.getByLabel('חודש')).toHaveValue('1');
    await expect(reports.getByLabel('חודש').locator('option:checked')).toHaveText('ינואר');
    await page.goto('/dashboard/reports/me?tab=history&month=1&action=price&lang=he');
    await expect(reports.getByRole('tab', { name: 'היסטוריה' })).toHaveAttribute('aria-selected', 'true');
    await expect(historyOf(page).getByLabel('פעולה')).toHaveValue('price');
    await expect(historyOf(page).getByRole('button', { name: 'איפוס מסננים' })).toBeEnabled();
    const entry = historyOf(page).getByRole('row').filter({ hasText: student.shown });
    await expect(entry).toContainText('מחיר');
    // Right to left, the columns run from the right: the date is the rightmost cell.
    const [date, author] = [
      await entry.locator('td').first().boundingBox(),
      await entry.locator('td').last().boundingBox(),
    ];
    expect(date!.x).toBeGreaterThan(author!.x);
    const [old, next] = [
      await entry.locator('.history-change__old').boundingBox(),
      await entry.locator('.history-change__new').boundingBox(),
    ];
    expect(old!.x).toBeLessThan(next!.x);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  } finally {
    await student.restore();
  }
});
