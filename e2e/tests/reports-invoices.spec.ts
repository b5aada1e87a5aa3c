// Issue 13, a franchise's monthly invoices (spec 002 sections 2 "Reports screen", 4 "Invoice", 7 "Finance"): the
// master franchise opens a franchise's invoices for last month, makes the invoice if needed, adds a service line,
// saves and marks it paid; the franchise reads it (at 375 px, in Hebrew too); the master franchise of another tree
// sends its franchise's invoice from the franchise list and the mail really leaves.
import { expect, type Page, test } from '@playwright/test';
import { apiGet, lastMail, signIn } from './helpers';

interface Invoice {
  id: number;
  amount: string;
  status: string;
  sent: string | null;
  items: { name: string; quantity: number; price: string; is_deletable: boolean }[];
}

const PHONE = { width: 375, height: 800 };
const frameOf = (page: Page) => page.getByTestId('staff-frame');

/** The month before this one (1-12): the month a report and its invoice are read for. */
function lastMonth(now = new Date()) {
  return now.getMonth() === 0
    ? { year: now.getFullYear() - 1, month: 12 }
    : { year: now.getFullYear(), month: now.getMonth() };
}
const monthLabel = (year: number, month: number) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date(year, month - 1, 1));

/** Exact sum of decimal strings ("1200.00" + "999.99"), in cents. */
const cents = (amount: string) => BigInt(amount.replace('.', ''));

/** The id of a franchise row of the signed-in master franchise's list. */
async function franchiseId(page: Page, name: RegExp) {
  const row = frameOf(page).getByRole('row', { name });
  await expect(row).toBeVisible();
  return { row, id: Number(await row.locator('td').nth(1).textContent()) };
}

test("the master franchise makes last month's invoice, adds a line, saves, marks it paid; the franchise reads it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // A retry finds last month's invoice already paid: it works on a month no other spec uses instead.
  const { year, month } = testInfo.retry ? { year: 2023, month: 3 } : lastMonth();
  await signIn(page, 'master@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/franchise$/);
  const { row, id } = await franchiseId(page, /Shevchenko Iryna/);
  await expect(row.getByRole('button', { name: 'Send invoice' })).toBeVisible();

  await page.goto(`/dashboard/reports/${id}?tab=invoice&month=${month}&year=${year}`);
  const tab = page.getByTestId('report-invoices');
  await expect(page.getByRole('tab', { name: 'Invoices', selected: true })).toBeVisible();
  const make = tab.getByRole('button', { name: 'Make the invoice' });
  const invoice = tab.getByTestId('invoice');
  await expect(make.or(invoice)).toBeVisible();
  if (await make.isVisible()) {
    await expect(tab.getByText('No invoice for this month')).toBeVisible();
    await make.click();
  }
  await expect(invoice.getByRole('heading', { name: new RegExp(`for ${monthLabel(year, month)}$`) })).toBeVisible();
  await expect(tab.getByTestId('invoice-status')).toHaveText('Unpaid');
  await expect(tab.getByRole('row', { name: /Royalty/ })).toContainText('From the report');
  await expect(tab.getByRole('row', { name: /PR contribution/ })).toBeVisible();
  await expect(tab.getByTestId('payment-order')).toContainText('Payment order');
  const before = (await apiGet<Invoice[]>(page, `billing/invoices?user=${id}&month=${month}&year=${year}`))[0];

  await tab.getByRole('button', { name: 'Add line' }).click();
  const lines = tab.getByTestId('invoice-line');
  const n = await lines.count();
  await tab.getByRole('button', { name: 'Save' }).click();
  await expect(tab.getByText('Enter the name of the service (at most 200 characters).')).toBeVisible();
  await tab.getByRole('textbox', { name: `Service, line ${n}` }).fill('Workbooks, level 2');
  await tab.getByRole('textbox', { name: `Quantity, line ${n}` }).fill('3');
  await tab.getByRole('textbox', { name: `Price, line ${n}` }).fill('333.33');
  await expect(lines.nth(n - 1)).toContainText('999.99 ₴');
  await expect(tab.getByRole('button', { name: 'Mark as paid' })).toBeDisabled();
  await tab.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Save' })).toBeDisabled();
  const saved = (await apiGet<Invoice[]>(page, `billing/invoices?user=${id}&month=${month}&year=${year}`))[0];
  expect(saved.items.map((i) => [i.name, i.quantity, i.price])).toContainEqual(['Workbooks, level 2', 3, '333.33']);
  expect(cents(saved.amount)).toBe(cents(before.amount) + 99999n);

  await tab.getByRole('button', { name: 'Mark as paid' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(`Mark invoice No. ${saved.id} as paid?`);
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(tab.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(tab.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The invoice is marked as paid' })).toBeVisible();
  await page.reload();
  await expect(tab.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(tab.getByRole('row', { name: /Workbooks, level 2/ })).toContainText('999.99 ₴');

  // The franchise reads its own invoice, changes nothing; at 375 px and in Hebrew it still fits.
  const context = await browser.newContext({ viewport: PHONE });
  const own = await context.newPage();
  await signIn(own, 'franchise@demo.school');
  await expect(own).toHaveURL(/\/dashboard\/list\/teacher$/);
  await own.goto(`/dashboard/reports/me?tab=invoice&month=${month}&year=${year}`);
  const ownTab = own.getByTestId('report-invoices');
  await expect(ownTab.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(ownTab.getByRole('row', { name: /Workbooks, level 2/ })).toBeVisible();
  await expect(ownTab.getByRole('textbox')).toHaveCount(0);
  await expect(ownTab.getByRole('button')).toHaveCount(0);
  await own.goto(`/dashboard/reports/me?tab=invoice&month=${month}&year=${year}&lang=he`);
  await expect(own.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(ownTab.getByTestId('invoice-status')).toHaveText('שולמה');
  await expect(ownTab.getByTestId('payment-order')).toContainText('הוראת תשלום');
  const widths = await own.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await context.close();
});

test("a master franchise sends its franchise's invoice from the franchise list; the mail really leaves", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { year, month } = lastMonth();
  await signIn(page, 'master2@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/franchise$/);
  const { row, id } = await franchiseId(page, /Melnyk Bohdan/);
  await row.getByRole('button', { name: 'Send invoice' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(`Send the invoice for ${monthLabel(year, month)} to Melnyk Bohdan?`);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `is sent to franchise3@demo.school` })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const [invoice] = await apiGet<Invoice[]>(page, `billing/invoices?user=${id}&month=${month}&year=${year}`);
  expect(invoice.sent).not.toBeNull();
  const mail = await lastMail(page, 'franchise3@demo.school');
  expect(mail.subject).toBe(`Invoice No. ${invoice.id} for ${monthLabel(year, month)}`);
  expect(mail.text).toContain('Payment order');
  expect(mail.text).toContain('Royalty: 1 ×');

  // The teacher list has no Send invoice.
  await page.goto('/dashboard/list/teacher');
  await expect(frameOf(page).getByRole('row', { name: /Bondar Kateryna/ })).toBeVisible();
  await expect(frameOf(page).getByRole('button', { name: 'Send invoice' })).toHaveCount(0);
});
