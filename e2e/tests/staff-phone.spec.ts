// The staff area on a 360 px phone in the longest languages (a phone-width pass, 2026-12-01): the list cards' labels
// stay in their column, the header is two rows, the calendar's month buttons name their months, dialogs can be
// closed with a finger, and in Hebrew the arrows point the way the page reads.
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

test.use({ viewport: { width: 360, height: 740 } });

async function signInTeacher(page: Page) {
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
}

/** How far each label of the first card would run past its column (0 when it fits): the label is a ::before, so it is
 * measured by a hidden copy with its font, wrapping and width. */
const labelOverflows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.admin-table tbody tr:first-child td[data-label]')].map((td) => {
      const label = getComputedStyle(td, '::before');
      const probe = document.createElement('span');
      probe.textContent = td.dataset.label ?? '';
      Object.assign(probe.style, {
        font: label.font,
        overflowWrap: label.overflowWrap,
        hyphens: label.hyphens,
        display: 'block',
        width: label.width,
        position: 'absolute',
        visibility: 'hidden',
      });
      td.append(probe);
      const over = probe.scrollWidth - probe.clientWidth;
      probe.remove();
      return `${td.dataset.label}: ${over}`;
    }),
  );

test('German and Russian list cards: every label stays in its column, the header is two rows', async ({ page }) => {
  await signInTeacher(page);
  for (const [language, heading] of [
    ['de', 'Hausaufgaben'],
    ['ru', 'Пользователь'],
  ]) {
    await page.goto(`/dashboard/list/student?lang=${language}`);
    await expect(page.locator(`.admin-table tbody tr:first-child td[data-label="${heading}"]`)).toBeVisible();
    for (const overflow of await labelOverflows(page)) expect(overflow).toMatch(/: 0$/);
    const id = page.locator('.admin-table tbody tr:first-child td').first();
    expect(
      (await id.boundingBox())!.width,
      "the id cell is as wide as the card, not the table's 4.5em",
    ).toBeGreaterThan(250);
    const header = (await page.locator('.staff-header').boundingBox())!;
    expect(header.height, 'menu, Back and title; then language, name and Log out').toBeLessThan(120);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);
  }
});

test("German homework calendar: each month button shows its month whole; the dialog's close is finger-sized", async ({
  page,
}) => {
  await signInTeacher(page);
  await page.goto('/dashboard/group/1/homework?slide=50&lang=de');
  // The training video opens by itself on a first visit (a new browser context is one).
  const video = page.getByRole('dialog', { name: 'So funktioniert der Hausaufgabenkalender' });
  await expect(video).toBeVisible();
  const close = video.getByRole('button', { name: 'Schließen' }).first();
  const box = (await close.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(video).toHaveCount(0);
  const pager = page.getByRole('navigation', { name: 'Monate des Kalenders' });
  await expect(pager.getByRole('button', { name: /^50: / })).toHaveAttribute('aria-current', 'true');
  const months = pager.locator('.hw-pager__month');
  await expect(months).toHaveCount(12);
  const texts = await months.allInnerTexts();
  expect(texts).toContain('Mär');
  expect(texts).toContain('Mai');
  for (const month of await months.all()) {
    const fit = await month.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(fit, await month.innerText()).toBeLessThanOrEqual(0);
  }
});

test('Hebrew: Back and the month arrows are mirrored', async ({ page }) => {
  await signInTeacher(page);
  await page.goto('/dashboard/group/1/homework?lang=he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arrows = page.locator('.staff-header .ui-dir-arrow, .hw-pager .ui-dir-arrow');
  await expect(arrows).toHaveCount(3);
  for (const arrow of await arrows.all()) {
    expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  }
});
