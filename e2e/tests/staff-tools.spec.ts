// The staff's tools on list rows (spec 002 section 2 "Indigo-dollars modal"): i$ to a whole group, which every
// active student of it sees in their shop history with the teacher's reason.
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

const frameOf = (page: Page) => page.getByTestId('staff-frame');

test('a teacher gives i$ to a group; the student sees the reason in the history', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const reason = `Olympiad ${Date.now().toString(36)}`;
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
  const row = frameOf(page).getByRole('row', { name: /Demo group/ });
  await row.getByRole('button', { name: 'Indigo-dollars' }).click();
  const dialog = page.getByTestId('indigo-dialog');
  await expect(dialog).toContainText('Indigo-dollars: Demo group');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Field required')).toBeVisible();
  await dialog.getByLabel('Amount, i$').fill('3');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3.00 i$ for 1 student(s)' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const child = await browser.newPage();
  await signIn(child, 'student@demo.school');
  await expect(child).toHaveURL(/\/dashboard-student$/);
  await child.goto('/dashboard-student/shop');
  await child.getByRole('button', { name: 'Transaction history' }).click();
  const txn = child.getByTestId('shop-history').getByTestId('shop-txn').filter({ hasText: reason });
  await expect(txn).toContainText('+3.00 i$');
  await child.close();
});
