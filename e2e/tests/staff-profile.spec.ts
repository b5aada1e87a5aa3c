// Profiles in the staff area (spec 002 sections 2 "Profile screen", 5 "Profile forms", 6): opened from the lists,
// the role's tabs, what the viewer may not change disabled, prices saved and recorded, 404 when out of reach.
import { expect, type Page, test } from '@playwright/test';
import { apiGet, signIn } from './helpers';

const frameOf = (page: Page) => page.getByTestId('staff-frame');

/** The super franchise opens the demo franchise's profile from the franchise list; answers its form. */
async function openFranchiseAsSuper(page: Page) {
  await signIn(page, 'super@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/master_franchise$/);
  await page.goto('/dashboard/list/franchise?search=Shevchenko');
  await frameOf(page)
    .getByRole('link', { name: /Shevchenko Iryna/ })
    .click();
  return page.getByTestId('profile-form');
}

test.describe('staff profiles', () => {
  test('a franchise opens a student from the list and changes the price; the history records it', async ({ page }) => {
    await signIn(page, 'franchise@demo.school');
    await expect(page).toHaveURL(/\/dashboard\/list\/teacher$/);
    await page.goto('/dashboard/list/student?search=Bondarenko');
    await frameOf(page).getByRole('link', { name: 'Bondarenko Maksym' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const form = page.getByTestId('profile-form');
    await expect(form.getByRole('tab')).toHaveCount(0);
    await expect(frameOf(page).getByRole('link', { name: 'To cabinet' })).toHaveAttribute(
      'href',
      `/dashboard-student/main?read_only=${id}&from=Dashboard+Profile`,
    );
    await expect(form.getByRole('combobox', { name: 'Group' })).toHaveValue('Demo group');
    const price = String(1000 + Math.floor(Math.random() * 900));
    await form.getByLabel('Cost of education').fill(price);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('profile-form').getByLabel('Cost of education')).toHaveValue(`${price}.00`);
    const history = await apiGet<{ field_name: string; new_value: string }[]>(page, `users/user/${id}/changes_history`);
    expect(history.find((h) => h.field_name === 'price')?.new_value).toBe(`${price}.00`);
  });

  test('the super franchise edits financial fields in tabs; a master franchise sees them disabled', async ({
    page,
    browser,
  }) => {
    const form = await openFranchiseAsSuper(page);
    await expect(form.getByRole('tab')).toHaveText(['General', 'Additional', 'Financial', 'Documents', 'Comment']);
    await form.getByRole('tab', { name: 'Financial' }).click();
    await form.getByLabel('Royalty, %').fill('150');
    await expect(form.getByLabel('Royalty, %')).toHaveValue('100');
    await form.getByLabel('Royalty, %').fill('12');
    await form.getByRole('tab', { name: 'Comment' }).click();
    await form.getByRole('textbox', { name: 'Comment' }).fill('Pays on time');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    const url = page.url();

    const master = await browser.newPage();
    await signIn(master, 'master@demo.school');
    await expect(master).toHaveURL(/\/dashboard\/list\/franchise$/);
    await master.goto(url);
    const theirs = master.getByTestId('profile-form');
    await expect(theirs.getByRole('tab')).toHaveText(['General', 'Additional', 'Financial', 'Documents']);
    await theirs.getByRole('tab', { name: 'Financial' }).click();
    await expect(theirs.getByLabel('Royalty, %')).toHaveValue('12.00');
    await expect(theirs.getByLabel('Royalty, %')).toBeDisabled();
    await master.close();
  });

  test("a franchise's terms cannot be emptied, and a wrong field on another tab is shown (spec 002 section 5)", async ({
    page,
  }) => {
    const form = await openFranchiseAsSuper(page);
    await form.getByRole('tab', { name: 'Financial' }).click();
    const pr = form.getByLabel('PR contribution, % *');
    const saved = await pr.inputValue();
    await pr.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Field required')).toHaveCount(1);
    await expect(pr).toHaveAttribute('aria-invalid', 'true');
    await pr.fill(saved);
    // The e-mail emptied on General, saved from Financial: the form opens General at the field.
    await form.getByRole('tab', { name: 'General' }).click();
    await form.getByLabel('Email').fill('');
    await form.getByRole('tab', { name: 'Financial' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    const profile = await apiGet<{ pr_deposit: string }>(page, `users/user/${page.url().split('/').pop()}/profile`);
    expect(profile.pr_deposit).toBe(saved);
  });

  test('a teacher opens their own profile from the header; e-mail is required; a stranger is 404', async ({ page }) => {
    await signIn(page, 'teacher@demo.school');
    await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
    await frameOf(page).getByRole('link', { name: 'Anna Wiśniewska' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\/me$/);
    const form = page.getByTestId('profile-form');
    await expect(form.getByRole('tab')).toHaveText(['General', 'Additional', 'Documents']);
    await expect(form.getByLabel('Receives the newsletter')).toBeDisabled();
    await form.getByLabel('Email').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Field required')).toBeVisible();
    await page.goto('/dashboard/profile/999999');
    await expect(page.getByText('This page does not exist. Try again.')).toBeVisible();
  });

  test("a teacher of another franchise cannot open the group, or its students' profiles", async ({ page, browser }) => {
    await signIn(page, 'teacher@demo.school');
    await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
    const [group] = await apiGet<{ id: number }[]>(page, 'groups/');
    const { results } = await apiGet<{ results: { id: number }[] }>(page, `users/students?group=${group.id}`);
    const stranger = await browser.newPage();
    await signIn(stranger, 'teacher2@demo.school');
    await expect(stranger).toHaveURL(/\/dashboard\/list\/group$/);
    await expect(frameOf(stranger).getByRole('table')).not.toContainText('Demo group');
    for (const path of [`/dashboard/group/${group.id}`, `/dashboard/profile/${results[0].id}`]) {
      await stranger.goto(path);
      await expect(stranger.getByText('This page does not exist. Try again.')).toBeVisible();
    }
    await stranger.goto(`/dashboard/list/student?group=${group.id}`);
    await expect(frameOf(stranger).getByText('There are no students yet')).toBeVisible();
    await stranger.close();
  });
});

test("a franchise keeps a teacher's contract in the Documents tab: upload, download, delete", async ({ page }) => {
  await signIn(page, 'franchise@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/teacher$/);
  await page
    .getByTestId('staff-frame')
    .getByRole('link', { name: /Wiśniewska Anna/ })
    .first()
    .click();
  const form = page.getByTestId('profile-form');
  await form.getByRole('tab', { name: 'Documents' }).click();
  // Each file uploads by itself: the profile's Save is not on this tab.
  await expect(form.getByRole('button', { name: 'Save' })).toBeHidden();
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Choose a file.')).toBeVisible();
  const picker = form.getByLabel('Choose a file');
  await picker.setInputFiles({ name: 'evil.html', mimeType: 'text/html', buffer: Buffer.from('<script>') });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Files of this type are not accepted.')).toBeVisible();
  const name = `Contract ${Date.now().toString(36)}.pdf`;
  await picker.setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 signed') });
  await form.getByRole('button', { name: 'Upload' }).click();
  const item = form.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('15 B');
  await expect(item).toContainText('Iryna Shevchenko');
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(name);
  await item.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete the document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
});
