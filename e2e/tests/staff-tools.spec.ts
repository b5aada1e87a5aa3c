// The staff's tools on list rows (spec 002 section 2 "Indigo-dollars modal"): i$ to a whole group, which every
// active student of it sees in their shop history with the teacher's reason.
import { expect, type Page, test } from '@playwright/test';
import { apiGet, lastMail, signIn } from './helpers';

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
  // Every active student of the group: other tests may have added some to the demo group.
  await expect(page.getByRole('status').filter({ hasText: /3\.00 i\$ for \d+ student\(s\)/ })).toBeVisible();
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

test("a student's Indigo-dollars dialog shows the balance a withdrawal can take", async ({ page }) => {
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
  await page.goto('/dashboard/list/student?search=student%40demo.school');
  const row = frameOf(page).getByRole('row', { name: /Bondarenko Maksym/ });
  await row.getByRole('button', { name: 'Indigo-dollars' }).click();
  const id = Number(await row.locator('td').first().textContent());
  const { balance } = await apiGet<{ balance: string }>(page, `indigo_dollars/balance/${id}`);
  await expect(page.getByTestId('indigo-dialog').getByTestId('indigo-balance')).toHaveText(`Balance: ${balance} i$`);
});

test('a master franchise gives its franchise bonus weeks, then a holiday, from the list', async ({ page }) => {
  await signIn(page, 'master@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/franchise$/);
  const row = frameOf(page).getByRole('row', { name: /Shevchenko Iryna/ });
  const id = Number(await row.locator('td').nth(1).textContent());
  await row.getByRole('checkbox').check();
  await frameOf(page).getByRole('button', { name: 'Set bonus days (1)' }).click();
  const dialog = page.getByTestId('bonus-dialog');
  await dialog.getByLabel('Bonus *').selectOption({ label: 'Weeks: 2' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bonus set for franchises: 1' })).toBeVisible();
  const profile = () =>
    apiGet<{ bonus_weeks: number; bonus_days: number; bonus_start: string | null }>(page, `users/user/${id}/profile`);
  // The weeks count from the day they are given (docs/finance.md "Bonus days").
  expect(await profile()).toMatchObject({
    bonus_weeks: 2,
    bonus_days: 0,
    bonus_start: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  });

  await row.getByRole('checkbox').check();
  await frameOf(page).getByRole('button', { name: 'Set bonus days (1)' }).click();
  await dialog.getByLabel('Bonus *').selectOption({ label: 'Holiday' });
  await expect(dialog.getByText('From 1 to 92 days.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Field required')).toHaveCount(2);
  await dialog.getByLabel('Holiday starts on *').fill('28/12/2026');
  // Its range is said under the field until then (spec 002 "Bonus modal": 1 to 92 days); a larger figure is held at it.
  await dialog.getByLabel('Days of holiday *').fill('200');
  await expect(dialog.getByLabel('Days of holiday *')).toHaveValue('92');
  await dialog.getByLabel('Days of holiday *').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await profile()).toMatchObject({ bonus_weeks: 0, bonus_days: 10, bonus_start: '2026-12-28' });
});

test('a franchise e-mails its teacher from the teacher list; the mail really leaves', async ({ page }) => {
  const subject = `Staff meeting ${Date.now().toString(36)}`;
  await signIn(page, 'franchise@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/teacher$/);
  const row = frameOf(page).getByRole('row', { name: /Wiśniewska Anna/ });
  await row.getByRole('button', { name: 'Send email' }).click();
  const dialog = page.getByTestId('mail-dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Field required')).toHaveCount(2);
  await dialog.getByLabel('Subject *').fill(subject);
  await dialog.getByLabel('Text *').fill('Tomorrow at 10 in room 4.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is sent' })).toBeVisible();
  await expect.poll(async () => (await lastMail(page, 'teacher@demo.school')).subject).toBe(subject);
});

test('the super franchise adds a discount, is told of an overlapping one, and deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'super@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/master_franchise$/);
  await frameOf(page).getByRole('link', { name: 'Discounts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/discounts$/);
  const add = async (start: string, end: string) => {
    await frameOf(page).getByRole('button', { name: 'Add discount' }).click();
    const dialog = page.getByTestId('discount-dialog');
    const owner = dialog.getByRole('combobox', { name: 'Franchise' });
    await owner.fill('Iryna');
    await page.getByRole('option', { name: /Iryna Shevchenko/ }).click();
    await dialog.getByLabel('Start *').fill(start);
    await dialog.getByLabel('End *').fill(end);
    await dialog.getByLabel('Discount, % *').fill('150');
    await expect(dialog.getByLabel('Discount, % *')).toHaveValue('100');
    await dialog.getByLabel('Discount, % *').fill('7.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    return dialog;
  };
  const dialog = await add('01/03/2031', '31/03/2031');
  await expect(dialog).toHaveCount(0);
  const row = frameOf(page)
    .getByRole('row', { name: /Shevchenko Iryna/ })
    .filter({ hasText: '01.03.2031' });
  await expect(row).toContainText('31.03.2031');
  await expect(row).toContainText('7.50 %');

  const again = await add('15/03/2031', '15/04/2031');
  await expect(again.getByText('This franchise already has a discount in this period.')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('link', { name: /Shevchenko Iryna/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/\d+$/);
  await page.getByTestId('profile-form').getByRole('tab', { name: 'Financial' }).click();
  await expect(page.getByTestId('profile-discounts')).toContainText('7.50 %');
  await page.goBack();
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the discount' });
  await expect(confirm).toContainText('Are you sure you want to delete?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a teacher opens a lesson for the group; the student finds it open', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
  // The last locked lesson of the course in progress: opening it changes no course's state (the student dashboard's
  // test checks a completed, an in-progress and a locked course), and it is closed again at the end.
  const courses = await apiGet<{ id: number; name_en: string }[]>(page, 'lessons/courses');
  const course = courses.find((c) => c.name_en === 'Direct addition and small friends')!;
  const all = await apiGet<{ id: number; lesson_group: number | null; is_active: boolean; name_en: string }[]>(
    page,
    'lessons/',
  );
  const target = all.filter((l) => l.lesson_group === course.id).at(-1)!;
  const openRow = () =>
    frameOf(page)
      .getByRole('row', { name: /Demo group/ })
      .getByRole('button', { name: 'Lessons' })
      .click();
  await openRow();
  const dialog = page.getByTestId('lessons-dialog');
  const box = dialog.getByRole('checkbox', { name: target.name_en });
  await expect(box).not.toBeChecked();
  await box.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await openRow();
  await expect(box).toBeChecked();

  const child = await browser.newPage();
  await signIn(child, 'student@demo.school');
  await expect(child).toHaveURL(/\/dashboard-student$/);
  const curriculum = await apiGet<{ lessons: { is_active: boolean; id: number }[] }[]>(child, 'lessons/grouped');
  const lesson = curriculum.flatMap((g) => g.lessons).find((l) => l.id === target.id);
  expect(lesson?.is_active).toBe(true);
  await child.close();

  await box.uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a teacher writes the group notification in the editor; the student sees it formatted on the dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const word = `Olympiad${Date.now().toString(36)}`;
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
  await frameOf(page)
    .getByRole('row', { name: /Demo group/ })
    .getByRole('button', { name: 'Notification' })
    .click();
  const dialog = page.getByTestId('notification-dialog');
  const editor = dialog.getByRole('textbox', { name: 'Notification text' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Bring your abacus to the ');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(word);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The notification is saved' })).toBeVisible();

  const child = await browser.newPage();
  await signIn(child, 'student@demo.school');
  await expect(child).toHaveURL(/\/dashboard-student$/);
  const banner = child.getByTestId('notification-banner');
  await expect(banner).toContainText(`Bring your abacus to the ${word}`);
  await expect(banner.locator('strong')).toHaveText(word);
  await child.close();
});
