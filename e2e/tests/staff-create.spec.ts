// Creating the school from the staff area (spec 002 sections 2 "Creation forms" and "Group profile", 4
// "Student-create flow", 5): a franchise adds a teacher, a group for them, a student with a new parent and a second
// child of the same family, then finds them; the forms say which field is wrong, in the viewer's language.
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

const frameOf = (page: Page) => page.getByTestId('staff-frame');
const table = (page: Page) => frameOf(page).getByRole('table');
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const phone = () => `+38067${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`;

async function signInAsFranchise(page: Page) {
  await signIn(page, 'franchise@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/teacher$/);
}

test.describe('creating the school', () => {
  test('a franchise adds a teacher, a group and a family of two children, then finds them', async ({ page }) => {
    test.setTimeout(90_000);
    const id = tag();
    const teacherName = `Teach${id}`;
    await signInAsFranchise(page);

    // The teacher.
    await frameOf(page).getByRole('link', { name: 'Add teacher' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add\/teacher$/);
    const teacherForm = page.getByTestId('teacher-form');
    await teacherForm.getByRole('button', { name: 'Create' }).click();
    await expect(teacherForm.getByText('Field required')).toHaveCount(3); // email, phone, password
    await teacherForm.getByLabel('Email').fill(`${id}-t@school.test`);
    await teacherForm.getByLabel('Phone number').fill(phone());
    await teacherForm.getByLabel('First name').fill(teacherName);
    await teacherForm.getByLabel('Last name').fill('Novak');
    await teacherForm.getByLabel('Password').fill('teach123');
    await teacherForm.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/dashboard\/list\/teacher$/);
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await frameOf(page).getByRole('searchbox').fill(teacherName);
    await expect(table(page).getByRole('row', { name: new RegExp(teacherName) })).toBeVisible();

    // The group, with the teacher picked in the searchable dropdown.
    await page.goto('/dashboard/list/group');
    await frameOf(page).getByRole('link', { name: 'Add group' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add\/group$/);
    const groupForm = page.getByTestId('group-form');
    await expect(groupForm.getByLabel('Lesson time: Hours')).toHaveValue('08');
    await groupForm.getByRole('button', { name: 'Create' }).click();
    await expect(groupForm.getByText('Field required')).toHaveCount(5); // name, address, start, days, teacher
    const groupName = `Group ${id}`;
    await groupForm.getByRole('textbox', { name: 'Name *', exact: true }).fill(groupName);
    await groupForm.getByLabel('Address').fill('Main street 1');
    await groupForm.getByLabel('Start date').fill('31/02/2026');
    await groupForm.getByLabel('Address').click();
    await expect(groupForm.getByText('Enter a valid date.')).toBeVisible();
    await groupForm.getByLabel('Start date').fill('01/09/2026');
    await groupForm.getByLabel('Lesson time: Minutes').selectOption('35');
    await groupForm.getByRole('checkbox', { name: 'Mo' }).check();
    await groupForm.getByRole('checkbox', { name: 'We' }).check();
    const teacher = groupForm.getByRole('combobox', { name: 'Teacher' });
    await teacher.fill(teacherName.slice(0, 8));
    await page.getByRole('option', { name: new RegExp(teacherName) }).click();
    await expect(teacher).toHaveValue(`${teacherName} Novak`);
    await groupForm.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
    await frameOf(page).getByRole('searchbox').fill(groupName);
    const row = table(page).getByRole('row', { name: new RegExp(groupName) });
    await expect(row).toContainText(`Novak ${teacherName}`);

    // A student with a new parent, from the group's Add Student.
    await row.getByRole('link', { name: 'Add student' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add\/student\?group=\d+$/);
    await expect(frameOf(page)).toContainText(`Group: ${groupName}`);
    const studentForm = page.getByTestId('student-form');
    const familyEmail = `${id}-family@school.test`;
    const familyPhone = phone();
    await studentForm.getByLabel('Email').fill(familyEmail);
    await studentForm.getByLabel('Phone number').fill(familyPhone);
    await studentForm.getByLabel('First name').first().fill('Ira');
    await studentForm.getByLabel('Last name').first().fill(`Family${id}`);
    await studentForm.getByLabel('Date of birth').fill('04/03/2018');
    await studentForm.getByLabel('First month cost').fill('-5');
    await expect(studentForm.getByLabel('First month cost')).toHaveValue('0');
    await studentForm.getByLabel('First month cost').fill('600');
    await studentForm.getByLabel('Cost of education').fill('1200');
    await studentForm.getByLabel('Password *', { exact: true }).fill('child111');
    const parentBlock = studentForm.getByTestId('parent-block');
    await parentBlock.getByLabel('First name').fill('Olga');
    await parentBlock.getByLabel('Last name').fill(`Family${id}`);
    await parentBlock.getByLabel("Parent's password").fill('child111');
    await studentForm.getByRole('button', { name: 'Create' }).click();
    await expect(
      studentForm.getByText('The passwords of the parent and the student should not coincide'),
    ).toBeVisible();
    await parentBlock.getByLabel("Parent's password").fill('parent111');
    await studentForm.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/dashboard\/list\/group$/);

    // A second child: the e-mail finds the parent, whose fields are filled and locked.
    await frameOf(page).getByRole('searchbox').fill(groupName);
    await table(page)
      .getByRole('row', { name: new RegExp(groupName) })
      .getByRole('link', { name: 'Add student' })
      .click();
    const second = page.getByTestId('student-form');
    await second.getByLabel('Email').fill(familyEmail.toUpperCase());
    await second.getByLabel('Phone number').click();
    await expect(second.getByRole('status')).toContainText('Olga');
    await expect(second.getByTestId('parent-block').getByLabel('First name')).toBeDisabled();
    await expect(second.getByTestId('parent-block').getByLabel('First name')).toHaveValue('Olga');
    await second.getByLabel('Phone number').fill(familyPhone);
    await second.getByLabel('First name').first().fill('Ivan');
    await second.getByLabel('Last name').first().fill(`Family${id}`);
    await second.getByLabel('First month cost').fill('600');
    await second.getByLabel('Cost of education').fill('1200');
    await second.getByLabel('Password *', { exact: true }).fill('child111');
    await second.getByRole('button', { name: 'Create' }).click();
    await expect(second.getByText('The given password is not unique for this email')).toBeVisible();
    await second.getByLabel('Password *', { exact: true }).fill('child222');
    await second.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/dashboard\/list\/group$/);

    // Both children are in the group, under one parent; search finds them.
    await page.goto(`/dashboard/list/student?search=Family${id}`);
    await expect(table(page).getByRole('row', { name: /Family/ })).toHaveCount(2);
    await expect(table(page)).toContainText(groupName);
    await page.goto(`/dashboard/list/parent?search=Family${id}`);
    await expect(table(page).getByRole('row', { name: /Olga/ })).toContainText('Ira');
    await expect(table(page).getByRole('row', { name: /Olga/ })).toContainText('Ivan');
  });

  test('the group profile edits every field; another franchise gets the 404 page', async ({ page, browser }) => {
    await signInAsFranchise(page);
    await page.goto('/dashboard/list/group?search=Demo+group');
    await table(page).getByRole('link', { name: 'Demo group' }).click();
    await expect(page).toHaveURL(/\/dashboard\/group\/\d+$/);
    const url = page.url();
    const form = page.getByTestId('group-form');
    await expect(form.getByRole('combobox', { name: 'Teacher' })).toHaveValue('Anna Wiśniewska');
    const street = `Street ${tag()}`;
    await form.getByLabel('Street').fill(street);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('group-form').getByLabel('Street')).toHaveValue(street);

    const other = await browser.newPage();
    await signIn(other, 'franchise2@demo.school');
    await expect(other).toHaveURL(/\/dashboard\/list\/teacher$/);
    await other.goto(url);
    await expect(other.getByText('This page does not exist. Try again.')).toBeVisible();
    await other.close();
  });

  test('a teacher creates a group without a teacher picker; a parent cannot open the forms', async ({ page }) => {
    await signIn(page, 'teacher@demo.school');
    await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
    await page.goto('/dashboard/add/group');
    const form = page.getByTestId('group-form');
    await expect(form.getByRole('combobox', { name: 'Teacher' })).toHaveCount(0);
    // A name past the contract's 200 characters says so, with the figure, not "Error has occurred".
    await form.locator('#field-name').fill('x'.repeat(201));
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('At most 200 characters.')).toBeVisible();
    await page.goto('/dashboard/add/teacher');
    await expect(page.getByText('This page does not exist. Try again.')).toBeVisible();
  });

  test('Hebrew: the form is right-to-left and its errors are translated', async ({ page }) => {
    await signInAsFranchise(page);
    await page.goto('/dashboard/add/teacher?lang=he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const form = page.getByTestId('teacher-form');
    await form.getByRole('button', { name: 'יצירה' }).click();
    await expect(form.getByText('שדה חובה').first()).toBeVisible();
  });

  test('the super franchise adding a franchise sees every missing field at once, the master franchise too', async ({
    page,
  }) => {
    await signIn(page, 'super@demo.school');
    await expect(page).toHaveURL(/\/dashboard\/list\/master_franchise$/);
    await page.goto('/dashboard/add/franchise');
    const form = page.getByTestId('franchise-form');
    await form.getByRole('button', { name: 'Create' }).click();
    // e-mail, phone, password, royalty, cost of education, PR contribution and the master franchise
    await expect(form.getByText('Field required')).toHaveCount(7);
    await expect(form.getByRole('combobox', { name: /Master franchise/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
