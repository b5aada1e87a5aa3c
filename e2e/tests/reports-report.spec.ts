// Issue 13, the Report tab (spec 002 sections 2 "Reports screen", 3 "Report", 9): the demo franchise opens last
// month's report (api/src/db/seeds/finance.ts: Demo group with Maksym Bondarenko; Evening group with Olha Kravets,
// Dmytro Savchuk, Yana Moroz and the blocked Petro Shevchuk), filters by group, sorts by name, changes a student's
// price through the modal (put back through the API), exports report.xlsx and finds the screen's totals in it; the
// master franchise sees its franchises; a teacher cannot open reports; the tab fits a phone and reads right to left.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BASE_URL, ROOT } from '../paths.mjs';
import { signIn } from './helpers';

interface Cell {
  value: unknown;
}
interface Workbook {
  xlsx: { readFile(path: string): Promise<void> };
  worksheets: { eachRow(cb: (row: { values: unknown[] }) => void): void }[];
}
// exceljs writes report.xlsx in the API; the test reads the download with the same library, resolved from there.
const ExcelJS = createRequire(join(ROOT, 'api', 'package.json'))('exceljs') as { Workbook: new () => Workbook };

const PHONE = { width: 375, height: 800 };
const EVENING = ['Olha Kravets', 'Dmytro Savchuk', 'Yana Moroz', 'Petro Shevchuk'];
const ALL = ['Maksym Bondarenko', ...EVENING];

/** The month before this one, as the seed counts it (its Evening group lives there). */
function lastMonth() {
  const now = new Date();
  const month = now.getUTCMonth();
  return month === 0 ? { year: now.getUTCFullYear() - 1, month: 12 } : { year: now.getUTCFullYear(), month };
}
const LAST = lastMonth();
const REPORT_URL = `/dashboard/reports/me?month=${LAST.month}&year=${LAST.year}`;

/** A person's name in either order ("Olha Kravets" or "Kravets Olha"). */
const nameOf = (person: string) => {
  const [first, last] = person.split(' ');
  return new RegExp(`${first} ${last}|${last} ${first}`);
};
const studentsOf = (page: Page) => page.getByTestId('report-students');
const rowOf = (page: Page, person: string) =>
  studentsOf(page)
    .locator('tbody tr')
    .filter({ hasText: nameOf(person) });
const figureOf = (page: Page, id: string) =>
  page.getByTestId('report-summary').locator(`[data-figure="${id}"] .report-figure`);
/** "12 345.50 ₴" -> 12345.5 */
const amount = async (figure: Locator) => Number(((await figure.textContent()) ?? '').replace(/[^\d.-]/g, ''));

async function apiCall(page: Page, method: 'GET' | 'PATCH', path: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`${BASE_URL}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Token ${token}` },
    data: body,
  });
  expect(response.status(), path).toBe(200);
  return response.json();
}

async function signInFranchise(page: Page) {
  await signIn(page, 'franchise@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/teacher$/);
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** The summary table of report.xlsx: its header row (the first whose first cell is "Students") and the next. */
async function summaryOfFile(path: string): Promise<Record<string, number>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push(row.values.slice(1)));
  const header = rows.findIndex((cells) => cells[0] === 'Students');
  expect(header, 'the summary header row').toBeGreaterThanOrEqual(0);
  const values = rows[header + 1];
  return Object.fromEntries(
    rows[header].map((name, i) => [String(name), Number((values[i] as Cell | number)?.valueOf())]),
  );
}

test("a franchise reads last month's report, filters, sorts, changes a price and exports the same totals", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFranchise(page);
  await page.goto(REPORT_URL);
  const reports = page.getByTestId('reports-page');
  await expect(reports.getByRole('tab', { name: 'Report' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('report-summary')).toBeVisible();
  await expect(page.getByTestId('report-prices').getByRole('row').first()).toBeVisible();
  for (const person of ALL) await expect(rowOf(page, person)).toHaveCount(1);
  await expect(rowOf(page, 'Petro Shevchuk')).toHaveClass(/report-row--blocked/);
  await expect(rowOf(page, 'Petro Shevchuk').getByRole('button', { name: 'Price' })).toHaveCount(0);
  await expect(rowOf(page, 'Olha Kravets')).toContainText('Full');
  await expect(rowOf(page, 'Yana Moroz')).toContainText('First');

  const olhaProfile = rowOf(page, 'Olha Kravets').getByRole('link', { name: nameOf('Olha Kravets') });
  const olhaId = Number((await olhaProfile.getAttribute('href'))!.split('/').at(-1));
  await expect(rowOf(page, 'Olha Kravets').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    `/dashboard-student?read_only=${olhaId}`,
  );

  // The group filter, then the name sort descending; both in the URL through a reload.
  await studentsOf(page).getByLabel('Group', { exact: true }).selectOption({ label: 'Evening group' });
  await expect(page).toHaveURL(/group=\d+/);
  await expect(rowOf(page, 'Maksym Bondarenko')).toHaveCount(0);
  for (const person of EVENING) await expect(rowOf(page, person)).toHaveCount(1);
  await expect(studentsOf(page).getByLabel('Sort by'), "a phone's select, hidden beside the headers").toBeHidden();
  const nameHeader = studentsOf(page).getByRole('button', { name: 'Full name' });
  await nameHeader.click();
  await expect(page).toHaveURL(/ordering=full_name/);
  await nameHeader.click();
  await expect(page).toHaveURL(/ordering=-full_name/);
  await page.reload();
  await expect(studentsOf(page).getByLabel('Group', { exact: true })).toHaveValue(/\d+/);
  await expect(studentsOf(page).locator('tbody tr')).toHaveCount(EVENING.length);
  const names = await studentsOf(page).locator('tbody tr td:first-child strong').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

  // Olha's price through the modal: only the price changes; the row and the totals follow.
  const before = (await apiCall(page, 'GET', `users/user/${olhaId}/prices`)) as { price: string | null };
  const turnover = await amount(figureOf(page, 'turnover'));
  const newPrice = Number(before.price) + 100;
  try {
    await rowOf(page, 'Olha Kravets').getByRole('button', { name: 'Price' }).click();
    const dialog = page.getByTestId('report-price-dialog');
    await dialog.getByLabel('Cost of education').fill(String(newPrice));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(page, 'Olha Kravets')).toContainText(`${newPrice.toLocaleString('en').replace(',', ' ')}.00 ₴`);
    await expect.poll(() => amount(figureOf(page, 'turnover'))).toBeCloseTo(turnover + 100, 2);
    const after = (await apiCall(page, 'GET', `users/user/${olhaId}/prices`)) as { price: string };
    expect(Number(after.price)).toBe(newPrice);

    // Export: report.xlsx of the month holds the screen's totals.
    const screen = {
      Students: await amount(figureOf(page, 'students')),
      Turnover: await amount(figureOf(page, 'turnover')),
      PR: await amount(figureOf(page, 'pr')),
      Royalty: await amount(figureOf(page, 'royalty')),
      Discount: await amount(figureOf(page, 'discount')),
      'To pay': await amount(figureOf(page, 'total')),
    };
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export (Excel)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('report.xlsx');
    const file = await summaryOfFile((await download.path())!);
    for (const [name, value] of Object.entries(screen)) expect(file[name], name).toBeCloseTo(value, 2);
    await expect(page.getByRole('button', { name: 'Export (Excel)' })).toBeEnabled();
  } finally {
    await apiCall(page, 'PATCH', `users/user/${olhaId}/prices`, { price: before.price });
  }
  const restored = (await apiCall(page, 'GET', `users/user/${olhaId}/prices`)) as { price: string | null };
  expect(restored.price).toBe(before.price);

  // Reset filters keeps the month and the sort, and brings the Demo group back.
  await studentsOf(page).getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).not.toHaveURL(/group=/);
  await expect(page).toHaveURL(new RegExp(`month=${LAST.month}&year=${LAST.year}.*ordering=-full_name`));
  await expect(rowOf(page, 'Maksym Bondarenko')).toHaveCount(1);
});

test("the master franchise sees its franchises' sums and opens a franchise's report of the same month", async ({
  page,
}) => {
  await signIn(page, 'master@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/franchise$/);
  await page.goto(REPORT_URL);
  await expect(page.getByTestId('report-summary')).toBeVisible();
  const franchises = page.getByTestId('report-franchises');
  const iryna = franchises.getByRole('link', { name: nameOf('Iryna Shevchenko') });
  await expect(iryna).toHaveAttribute(
    'href',
    new RegExp(`/dashboard/reports/\\d+\\?month=${LAST.month}&year=${LAST.year}$`),
  );
  await iryna.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/reports/\\d+\\?month=${LAST.month}&year=${LAST.year}$`));
  await expect(rowOf(page, 'Olha Kravets')).toHaveCount(1);
});

test('a teacher cannot open the reports: the 403 page', async ({ page }) => {
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
  await page.goto(REPORT_URL);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '403');
  await expect(page.getByTestId('report-tab')).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the Report tab fits the phone: cards, filters one per line, no sideways scroll', async ({ page }) => {
    await signInFranchise(page);
    await page.goto(REPORT_URL);
    await expect(rowOf(page, 'Olha Kravets')).toBeVisible();
    await noSidewaysScroll(page);
    for (const field of ['Name', 'Group', 'Teacher']) {
      const box = (await studentsOf(page).getByLabel(field, { exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const card = (await rowOf(page, 'Olha Kravets').boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('the cards hide the sortable headers, so the list sorts through Sort by (German, 360 px)', async ({ page }) => {
    // At 360 px in German: the select, as wide as its longest option, once pushed the page 44 px sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await signInFranchise(page);
    await page.goto(`${REPORT_URL}&lang=de`);
    await expect(rowOf(page, 'Olha Kravets')).toBeVisible();
    const headers = (await studentsOf(page).locator('thead').boundingBox())!;
    expect(headers.width, 'the headers are clipped to one pixel').toBeLessThanOrEqual(1);
    const sortBy = studentsOf(page).getByLabel('Sortieren nach');
    await sortBy.selectOption({ label: 'Vollständiger Name, absteigend' });
    await expect(page).toHaveURL(/ordering=-full_name/);
    const names = () => studentsOf(page).locator('tbody tr td:first-child strong').allInnerTexts();
    const descending = (list: string[]) => [...list].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }));
    await expect.poll(async () => (await names()).join('|')).toBe(descending(await names()).join('|'));
    await expect.poll(async () => (await names()).length).toBe(ALL.length);
    await noSidewaysScroll(page);
  });
});

test('in Hebrew the Report tab is right to left and translated', async ({ page }) => {
  await signInFranchise(page);
  await page.goto(`${REPORT_URL}&lang=he`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('reports-page').getByRole('tab', { name: 'דוח' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'ייצוא (Excel)' })).toBeVisible();
  await expect(studentsOf(page).getByRole('button', { name: 'איפוס מסננים' })).toBeVisible();
  await expect(rowOf(page, 'Olha Kravets')).toBeVisible();
  await noSidewaysScroll(page);
});
