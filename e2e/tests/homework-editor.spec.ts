// Issue 12, the staff homework editor (spec 002 "Homework editor", sections 4 and 5): the demo teacher creates a
// homework of three games for the demo group on a free day of today's month, reorders it by mouse drag, by keyboard
// drag and by the buttons, creates it, reopens it and finds the order kept; a Matific homework (the warning's two
// answers, the address check); re-saving it after the demo student finished it names the student first; delete. The
// editor at 375 px in Hebrew. Everything it makes is removed at the end.
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { HomeworkDetail, HomeworkResults, HomeworkSummary } from '@abacus/contract/homework-schema';
import { BASE_URL } from '../paths.mjs';
import { apiGet, signIn, signInStudent } from './helpers';

const frameOf = (page: Page) => page.getByTestId('staff-frame');
const cards = (page: Page) => page.getByTestId('homework-game');
const card = (page: Page, n: number) => cards(page).nth(n - 1);
const typeSelect = (page: Page, n: number) => card(page, n).getByLabel('Game type');
/** The Matific month: no demo data and no other spec use August 2022 (slide 7). */
const MATIFIC_MONTH = { year: 2022, month: 7 };

async function call(page: Page, method: 'POST' | 'DELETE', path: string, data?: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.fetch(`${BASE_URL}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Token ${token}` },
    data,
  });
}

const monthList = (page: Page, group: number, { year, month }: { year: number; month: number }) =>
  apiGet<HomeworkSummary[]>(page, `lessons/homeworks?group=${group}&year=${year}&month=${month}`);

/** The editor's game types, top to bottom. */
const types = async (page: Page) => {
  const out: string[] = [];
  for (const select of await cards(page).getByLabel('Game type').all()) out.push(await select.inputValue());
  return out;
};

/** Drags a card by its handle with the mouse until its centre is over another card's centre. */
async function dragCard(page: Page, handle: Locator, from: Locator, to: Locator) {
  const [h, a, b] = [await handle.boundingBox(), await from.boundingBox(), await to.boundingBox()];
  if (!h || !a || !b) throw new Error('a card is not on the screen');
  const start = { x: h.x + h.width / 2, y: h.y + h.height / 2 };
  const dy = b.y + b.height / 2 - (a.y + a.height / 2);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + Math.sign(dy) * 12, { steps: 3 }); // past the 6 px activation distance
  await page.mouse.move(start.x, start.y + dy, { steps: 25 });
  await page.mouse.up();
}

/** Signs the demo teacher in and opens the demo group's calendar from the group list; answers the group id. */
async function openDemoCalendar(page: Page): Promise<number> {
  await signIn(page, 'teacher@demo.school');
  await expect(page).toHaveURL(/\/dashboard\/list\/group$/);
  await page.evaluate(() => sessionStorage.setItem('homework_video_shown', '1'));
  await frameOf(page)
    .getByRole('row', { name: /Demo group/ })
    .getByRole('link', { name: 'Assign' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/group\/\d+\/homework$/);
  return Number(/\/group\/(\d+)\//.exec(page.url())![1]);
}

test.describe('the homework editor', () => {
  test.use({ viewport: { width: 1280, height: 1500 } });

  test('three games for the demo group today: reordered by drag and buttons, created, reopened in that order, deleted', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const group = await openDemoCalendar(page);
    const today = await page.evaluate(() => {
      const d = new Date();
      const label = d.toLocaleString('en', { month: 'long', year: 'numeric' });
      return { year: d.getFullYear(), month: d.getMonth(), label };
    });
    const taken = new Set((await monthList(page, group, today)).map((h) => h.order));
    const order = [...Array.from({ length: 20 }, (_, i) => 20 - i)].find((o) => !taken.has(o));
    expect(order, 'a free day this month').toBeDefined();
    const mm = String(today.month + 1).padStart(2, '0');
    let created: number | undefined;
    try {
      await page.getByTestId(`homework-day-${order}`).getByRole('link', { name: 'Create' }).click();
      await expect(page).toHaveURL(`/dashboard/group/${group}/homework/create?date=${today.year}-${mm}&order=${order}`);
      await expect(page.getByRole('heading', { name: `New homework: day ${order}, ${today.label}` })).toBeVisible();
      await expect(cards(page)).toHaveCount(1);
      await expect(typeSelect(page, 1)).toHaveValue('addition');

      // Speedy numbers, twice; then a division and negative numbers.
      await card(page, 1).getByLabel('Number of expressions').fill('2');
      await card(page, 1).getByLabel('Number of expressions').blur();
      await page.getByRole('button', { name: 'Add a game' }).click();
      await typeSelect(page, 2).selectOption({ label: 'Division' });
      await page.getByRole('button', { name: 'Add a game' }).click();
      await typeSelect(page, 3).selectOption({ label: 'Negative numbers' });
      await card(page, 3).getByLabel('Speed (seconds per number)').fill('0.5');
      await card(page, 3).getByLabel('Speed (seconds per number)').press('Enter');
      expect(await types(page)).toEqual(['addition', 'divide', 'negative']);
      // speed x repeat x length: 1 x 2 x 2 + 1 (a division counts 1 per expression) + 0.5 x 1 x 2
      await expect(page.getByTestId('homework-total')).toHaveText('Total time: 6 s');
      // The browser's Back asks first; staying keeps every change.
      await page.goBack();
      await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/homework\/create\?/);
      expect(await types(page)).toEqual(['addition', 'divide', 'negative']);

      // Drag the third game over the first with the mouse.
      await dragCard(
        page,
        page.getByRole('button', { name: 'Drag game 3 to change the order' }),
        card(page, 3),
        card(page, 1),
      );
      await expect.poll(() => types(page)).toEqual(['negative', 'addition', 'divide']);
      // From the keyboard: pick up game 1, one place down, drop.
      await page.getByRole('button', { name: 'Drag game 1 to change the order' }).focus();
      // dnd-kit speaks each step in its live region.
      const spoken = page.locator('[id^="DndLiveRegion"]');
      await page.keyboard.press('Space');
      await expect(spoken).toHaveText(/^(Picked up game 1\.|Game 1 is over place 1\.)$/);
      // Under load the sensor may still be measuring when the first arrow comes (the step is then lost): step again
      // until the card is over place 2, back if a late step took it past.
      await expect(async () => {
        const said = await spoken.textContent();
        if (said !== 'Game 1 is over place 2.')
          await page.keyboard.press(said?.includes('place 3') ? 'ArrowUp' : 'ArrowDown');
        await expect(spoken).toHaveText('Game 1 is over place 2.', { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await page.keyboard.press('Space');
      await expect(spoken).toHaveText('Game 1 was dropped at place 2.');
      await expect.poll(() => types(page)).toEqual(['addition', 'negative', 'divide']);
      // The buttons.
      await page.getByRole('button', { name: 'Move game 3 up' }).click();
      expect(await types(page)).toEqual(['addition', 'divide', 'negative']);
      await page.getByRole('button', { name: 'Move game 1 down' }).click();
      expect(await types(page)).toEqual(['divide', 'addition', 'negative']);
      await expect(page.getByRole('button', { name: 'Move game 1 up' })).toBeDisabled();

      const post = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/lessons/homeworks'),
      );
      await page.getByRole('button', { name: 'Create' }).click();
      expect((await post).status()).toBe(201);
      await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
      await expect(page).toHaveURL(`/dashboard/group/${group}/homework`);
      const mine = (await monthList(page, group, today)).find((h) => h.order === order);
      created = mine?.id;
      expect(mine?.games_count).toBe(3);
      const stored = await apiGet<HomeworkDetail>(page, `lessons/homeworks/${created}`);
      expect(stored.games.map((g) => [g.type, g.repeat])).toEqual([
        ['divide', 1],
        ['addition', 2],
        ['negative', 1],
      ]);

      // Back from the calendar returns to the create address of that day: it opens the homework just made, so a
      // second Create cannot replace it.
      await page.goBack();
      await expect(page).toHaveURL(
        `/dashboard/group/${group}/homework/create?date=${today.year}-${mm}&order=${order}&homework=${created}`,
      );
      await expect(page.getByRole('heading', { name: `Homework: day ${order}, ${today.label}` })).toBeVisible();
      expect(await types(page)).toEqual(['divide', 'addition', 'negative']);
      await page.goForward();
      await expect(page).toHaveURL(`/dashboard/group/${group}/homework`);

      // Reopened from the calendar: the order is kept, and Save waits for a change.
      await page.getByTestId(`homework-day-${order}`).getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { name: `Homework: day ${order}, ${today.label}` })).toBeVisible();
      expect(await types(page)).toEqual(['divide', 'addition', 'negative']);
      await expect(card(page, 2).getByLabel('Number of expressions')).toHaveValue('2');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeDisabled();
      await page.getByRole('button', { name: 'Move game 3 up' }).click();
      await expect(save).toBeEnabled();
      // Nobody has finished it: no question, saved at once.
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
      await expect(page).toHaveURL(`/dashboard/group/${group}/homework`);
      const again = await apiGet<HomeworkDetail>(page, `lessons/homeworks/${created}`);
      expect(again.games.map((g) => g.type)).toEqual(['divide', 'negative', 'addition']);
      expect(again.id).toBe(created);

      // Delete it from the editor, after the confirm.
      await page.getByTestId(`homework-day-${order}`).getByRole('link', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Delete homework' }).click();
      const confirm = page.getByTestId('confirm-dialog');
      await expect(confirm).toContainText(`The homework of day ${order}, ${today.label} will be deleted`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(`/dashboard/group/${group}/homework`);
      await expect(page.getByTestId(`homework-day-${order}`).getByRole('link', { name: 'Create' })).toBeVisible();
      expect((await monthList(page, group, today)).some((h) => h.id === created)).toBe(false);
      created = undefined;
    } finally {
      if (created) await call(page, 'DELETE', `lessons/homeworks/${created}`);
    }
  });

  test('a Matific homework: the warning, the address; re-saving it names the student who finished it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const group = await openDemoCalendar(page);
    const cleanUp = async () => {
      for (const h of await monthList(page, group, MATIFIC_MONTH))
        await call(page, 'DELETE', `lessons/homeworks/${h.id}`);
    };
    await cleanUp();
    const student = await browser.newPage();
    try {
      const editor = `/dashboard/group/${group}/homework/create?date=2022-08&order=4`;
      await page.goto(editor);
      await expect(page.getByRole('heading', { name: 'New homework: day 4, August 2022' })).toBeVisible();
      await page.getByRole('button', { name: 'Add a game' }).click();
      await typeSelect(page, 2).selectOption({ label: 'Matific' });
      const warning = page.getByRole('dialog', { name: 'A Matific homework' });
      await expect(warning).toContainText('all other game types on that date will be deleted');
      await warning.getByRole('button', { name: 'Keep the other games' }).click();
      await expect(warning).toHaveCount(0);
      expect(await types(page)).toEqual(['addition', 'addition']);
      await typeSelect(page, 1).selectOption({ label: 'Matific' });
      await warning.getByRole('button', { name: 'Keep Matific' }).click();
      expect(await types(page)).toEqual(['matific']);

      // Only a Matific https address; the test link opens it in a new tab.
      const link = card(page, 1).getByLabel('Address of the Matific activity');
      await link.fill('https://example.com/activity/42');
      await link.blur();
      const wrong = 'Enter the address of a Matific activity (https://…matific.com/…).';
      await expect(card(page, 1).getByText(wrong)).toBeVisible();
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByTestId('homework-error')).toHaveText('Check the games marked in red.');
      await expect(page).toHaveURL(editor);
      await link.fill('https://www.matific.com/us/en/activity/42');
      await expect(card(page, 1).getByText(wrong)).toHaveCount(0);
      const test = card(page, 1).getByRole('link', { name: 'Test the link' });
      await expect(test).toHaveAttribute('href', 'https://www.matific.com/us/en/activity/42');
      await expect(test).toHaveAttribute('target', '_blank');
      // Adding a game to a Matific homework asks again; keeping Matific adds nothing.
      await page.getByRole('button', { name: 'Add a game' }).click();
      await warning.getByRole('button', { name: 'Keep Matific' }).click();
      await expect(cards(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
      await expect(page).toHaveURL(`/dashboard/group/${group}/homework`);
      const [homework] = await monthList(page, group, MATIFIC_MONTH);
      expect(homework).toMatchObject({ order: 4, matific: true, games_count: 1 });
      const detail = await apiGet<HomeworkDetail>(page, `lessons/homeworks/${homework!.id}`);

      // The demo student opens the activity and marks it done (the student's Done call).
      const studentId = await signInStudent(student);
      const name = await student.evaluate(() => {
        const user = JSON.parse(localStorage.getItem('user')!);
        return `${user.first_name} ${user.last_name}`;
      });
      const done = await call(student, 'POST', `lessons/homeworks/${homework!.id}/games/${detail.games[0]!.id}/done`);
      expect(done.status(), await done.text()).toBe(200);
      const finished = await apiGet<HomeworkResults>(page, `lessons/homeworks/${homework!.id}/results`);
      expect(finished.students.find((s) => s.id === studentId)?.complete_status).toBe(2);

      // Re-saving names the student first; Cancel keeps everything as it was.
      await page.goto(`${editor}&homework=${homework!.id}`);
      await expect(page.getByRole('heading', { name: 'Homework: day 4, August 2022' })).toBeVisible();
      await card(page, 1)
        .getByLabel('Address of the Matific activity')
        .fill('https://www.matific.com/us/en/activity/43');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const resave = page.getByRole('dialog', { name: 'Save the changed homework?' });
      await expect(resave.getByTestId('finished-students')).toContainText(name);
      await expect(resave).toContainText('their puzzle piece closes and they must do the homework again');
      await resave.getByRole('button', { name: 'Cancel' }).click();
      await expect(resave).toHaveCount(0);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await resave.getByRole('button', { name: 'Save anyway' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
      await expect(page).toHaveURL(`/dashboard/group/${group}/homework`);
      // Re-saved: the homework is open again for the student, with the new address.
      const reopened = await apiGet<HomeworkResults>(page, `lessons/homeworks/${homework!.id}/results`);
      expect(reopened.students.find((s) => s.id === studentId)?.complete_status).toBe(0);
      const saved = await apiGet<HomeworkDetail>(page, `lessons/homeworks/${homework!.id}`);
      expect(saved.games.map((g) => g.link)).toEqual(['https://www.matific.com/us/en/activity/43']);
    } finally {
      await student.close();
      await cleanUp();
    }
  });
});

test('at 375 px in Hebrew the editor is a column of cards, right to left', async ({ page }) => {
  const group = await openDemoCalendar(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/dashboard/group/${group}/homework/create?date=2022-08&order=9&lang=he`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: /שיעורי בית חדשים: יום 9/ })).toBeVisible();
  await page.getByRole('button', { name: 'הוספת משחק' }).click();
  await card(page, 2).getByLabel('סוג המשחק').selectOption('multiply');
  await expect(cards(page)).toHaveCount(2);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  for (const box of [await card(page, 1).boundingBox(), await card(page, 2).boundingBox()]) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  // Cards are stacked, one under the other.
  const [first, second] = [await card(page, 1).boundingBox(), await card(page, 2).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  // A multiplication without numbers is not created, in Hebrew.
  await page.getByRole('button', { name: 'יצירה' }).click();
  await expect(card(page, 2).getByText('בחרו לפחות מספר אחד.')).toBeVisible();
  // The phone's Back asks before dropping the two games (a teacher lost an edit to it); leaving goes to the calendar.
  await page.goBack();
  const leave = page.getByRole('dialog');
  await expect(leave.getByRole('button', { name: 'יציאה' })).toBeVisible();
  await expect(page).toHaveURL(/homework\/create\?date=2022-08&order=9/);
  await expect(cards(page)).toHaveCount(2);
  await leave.getByRole('button', { name: 'יציאה' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/group/${group}/homework$`));
});
